import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { Studio } from '../context.ts';
import { engineFor } from '../catalogue/engine-map.ts';
import { theoreticalRtp } from '../catalogue/game-info.ts';
import { readSetting, writeSetting } from '../catalogue/repository.ts';
import { slots } from '../engines/index.ts';
import type { OperatorApi, PlatformGame } from './operator-api.ts';

const PUBLISHED_SETTING = 'theoretical-rtp-published';
/** Games whose RTP is computed between two turns of the event loop, so players are served meanwhile. */
const BATCH = 25;

/**
 * Publishes every playable game's theoretical RTP to the platform (`PUT /admin-api/v1/vendors/{v}/game-rtp`),
 * where the console sets it against the RTP players actually got. A slot's RTP is computed exactly from its
 * reels (milliseconds each, thousands of slots), so it is done once per generator version and game set, not at
 * every re-registration. Answers how many games were published, 0 when nothing had changed.
 */
export async function publishTheoreticalRtp(
  studio: Studio,
  api: OperatorApi,
  gamesByVendor: Map<string, PlatformGame[]>,
): Promise<number> {
  // In the vendors' order, whatever order registration finished them in: the stamp must not change with it.
  const playable = [...gamesByVendor]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([vassalage, games]) => [vassalage, games.filter((game) => engineFor(game) !== null)] as const);
  const total = playable.reduce((sum, [, games]) => sum + games.length, 0);
  const stamp = `${slots.GENERATOR_VERSION}:${playable.map(([v, games]) => `${v}=${games.length}`).join(',')}`;
  if ((await readSetting(studio.db, PUBLISHED_SETTING)) === stamp) return 0;
  for (const [vassalage, games] of playable) {
    const entries: { gameCode: string; rtp: string }[] = [];
    for (let i = 0; i < games.length; i++) {
      const game = games[i]!;
      entries.push({ gameCode: game.gameCode, rtp: theoreticalRtp({ ...game, engine: engineFor(game)! }) });
      if (i % BATCH === BATCH - 1) await yieldToEvents();
    }
    if (entries.length > 0) await api.publishGameRtp(vassalage, entries);
  }
  await writeSetting(studio.db, PUBLISHED_SETTING, stamp);
  return total;
}

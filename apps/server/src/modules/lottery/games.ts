import { issueAt, issuesBetween } from '@croupier/lottery';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { secretBox, type SecretBox } from '../security/index.ts';
import { PLATFORM_GAMES, type GameDefinition } from './platform-games.ts';
import { findGameByCode, insertGame } from './repository.ts';
import type { LotteryGameRow } from './schema.ts';

const GAME_CODE = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

/** The box that seals issue seeds until their draw, under the app secret. */
export const lotterySeedBox = (appSecret: string): SecretBox => secretBox(appSecret, 'lottery-seed');

/**
 * Creates a lottery game (an owner or admin, audited; or the platform itself at first start). Its issues begin
 * with the first draw after `drawsAfter`: the engine creates and draws them from there.
 */
export async function createGame(
  db: Database,
  actor: OperatorActor | null,
  game: GameDefinition & { drawsAfter: Date; sortOrder?: number },
): Promise<LotteryGameRow> {
  if (!GAME_CODE.test(game.code)) throw validationFailed({ code: 'INVALID' });
  if (!game.names.EN || !game.names.CN || !game.names.TH) throw validationFailed({ names: 'REQUIRED' });
  try {
    issueAt(game.schedule, game.drawsAfter);
  } catch {
    // The package refuses a schedule it cannot draw (a period not dividing half an hour, a malformed time…).
    throw validationFailed({ schedule: 'INVALID' });
  }
  return inTransaction(db, async (tx) => {
    const row = await insertGame(tx, game);
    if (!row) throw new DomainError('ALREADY_EXISTS', `A lottery game ${game.code} exists.`);
    if (actor)
      await recordOperatorAudit(tx, actor, {
        action: 'lottery.game.create',
        target: `lottery-game:${row.code}`,
        before: null,
        after: { ...game, drawsAfter: game.drawsAfter.toISOString() },
      });
    return row;
  });
}

/** How far back the first start's demo draws a fast game: an hour of results on its pages at once. */
const DEMO_FAST_HISTORY_MS = 60 * 60_000;
/** A daily game's demo history reaches its last draw, searched this far back (the Thai draw is twice a month). */
const DEMO_DAILY_SEARCH_MS = 40 * 24 * 60 * 60_000;

/**
 * Where a new platform game's issues begin: now, or with `demoHistory` an hour back for a fast game and just
 * before the last draw for a daily one, which the engine then draws late as it catches up after downtime.
 */
function firstDrawsAfter(game: GameDefinition, now: Date, demoHistory: boolean): Date {
  if (!demoHistory) return now;
  if (game.schedule.kind === 'every') return new Date(now.getTime() - DEMO_FAST_HISTORY_MS);
  const past = issuesBetween(game.schedule, new Date(now.getTime() - DEMO_DAILY_SEARCH_MS), now).at(-1);
  return past ? new Date(past.drawAt.getTime() - 1000) : now;
}

/**
 * Creates the platform's own games that do not exist yet, at every start (idempotent, safe for nodes starting
 * together); the first start's demo gives them a history (`firstDrawsAfter`) so results pages have rows.
 */
export async function ensurePlatformGames(
  db: Database,
  props: { now: Date; demoHistory: boolean },
): Promise<number> {
  let created = 0;
  for (const [sortOrder, game] of PLATFORM_GAMES.entries()) {
    if (await findGameByCode(db, game.code)) continue;
    const drawsAfter = firstDrawsAfter(game, props.now, props.demoHistory);
    try {
      await createGame(db, null, { ...game, drawsAfter, sortOrder });
      created++;
    } catch (error) {
      // Another node starting at the same moment made it first.
      if (!(error instanceof DomainError && error.code === 'ALREADY_EXISTS')) throw error;
    }
  }
  return created;
}

import type { LotteryGameInput } from '@croupier/contracts';
import { type GameFamily, issueAt, issuesBetween, type Schedule } from '@croupier/lottery';
import { inTransaction, type Database } from '../../db/client.ts';
import { readAppNow } from '../../db/clock.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { secretBox, type SecretBox } from '../security/index.ts';
import { PLATFORM_GAMES, type GameDefinition } from './platform-games.ts';
import { insertGame, listGames } from './repository.ts';
import type { LotteryGameRow, PrizeMode } from './schema.ts';

const GAME_CODE = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

/** The prize modes a family's plays are priced in: prize groups for the Chinese fast games, odds for the others. */
const PRIZE_MODES_OF: Record<GameFamily, readonly PrizeMode[]> = {
  ssc: ['LOTT', 'ELOTT'],
  pk10: ['LOTT', 'ELOTT'],
  k3: ['LOTT', 'ELOTT'],
  '11x5': ['LOTT', 'ELOTT'],
  'vn-mb': ['VN'],
  'vn-mn': ['VN'],
  'vn-mt': ['VN'],
  thai: ['SEA'],
  '4d': ['SEA'],
};

/** A schedule as the console sends it, as the package's `Schedule`. */
export function scheduleOf(input: LotteryGameInput['schedule']): Schedule {
  const { timeZone, closeSeconds } = input;
  if (input.kind === 'every') {
    // Both or neither of the periods: the package refuses it, as the form's error.
    const { minutes, seconds } = input;
    return {
      kind: 'every',
      timeZone,
      closeSeconds,
      ...(minutes !== undefined ? { minutes } : {}),
      ...(seconds !== undefined ? { seconds } : {}),
    };
  }
  return {
    kind: 'daily',
    timeZone,
    closeSeconds,
    time: input.time ?? '',
    ...(input.weekdays ? { weekdays: input.weekdays } : {}),
    ...(input.monthDays ? { monthDays: input.monthDays } : {}),
  };
}

/** The box that seals issue seeds until their draw, under the app secret. */
export const lotterySeedBox = (appSecret: string): SecretBox => secretBox(appSecret, 'lottery-seed');

/**
 * Creates a lottery game (an owner or admin, audited; or the platform itself at first start). Its issues begin
 * with the first draw after `drawsAfter` (now by default): the engine creates and draws them from there.
 */
export async function createGame(
  db: Database,
  actor: OperatorActor | null,
  input: GameDefinition & { drawsAfter?: Date; sortOrder?: number },
): Promise<LotteryGameRow> {
  const game = { ...input, drawsAfter: input.drawsAfter ?? (await readAppNow(db)) };
  if (!GAME_CODE.test(game.code)) throw validationFailed({ gameCode: 'INVALID' });
  if (!game.names.EN.trim() || !game.names.CN.trim() || !game.names.TH.trim())
    throw validationFailed({ names: 'REQUIRED' });
  if (!PRIZE_MODES_OF[game.family].includes(game.prizeMode)) throw validationFailed({ prizeMode: 'INVALID' });
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
  // One read at every start: after the first, every game is there and nothing more is asked.
  const existing = new Set((await listGames(db, { enabledOnly: false })).map((game) => game.code));
  for (const [sortOrder, game] of PLATFORM_GAMES.entries()) {
    if (existing.has(game.code)) continue;
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

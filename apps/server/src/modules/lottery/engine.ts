import { randomBytes } from 'node:crypto';
import { drawPeriodMs, drawResult, type Hashing, issueAt, issuesBetween, seedHash } from '@croupier/lottery';
import { nodeHashing } from '@croupier/lottery/node';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { readAppNow } from '../../db/clock.ts';
import type { Job } from '../../platform/jobs.ts';
import type { SecretBox } from '../security/index.ts';
import {
  dueIssues,
  insertIssues,
  latestIssue,
  listGames,
  lockGame,
  nextIssueEvent,
  openAndCloseIssues,
  recordDraws,
  type NewIssue,
} from './repository.ts';
import type { LotteryGameRow } from './schema.ts';

export interface DrawEngine {
  /** Seals each issue's seed until its draw reveals it (the app secret's lottery box). */
  box: SecretBox;
  /** The draw's hashing; tests pass a counting one to see each issue drawn once. */
  hashing?: Hashing;
}

/**
 * At most this many issues are created or drawn per transaction: a game back from a day's downtime (1440
 * one-minute issues) catches up in short transactions that hold its lock briefly and commit as they go.
 */
const ISSUES_PER_STEP = 200;

/**
 * One step of the draw engine for one game, in one transaction holding the game's row lock (other workers skip
 * the game meanwhile): creates the issues up to the next one after the current (each with a fresh seed whose hash
 * is committed before it opens, missed ones included), opens and closes issues on the clock, and draws the due
 * ones in the order of their draws. Answers whether the game has more to catch up and when it next needs a step,
 * or undefined when another worker holds it.
 */
async function stepGame(
  db: Database,
  gameId: bigint,
  engine: DrawEngine,
): Promise<{ more: boolean; nextEventAt: Date | null } | undefined> {
  return inTransaction(db, async (tx) => {
    const game = await lockGame(tx, gameId);
    if (!game) return undefined;
    const now = await readAppNow(tx);
    const created = await scheduleAhead(tx, game, now, engine);
    await openAndCloseIssues(tx, game.id);
    const due = await dueIssues(tx, game.id, ISSUES_PER_STEP);
    const hashing = engine.hashing ?? nodeHashing;
    const draws = [];
    for (const issue of due) {
      const seed = engine.box.open(issue.sealedSeed);
      const result = await drawResult(game.family, game.code, issue.issueNo, seed, hashing);
      draws.push({ id: issue.id, seed, result });
    }
    await recordDraws(tx, draws);
    const more = created === ISSUES_PER_STEP || due.length === ISSUES_PER_STEP;
    return { more, nextEventAt: await nextIssueEvent(tx, game.id) };
  });
}

/**
 * Creates the game's issues from its latest one (or from where the game begins) through the one after the
 * issue now on sale, at most ISSUES_PER_STEP at a time; answers how many it created.
 */
async function scheduleAhead(tx: Executor, game: LotteryGameRow, now: Date, engine: DrawEngine) {
  const latest = await latestIssue(tx, game.id);
  const current = issueAt(game.schedule, now);
  const horizon = issueAt(game.schedule, current.drawAt).drawAt;
  const from = latest?.drawAt ?? game.drawsAfter;
  if (from >= horizon) return 0;
  // A fast game's draws are evenly spaced in time: a step reads only its own window, however long the downtime.
  const until =
    game.schedule.kind === 'every'
      ? new Date(Math.min(horizon.getTime(), from.getTime() + ISSUES_PER_STEP * drawPeriodMs(game.schedule)))
      : horizon;
  const missing = issuesBetween(game.schedule, from, until).slice(0, ISSUES_PER_STEP);
  let previousClose = latest?.closeAt;
  const issues: NewIssue[] = [];
  for (const issue of missing) {
    const seed = randomBytes(32).toString('hex');
    issues.push({
      gameId: game.id,
      issueNo: issue.issueNo,
      // A game's first issue goes on sale at once (or never, when its sales window is already over).
      opensAt: previousClose ?? (now < issue.closeAt ? now : issue.closeAt),
      closeAt: issue.closeAt,
      drawAt: issue.drawAt,
      seedHash: await seedHash(seed, engine.hashing ?? nodeHashing),
      sealedSeed: engine.box.seal(seed),
    });
    previousClose = issue.closeAt;
  }
  await insertIssues(tx, issues);
  return issues.length;
}

/**
 * Runs the engine over every enabled game until each is caught up (or held by another worker). With `wakeAt`
 * (the job's memory between runs) a game is looked at again only once its next open, close or draw is due, so an
 * idle tick costs one statement rather than a transaction per game.
 */
export async function runDrawEngine(
  db: Database,
  engine: DrawEngine,
  wakeAt?: Map<bigint, number>,
): Promise<void> {
  const now = (await readAppNow(db)).getTime();
  for (const game of await listGames(db, { enabledOnly: true })) {
    if ((wakeAt?.get(game.id) ?? now) > now) continue;
    for (;;) {
      const step = await stepGame(db, game.id, engine);
      if (step && !step.more) wakeAt?.set(game.id, step.nextEventAt?.getTime() ?? now);
      if (!step?.more) break;
    }
  }
}

/** How often a worker looks at the games: a one-minute game's issue closes ten seconds before its draw. */
const DRAW_ENGINE_EVERY_MS = 1000;

/**
 * The draw engine as a job every worker runs on every tick: games are claimed one at a time by their row lock,
 * so workers share the games and a dead worker's transaction, rolled back, leaves its game to the next.
 */
export function lotteryDrawJob(engine: DrawEngine): Job {
  const wakeAt = new Map<bigint, number>();
  return {
    name: 'lottery-draws',
    everyMs: DRAW_ENGINE_EVERY_MS,
    claimsOwnWork: true,
    run: (db) => runDrawEngine(db, engine, wakeAt),
  };
}

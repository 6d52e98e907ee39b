import type { Executor } from '../../db/client.ts';
import { depositsByPlayer, validBetByPlayer } from '../bets/index.ts';
import { periodContaining, previousPeriod } from '../settlements/index.ts';
import type { Ladder, LevelRow } from './levels.ts';

export interface Qualification {
  deposits: bigint;
  validBet: bigint;
}

/** The window of `days` brand-local days that ends with the day holding `lastDayAt`. */
export function windowEndingOn(timezone: string, lastDayAt: Date, days: number): { from: Date; to: Date } {
  const last = periodContaining('daily', timezone, lastDayAt);
  let first = last;
  for (let day = 1; day < days; day++) first = previousPeriod(first, timezone);
  return { from: first.start, to: last.end };
}

/** Deposits and valid bet per player over a window, for every player with either (or the one asked for). */
export async function qualificationsOver(
  db: Executor,
  props: { brandId: bigint; timezone: string; from: Date; to: Date; playerId?: bigint },
): Promise<Map<bigint, Qualification>> {
  const [deposits, bets] = await Promise.all([depositsByPlayer(db, props), validBetByPlayer(db, props)]);
  const totals = new Map<bigint, Qualification>();
  const of = (playerId: bigint) => {
    const found = totals.get(playerId) ?? { deposits: 0n, validBet: 0n };
    totals.set(playerId, found);
    return found;
  };
  for (const row of deposits) of(row.playerId).deposits += row.deposits;
  for (const row of bets) of(row.playerId).validBet += row.validBet;
  return totals;
}

/** The highest level whose deposit and valid-bet thresholds are both met. */
export function highestMet(ladder: Ladder, totals: Qualification): LevelRow {
  let met = ladder.levels[0]!;
  for (const level of ladder.levels)
    if (totals.deposits >= level.depositThreshold && totals.validBet >= level.validBetThreshold) met = level;
  return met;
}

import { parseMinor } from '@croupier/money';
import { parseMoney } from '../catalogue/stakes.ts';
import type { Transaction } from '../db/client.ts';
import { mini, ratio, ratioText, type RoundResult } from '../engines/index.ts';
import { finish } from '../rounds/finish.ts';
import * as repo from '../rounds/repository.ts';
import { crashRoundById, type CrashRoundRow } from './repository.ts';

export interface CrashBetTerms {
  stake: bigint;
  /** Hundredths, or undefined. */
  autoCashOut?: number;
}

/** A crash bet's terms as a round keeps them (its API bet: `{ engine: 'crash', stake, autoCashOut }`). */
export const termsOf = (round: repo.RoundRow): CrashBetTerms => {
  const bet = round.bet as { stake: string; autoCashOut: string | null };
  const auto = bet.autoCashOut === null ? null : parseMinor(bet.autoCashOut, { decimals: 2 });
  return { stake: parseMoney(bet.stake, round.currency)!, ...(auto ? { autoCashOut: Number(auto) } : {}) };
};

export const hundredths = (value: number) => ratioText(ratio(value, 100), 2);

/**
 * Settles a crash bet at the round's point with the engine's rule (the earlier of the auto and manual
 * cash-outs counts, paid when the round reached it), in the caller's transaction: the bet leaves `open` for
 * `pending-credit` with its win call, or nothing happens when it was no longer open.
 */
export async function settleCrashBet(
  tx: Transaction,
  round: repo.RoundRow,
  crash: CrashRoundRow,
  manualCashOut?: number,
): Promise<boolean> {
  const terms = termsOf(round);
  const settled = mini.settleCrashBet(
    { ...terms, ...(manualCashOut ? { cashedOutAt: manualCashOut } : {}) },
    crash.point,
  );
  const result = {
    crashRoundId: crash.id.toString(),
    cashOut: settled.cashOut === null ? null : hundredths(settled.cashOut),
    point: crash.phase === 'crashed' ? hundredths(crash.point) : null,
  };
  const outcome = {
    game: 'crash',
    stake: terms.stake,
    payout: settled.payout,
    result,
  } as unknown as RoundResult;
  const set = await finish(tx, round, outcome);
  return repo.transition(tx, round.id, 'open', { ...set, result });
}

/** A bet whose stake was taken after its round crashed (a late wallet answer): settled at the point now. */
export async function settleIfCrashed(tx: Transaction, round: repo.RoundRow): Promise<boolean> {
  const crash = round.crashRoundId === null ? undefined : await crashRoundById(tx, round.crashRoundId);
  if (!crash || crash.phase !== 'crashed') return false;
  return settleCrashBet(tx, round, crash);
}

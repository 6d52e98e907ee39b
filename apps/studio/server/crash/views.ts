import { money } from '../catalogue/stakes.ts';
import type { RoundRow } from '../rounds/repository.ts';
import type { CrashRoundRow } from './repository.ts';
import { hundredths } from './settle.ts';

/** API.md `CrashRound`: the point and hash only once crashed. */
export const crashRoundView = (round: CrashRoundRow) => ({
  id: round.id.toString(),
  phase: round.phase,
  bettingEndsAt: round.bettingEndsAt.toISOString(),
  startedAt: round.startedAt?.toISOString() ?? null,
  point: round.phase === 'crashed' ? hundredths(round.point) : null,
  hash: round.phase === 'crashed' ? round.hash : null,
});

/** A crash bet's status as the player sees it. */
function betStatus(bet: RoundRow, cashOut: string | null) {
  switch (bet.status) {
    case 'pending-debit':
      return 'pending';
    case 'open':
      return 'active';
    case 'refunded':
    case 'pending-rollback':
    case 'pending-close':
      return 'refunded';
    default:
      return cashOut ? 'cashedOut' : 'lost';
  }
}

/** API.md `CrashBet`, with the id of its round in the round history (`GET /rounds/{id}`). */
export function crashBetView(bet: RoundRow) {
  const terms = bet.bet as { stake: string; autoCashOut: string | null };
  const result = (bet.result ?? {}) as { cashOut?: string | null };
  const cashOut = result.cashOut ?? null;
  return {
    id: bet.id,
    roundId: String(bet.crashRoundId),
    stake: terms.stake,
    autoCashOut: terms.autoCashOut,
    cashOut,
    payout: money(bet.payout, bet.currency),
    status: betStatus(bet, cashOut),
  };
}

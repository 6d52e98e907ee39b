import type { Transaction } from '../db/client.ts';
import { money, stakeLimits } from '../catalogue/stakes.ts';
import type { RoundResult } from '../engines/index.ts';
import * as repo from './repository.ts';
import { presentResult } from './views.ts';

/** What a finished round pays: the engine's payout, at most the currency's largest win (ADR 0011). */
export const paidOut = (outcome: RoundResult, currency: string) => {
  const cap = stakeLimits(currency).maxWin;
  return outcome.payout > cap ? cap : outcome.payout;
};

/** The fields a round gets when its outcome is final, and the win call that pays it (0 closes a lost round). */
export async function finish(tx: Transaction, round: repo.RoundRow, outcome: RoundResult) {
  const payout = paidOut(outcome, round.currency);
  await repo.insertCall(tx, {
    vassalage: round.vassalage,
    owner: round.id,
    kind: 'win',
    request: {
      playerId: round.playerId,
      transactionId: repo.transactionId(round.id, 'win'),
      roundId: round.id,
      gameCode: round.gameCode,
      amount: money(payout, round.currency),
      currency: round.currency,
      roundClosed: true,
    },
  });
  return { status: 'pending-credit' as const, payout, result: presentResult(outcome.result, round.currency) };
}

import type { VerifyAnswer } from '../api/types.ts';

/** One line of the verifier's money list: a dictionary key and an amount. */
export interface MoneyLine {
  label: 'history.stake' | 'history.payout' | 'verify.uncappedPayout' | 'verify.paid';
  amount: string;
}

/**
 * The stake and payout the verifier shows. A round the largest win capped shows the engine's payout as
 * computed and, beside it, what the round paid, with the note that explains it (`verify.capNote`).
 */
export function moneyLines(answer: VerifyAnswer): {
  lines: MoneyLine[];
  capNote: { maxWin: string; payout: string; paid: string } | null;
} {
  const stake: MoneyLine = { label: 'history.stake', amount: answer.stake };
  if (answer.cappedPayout === null)
    return { lines: [stake, { label: 'history.payout', amount: answer.payout }], capNote: null };
  return {
    lines: [
      stake,
      { label: 'verify.uncappedPayout', amount: answer.payout },
      { label: 'verify.paid', amount: answer.cappedPayout },
    ],
    capNote: { maxWin: answer.maxWin, payout: answer.payout, paid: answer.cappedPayout },
  };
}

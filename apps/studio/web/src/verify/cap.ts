import { formatAmount } from '@croupier/money';
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
/**
 * "10000.00" as people read it, "10,000.00". The public verifier is not told the round's currency, so the amount
 * keeps the decimals it came with and goes without a symbol.
 */
function readable(amount: string): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return formatAmount(amount, { code: '', symbol: '', decimals }, { symbol: false });
}

export function moneyLines(answer: VerifyAnswer): {
  lines: MoneyLine[];
  capNote: { maxWin: string; payout: string; paid: string } | null;
} {
  const stake: MoneyLine = { label: 'history.stake', amount: readable(answer.stake) };
  if (answer.cappedPayout === null)
    return { lines: [stake, { label: 'history.payout', amount: readable(answer.payout) }], capNote: null };
  return {
    lines: [
      stake,
      { label: 'verify.uncappedPayout', amount: readable(answer.payout) },
      { label: 'verify.paid', amount: readable(answer.cappedPayout) },
    ],
    capNote: {
      maxWin: readable(answer.maxWin),
      payout: readable(answer.payout),
      paid: readable(answer.cappedPayout),
    },
  };
}

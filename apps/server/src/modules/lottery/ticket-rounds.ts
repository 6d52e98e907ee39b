import type { ProductRounds } from '../bets/index.ts';
import type { LotteryGameRow } from './schema.ts';

/**
 * How tickets live in the bets stream and the ledger: each ticket is a round of vassalage `lottery` whose round
 * ref is the ticket id, and stakes, wins, rebates and refunds move against the lottery's clearing account.
 */
export const LOTTERY_ROUNDS = { vassalage: 'lottery', house: 'vendor_clearing:lottery' } as const;

/** A game's rounds: the e-lottery's prize mode is its own game type, every other lottery counts as LOTT. */
export function lotteryRoundsOf(
  game: Pick<LotteryGameRow, 'prizeMode'>,
  brand: { id: bigint; currencyCode: string },
): ProductRounds {
  return {
    brandId: brand.id,
    vassalage: LOTTERY_ROUNDS.vassalage,
    product: 'lottery',
    gameType: game.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT',
    currency: brand.currencyCode,
  };
}

import type { RandomSource } from '../fairness/stream.ts';
import { BetError, checkStake, ratio, type Ratio } from '../money.ts';

/** Sic bo: three dice. Pays are to one; house edges are computed from all 216 equally likely throws. */
export type SicBoBet =
  | { type: 'small' | 'big' | 'anyTriple'; stake: bigint }
  | { type: 'total'; total: number; stake: bigint }
  | { type: 'single' | 'double' | 'triple'; face: number; stake: bigint }
  | { type: 'combination'; faces: [number, number]; stake: bigint };

export interface SicBoResult {
  dice: [number, number, number];
  total: number;
  payouts: bigint[];
  totalStake: bigint;
  totalPayout: bigint;
}

/**
 * Winnings to one for each total 4–17 (3 and 18 are triples and are not offered): the table most online sic bo
 * uses, kinder than Macau's 50/18/14 on the outer totals.
 */
export const TOTAL_PAYS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};
export const MAX_BETS = 100;

const isFace = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 6;

function checkBet(bet: SicBoBet): void {
  checkStake(bet.stake);
  switch (bet.type) {
    case 'small':
    case 'big':
    case 'anyTriple':
      return;
    case 'total':
      if (TOTAL_PAYS[bet.total] === undefined) throw new BetError(`no bet on a total of ${bet.total}`);
      return;
    case 'single':
    case 'double':
    case 'triple':
      if (!isFace(bet.face)) throw new BetError(`a die has no face ${bet.face}`);
      return;
    case 'combination': {
      const [a, b] = Array.isArray(bet.faces) ? bet.faces : [];
      if (!isFace(a) || !isFace(b) || a === b) throw new BetError('a combination is two different faces');
      return;
    }
    default:
      throw new BetError('unknown sic bo bet');
  }
}

/**
 * Winnings to one of a bet for the given dice, or −1 when it loses. Small and big lose on any triple; a single
 * pays once per die showing its face.
 */
export function sicBoPays(bet: SicBoBet, dice: readonly number[]): number {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (face: number) => dice.filter((d) => d === face).length;
  switch (bet.type) {
    case 'small':
      return !triple && total >= 4 && total <= 10 ? 1 : -1;
    case 'big':
      return !triple && total >= 11 && total <= 17 ? 1 : -1;
    case 'anyTriple':
      return triple ? 30 : -1;
    case 'total':
      return total === bet.total ? TOTAL_PAYS[bet.total]! : -1;
    case 'single':
      return count(bet.face) > 0 ? count(bet.face) : -1;
    case 'double':
      return count(bet.face) >= 2 ? 10 : -1;
    case 'triple':
      return triple && dice[0] === bet.face ? 180 : -1;
    case 'combination':
      return count(bet.faces[0]) > 0 && count(bet.faces[1]) > 0 ? 5 : -1;
  }
}

/** Exact expected return per unit staked, over the 216 equally likely throws. */
export function sicBoReturn(bet: SicBoBet): Ratio {
  let returned = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        const pays = sicBoPays(bet, [a, b, c]);
        if (pays >= 0) returned += pays + 1;
      }
  return ratio(returned, 216);
}

export function rollSicBo(random: RandomSource, bets: readonly SicBoBet[]): SicBoResult {
  if (bets.length === 0 || bets.length > MAX_BETS) throw new BetError(`place 1 to ${MAX_BETS} bets`);
  bets.forEach(checkBet);
  const dice: [number, number, number] = [1 + random.int(6), 1 + random.int(6), 1 + random.int(6)];
  const payouts = bets.map((bet) => {
    const pays = sicBoPays(bet, dice);
    return pays >= 0 ? bet.stake * BigInt(pays + 1) : 0n;
  });
  return {
    dice,
    total: dice[0] + dice[1] + dice[2],
    payouts,
    totalStake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalPayout: payouts.reduce((a, b) => a + b, 0n),
  };
}

import type { RandomSource } from '../fairness/stream.ts';
import { BetError, checkStake, ratio, type Ratio } from '../money.ts';

/**
 * European roulette: one zero, 37 pockets. Every bet covering k numbers pays 36/k − 1 to one, so every bet
 * returns 36/37 of its stake on average: a house edge of exactly 1/37 = 2.7027%.
 */
export type InsideBetType = 'straight' | 'split' | 'street' | 'corner' | 'sixLine';
export type OutsideBetType = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export type RouletteBet =
  | { type: InsideBetType; numbers: number[]; stake: bigint }
  | { type: OutsideBetType; stake: bigint }
  | { type: 'dozen' | 'column'; index: 1 | 2 | 3; stake: bigint };

export interface RouletteResult {
  pocket: number;
  color: 'red' | 'black' | 'green';
  /** Per bet, in the order placed: what the wallet credits (stake back plus winnings), 0 when lost. */
  payouts: bigint[];
  totalStake: bigint;
  totalPayout: bigint;
}

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const MAX_BETS = 200;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/**
 * Every legal inside bet on the layout (three columns, numbers n, n+1, n+2 across a row), zero included the way
 * European tables take it: splits 0-1, 0-2, 0-3; streets (trios) 0-1-2 and 0-2-3; the corner 0-1-2-3.
 */
const INSIDE: Record<InsideBetType, Set<string>> = (() => {
  const straight = range(0, 36).map((n) => [n]);
  const split = [
    [0, 1],
    [0, 2],
    [0, 3],
    ...range(1, 36)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1]),
    ...range(1, 33).map((n) => [n, n + 3]),
  ];
  const street = [[0, 1, 2], [0, 2, 3], ...range(0, 11).map((k) => [3 * k + 1, 3 * k + 2, 3 * k + 3])];
  const corner = [
    [0, 1, 2, 3],
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1, n + 3, n + 4]),
  ];
  const sixLine = range(0, 10).map((k) => range(3 * k + 1, 3 * k + 6));
  const sets = { straight, split, street, corner, sixLine };
  return Object.fromEntries(
    Object.entries(sets).map(([type, list]) => [type, new Set(list.map(key))]),
  ) as Record<InsideBetType, Set<string>>;
})();

/** All legal inside bets, for documents and tests. */
export function insideBets(type: InsideBetType): number[][] {
  return [...INSIDE[type]].map((k) => k.split('-').map(Number));
}

/** The numbers a bet covers; refuses a bet the table does not offer. */
export function coveredNumbers(bet: RouletteBet): number[] {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine': {
      if (!Array.isArray(bet.numbers) || !INSIDE[bet.type].has(key(bet.numbers)))
        throw new BetError(`${bet.type} ${JSON.stringify(bet.numbers)} is not on the layout`);
      return [...bet.numbers].sort((a, b) => a - b);
    }
    case 'red':
      return range(1, 36).filter((n) => RED.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
    case 'column': {
      if (![1, 2, 3].includes(bet.index)) throw new BetError(`there is no ${bet.type} ${bet.index}`);
      return bet.type === 'dozen'
        ? range(12 * (bet.index - 1) + 1, 12 * bet.index)
        : range(1, 36).filter((n) => (n - 1) % 3 === bet.index - 1);
    }
    default:
      throw new BetError('unknown roulette bet');
  }
}

/** Winnings to one: 36 / (numbers covered) − 1. */
export function roulettePays(bet: RouletteBet): number {
  return 36 / coveredNumbers(bet).length - 1;
}

/** Exact expected return per unit staked, over the 37 equally likely pockets. */
export function rouletteReturn(bet: RouletteBet): Ratio {
  const covered = new Set(coveredNumbers(bet));
  let returned = 0;
  for (let pocket = 0; pocket < 37; pocket++) if (covered.has(pocket)) returned += 36 / covered.size;
  return ratio(returned, 37);
}

export function spinRoulette(random: RandomSource, bets: readonly RouletteBet[]): RouletteResult {
  if (bets.length === 0 || bets.length > MAX_BETS) throw new BetError(`place 1 to ${MAX_BETS} bets`);
  const covers = bets.map((bet) => {
    checkStake(bet.stake);
    return new Set(coveredNumbers(bet));
  });
  const pocket = random.int(37);
  const payouts = bets.map((bet, i) =>
    covers[i]!.has(pocket) ? bet.stake * BigInt(36 / covers[i]!.size) : 0n,
  );
  return {
    pocket,
    color: pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black',
    payouts,
    totalStake: bets.reduce((sum, bet) => sum + bet.stake, 0n),
    totalPayout: payouts.reduce((a, b) => a + b, 0n),
  };
}

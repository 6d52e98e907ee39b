import type { RandomSource } from '../fairness/stream.ts';
import { applyRatio, BetError, checkStake, ratio, type Ratio } from '../money.ts';

/**
 * Hi-lo: cards come from an endless deck (every draw any of the 52 cards, as from a fresh deck each time), aces
 * low. The player guesses whether the next card is higher or the same, or lower or the same: with the current
 * card of rank r (1–13) that is (14 − r)/13 or r/13. Each right guess multiplies the fair multiplier by the
 * inverse of its chance; the house edge is taken once, on the whole product, so a cash-out after any sequence of
 * guesses returns 99% exactly (before rounding down to the minor unit), however long the player goes on.
 */
export const HILO_EDGE_BP = 100;
export const MAX_ACTIONS = 100;

export type HiloAction = { type: 'higher' | 'lower' | 'skip' } | { type: 'cashOut' };

export interface HiloCard {
  rank: number;
  suit: number;
}

export interface HiloStep {
  action: 'higher' | 'lower' | 'skip';
  card: HiloCard;
  won: boolean;
}

export interface HiloState {
  /** The first card, then one per step. */
  start: HiloCard;
  steps: HiloStep[];
  status: 'playing' | 'busted' | 'cashedOut';
  multiplier: Ratio;
  payout: bigint;
}

/** Ranks (out of 13) a guess wins on. */
export function winningRanks(current: number, guess: 'higher' | 'lower'): number {
  return guess === 'higher' ? 14 - current : current;
}

const drawCard = (random: RandomSource): HiloCard => {
  const card = random.int(52);
  return { rank: (card % 13) + 1, suit: Math.floor(card / 13) };
};

/** Replays a round from its stream and the player's actions so far: one card drawn per guess or skip. */
export function playHilo(
  random: RandomSource,
  bet: { stake: bigint },
  actions: readonly HiloAction[],
): HiloState {
  checkStake(bet.stake);
  if (actions.length > MAX_ACTIONS) throw new BetError(`at most ${MAX_ACTIONS} moves a round`);
  const start = drawCard(random);
  const steps: HiloStep[] = [];
  let current = start;
  let status: HiloState['status'] = 'playing';
  let num = 1n;
  let den = 1n;
  for (const action of actions) {
    if (status !== 'playing') throw new BetError('the round is over');
    if (action.type === 'cashOut') {
      if (!steps.some((s) => s.action !== 'skip'))
        throw new BetError('guess at least once before cashing out');
      status = 'cashedOut';
      continue;
    }
    if (action.type !== 'higher' && action.type !== 'lower' && action.type !== 'skip')
      throw new BetError('guess higher or lower, skip or cash out');
    const card = drawCard(random);
    let won = true;
    if (action.type !== 'skip') {
      won = action.type === 'higher' ? card.rank >= current.rank : card.rank <= current.rank;
      num *= 13n;
      den *= BigInt(winningRanks(current.rank, action.type));
    }
    steps.push({ action: action.type, card, won });
    current = card;
    if (!won) status = 'busted';
  }
  const multiplier = ratio(num * BigInt(10_000 - HILO_EDGE_BP), den * 10_000n);
  return {
    start,
    steps,
    status,
    multiplier,
    payout: status === 'cashedOut' ? applyRatio(bet.stake, multiplier) : 0n,
  };
}

import { HILO_EDGE_BP, winningRanks } from '../../../../server/engines/mini/hilo.ts';
import { asRecord, ratioNumber } from '../../lib/result.ts';
import type { CardValue } from '../../ui/PlayingCard.tsx';

export type Guess = 'higher' | 'lower';

export interface HiloStepView {
  action: 'higher' | 'lower' | 'skip';
  card: CardValue;
  won: boolean;
}

export interface HiloView {
  start: CardValue;
  steps: HiloStepView[];
  status: 'playing' | 'busted' | 'cashedOut';
  multiplier: number | null;
}

function card(value: unknown): CardValue | null {
  const c = asRecord(value);
  const rank = Number(c.rank);
  const suit = Number(c.suit);
  return rank >= 1 && rank <= 13 && suit >= 0 && suit <= 3 ? { rank, suit } : null;
}

export function readHilo(result: unknown): HiloView | null {
  const r = asRecord(result);
  const start = card(r.start);
  if (!start) return null;
  const steps: HiloStepView[] = [];
  for (const raw of Array.isArray(r.steps) ? r.steps : []) {
    const s = asRecord(raw);
    const c = card(s.card);
    if (!c || (s.action !== 'higher' && s.action !== 'lower' && s.action !== 'skip')) return null;
    steps.push({ action: s.action, card: c, won: Boolean(s.won) });
  }
  const status = r.status === 'busted' || r.status === 'cashedOut' ? r.status : 'playing';
  return { start, steps, status, multiplier: ratioNumber(r.multiplier) };
}

export const currentCard = (view: HiloView): CardValue => view.steps.at(-1)?.card ?? view.start;

/** Chance (0–1) that a guess wins from a rank: higher-or-same (14 − r)/13, lower-or-same r/13. */
export const chance = (rank: number, guess: Guess) => winningRanks(rank, guess) / 13;

/**
 * The fair product of 13 / (winning ranks) over the guesses so far (skips change nothing); the payout multiplier
 * is that times 0.99, the house edge taken once on the whole product (engines/mini/hilo.ts).
 */
export function fairProduct(view: Pick<HiloView, 'start' | 'steps'>): number {
  let product = 1;
  let current = view.start;
  for (const step of view.steps) {
    if (step.action !== 'skip') product *= 13 / winningRanks(current.rank, step.action);
    current = step.card;
  }
  return product;
}

const EDGE = 1 - HILO_EDGE_BP / 10_000;

export const payoutMultiplier = (fair: number) => fair * EDGE;

/** What the multiplier becomes if the next guess from `rank` wins. */
export function nextMultiplier(fair: number, rank: number, guess: Guess): number {
  return payoutMultiplier((fair * 13) / winningRanks(rank, guess));
}

/** Cash-out is allowed once at least one guess (not a skip) was made. */
export const canCashOut = (view: HiloView) =>
  view.status === 'playing' && view.steps.some((s) => s.action !== 'skip');

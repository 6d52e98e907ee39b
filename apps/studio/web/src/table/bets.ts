/**
 * Chips on a betting table, for roulette, sic bo and baccarat: amounts per spot (bigint minor units), an undo
 * stack of chips as placed, and the last confirmed layout for "repeat". Pure, so the rules are unit-tested:
 * a chip that would take the total over the table maximum, the balance or the engine's number of bets is
 * refused with the reason, never silently trimmed.
 */
export interface TableBets {
  spots: ReadonlyMap<string, bigint>;
  /** Each placement in order: which spot and how much, so undo takes back exactly the last one. */
  placed: readonly { key: string; amount: bigint }[];
}

export const emptyBets: TableBets = { spots: new Map(), placed: [] };

export type PlaceProblem = 'aboveMax' | 'overBalance' | 'tooManyBets' | null;

export interface TableLimits {
  max: bigint;
  balance: bigint;
  maxSpots: number;
}

export function total(bets: TableBets): bigint {
  let sum = 0n;
  for (const amount of bets.spots.values()) sum += amount;
  return sum;
}

export function canPlace(bets: TableBets, key: string, amount: bigint, limits: TableLimits): PlaceProblem {
  const next = total(bets) + amount;
  if (next > limits.max) return 'aboveMax';
  if (next > limits.balance) return 'overBalance';
  if (!bets.spots.has(key) && bets.spots.size >= limits.maxSpots) return 'tooManyBets';
  return null;
}

export function place(bets: TableBets, key: string, amount: bigint): TableBets {
  const spots = new Map(bets.spots);
  spots.set(key, (spots.get(key) ?? 0n) + amount);
  return { spots, placed: [...bets.placed, { key, amount }] };
}

export function undo(bets: TableBets): TableBets {
  const last = bets.placed.at(-1);
  if (!last) return bets;
  const spots = new Map(bets.spots);
  const left = (spots.get(last.key) ?? 0n) - last.amount;
  if (left > 0n) spots.set(last.key, left);
  else spots.delete(last.key);
  return { spots, placed: bets.placed.slice(0, -1) };
}

/** Every spot doubled, as one more placement per spot (so undo halves them back one by one). */
export function doubled(bets: TableBets): TableBets {
  let next = bets;
  for (const [key, amount] of bets.spots) next = place(next, key, amount);
  return next;
}

/** A previous layout placed again, as one placement per spot. */
export function repeat(layout: ReadonlyMap<string, bigint>): TableBets {
  let next = emptyBets;
  for (const [key, amount] of layout) next = place(next, key, amount);
  return next;
}

import { coveredNumbers, RED, type RouletteBet } from '../../../../server/engines/tables/roulette.ts';
import type { RouletteBetType, RouletteBetWire } from '../../api/types.ts';

/** The European wheel's pockets, clockwise from zero. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

export const colourOf = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';

/** A bet on the table without its amount: the engine's RouletteBet shape. */
export type SpotBet = Omit<RouletteBetWire, 'amount'>;

export interface Spot {
  key: string;
  bet: SpotBet;
  /** The numbers it covers (from the engine, so the board and the payout agree). */
  covers: number[];
  kind: 'number' | 'outside' | 'inside';
  /** Rectangle in board units on the horizontal board: 14 wide (zero, 12 columns, "2 to 1") × 5 high. */
  x: number;
  y: number;
  w: number;
  h: number;
}

const toEngine = (bet: SpotBet): RouletteBet => ({ ...bet, stake: 1n }) as unknown as RouletteBet;

export function spotKey(bet: SpotBet): string {
  if (bet.numbers) return `${bet.type}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`;
  if (bet.index) return `${bet.type}:${bet.index}`;
  return bet.type;
}

function spot(bet: SpotBet, kind: Spot['kind'], x: number, y: number, w: number, h: number): Spot {
  return { key: spotKey(bet), bet, covers: coveredNumbers(toEngine(bet)), kind, x, y, w, h };
}

/** Column of number n on the horizontal board (1…12 after the zero) and its row (0 top: 3, 6, …; 2 bottom: 1, 4, …). */
const col = (n: number) => 1 + Math.floor((n - 1) / 3);
const row = (n: number) => 2 - ((n - 1) % 3);
const S = 0.34; // size of an inside-bet hot spot, in cells

/**
 * Every bet the table offers, as spots on the board: numbers, outside bets, then the inside bets that sit on the
 * lines between numbers (splits on edges, corners and six lines on crossings, streets on the bottom edge), zero's
 * splits, trios and the first four included, as the engine accepts them.
 */
export function boardSpots(): Spot[] {
  const spots: Spot[] = [spot({ type: 'straight', numbers: [0] }, 'number', 0, 0, 1, 3)];
  for (let n = 1; n <= 36; n++)
    spots.push(spot({ type: 'straight', numbers: [n] }, 'number', col(n), row(n), 1, 1));
  for (const index of [1, 2, 3] as const) {
    spots.push(spot({ type: 'column', index }, 'outside', 13, 3 - index, 1, 1));
    spots.push(spot({ type: 'dozen', index }, 'outside', 1 + (index - 1) * 4, 3, 4, 1));
  }
  (['low', 'even', 'red', 'black', 'odd', 'high'] as RouletteBetType[]).forEach((type, i) =>
    spots.push(spot({ type }, 'outside', 1 + 2 * i, 4, 2, 1)),
  );
  const inside = (type: RouletteBetType, numbers: number[], cx: number, cy: number, w = S, h = S) =>
    spots.push(spot({ type, numbers }, 'inside', cx - w / 2, cy - h / 2, w, h));
  for (let n = 1; n <= 36; n++) {
    if (n <= 33) inside('split', [n, n + 3], col(n) + 1, row(n) + 0.5, S, 0.6);
    if (n % 3 !== 0) {
      inside('split', [n, n + 1], col(n) + 0.5, row(n), 0.6, S);
      if (n <= 32) inside('corner', [n, n + 1, n + 3, n + 4], col(n) + 1, row(n));
    }
    if (n % 3 === 1) {
      inside('street', [n, n + 1, n + 2], col(n) + 0.5, 3, 0.6, S);
      if (n <= 31) inside('sixLine', [n, n + 1, n + 2, n + 3, n + 4, n + 5], col(n) + 1, 3);
    }
  }
  for (const n of [1, 2, 3]) inside('split', [0, n], 1, row(n) + 0.5, S, 0.6);
  inside('street', [0, 1, 2], 1, 2);
  inside('street', [0, 2, 3], 1, 1);
  inside('corner', [0, 1, 2, 3], 1, 3);
  return spots;
}

export type Orientation = 'horizontal' | 'vertical';

/**
 * A spot's rectangle in percent of the board. The vertical board (phones) turns the horizontal one a quarter:
 * zero on top, 1-2-3 across the first row, outside bets in two columns on the left.
 */
export function placeSpot(s: Pick<Spot, 'x' | 'y' | 'w' | 'h'>, orientation: Orientation) {
  if (orientation === 'horizontal')
    return { left: (s.x / 14) * 100, top: (s.y / 5) * 100, width: (s.w / 14) * 100, height: (s.h / 5) * 100 };
  return {
    left: ((5 - s.y - s.h) / 5) * 100,
    top: (s.x / 14) * 100,
    width: (s.h / 5) * 100,
    height: (s.w / 14) * 100,
  };
}

/** The wire bet for a spot and an amount (decimal string). */
export function wireBet(bet: SpotBet, amount: string): RouletteBetWire {
  return { ...bet, amount };
}

/** Rotation (degrees, clockwise) that brings a pocket to the top of the wheel. */
export function pocketAngle(pocket: number): number {
  const index = WHEEL.indexOf(pocket);
  return index < 0 ? 0 : -(index * 360) / WHEEL.length;
}

import { asRecord, numberArray, ratioNumber } from '../../lib/result.ts';

/** engines/mini/mines.ts: 1% edge, grids 3 × 3 to 7 × 7. */
const EDGE_BP = 100;
export const SIDES = [3, 4, 5, 6, 7] as const;
export type Side = (typeof SIDES)[number];

const choose = (n: number, k: number) => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

/**
 * The cash-out multiplier after `safe` safe reveals: (1 − edge) · C(cells, safe) / C(cells − mines, safe). The
 * engine's exact formula (mines.ts cannot be bundled: it reaches node:crypto), here as a number for display;
 * the test checks both agree.
 */
export function minesMultiplier(cells: number, mines: number, safe: number): number {
  if (safe < 0 || safe > cells - mines) return 0;
  const num = choose(cells, safe) * BigInt(10_000 - EDGE_BP);
  const den = choose(cells - mines, safe) * 10_000n;
  return Number((num * 10_000n) / den) / 10_000;
}

export function isValidMines(side: number, mines: number): boolean {
  return Number.isInteger(mines) && mines >= 1 && mines < side * side;
}

export interface MinesView {
  cells: number;
  side: number;
  status: 'playing' | 'busted' | 'cashedOut';
  revealed: number[];
  mines: number[] | null;
  multiplier: number | null;
}

export function readMines(result: unknown): MinesView | null {
  const r = asRecord(result);
  const cells = Number(r.cells);
  const side = Math.round(Math.sqrt(cells));
  if (side * side !== cells || !(SIDES as readonly number[]).includes(side)) return null;
  const status = r.status === 'busted' || r.status === 'cashedOut' ? r.status : 'playing';
  return {
    cells,
    side,
    status,
    revealed: numberArray(r.revealed) ?? [],
    mines: numberArray(r.mines),
    multiplier: ratioNumber(r.multiplier),
  };
}

/**
 * How many mines an open round has, when the bet was not remembered: while playing the result hides the mines,
 * but its multiplier after k safe reveals fits only one count.
 */
export function inferMines(cells: number, safe: number, multiplier: number | null): number | null {
  if (safe === 0 || multiplier === null) return null;
  for (let mines = 1; mines < cells; mines++)
    if (Math.abs(minesMultiplier(cells, mines, safe) - multiplier) < 0.0002) return mines;
  return null;
}

/** The multipliers of the next reveals, for the ladder. */
export function ladder(
  cells: number,
  mines: number,
  safe: number,
  count: number,
): { step: number; multiplier: number }[] {
  const out: { step: number; multiplier: number }[] = [];
  for (let step = safe + 1; step <= Math.min(cells - mines, safe + count); step++)
    out.push({ step, multiplier: minesMultiplier(cells, mines, step) });
  return out;
}

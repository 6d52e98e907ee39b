import { plinkoTable, ROWS, type PlinkoRisk } from '../../../../server/engines/mini/plinko.ts';

export { ROWS };
export type Risk = PlinkoRisk;
export const RISKS: Risk[] = ['low', 'medium', 'high'];

/** Bucket multipliers for a board, from the engine's own table (hundredths → ×). */
export function buckets(rows: number, risk: Risk): number[] {
  return plinkoTable(rows, risk).map((m) => m / 100);
}

/** Board geometry in SVG units: pegs spaced 10 apart, the first row of three 10 below the top. */
export const SPACING = 10;
export const TOP = 14;

export function boardSize(rows: number): { width: number; height: number } {
  return { width: (rows + 2) * SPACING, height: TOP + rows * SPACING + 4 };
}

export function pegs(rows: number): { x: number; y: number }[] {
  const { width } = boardSize(rows);
  const out: { x: number; y: number }[] = [];
  for (let r = 0; r < rows; r++)
    for (let k = 0; k < r + 3; k++)
      out.push({ x: width / 2 + (k - (r + 2) / 2) * SPACING, y: TOP + r * SPACING });
  return out;
}

export function bucketX(rows: number, slot: number): number {
  return boardSize(rows).width / 2 + (slot - rows / 2) * SPACING;
}

/**
 * The ball's way down for a path of bounces (0 left, 1 right): just above each peg it meets, then the bucket.
 * Before row r it sits at centre + (rights so far − r/2) · spacing, so it ends over bucket `slot`.
 */
export function ballPoints(rows: number, path: readonly number[]): { x: number; y: number }[] {
  const { width, height } = boardSize(rows);
  const points = [{ x: width / 2, y: TOP - SPACING }];
  let rights = 0;
  for (let r = 0; r < rows; r++) {
    points.push({ x: width / 2 + (rights - r / 2) * SPACING, y: TOP + r * SPACING - 3.2 });
    rights += path[r] ? 1 : 0;
  }
  points.push({ x: width / 2 + (rights - rows / 2) * SPACING, y: height - 6 });
  return points;
}

/** Bucket colour from the middle (calm) to the edges (hot). */
export function bucketHue(slot: number, rows: number): string {
  const distance = Math.abs(slot - rows / 2) / (rows / 2);
  const hue = 50 - distance * 50;
  return `hsl(${hue} 90% ${52 - distance * 6}%)`;
}

export const isRows = (n: number) => (ROWS as readonly number[]).includes(n);

import type { Executor } from '../../db/client.ts';
import type { BrandClock } from '../brands/index.ts';
import type { Period } from '../settlements/index.ts';
import { achievedAtOf, figuresOf, type Measure } from './figures.ts';

export interface Standing {
  rank: number;
  playerId: bigint;
  figure: bigint;
  /** When the player reached the figure; read for the paid ranks and for every tie. */
  achievedAt: Date | undefined;
}

/**
 * A leaderboard's ranking over a period (DOMAIN.md "Leaderboard"): highest figure first; equal figures by who
 * reached theirs first (the exact time of their last counted round or deposit), then by player id so the order
 * never depends on the database's. `paidRanks` players at the top are given their achievement time even untied.
 */
export async function standingsOf(
  db: Executor,
  brand: BrandClock,
  measure: Measure,
  period: Period,
  paidRanks: number,
): Promise<Standing[]> {
  const figures = [...(await figuresOf(db, brand, measure, period))].sort(([a, x], [b, y]) =>
    x === y ? (a < b ? -1 : 1) : x > y ? -1 : 1,
  );
  const counts = new Map<bigint, number>();
  for (const [, figure] of figures) counts.set(figure, (counts.get(figure) ?? 0) + 1);
  const timed = figures
    .filter(([, figure], index) => index < paidRanks || counts.get(figure)! > 1)
    .map(([playerId]) => playerId);
  const achieved = await achievedAtOf(db, brand, measure, period, timed);
  const time = (playerId: bigint) => achieved.get(playerId)?.getTime() ?? Number.POSITIVE_INFINITY;
  figures.sort(([a, x], [b, y]) => {
    if (x !== y) return x > y ? -1 : 1;
    const byTime = time(a) - time(b);
    return byTime !== 0 ? byTime : a < b ? -1 : 1;
  });
  return figures.map(([playerId, figure], index) => ({
    rank: index + 1,
    playerId,
    figure,
    achievedAt: achieved.get(playerId),
  }));
}

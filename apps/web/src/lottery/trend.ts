/** The numbers each fast family draws at a position, for the trend chart. */
export const TREND_VALUES: Readonly<Record<string, readonly string[]>> = {
  ssc: range(0, 9),
  pk10: range(1, 10),
  k3: range(1, 6),
  '11x5': range(1, 11),
};

function range(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}

export interface TrendBar {
  value: string;
  /** How many of the draws had `value` at the position. */
  hits: number;
  /** Draws since it last came there (all of them when it never did): the "missing" count of trend tables. */
  missing: number;
}

/** Per value, its hits and missing count at `position` over draws given newest first. */
export function trendAt(
  draws: readonly (readonly string[])[],
  position: number,
  values: readonly string[],
): TrendBar[] {
  return values.map((value) => {
    const seen = draws.findIndex((numbers) => numbers[position] === value);
    return {
      value,
      hits: draws.filter((numbers) => numbers[position] === value).length,
      missing: seen === -1 ? draws.length : seen,
    };
  });
}

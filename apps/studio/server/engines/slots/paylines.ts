/**
 * Paylines for a reels × rows window: every path that moves at most one row between neighbouring reels,
 * ordered as players expect to read them (straight lines first, then single bends, zig-zags last), and the
 * first `count` taken. Which lines a game has does not change its RTP (each line sees the same symbol odds),
 * only how wins cluster.
 */
export function paylines(reels: number, rows: number, count: number): number[][] {
  const key = `${reels}x${rows}`;
  const all = ordered.get(key) ?? orderedPaths(reels, rows);
  ordered.set(key, all);
  if (count > all.length) throw new RangeError(`a ${reels}×${rows} window has only ${all.length} paylines`);
  return all.slice(0, count).map((line) => [...line]);
}

const ordered = new Map<string, number[][]>();

function orderedPaths(reels: number, rows: number): number[][] {
  const all: number[][] = [];
  const walk = (path: number[]) => {
    if (path.length === reels) {
      all.push(path);
      return;
    }
    const last = path.at(-1)!;
    for (const row of [last - 1, last, last + 1]) if (row >= 0 && row < rows) walk([...path, row]);
  };
  for (let row = 0; row < rows; row++) walk([row]);
  const middle = (rows - 1) / 2;
  const bends = (p: number[]) => p.slice(1).filter((row, i) => row !== p[i]).length;
  const spread = (p: number[]) => p.reduce((sum, row) => sum + Math.abs(row - middle), 0);
  all.sort((a, b) => bends(a) - bends(b) || spread(a) - spread(b) || a.join().localeCompare(b.join()));
  return all;
}

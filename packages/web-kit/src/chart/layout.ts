/** One bar of a day chart: its day and its value in display units (a money amount or a count). */
export interface ChartPoint {
  day: string;
  value: number;
}

export interface ChartBar {
  day: string;
  x: number;
  y: number;
  height: number;
  negative: boolean;
}

export interface ChartLayout {
  bars: ChartBar[];
  /** The y of the zero line. */
  zero: number;
  /** The largest magnitude drawn, for the axis label. */
  top: number;
  barWidth: number;
}

/**
 * Where the bars go in a `width` × `height` plot: one slot per day, bars up from the zero line for gains and
 * down for losses (a day the house lost has negative GGR), scaled to the largest magnitude.
 */
export function layoutBars(points: readonly ChartPoint[], width: number, height: number): ChartLayout {
  const highest = Math.max(0, ...points.map((p) => p.value));
  const lowest = Math.min(0, ...points.map((p) => p.value));
  const span = highest - lowest || 1;
  // Nothing below zero (an empty period too): the zero line is the bottom edge.
  const zero = lowest === 0 ? height : (highest / span) * height;
  const slot = width / Math.max(points.length, 1);
  const barWidth = Math.max(2, slot * 0.62);
  const bars = points.map((point, i) => {
    const size = (Math.abs(point.value) / span) * height;
    return {
      day: point.day,
      x: i * slot + (slot - barWidth) / 2,
      y: point.value >= 0 ? zero - size : zero,
      height: size,
      negative: point.value < 0,
    };
  });
  return { bars, zero, top: Math.max(highest, -lowest), barWidth };
}

/**
 * Every how many bars a day is labelled, so the labels never run into each other: every other day up to two
 * weeks, then fewer as the period grows (a month, a year of days).
 */
export function labelStep(count: number): number {
  return Math.max(2, Math.ceil(count / 12));
}

/** Whether bar `index` of `count` carries its day label: the last day always, then every `labelStep` back. */
export function isLabelled(index: number, count: number): boolean {
  return (count - 1 - index) % labelStep(count) === 0;
}

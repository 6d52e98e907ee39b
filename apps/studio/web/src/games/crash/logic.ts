import type { CrashRound } from '../../api/types.ts';

/**
 * engines/mini/crash.ts's curve: the multiplier in hundredths at `t` ms after the start, 100 · e^(0.00006 t)
 * floored. Repeated here because crash.ts reaches node:crypto, which cannot be bundled for the browser; the test
 * checks both agree. The server decides cash-outs by its own clock; this only draws.
 */
export function crashMultiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(0.00006 * Math.max(0, elapsedMs)));
}

/** Milliseconds until the curve shows `hundredths`. */
export function timeToReach(hundredths: number): number {
  return Math.ceil(Math.log(hundredths / 100) / 0.00006);
}

/** "2.35" from a CrashRound's point ("2.35"), or null. */
export function pointOf(round: Pick<CrashRound, 'point'>): number | null {
  const n = Number(round.point);
  return round.point !== null && Number.isFinite(n) ? n : null;
}

/**
 * The chart's axes for a moment of the round: time up to at least 8 s and multiplier up to at least 2×, both
 * growing ahead of the curve so its tip stays inside.
 */
export function chartScale(elapsedMs: number, multiplier: number): { maxT: number; maxM: number } {
  return { maxT: Math.max(8000, elapsedMs * 1.15), maxM: Math.max(2, 1 + (multiplier - 1) * 1.25) };
}

/** Points of the curve from the start to `elapsedMs`, in chart units (0–1 both ways, y up). */
export function curvePoints(elapsedMs: number, steps = 60): { x: number; y: number }[] {
  const m = crashMultiplierAt(elapsedMs) / 100;
  const { maxT, maxM } = chartScale(elapsedMs, m);
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = (elapsedMs * i) / steps;
    const v = Math.exp(0.00006 * t);
    out.push({ x: t / maxT, y: (v - 1) / (maxM - 1) });
  }
  return out;
}

export type AutoProblem = 'format' | 'low' | 'high' | null;

/** An auto cash-out target: 1.01× to 1,000,000×, two decimals at most (engines: MIN_CASH_OUT, MAX_POINT). */
export function checkAutoCashOut(text: string): AutoProblem {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return 'format';
  const hundredths = Math.round(Number(trimmed) * 100);
  if (hundredths < 101) return 'low';
  if (hundredths > 100_000_000) return 'high';
  return null;
}

/** "2" → "2.00", the form the API takes. */
export const autoText = (text: string) => Number(text.trim()).toFixed(2);

/**
 * The offset between this device's clock and the server's, learnt when a phase change arrives live: the
 * round started (or betting ended) about when the event came in. Kept within ±30 s so a stale event cannot
 * throw the curve far off.
 */
export function skewFrom(receivedAt: number, serverTime: string | null): number {
  const server = serverTime ? Date.parse(serverTime) : NaN;
  if (!Number.isFinite(server)) return 0;
  return Math.max(-30_000, Math.min(30_000, receivedAt - server));
}

/** Bust colour classes, as crash players read them: under 2× red, up to 10× green, beyond gold. */
export function bustClass(point: number): 'low' | 'mid' | 'high' {
  return point < 2 ? 'low' : point < 10 ? 'mid' : 'high';
}

import { ApiError } from '@croupier/web-kit';

/** Countdowns hold an end time, not a counter, so a throttled background tab still shows the truth. */
export function countdownEnd(now: number, seconds: number): number {
  return now + Math.max(0, seconds) * 1000;
}

export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The send button waits as long as the code lives (spec §4: expiredMinutes × 60 s). */
export function smsCooldownSeconds(expiredMinutes: number): number {
  return Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? Math.round(expiredMinutes * 60) : 60;
}

/** A 429 that names its wait: the countdown restarts from what the server says. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const value = error.extra.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}

/** At most one accepted press per `intervalMs` (captcha refresh, login SMS: 1000 ms, spec §9). */
export function createThrottle(intervalMs: number): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

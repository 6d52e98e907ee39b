/** The month `YYYY-MM` moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month's dates (`YYYY-MM-DD`) in weeks from Monday, with null where a week runs outside the month. */
export function monthGrid(month: string): (string | null)[][] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** What is left until `closesAt`, as whole days, hours and minutes (never negative). */
export function timeLeft(closesAt: string, now: number): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((new Date(closesAt).getTime() - now) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * How far a figure is towards its target, in whole percent (0–100). Both are written alike by the server (the same
 * decimals for an amount, none for a count), so their digits compare exactly without floats.
 */
export function progressPercent(progress: string, target: string): number {
  const digits = (text: string) => BigInt(text.replace('.', '') || '0');
  const want = digits(target);
  if (want <= 0n) return 0;
  const percent = (digits(progress) * 100n) / want;
  return Number(percent > 100n ? 100n : percent);
}

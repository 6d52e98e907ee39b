import { CONTRACT_MAX_TERM_DAYS } from '@croupier/contracts/constants';
import { daysIn, isDay, presetRange, shiftDay } from '@croupier/web-kit';

/**
 * How long an offered contract runs: until either side ends it, for the next 7 or 30 days (today counted, as
 * "last 7 days" counts it, mirrored forward), or until a chosen day. Days are the brand's.
 */
export const TERM_CHOICES = ['open', 'next7', 'next30', 'date'] as const;
export type TermChoice = (typeof TERM_CHOICES)[number];

/** The last day in force a choice names (`undefined`: until ended), seen from the brand's `today`. */
export function termEnd(choice: TermChoice, day: string, today: string): string | undefined {
  // "Last 7 days" mirrored: as many days as the preset covers, starting today.
  const ahead = (preset: '7d' | '30d') => shiftDay(today, daysIn(presetRange(preset, today)) - 1);
  if (choice === 'next7') return ahead('7d');
  if (choice === 'next30') return ahead('30d');
  if (choice === 'date') return day.trim();
  return undefined;
}

/** What the server checks of a last day: a real day from today to a year on. */
export function termFault(end: string | undefined, today: string): 'termDay' | null {
  if (end === undefined) return null;
  return isDay(end) && end >= today && end <= shiftDay(today, CONTRACT_MAX_TERM_DAYS) ? null : 'termDay';
}

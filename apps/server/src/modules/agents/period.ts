import { AGENT_REPORT_MAX_DAYS } from '@croupier/contracts/constants';
import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { validationFailed } from '../../platform/domain-errors.ts';

/** A run of whole brand-local days, `toDay` included, with the instants that bound it. */
export interface Period {
  fromDay: string;
  toDay: string;
  days: string[];
  from: Date;
  to: Date;
}

/**
 * The period an agent report covers: brand-local days from `from` to `to` included (API.md), at most
 * AGENT_REPORT_MAX_DAYS long. Missing days default to the brand's current month up to today.
 */
export function periodOf(
  brand: { timezone: string },
  query: { from?: string; to?: string },
  now: Date = new Date(),
): Period {
  const today = dayIn(now, brand.timezone);
  const fromDay = query.from ?? `${today.slice(0, 8)}01`;
  const toDay = query.to ?? today;
  const from = startOfDayIn(fromDay, brand.timezone);
  const afterLast = startOfDayIn(shiftDay(toDay, 1), brand.timezone);
  if (!from) throw validationFailed({ from: 'INVALID' }, 'The start is not a date.');
  if (!afterLast || !startOfDayIn(toDay, brand.timezone))
    throw validationFailed({ to: 'INVALID' }, 'The end is not a date.');
  if (toDay < fromDay) throw validationFailed({ to: 'INVALID' }, 'The end is before the start.');
  const days: string[] = [];
  for (let day = fromDay; day <= toDay; day = shiftDay(day, 1)) {
    days.push(day);
    if (days.length > AGENT_REPORT_MAX_DAYS)
      throw validationFailed({ to: 'INVALID' }, `A report covers at most ${AGENT_REPORT_MAX_DAYS} days.`);
  }
  return { fromDay, toDay, days, from, to: afterLast };
}

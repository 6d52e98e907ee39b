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

/** A period cut into whole months, whole ISO weeks (from Monday) and single days, by their first days. */
export interface PeriodSpans {
  months: string[];
  weeks: string[];
  days: string[];
}

const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;
const isLastOfMonth = (day: string) => shiftDay(day, 1).endsWith('-01');

/**
 * The fewest-rows cut of a period over per-player totals kept by day, week and month: each whole calendar
 * month it covers, then within what is left of each month its whole weeks, then the remaining days. A week
 * that crosses a month's edge is taken as days, so a month is never cut into a week of another.
 */
export function spansOf(period: Pick<Period, 'days'>): PeriodSpans {
  const spans: PeriodSpans = { months: [], weeks: [], days: [] };
  let monthPiece: string[] = [];
  const cut = (piece: string[]) => {
    if (piece.length === 0) return;
    if (piece[0]!.endsWith('-01') && isLastOfMonth(piece[piece.length - 1]!)) {
      spans.months.push(piece[0]!);
      return;
    }
    for (let i = 0; i < piece.length;) {
      if (isMonday(piece[i]!) && i + 6 < piece.length) {
        spans.weeks.push(piece[i]!);
        i += 7;
      } else spans.days.push(piece[i++]!);
    }
  };
  for (const day of period.days) {
    if (monthPiece.length > 0 && day.endsWith('-01')) {
      cut(monthPiece);
      monthPiece = [];
    }
    monthPiece.push(day);
  }
  cut(monthPiece);
  return spans;
}

import {
  DIVIDEND_BILL_STATUSES,
  SHORTFALL_RESOLUTIONS,
  type DividendBill,
  type DividendBillStatus,
  type ShortfallResolution,
} from '@croupier/contracts';
import type { FieldErrors } from '@croupier/web-kit';
import { parsePeriod, periodToParams, type Period } from '../agents/period.ts';
import { validateReason } from '../players/validate.ts';

/** Pure rules of the console's dividend bills, apart from React so they are unit tested. */

export { DIVIDEND_BILL_STATUSES, SHORTFALL_RESOLUTIONS };

/**
 * The bills list as its URL carries it: `?status=&shortfall=open&range=…`. No range means every period, so an
 * old shortfall still waiting is not hidden by a default month.
 */
export interface BillFilters {
  status: DividendBillStatus | '';
  openShortfall: boolean;
  period: Period | null;
}

export function parseBillFilters(params: URLSearchParams, today: string): BillFilters {
  const status = DIVIDEND_BILL_STATUSES.find((known) => known === params.get('status')) ?? '';
  return {
    status,
    openShortfall: params.get('shortfall') === 'open',
    period: params.has('range') ? parsePeriod(params, today) : null,
  };
}

/** The page's own URL query; a preset is kept by name so a bookmark follows the calendar. */
export function billFiltersToParams(filters: BillFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.openShortfall) params.shortfall = 'open';
  if (filters.period) {
    const period = periodToParams(filters.period);
    // The agent pages leave their default preset out of the URL; here no range means every period.
    Object.assign(params, Object.keys(period).length ? period : { range: filters.period.choice });
  }
  return params;
}

/** The server's query (`GET /dividend-bills`): the period as its first and last days. */
export function billFiltersToQuery(filters: BillFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.openShortfall) query.openShortfall = 'true';
  if (filters.period) {
    query.from = filters.period.from;
    query.to = filters.period.to;
  }
  return query;
}

/** A shortfall an operator still has to settle: part of the bill was not covered and nobody decided yet. */
export const hasOpenShortfall = (bill: Pick<DividendBill, 'shortfall' | 'shortfallResolution'>) =>
  bill.shortfallResolution === null && !/^0+(\.0+)?$/.test(bill.shortfall);

/**
 * Checks the settle-shortfall form as the server does: a choice made on purpose (platform pays, or written
 * off; money moves only on the first) and a reason for the audit log.
 */
export function validateShortfall(input: {
  resolution: ShortfallResolution | '';
  reason: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.resolution) errors.resolution = 'CHOOSE';
  const reason = validateReason(input.reason);
  if (reason) errors.reason = reason;
  return errors;
}

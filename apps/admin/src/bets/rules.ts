import { BET_STATUSES, type BetStatus, type GgrReport } from '@croupier/contracts';
import { CURRENCIES, formatAmount } from '@croupier/money';
import { presetRange, todayIn, type DayRange } from '@croupier/web-kit';
import { vendorStatusFilters, type VendorStatusFilters } from '../ui/vendorStatusFilters.ts';
import { VASSALAGE } from '../vendors/rules.ts';

/** A wire amount in `currency` as the console shows money; the raw text when the currency is not known. */
export function moneyIn(amount: string, currency: string): string {
  const known = CURRENCIES[currency];
  return known ? formatAmount(amount, known) : `${amount} ${currency}`;
}

export const isNegative = (amount: string) => amount.trim().startsWith('-');

const roundFilters = vendorStatusFilters({ statuses: BET_STATUSES, maxQuery: 80, apiPath: '/rounds' });
export type RoundFilters = VendorStatusFilters<BetStatus>;
export const NO_ROUND_FILTERS = roundFilters.none;
export const parseRoundFilters = roundFilters.parse;
export const roundFiltersToParams = roundFilters.toParams;
export const roundsApiPath = roundFilters.apiPath;

/** The GGR report's range as the URL carries it; missing days mean the last 7 days of the brand's calendar. */
export interface GgrFilters {
  from: string;
  to: string;
  vassalage: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function defaultRange(now: Date, timeZone: string): DayRange {
  return presetRange('7d', todayIn(timeZone, now));
}

export function parseGgrFilters(params: URLSearchParams, now: Date, timeZone: string): GgrFilters {
  const range = defaultRange(now, timeZone);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const vassalage = params.get('vassalage') ?? '';
  return {
    from: DAY.test(from) ? from : range.from,
    to: DAY.test(to) ? to : range.to,
    vassalage: VASSALAGE.test(vassalage) ? vassalage : '',
  };
}

/** Longest range the report is asked for: a year of days by vendor is already a long table. */
export const GGR_MAX_DAYS = 366;

export function validateRange(from: string, to: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!DAY.test(from)) errors.from = 'fieldErrors.REQUIRED';
  if (!DAY.test(to)) errors.to = 'fieldErrors.REQUIRED';
  if (errors.from || errors.to) return errors;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days < 0) errors.to = 'ggr.v.toBeforeFrom';
  else if (days >= GGR_MAX_DAYS) errors.to = 'ggr.v.tooLong';
  return errors;
}

export function ggrApiPath(filters: GgrFilters): string {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.vassalage) query.set('vassalage', filters.vassalage);
  return `/reports/ggr?${query.toString()}`;
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break; a leading =+-@ cannot start a formula. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+@]/.test(text) || (text.startsWith('-') && !/^-\d/.test(text))) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The report as CSV for a spreadsheet: plain decimal amounts (no symbols or separators, so they stay
 * numbers), one line per vendor and day, then one total line per currency. `header` is translated: day,
 * vendor name, vendor code, then the table's columns.
 */
export function ggrCsv(report: GgrReport, header: string[], totalLabel: string): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of report.rows) {
    lines.push(
      [
        row.day,
        row.vendorName,
        row.vassalage,
        row.currency,
        row.rounds,
        row.players,
        row.stake,
        row.payout,
        row.validBet,
        row.ggr,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  for (const total of report.totals) {
    lines.push(
      [
        totalLabel,
        '',
        '',
        total.currency,
        String(total.rounds),
        '',
        total.stake,
        total.payout,
        total.validBet,
        total.ggr,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // The byte-order mark makes spreadsheet apps read the Chinese and Thai headers as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

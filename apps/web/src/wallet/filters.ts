import { TRANSACTION_TYPES, type TransactionType } from '@croupier/contracts/constants';
import { daysIn, isDay, presetRange, type DateRangePreset } from '@croupier/web-kit';
import { REQUIRED, type Msg } from '../accounts/validation.ts';

/**
 * The account record's filters and their place in the URL, kept pure so they are unit tested. Days are
 * `yyyy-MM-dd` in the brand's time zone: the caller passes today as the brand sees it (`dayIn`), and the
 * server reads `from` and `to` as whole brand days.
 */

/** The presets the records offer, of web-kit's. */
export const RANGE_PRESETS = ['today', '7d', '30d'] as const satisfies readonly DateRangePreset[];
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';
export const DEFAULT_RANGE: RangePreset = 'today';
export const RECORD_PAGE_SIZE = 20;

export interface RecordFilters {
  range: RangeChoice;
  from: string;
  to: string;
  type: TransactionType | null;
  page: number;
}

/** The URL parameters this page owns; the member centre's own `page` parameter is left alone. */
const OWN_PARAMS = ['range', 'from', 'to', 'type', 'pageNo'] as const;

export function parsePageNo(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Filters from the URL; anything unreadable falls back to the default, so an edited link still opens. */
export function parseRecordFilters(params: URLSearchParams, today: string): RecordFilters {
  const rawType = params.get('type');
  const type = TRANSACTION_TYPES.find((t) => t === rawType) ?? null;
  const page = parsePageNo(params.get('pageNo'));
  const range = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  if (range === 'custom' && isDay(from) && isDay(to) && from <= to) {
    return { range, from, to, type, page };
  }
  const preset = RANGE_PRESETS.find((p) => p === range) ?? DEFAULT_RANGE;
  return { range: preset, ...presetRange(preset, today), type, page };
}

/** The URL for these filters, keeping parameters that belong to others; defaults are left out. */
export function recordFiltersToParams(filters: RecordFilters, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of OWN_PARAMS) next.delete(name);
  if (filters.range !== DEFAULT_RANGE) next.set('range', filters.range);
  if (filters.range === 'custom') {
    next.set('from', filters.from);
    next.set('to', filters.to);
  }
  if (filters.type) next.set('type', filters.type);
  if (filters.page > 1) next.set('pageNo', String(filters.page));
  return next;
}

/** The account-record request for these filters. */
export function recordQuery(filters: RecordFilters, pageSize = RECORD_PAGE_SIZE): string {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.type) query.set('type', filters.type);
  query.set('page', String(filters.page));
  query.set('pageSize', String(pageSize));
  return query.toString();
}

/** Whether the filters differ from what the page opens with, so offering to clear them makes sense. */
export function isFiltered(filters: RecordFilters): boolean {
  return filters.range !== DEFAULT_RANGE || filters.type !== null;
}

/** Checks a custom range before it goes into the URL; errors per field. `maxDays` caps its length, both ends counted. */
export function checkCustomRange(from: string, to: string, maxDays?: number): { from?: Msg; to?: Msg } {
  const errors: { from?: Msg; to?: Msg } = {};
  if (!from) errors.from = REQUIRED;
  else if (!isDay(from)) errors.from = { key: 'wallet.record.badDay' };
  if (!to) errors.to = REQUIRED;
  else if (!isDay(to)) errors.to = { key: 'wallet.record.badDay' };
  if (!errors.from && !errors.to && from > to) errors.to = { key: 'wallet.record.endBeforeStart' };
  if (!errors.from && !errors.to && maxDays !== undefined && daysIn({ from, to }) > maxDays) {
    errors.to = { key: 'wallet.record.tooLong', values: { days: maxDays } };
  }
  return errors;
}

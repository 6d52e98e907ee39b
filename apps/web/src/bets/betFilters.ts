import { BET_STATUSES, type BetStatus } from '@croupier/contracts/constants';
import { GAME_TYPES, type GameType } from '@croupier/contracts/constants';
import { isDay, presetRange } from '@croupier/web-kit';
import {
  DEFAULT_RANGE,
  parsePageNo,
  RANGE_PRESETS,
  RECORD_PAGE_SIZE,
  type RangeChoice,
} from '../wallet/filters.ts';

/**
 * The betting record's and profit page's filters and their place in the URL, pure so they are unit
 * tested. Days are brand days (yyyy-MM-dd), as in the account record; the member centre's own `page`
 * parameter is left alone.
 */
export interface BetFilters {
  range: RangeChoice;
  from: string;
  to: string;
  gameType: GameType | null;
  vassalage: string | null;
  status: BetStatus | null;
  page: number;
}

const OWN_PARAMS = ['range', 'from', 'to', 'gameType', 'vassalage', 'status', 'pageNo'] as const;
const VASSALAGE = /^[A-Za-z0-9_]{1,32}$/;

export function parseBetFilters(params: URLSearchParams, today: string): BetFilters {
  const gameType = GAME_TYPES.find((g) => g === params.get('gameType')) ?? null;
  const status = BET_STATUSES.find((s) => s === params.get('status')) ?? null;
  const rawVendor = params.get('vassalage');
  const vassalage = rawVendor && VASSALAGE.test(rawVendor) ? rawVendor : null;
  const page = parsePageNo(params.get('pageNo'));
  const range = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  const rest = { gameType, vassalage, status, page };
  if (range === 'custom' && isDay(from) && isDay(to) && from <= to) return { range, from, to, ...rest };
  const preset = RANGE_PRESETS.find((p) => p === range) ?? DEFAULT_RANGE;
  return { range: preset, ...presetRange(preset, today), ...rest };
}

export function betFiltersToParams(filters: BetFilters, base: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of OWN_PARAMS) next.delete(name);
  if (filters.range !== DEFAULT_RANGE) next.set('range', filters.range);
  if (filters.range === 'custom') {
    next.set('from', filters.from);
    next.set('to', filters.to);
  }
  if (filters.gameType) next.set('gameType', filters.gameType);
  if (filters.vassalage) next.set('vassalage', filters.vassalage);
  if (filters.status) next.set('status', filters.status);
  if (filters.page > 1) next.set('pageNo', String(filters.page));
  return next;
}

/** The `GET /bets` request; the profit page sends only the period (`betQuery(f, { periodOnly: true })`). */
export function betQuery(filters: BetFilters, options: { periodOnly?: boolean } = {}): string {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (options.periodOnly) return query.toString();
  if (filters.gameType) query.set('gameType', filters.gameType);
  if (filters.vassalage) query.set('vassalage', filters.vassalage);
  if (filters.status) query.set('status', filters.status);
  query.set('page', String(filters.page));
  query.set('pageSize', String(RECORD_PAGE_SIZE));
  return query.toString();
}

export function isBetFiltered(filters: BetFilters): boolean {
  return (
    filters.range !== DEFAULT_RANGE ||
    filters.gameType !== null ||
    filters.vassalage !== null ||
    filters.status !== null
  );
}

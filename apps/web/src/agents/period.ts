import { AGENT_REPORT_MAX_DAYS } from '@croupier/contracts/constants';
import { DATE_RANGE_PRESETS, daysIn, isDay, presetRange, type DateRangePreset } from '@croupier/web-kit';
import { parsePageNo } from '../wallet/filters.ts';

/**
 * The agent centre's filters and their place in the URL, pure so they are unit tested: every page can be
 * linked and reloaded as it was. Days are brand days (`yyyy-MM-dd`): the caller passes today as the brand sees
 * it (`todayIn(site.brand.timezone)`), and the server reads `from` and `to` as whole brand days, `to` included.
 */

export type AgentRange = DateRangePreset | 'custom';
export interface AgentPeriod {
  range: AgentRange;
  from: string;
  to: string;
}

export const AGENT_PRESETS = DATE_RANGE_PRESETS;
export const AGENT_PAGE_SIZE = 20;

/**
 * The period in the URL; anything unreadable (or longer than the server answers for) falls back to the page's
 * default preset, so an edited link still opens.
 */
export function parsePeriod(
  params: URLSearchParams,
  today: string,
  fallback: DateRangePreset,
  presets: readonly DateRangePreset[] = AGENT_PRESETS,
): AgentPeriod {
  const range = params.get('range');
  const from = params.get('from');
  const to = params.get('to');
  if (
    range === 'custom' &&
    isDay(from) &&
    isDay(to) &&
    from <= to &&
    daysIn({ from, to }) <= AGENT_REPORT_MAX_DAYS
  ) {
    return { range, from, to };
  }
  const preset = presets.find((p) => p === range) ?? fallback;
  return { range: preset, ...presetRange(preset, today) };
}

/** The URL values of a period: the default preset is left out, and days are written only for a custom one. */
export function periodValues(period: AgentPeriod, fallback: DateRangePreset): Record<string, string | null> {
  const custom = period.range === 'custom';
  return {
    range: period.range === fallback ? null : period.range,
    from: custom ? period.from : null,
    to: custom ? period.to : null,
  };
}

/** `base` with these values set, and the null or empty ones removed; parameters of others are kept. */
export function withParams(
  base: URLSearchParams,
  values: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** A text filter from the URL (a username or part of one): trimmed, at most 64 characters as the API takes. */
export function textParam(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? '').trim().slice(0, 64);
}

/** One of `allowed` from the URL, or null. */
export function choiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | null {
  return allowed.find((value) => value === params.get(name)) ?? null;
}

export function pageParam(params: URLSearchParams): number {
  return parsePageNo(params.get('pageNo'));
}

/** A request's query string from its values, empty ones left out. */
export function queryOf(values: Record<string, string | number | null | undefined>): string {
  return withParams(new URLSearchParams(), values).toString();
}

const ID = /^[1-9][0-9]{0,18}$/;

/** The downline a drill-down stands on (`parentId`), or null for the caller's own level. */
export function parentParam(params: URLSearchParams): string | null {
  const value = params.get('parentId');
  return value && ID.test(value) ? value : null;
}

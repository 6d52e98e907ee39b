import {
  GAME_RTP_SORTS,
  GAME_TYPES,
  percentToBasisPoints,
  type GameRtpReport,
  type GameRtpRow,
  type GameRtpSort,
  type GameType,
} from '@croupier/contracts';
import { parsePage } from '../players/filters.ts';
import { VASSALAGE } from '../vendors/rules.ts';
import { csvCell, defaultRange } from './rules.ts';

/** The game RTP report as the URL carries it: `?from=&to=&vassalage=&gameType=&q=&sort=&page=`. */
export interface GameRtpFilters {
  from: string;
  to: string;
  vassalage: string;
  gameType: GameType | null;
  q: string;
  sort: GameRtpSort;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const RTP_SEARCH_MAX = 80;

/** Missing or malformed values fall back to the plain report: the last 7 days, every game, most rounds first. */
export function parseGameRtpFilters(params: URLSearchParams, now: Date, timeZone: string): GameRtpFilters {
  const range = defaultRange(now, timeZone);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const vassalage = params.get('vassalage') ?? '';
  const gameType = params.get('gameType');
  const sort = params.get('sort');
  return {
    from: DAY.test(from) ? from : range.from,
    to: DAY.test(to) ? to : range.to,
    vassalage: VASSALAGE.test(vassalage) ? vassalage : '',
    gameType: GAME_TYPES.find((type) => type === gameType) ?? null,
    q: (params.get('q') ?? '').trim().slice(0, RTP_SEARCH_MAX),
    sort: GAME_RTP_SORTS.find((s) => s === sort) ?? 'rounds',
    page: parsePage(params.get('page')),
  };
}

/** The URL query for `filters`: the range always (it was chosen), other defaults left out. */
export function gameRtpFiltersToParams(filters: GameRtpFilters): Record<string, string> {
  const params: Record<string, string> = { from: filters.from, to: filters.to };
  if (filters.vassalage) params.vassalage = filters.vassalage;
  if (filters.gameType) params.gameType = filters.gameType;
  if (filters.q) params.q = filters.q;
  if (filters.sort !== 'rounds') params.sort = filters.sort;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

export function gameRtpApiPath(filters: GameRtpFilters, pageSize: number): string {
  const query = new URLSearchParams({
    ...gameRtpFiltersToParams(filters),
    page: String(filters.page),
    pageSize: String(pageSize),
  });
  return `/reports/game-rtp?${query.toString()}`;
}

/** Whether the report shows something other than its plain default (so "Reset" has something to undo). */
export function isFiltered(filters: GameRtpFilters, now: Date, timeZone: string): boolean {
  const range = defaultRange(now, timeZone);
  return (
    filters.from !== range.from ||
    filters.to !== range.to ||
    filters.vassalage !== '' ||
    filters.gameType !== null ||
    filters.q !== '' ||
    filters.sort !== 'rounds'
  );
}

/** Below this many settled rounds an actual RTP is mostly chance: no flag, a hint instead. */
export const RTP_MIN_ROUNDS = 1000;
/** A gap wider than this (in hundredths of a percentage point) between actual and published RTP is flagged. */
export const RTP_FLAG_BP = 200;

/**
 * How the deviation cell reads: `flagged` when the actual RTP strays more than 2 pp from the published one over
 * enough rounds to mean something, `fewRounds` when there are too few rounds to judge, `none` without a
 * deviation (no stake or nothing published), `ok` otherwise.
 */
export type DeviationState = 'flagged' | 'ok' | 'fewRounds' | 'none';

export function deviationState(row: Pick<GameRtpRow, 'deviation' | 'rounds'>): DeviationState {
  const bp = row.deviation === null ? null : percentToBasisPoints(row.deviation);
  if (bp === null) return 'none';
  if (row.rounds < RTP_MIN_ROUNDS) return 'fewRounds';
  return Math.abs(bp) > RTP_FLAG_BP ? 'flagged' : 'ok';
}

/** A deviation with its sign always shown, so "+0.50" and "-0.50" read apart at a glance. */
export const signed = (deviation: string) => (deviation.startsWith('-') ? deviation : `+${deviation}`);

/**
 * How long the oldest open round has been open, in the unit an operator reads at a glance: minutes under an
 * hour, hours under two days, then days. Under a minute counts as one.
 */
export function openAge(oldestOpenAt: string, now: Date): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(1, Math.floor((now.getTime() - Date.parse(oldestOpenAt)) / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? { value: hours, unit: 'hour' } : { value: Math.floor(hours / 24), unit: 'day' };
}

/** Where the open rounds of a row are listed: the round lookup filtered to the vendor and open status. */
export function openRoundsLink(row: Pick<GameRtpRow, 'vassalage'>): string {
  return `/rounds?${new URLSearchParams({ vassalage: row.vassalage, status: 'open' }).toString()}`;
}

/**
 * The report as CSV: plain numbers (no symbols or separators, so they stay numbers in a spreadsheet), one line per
 * game and currency, then one total line per currency. `header` is translated, in the order of the values below.
 */
export function gameRtpCsv(
  rows: readonly GameRtpRow[],
  totals: GameRtpReport['totals'],
  header: readonly string[],
  totalLabel: string,
): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.gameName,
        row.gameCode,
        row.vendorName,
        row.vassalage,
        row.gameType,
        row.currency,
        row.rounds,
        row.stake,
        row.payout,
        row.actualRtp ?? '',
        row.theoreticalRtp ?? '',
        row.deviation ?? '',
        row.openRounds,
        row.interruptedRounds,
        row.oldestOpenAt ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  for (const total of totals) {
    lines.push(
      [
        totalLabel,
        '',
        '',
        '',
        '',
        total.currency,
        total.rounds,
        total.stake,
        total.payout,
        total.actualRtp ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  // The byte-order mark makes spreadsheet apps read the Chinese and Thai headers as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

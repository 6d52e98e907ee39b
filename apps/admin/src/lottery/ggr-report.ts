import type { LotteryGgrRow } from '@croupier/contracts';
import { parseMinor, toDecimalString, type Currency } from '@croupier/money';
import { csvCell } from '../bets/rules.ts';

export const GGR_AMOUNTS = ['stake', 'payout', 'rebate', 'ggr'] as const;
export type GgrTotals = Record<(typeof GGR_AMOUNTS)[number], string> & { tickets: number };

/** The report's totals, summed in minor units of the brand's currency (the rows are all in it). */
export function ggrTotals(rows: readonly LotteryGgrRow[], currency: Pick<Currency, 'decimals'>): GgrTotals {
  const sum = (key: (typeof GGR_AMOUNTS)[number]) =>
    toDecimalString(
      rows.reduce((total, row) => total + (parseMinor(row[key], currency) ?? 0n), 0n),
      currency,
    );
  return {
    tickets: rows.reduce((total, row) => total + row.tickets, 0),
    stake: sum('stake'),
    payout: sum('payout'),
    rebate: sum('rebate'),
    ggr: sum('ggr'),
  };
}

/**
 * The report as CSV: one line per day and game (its code beside its name), then the totals; plain decimal amounts
 * so they stay numbers. `header` is translated: day, game, game code, tickets, stake, payout, rebates, GGR.
 */
export function lotteryGgrCsv(
  rows: readonly LotteryGgrRow[],
  totals: GgrTotals,
  labels: { header: string[]; total: string; gameName: (code: string) => string },
): string {
  const line = (cells: (string | number)[]) => cells.map(csvCell).join(',');
  const lines = [line(labels.header)];
  for (const row of rows)
    lines.push(
      line([
        row.day,
        labels.gameName(row.gameCode),
        row.gameCode,
        row.tickets,
        ...GGR_AMOUNTS.map((k) => row[k]),
      ]),
    );
  lines.push(line([labels.total, '', '', totals.tickets, ...GGR_AMOUNTS.map((k) => totals[k])]));
  // The byte-order mark makes spreadsheet apps read the Chinese and Thai headers as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

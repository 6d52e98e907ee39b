import {
  basisPointsToPercent,
  type GameRtpQuery,
  type GameRtpReport,
  type GameType,
} from '@croupier/contracts';
import type { Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { money } from '../wallet/index.ts';
import { reportRange } from './queries.ts';
import * as repo from './rtp-repository.ts';
import { pageCount } from '../../platform/paging.ts';

const percent = (bp: bigint | number | null) => (bp === null ? null : basisPointsToPercent(bp));

/** payout ÷ stake in hundredths of a percent, rounded half up like PostgreSQL's round(); null without stake. */
export function rtpBasisPoints(payout: bigint, stake: bigint): bigint | null {
  if (stake <= 0n) return null;
  return (payout * 20000n + stake) / (2n * stake);
}

/**
 * Return to player per game: actual (payout ÷ stake of the rounds settled in the range, days in the brand's time
 * zone) against the theoretical RTP the vendor publishes, and the game's open and interrupted rounds now.
 */
export async function gameRtpReport(
  db: Database,
  brand: BrandRow,
  query: GameRtpQuery,
): Promise<GameRtpReport> {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const filters: repo.GameRtpFilters = {
    brandId: brand.id,
    timezone: brand.timezone,
    ...reportRange(brand, query),
    vassalage: query.vassalage,
    gameType: query.gameType,
    q: query.q,
  };
  const totals = await repo.gameRtpTotals(db, filters);
  const total = totals.reduce((sum, row) => sum + row.games, 0);
  const rows =
    total > (page - 1) * pageSize
      ? await repo.gameRtpPage(db, { ...filters, sort: query.sort ?? 'rounds', page, pageSize })
      : [];
  return {
    items: rows.map((row) => ({
      gameId: row.gameId.toString(),
      gameName: row.gameName,
      gameCode: row.gameCode,
      vassalage: row.vassalage,
      vendorName: row.vendorName,
      gameType: row.gameType as GameType,
      currency: row.currency,
      rounds: row.rounds,
      stake: money(row.stake, row.currency),
      payout: money(row.payout, row.currency),
      actualRtp: percent(row.actualBp),
      theoreticalRtp: percent(row.theoreticalBp),
      deviation: percent(row.deviationBp),
      openRounds: row.openRounds,
      interruptedRounds: row.interruptedRounds,
      oldestOpenAt: row.oldestOpenAt?.toISOString() ?? null,
    })),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
    totals: totals.map((row) => ({
      currency: row.currency,
      rounds: row.rounds,
      stake: money(row.stake, row.currency),
      payout: money(row.payout, row.currency),
      actualRtp: percent(rtpBasisPoints(row.payout, row.stake)),
    })),
  };
}

import {
  GAME_TYPES,
  type BetQuery,
  type GameType,
  type GgrReport,
  type Language,
  type Profit,
  type RoundLookup,
  type RoundQuery,
  type Winner,
  type WinnersQuery,
} from '@croupier/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playerIdsNamed } from '../players/index.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { money, toInstant } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { gameNameOf, maskUsername, toBetRecord, toRoundSummary } from './views.ts';
import { pageCount } from '../../platform/paging.ts';

const WINNERS_DAYS = 7;
const WINNERS_CACHE_MS = 30_000;
const REPORT_MAX_DAYS = 366;

const page = <T>(items: T[], total: number, pageNumber: number, pageSize: number) => ({
  items,
  page: pageNumber,
  pageSize,
  total,
  totalPages: pageCount(total, pageSize),
});

/** A from/to filter: a day means the brand's day (`to` includes it), as the account record reads them. */
function rangeOf(brand: BrandRow, query: { from?: string; to?: string }): repo.Range {
  const from = toInstant(query.from, brand.timezone, 'from', false);
  const to = toInstant(query.to, brand.timezone, 'to', true);
  if (from && to && from >= to) throw validationFailed({ to: 'INVALID' }, 'The end is before the start.');
  return { from, to };
}

/** The betting record: the player's rounds placed in the range, newest first. */
export async function listBets(db: Database, player: PlayerRow, brand: BrandRow, query: BetQuery) {
  const pageNumber = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const { total, rows } = await repo.listPlayerRounds(db, {
    ...rangeOf(brand, query),
    players: player.id,
    gameType: query.gameType,
    vassalage: query.vassalage,
    status: query.status,
    page: pageNumber,
    pageSize,
  });
  const language = (query.language ?? 'EN') as Language;
  return page(
    rows.map((row) => toBetRecord(row, language)),
    total,
    pageNumber,
    pageSize,
  );
}

/**
 * The rounds of a team (`members`, the agents module's subquery) placed in the range, newest first, with the
 * username of each and the sums of every round the filter matches.
 */
export async function listTeamBets(
  db: Database,
  brand: BrandRow,
  members: SQL,
  query: Omit<BetQuery, 'vassalage' | 'status'> & { username?: string },
) {
  const pageNumber = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const username = query.username?.trim();
  const filter: repo.RoundFilter = {
    ...rangeOf(brand, query),
    players: username
      ? sql`(select id from ${playerIdsNamed(brand.id, username)} named where id in ${members})`
      : members,
    gameType: query.gameType,
  };
  const [{ total, rows }, sums] = await Promise.all([
    repo.listPlayerRounds(db, { ...filter, page: pageNumber, pageSize }),
    repo.sumRounds(db, filter),
  ]);
  const language = (query.language ?? 'EN') as Language;
  const currency = brand.currencyCode;
  const sum = sums.find((row) => row.currency === currency) ?? { stake: 0n, payout: 0n, validBet: 0n };
  return {
    ...page(
      rows.map((row) => ({ ...toBetRecord(row, language), username: row.username })),
      total,
      pageNumber,
      pageSize,
    ),
    currency,
    totals: {
      stake: money(sum.stake, currency),
      validBet: money(sum.validBet, currency),
      payout: money(sum.payout, currency),
      profit: money(sum.payout - sum.stake, currency),
    },
  };
}

/** Personal profit and loss: the player's rounds settled in the range, in total and per game type. */
export async function profitOf(
  db: Database,
  player: PlayerRow,
  brand: BrandRow,
  query: { from?: string; to?: string },
): Promise<Profit> {
  const currency = brand.currencyCode;
  const rows = (
    await repo.sumPlayerSettled(db, {
      ...rangeOf(brand, query),
      playerId: player.id,
      brandId: brand.id,
      timezone: brand.timezone,
    })
  ).filter((row) => row.currency === currency);
  const view = (sums: repo.Sums) => ({
    stake: money(sums.stake, currency),
    payout: money(sums.payout, currency),
    validBet: money(sums.validBet, currency),
    profit: money(sums.payout - sums.stake, currency),
    rounds: sums.rounds,
  });
  const total = rows.reduce<repo.Sums>(
    (sum, row) => ({
      stake: sum.stake + row.stake,
      payout: sum.payout + row.payout,
      validBet: sum.validBet + row.validBet,
      rounds: sum.rounds + row.rounds,
    }),
    { stake: 0n, payout: 0n, validBet: 0n, rounds: 0 },
  );
  const byType = new Map(rows.map((row) => [row.gameType, row]));
  return {
    currency,
    total: view(total),
    byGameType: GAME_TYPES.flatMap((gameType) => {
      const row = byType.get(gameType);
      return row ? [{ gameType, ...view(row) }] : [];
    }),
  };
}

/**
 * The public winners board of a brand: the biggest settled wins of the last 7 days. Every visitor of the
 * home page asks for it, so each answer is kept for 30 seconds per brand and filter.
 */
export function winnersBoard(db: Database) {
  const cache = new Map<string, { at: number; winners: Promise<Winner[]> }>();
  return async (brand: BrandRow, query: WinnersQuery): Promise<Winner[]> => {
    const category = query.gameCategory ?? 'ALL';
    const limit = query.limitNum ?? 20;
    const language = (query.language ?? 'EN') as Language;
    const key = `${brand.id}:${category}:${limit}:${language}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < WINNERS_CACHE_MS) return hit.winners;
    for (const [old, entry] of cache) if (now - entry.at >= WINNERS_CACHE_MS) cache.delete(old);
    const winners = repo
      .biggestWins(db, {
        brandId: brand.id,
        since: new Date(now - WINNERS_DAYS * 86_400_000),
        gameType: category === 'ALL' ? undefined : (category as GameType),
        limit,
      })
      .then((rows) =>
        rows.map((row) => ({
          customerName: maskUsername(row.username),
          winAmount: money(row.round.payout, row.round.currency),
          gameName: gameNameOf(row, language),
          iconUrl: row.iconUrl ?? '',
        })),
      );
    // A failed read is not kept: the next visitor tries again.
    winners.catch(() => cache.delete(key));
    cache.set(key, { at: now, winners });
    return winners;
  };
}

export async function listRounds(db: Database, brand: BrandRow, query: RoundQuery) {
  const pageNumber = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 200);
  const { total, rows } = await repo.listBrandRounds(db, {
    brandId: brand.id,
    q: query.q,
    vassalage: query.vassalage,
    status: query.status,
    page: pageNumber,
    pageSize,
  });
  return page(rows.map(toRoundSummary), total, pageNumber, pageSize);
}

/** A round of the brand with every wallet call the vendor made for it and the ledger transfer each posted. */
/** A round's wallet calls with their ledger transfers: gameplay records them and app.ts hands them in. */
export type RoundCallbacks = (
  db: Database,
  roundId: bigint,
) => Promise<
  {
    call: {
      transactionId: string;
      kind: string;
      amount: bigint;
      currency: string;
      status: string;
      referenceTransactionId: string | null;
      createdAt: Date;
    };
    transfer: {
      id: bigint;
      kind: string;
      debitAccount: string;
      creditAccount: string;
      amount: bigint;
      currency: string;
      createdAt: Date;
    } | null;
  }[]
>;

export async function lookupRound(
  db: Database,
  brand: BrandRow,
  id: bigint,
  roundCallbacks: RoundCallbacks,
): Promise<RoundLookup> {
  const row = await repo.findBrandRound(db, brand.id, id);
  if (!row) throw notFound('The round');
  const calls = await roundCallbacks(db, id);
  return {
    ...toRoundSummary(row),
    callbacks: calls.map(({ call, transfer }) => ({
      transactionId: call.transactionId,
      kind: call.kind,
      amount: money(call.amount, call.currency),
      status: call.status,
      referenceTransactionId: call.referenceTransactionId,
      createdAt: call.createdAt.toISOString(),
      transfer: transfer && {
        id: transfer.id.toString(),
        kind: transfer.kind,
        debitAccount: transfer.debitAccount,
        creditAccount: transfer.creditAccount,
        amount: money(transfer.amount, transfer.currency),
        createdAt: transfer.createdAt.toISOString(),
      },
    })),
  };
}

/** A report's from/to days (both required) as instants in the brand's time zone, at most a year of them. */
export function reportRange(brand: BrandRow, query: { from: string; to: string }): { from: Date; to: Date } {
  const range = rangeOf(brand, query);
  if (range.to!.getTime() - range.from!.getTime() > REPORT_MAX_DAYS * 86_400_000)
    throw validationFailed({ to: 'INVALID' }, `A report covers at most ${REPORT_MAX_DAYS} days.`);
  return { from: range.from!, to: range.to! };
}

/** Gross gaming revenue (stake − payout of settled rounds) by day in the brand's time zone and vendor. */
export async function ggrReport(
  db: Database,
  brand: BrandRow,
  query: { from: string; to: string; vassalage?: string },
): Promise<GgrReport> {
  const rows = await repo.ggrByDay(db, {
    brandId: brand.id,
    timezone: brand.timezone,
    ...reportRange(brand, query),
    vassalage: query.vassalage,
  });
  // Players are not summed: one player on two days or at two vendors is still one.
  const totals = new Map<string, { rounds: number; stake: bigint; payout: bigint; validBet: bigint }>();
  for (const row of rows) {
    const sum = totals.get(row.currency) ?? { rounds: 0, stake: 0n, payout: 0n, validBet: 0n };
    totals.set(row.currency, {
      rounds: sum.rounds + row.rounds,
      stake: sum.stake + row.stake,
      payout: sum.payout + row.payout,
      validBet: sum.validBet + row.validBet,
    });
  }
  return {
    rows: rows.map((row) => ({
      day: row.day,
      vassalage: row.vassalage,
      vendorName: row.vendorName,
      currency: row.currency,
      rounds: row.rounds,
      players: row.players,
      stake: money(row.stake, row.currency),
      payout: money(row.payout, row.currency),
      validBet: money(row.validBet, row.currency),
      ggr: money(row.stake - row.payout, row.currency),
    })),
    totals: [...totals].map(([currency, sum]) => ({
      currency,
      rounds: sum.rounds,
      stake: money(sum.stake, currency),
      payout: money(sum.payout, currency),
      validBet: money(sum.validBet, currency),
      ggr: money(sum.stake - sum.payout, currency),
    })),
  };
}

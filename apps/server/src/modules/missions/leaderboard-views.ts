import type { Language, LeaderboardEntry, LeaderboardResult, LeaderboardView } from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { and, asc, desc, eq } from 'drizzle-orm';
import { readAppNow } from '../../db/clock.ts';
import type { Executor } from '../../db/client.ts';
import { maskUsername } from '../bets/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { usernamesByIds } from '../players/index.ts';
import { closesAt, periodContaining, previousPeriod, type Cadence } from '../settlements/index.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { figureText } from './figures.ts';
import { textIn } from './missions.ts';
import { leaderboardResults, leaderboards, type LeaderboardRow } from './schema.ts';
import { standingsOf } from './standings.ts';

async function resultsOf(db: Executor, boardId: bigint, periodKey?: string) {
  return db
    .select()
    .from(leaderboardResults)
    .where(
      and(
        eq(leaderboardResults.leaderboardId, boardId),
        ...(periodKey === undefined ? [] : [eq(leaderboardResults.periodKey, periodKey)]),
      ),
    )
    .orderBy(desc(leaderboardResults.periodKey), asc(leaderboardResults.rank));
}

/** A leaderboard's open period for the caller: the top ranks live, the caller's rank, the last closed results. */
async function viewOf(
  db: Executor,
  brand: BrandRow,
  board: LeaderboardRow,
  playerId: bigint,
  language: Language,
  shown: number,
): Promise<LeaderboardView> {
  const now = await readAppNow(db);
  const period = periodContaining(board.cadence as Cadence, brand.timezone, now);
  const standings = await standingsOf(db, brand, board, period, Math.max(shown, board.prizes.length));
  const top = standings.slice(0, shown);
  const previous = previousPeriod(period, brand.timezone);
  const paid = await resultsOf(db, board.id, previous.key);
  const names = await usernamesByIds(
    db,
    [...top, ...paid].map((row) => row.playerId),
  );
  const money = (amount: bigint) => toDecimalString(amount, currencyOf(brand.currencyCode));
  const figure = (value: bigint) => figureText(board.metric, value, brand.currencyCode);
  const entry = (
    row: { rank: number; playerId: bigint; figure: bigint },
    prize: bigint,
  ): LeaderboardEntry => ({
    rank: row.rank,
    name: maskUsername(names.get(row.playerId) ?? ''),
    figure: figure(row.figure),
    prize: money(prize),
  });
  const mine = standings.find((row) => row.playerId === playerId);
  return {
    id: board.id.toString(),
    title: textIn(board.titles, language),
    metric: board.metric as LeaderboardView['metric'],
    gameType: board.gameType as LeaderboardView['gameType'],
    cadence: board.cadence as LeaderboardView['cadence'],
    period: period.key,
    startsAt: period.start.toISOString(),
    closesAt: closesAt(period).toISOString(),
    prizes: board.prizes.map(money),
    top: top.map((row) => entry(row, board.prizes[row.rank - 1] ?? 0n)),
    me: mine ? { rank: mine.rank, figure: figure(mine.figure) } : null,
    previous:
      paid.length > 0 ? { period: previous.key, results: paid.map((row) => entry(row, row.prize)) } : null,
  };
}

const enabledBoards = (db: Executor, brandId: bigint) =>
  db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.brandId, brandId), eq(leaderboards.enabled, true)))
    .orderBy(asc(leaderboards.id));

/** `GET /api/v1/leaderboards`: every running leaderboard with its top 10. */
export async function listLeaderboards(
  db: Executor,
  brand: BrandRow,
  playerId: bigint,
  language: Language,
): Promise<LeaderboardView[]> {
  const boards = await enabledBoards(db, brand.id);
  const views: LeaderboardView[] = [];
  for (const board of boards) views.push(await viewOf(db, brand, board, playerId, language, 10));
  return views;
}

/** `GET /api/v1/leaderboards/{id}`: one running leaderboard with its top 50. */
export async function leaderboardById(
  db: Executor,
  brand: BrandRow,
  playerId: bigint,
  id: bigint,
  language: Language,
): Promise<LeaderboardView> {
  const [board] = (await enabledBoards(db, brand.id)).filter((row) => row.id === id);
  if (!board) throw notFound('The leaderboard');
  return viewOf(db, brand, board, playerId, language, 50);
}

/** The console's results of a leaderboard: every paid rank, newest period first. */
export async function leaderboardResultsFor(
  db: Executor,
  brand: BrandRow,
  id: bigint,
): Promise<LeaderboardResult[]> {
  const [board] = await db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.brandId, brand.id), eq(leaderboards.id, id)));
  if (!board) throw notFound('The leaderboard');
  const rows = await resultsOf(db, id);
  const names = await usernamesByIds(
    db,
    rows.map((row) => row.playerId),
  );
  const money = (amount: bigint) => toDecimalString(amount, currencyOf(brand.currencyCode));
  return rows.slice(0, 500).map((row) => ({
    period: row.periodKey,
    rank: row.rank,
    playerId: row.playerId.toString(),
    username: names.get(row.playerId) ?? '',
    figure: figureText(board.metric, row.figure, brand.currencyCode),
    achievedAt: row.achievedAt.toISOString(),
    prize: money(row.prize),
  }));
}

import type {
  Language,
  LotteryAdminGame,
  LotteryAdminIssuesPage,
  LotteryResult,
  LotteryCurrentIssue,
  LotteryGame,
  LotteryPlay,
  LotteryResultsPage,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { pageCount } from '../../platform/paging.ts';
import { playsOf } from './plays.ts';
import {
  findGameByCode,
  issueHistory,
  lastDrawnIssues,
  PUBLISHED_STATUSES,
  listGames,
  publishedIssues,
  upcomingIssues,
} from './repository.ts';
import type { LotteryGameRow, LotteryIssueRow, PrizeMode } from './schema.ts';
import { readLotterySettings } from './settings.ts';
import { cappedNumbers, findIssue, numberStakes, shortfallsOf } from './tickets-repository.ts';
import { toAdminGame, toAdminIssue, toCurrent, toResult, toScheduleView } from './views.ts';

interface Paging {
  page: number;
  pageSize: number;
}

/** One page of issues in the list shape of API.md: `{ items, page, pageSize, total, totalPages }`. */
async function pageOf<T>(
  paging: Paging,
  read: (window: { limit: number; offset: number }) => Promise<{ rows: LotteryIssueRow[]; total: number }>,
  view: (issue: LotteryIssueRow) => T,
) {
  const { rows, total } = await read({ limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize });
  const { page, pageSize } = paging;
  return { items: rows.map(view), page, pageSize, total, totalPages: pageCount(total, pageSize) };
}

export const gameNotFound = (code: string) =>
  new DomainError('LOTTERY_GAME_NOT_FOUND', `There is no lottery game ${code}.`);

/** A game players can see: enabled, by its code. */
async function playableGame(db: Database, code: string): Promise<LotteryGameRow> {
  const game = await findGameByCode(db, code);
  if (!game?.enabled) throw gameNotFound(code);
  return game;
}

/** The lottery games of a prize mode (or all), each with the issue now on sale, names in `language`. */
export async function lotteryGames(
  db: Database,
  props: { prizeMode?: PrizeMode; language: Language },
): Promise<LotteryGame[]> {
  const games = await listGames(db, {
    enabledOnly: true,
    ...(props.prizeMode ? { prizeMode: props.prizeMode } : {}),
  });
  const upcoming = new Map(
    (
      await upcomingIssues(
        db,
        games.map((game) => game.id),
      )
    ).map((issue) => [issue.gameId, issue]),
  );
  return games.map((game) => {
    const next = upcoming.get(game.id);
    return {
      gameCode: game.code,
      name: game.names[props.language],
      ...(game.names.VI ? { localName: game.names.VI } : {}),
      prizeMode: game.prizeMode,
      family: game.family,
      drawEvery: toScheduleView(game.schedule),
      nextIssue: next
        ? { issueNo: next.issueNo, closeAt: next.closeAt.toISOString(), drawAt: next.drawAt.toISOString() }
        : null,
    };
  });
}

/** A game's results, newest first, with the seeds behind their published hashes. */
export async function lotteryResults(
  db: Database,
  props: Paging & { gameCode: string },
): Promise<LotteryResultsPage> {
  const game = await playableGame(db, props.gameCode);
  return pageOf(
    props,
    (window) => publishedIssues(db, game.id, window),
    (issue) => toResult(game, issue),
  );
}

/** One drawn issue of a game with its seed, for the results page that links to it; NOT_FOUND until drawn. */
export async function lotteryResult(
  db: Database,
  props: { gameCode: string; issueNo: string },
): Promise<LotteryResult> {
  const game = await playableGame(db, props.gameCode);
  const issue = await findIssue(db, game.id, props.issueNo);
  if (!issue || !PUBLISHED_STATUSES.includes(issue.status))
    throw new DomainError('NOT_FOUND', `Issue ${props.issueNo} of ${game.code} is not drawn.`);
  return toResult(game, issue);
}

/** A game's plays at the brand's prize group, odds and prices. */
export async function lotteryPlays(
  db: Database,
  props: { brandId: bigint; gameCode: string; language: Language },
): Promise<LotteryPlay[]> {
  const game = await playableGame(db, props.gameCode);
  return playsOf(game.family, props.language, await readLotterySettings(db, props.brandId));
}

/**
 * The issue now on sale (or closed, awaiting its draw), the last one drawn, and the numbers of the issue on sale
 * past the brand's cap: refused in `stop` mode, paid half in `half` mode, shown to players before they buy.
 */
export async function currentIssue(
  db: Database,
  props: { brand: { id: bigint; currencyCode: string }; gameCode: string },
): Promise<LotteryCurrentIssue> {
  const game = await playableGame(db, props.gameCode);
  const [upcoming] = await upcomingIssues(db, [game.id]);
  const [last] = await lastDrawnIssues(db, [game.id]);
  const brandId = props.brand.id;
  const settings = await readLotterySettings(db, brandId);
  const { numberCap: cap, maxNumberStake: maxStake } = settings;
  const capped =
    upcoming && cap !== null ? await cappedNumbers(db, { brandId, issueId: upcoming.id, cap }) : [];
  const staked =
    upcoming && maxStake !== null ? await numberStakes(db, { brandId, issueId: upcoming.id }) : [];
  const currency = currencyOf(props.brand.currencyCode);
  return {
    gameCode: game.code,
    current: toCurrent(upcoming),
    last: last ? toResult(game, last) : null,
    capMode: settings.capMode,
    cappedNumbers: capped,
    maxNumberStake: maxStake === null ? null : toDecimalString(maxStake, currency),
    numberStakesLeft: staked.map(({ play, number, stake }) => ({
      play,
      number,
      stakeLeft: toDecimalString(maxStake! > stake ? maxStake! - stake : 0n, currency),
    })),
  };
}

/** The console's games: every game, enabled or not, with its issue on sale and its last draw. */
export async function adminLotteryGames(db: Database): Promise<LotteryAdminGame[]> {
  const games = await listGames(db, { enabledOnly: false });
  const ids = games.map((game) => game.id);
  const upcoming = new Map((await upcomingIssues(db, ids)).map((issue) => [issue.gameId, issue]));
  const lasts = new Map((await lastDrawnIssues(db, ids)).map((issue) => [issue.gameId, issue]));
  return games.map((game) => toAdminGame(game, upcoming.get(game.id), lasts.get(game.id)));
}

/** A game's issues so far, newest first, void ones included, for the console. */
export async function adminIssueHistory(
  db: Database,
  props: Paging & { gameCode: string; brand: { id: bigint; currencyCode: string } },
): Promise<LotteryAdminIssuesPage> {
  const game = await findGameByCode(db, props.gameCode);
  if (!game) throw gameNotFound(props.gameCode);
  let shortfalls = new Map<bigint, bigint>();
  const currency = currencyOf(props.brand.currencyCode);
  return pageOf(
    props,
    async (window) => {
      const page = await issueHistory(db, game.id, window);
      const voided = page.rows.filter((issue) => issue.status === 'void').map((issue) => issue.id);
      shortfalls = await shortfallsOf(db, { brandId: props.brand.id, issueIds: voided });
      return page;
    },
    (issue) => {
      const shortfall = shortfalls.get(issue.id);
      return toAdminIssue(game, issue, shortfall ? toDecimalString(shortfall, currency) : null);
    },
  );
}

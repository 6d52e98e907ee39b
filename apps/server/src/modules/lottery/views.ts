import type {
  Language,
  LotteryAdminGame,
  LotteryAdminIssue,
  LotteryCurrentIssue,
  LotteryGame,
  LotteryResult,
} from '@croupier/contracts';
import { type FamilyResults, type GameFamily, resultNumbers, type Schedule } from '@croupier/lottery';
import type { LotteryGameRow, LotteryIssueRow } from './schema.ts';

const iso = (instant: Date) => instant.toISOString();
const isoOrNull = (instant: Date | null) => (instant ? instant.toISOString() : null);

function numbersOf(family: GameFamily, result: unknown): string[] {
  return resultNumbers(family, result as FamilyResults[GameFamily]);
}

/** The request's language when asked for, else the brand's default (a game's name always exists in EN, CN, TH). */
export function languageOf(asked: Language | undefined, brand: { defaultLanguage: string }): Language {
  const wanted = asked ?? brand.defaultLanguage;
  return wanted === 'CN' || wanted === 'TH' ? wanted : 'EN';
}

/** A game's schedule as the API carries it. */
export function toScheduleView(schedule: Schedule): LotteryGame['drawEvery'] {
  if (schedule.kind === 'every') return { ...schedule };
  const { weekdays, monthDays, ...daily } = schedule;
  return {
    ...daily,
    ...(weekdays ? { weekdays: [...weekdays] } : {}),
    ...(monthDays ? { monthDays: [...monthDays] } : {}),
  };
}

/** A drawn issue as the results list shows it (only ever called with a drawn or settled issue). */
export function toResult(game: LotteryGameRow, issue: LotteryIssueRow): LotteryResult {
  return {
    issueNo: issue.issueNo,
    drawAt: iso(issue.drawAt),
    drawnAt: iso(issue.drawnAt!),
    numbers: numbersOf(game.family, issue.result),
    result: issue.result,
    seedHash: issue.seedHash,
    seed: issue.seed!,
  };
}

/** An issue's number, state, sales window and commitment: what is public before its draw. */
function toIssueCommitment(issue: LotteryIssueRow) {
  return {
    issueNo: issue.issueNo,
    status: issue.status,
    opensAt: iso(issue.opensAt),
    closeAt: iso(issue.closeAt),
    drawAt: iso(issue.drawAt),
    seedHash: issue.seedHash,
  };
}

export function toCurrent(issue: LotteryIssueRow | undefined): LotteryCurrentIssue['current'] {
  return issue ? toIssueCommitment(issue) : null;
}

/** The console's view of a game, with its issue on sale and its last draw when it has them. */
export function toAdminGame(
  game: LotteryGameRow,
  upcoming?: LotteryIssueRow,
  last?: LotteryIssueRow,
): LotteryAdminGame {
  return {
    gameCode: game.code,
    names: game.names,
    family: game.family,
    prizeMode: game.prizeMode,
    schedule: toScheduleView(game.schedule),
    enabled: game.enabled,
    current: toCurrent(upcoming),
    lastIssueNo: last?.issueNo ?? null,
    lastDrawnAt: last?.drawnAt ? iso(last.drawnAt) : null,
  };
}

/** An issue for the console; `shortfall` is what its void could not take back from the brand's players. */
export function toAdminIssue(
  game: LotteryGameRow,
  issue: LotteryIssueRow,
  shortfall: string | null = null,
): LotteryAdminIssue {
  return {
    ...toIssueCommitment(issue),
    seed: issue.seed,
    numbers: issue.result === null ? null : numbersOf(game.family, issue.result),
    drawnAt: isoOrNull(issue.drawnAt),
    voidedAt: isoOrNull(issue.voidedAt),
    voidReason: issue.voidReason,
    shortfall,
  };
}

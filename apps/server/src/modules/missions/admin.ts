import type {
  AdminLeaderboard,
  AdminMission,
  FieldErrorCode,
  LeaderboardInput,
  LeaderboardPatch,
  MissionInput,
  MissionPatch,
} from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { figureText, parseFigure } from './figures.ts';
import { claimCounts } from './repository.ts';
import { leaderboards, missions, type LeaderboardRow, type MissionRow } from './schema.ts';

type Actor = OperatorActor & { brand: BrandRow };
type Fields = Record<string, FieldErrorCode>;

/** Trimmed texts, empty ones left out; English is required (the fallback of every language). */
function titlesOf(titles: MissionInput['titles'], fields: Fields): Record<string, string> {
  const kept = Object.fromEntries(
    Object.entries(titles)
      .map(([language, text]) => [language, (text ?? '').trim()] as const)
      .filter(([, text]) => text.length > 0),
  );
  if (!kept.EN) fields['titles.EN'] = 'REQUIRED';
  return kept;
}

/** A game type narrows play only: deposits and sign-ins have none. */
function gameTypeOf(metric: string, gameType: string | null | undefined, fields: Fields): string | null {
  if (!gameType) return null;
  if (metric !== 'valid_bet' && metric !== 'rounds') fields.gameType = 'NOT_ALLOWED';
  return gameType;
}

function positiveAmount(text: string, currencyCode: string, field: string, fields: Fields): bigint {
  const amount = parseMinor(text, currencyOf(currencyCode));
  if (amount === null || amount <= 0n) fields[field] = 'INVALID';
  return amount ?? 0n;
}

function missionValues(brand: BrandRow, input: MissionInput) {
  const fields: Fields = {};
  const target = parseFigure(input.metric, input.target, brand.currencyCode);
  if (target === null || target <= 0n) fields.target = 'INVALID';
  const values = {
    titles: titlesOf(input.titles, fields),
    metric: input.metric,
    gameType: gameTypeOf(input.metric, input.gameType, fields),
    cadence: input.cadence,
    target: target ?? 0n,
    reward: positiveAmount(input.reward, brand.currencyCode, 'reward', fields),
    wageringMultiple: input.wageringMultiple,
    budget: input.budget ? positiveAmount(input.budget, brand.currencyCode, 'budget', fields) : null,
    enabled: input.enabled,
  };
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return values;
}

function toAdminMission(row: MissionRow, claims: number, currencyCode: string): AdminMission {
  const money = (amount: bigint) => toDecimalString(amount, currencyOf(currencyCode));
  return {
    id: row.id.toString(),
    titles: row.titles,
    metric: row.metric,
    gameType: row.gameType,
    cadence: row.cadence,
    target: figureText(row.metric, row.target, currencyCode),
    reward: money(row.reward),
    wageringMultiple: row.wageringMultiple,
    budget: row.budget === null ? null : money(row.budget),
    spent: money(row.spent),
    claims,
    enabled: row.enabled,
  };
}

export async function listAdminMissions(db: Executor, brand: BrandRow): Promise<AdminMission[]> {
  const rows = await db
    .select()
    .from(missions)
    .where(eq(missions.brandId, brand.id))
    .orderBy(asc(missions.id));
  const counts = await claimCounts(db, brand.id);
  return rows.map((row) => toAdminMission(row, counts.get(row.id) ?? 0, brand.currencyCode));
}

/** The input a stored mission would be sent as: what a patch is laid over. */
function missionInputOf(row: MissionRow, currencyCode: string): MissionInput {
  const view = toAdminMission(row, 0, currencyCode);
  return {
    titles: row.titles,
    metric: row.metric as MissionInput['metric'],
    gameType: row.gameType as MissionInput['gameType'],
    cadence: row.cadence as MissionInput['cadence'],
    target: view.target,
    reward: view.reward,
    wageringMultiple: row.wageringMultiple,
    budget: view.budget,
    enabled: row.enabled,
  };
}

/** An owner or admin adds a mission; audited `mission.create`. */
export async function createMission(db: Database, actor: Actor, input: MissionInput): Promise<AdminMission> {
  const values = missionValues(actor.brand, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(missions)
      .values({ ...values, brandId: actor.brand.id })
      .returning();
    const after = toAdminMission(row!, 0, actor.brand.currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'mission.create',
      target: `mission:${row!.id}`,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * An owner or admin changes a mission; audited `mission.update`. A budget below what was spent is refused: a
 * budget is never passed.
 */
export async function updateMission(
  db: Database,
  actor: Actor,
  id: bigint,
  patch: MissionPatch,
): Promise<AdminMission> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.brandId, actor.brand.id), eq(missions.id, id)))
      .for('update');
    if (!row) throw notFound('The mission');
    const values = missionValues(actor.brand, { ...missionInputOf(row, actor.brand.currencyCode), ...patch });
    if (values.budget !== null && values.budget < row.spent) throw validationFailed({ budget: 'INVALID' });
    const [updated] = await tx
      .update(missions)
      .set({ ...values, updatedAt: sql`app_now()` })
      .where(eq(missions.id, id))
      .returning();
    const counts = await claimCounts(tx, actor.brand.id);
    const before = toAdminMission(row, counts.get(id) ?? 0, actor.brand.currencyCode);
    const after = toAdminMission(updated!, counts.get(id) ?? 0, actor.brand.currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'mission.update',
      target: `mission:${id}`,
      before,
      after,
    });
    return after;
  });
}

function leaderboardValues(brand: BrandRow, input: LeaderboardInput) {
  const fields: Fields = {};
  const prizes = input.prizes.map((text, rank) =>
    positiveAmount(text, brand.currencyCode, `prizes.${rank}`, fields),
  );
  prizes.forEach((prize, rank) => {
    // A lower rank never wins more than the one above it.
    if (rank > 0 && prize > prizes[rank - 1]!) fields[`prizes.${rank}`] ??= 'INVALID';
  });
  const values = {
    titles: titlesOf(input.titles, fields),
    metric: input.metric,
    gameType: gameTypeOf(input.metric, input.gameType, fields),
    cadence: input.cadence,
    prizes,
    wageringMultiple: input.wageringMultiple,
    enabled: input.enabled,
  };
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return values;
}

function toAdminLeaderboard(row: LeaderboardRow, currencyCode: string): AdminLeaderboard {
  return {
    id: row.id.toString(),
    titles: row.titles,
    metric: row.metric,
    gameType: row.gameType,
    cadence: row.cadence,
    prizes: row.prizes.map((prize) => toDecimalString(prize, currencyOf(currencyCode))),
    wageringMultiple: row.wageringMultiple,
    enabled: row.enabled,
  };
}

export async function listAdminLeaderboards(db: Executor, brand: BrandRow): Promise<AdminLeaderboard[]> {
  const rows = await db
    .select()
    .from(leaderboards)
    .where(eq(leaderboards.brandId, brand.id))
    .orderBy(asc(leaderboards.id));
  return rows.map((row) => toAdminLeaderboard(row, brand.currencyCode));
}

/** An owner or admin adds a leaderboard; audited `leaderboard.create`. */
export async function createLeaderboard(
  db: Database,
  actor: Actor,
  input: LeaderboardInput,
): Promise<AdminLeaderboard> {
  const values = leaderboardValues(actor.brand, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(leaderboards)
      .values({ ...values, brandId: actor.brand.id })
      .returning();
    const after = toAdminLeaderboard(row!, actor.brand.currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'leaderboard.create',
      target: `leaderboard:${row!.id}`,
      before: null,
      after,
    });
    return after;
  });
}

/** An owner or admin changes a leaderboard (the periods already paid stay as paid); audited `leaderboard.update`. */
export async function updateLeaderboard(
  db: Database,
  actor: Actor,
  id: bigint,
  patch: LeaderboardPatch,
): Promise<AdminLeaderboard> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.brandId, actor.brand.id), eq(leaderboards.id, id)))
      .for('update');
    if (!row) throw notFound('The leaderboard');
    const before = toAdminLeaderboard(row, actor.brand.currencyCode);
    const values = leaderboardValues(actor.brand, {
      ...before,
      metric: row.metric as LeaderboardInput['metric'],
      gameType: row.gameType as LeaderboardInput['gameType'],
      cadence: row.cadence as LeaderboardInput['cadence'],
      ...patch,
    });
    const [updated] = await tx
      .update(leaderboards)
      .set({ ...values, updatedAt: sql`app_now()` })
      .where(eq(leaderboards.id, id))
      .returning();
    const after = toAdminLeaderboard(updated!, actor.brand.currencyCode);
    await recordOperatorAudit(tx, actor, {
      action: 'leaderboard.update',
      target: `leaderboard:${id}`,
      before,
      after,
    });
    return after;
  });
}

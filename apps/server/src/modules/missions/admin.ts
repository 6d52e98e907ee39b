import type {
  AdminLeaderboard,
  AdminMission,
  ErrorCode,
  FieldErrorCode,
  LeaderboardInput,
  LeaderboardPatch,
  MissionInput,
  MissionPatch,
} from '@croupier/contracts';
import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { figureText, parseFigure } from './figures.ts';
import { claimCounts, paidPeriodCounts } from './repository.ts';
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

/**
 * The largest reward or prize (minor units): times the largest wagering multiple (100) its requirement still fits
 * a bigint column with room to spare.
 */
export const MAX_REWARD = 10n ** 13n;

function positiveAmount(text: string, currencyCode: string, field: string, fields: Fields): bigint {
  const amount = parseMinor(text, currencyOf(currencyCode));
  if (amount === null || amount <= 0n || amount > MAX_REWARD) fields[field] = 'INVALID';
  return amount ?? 0n;
}

/** What a row measures and over which period. */
interface Measured {
  metric: string;
  gameType: string | null;
  cadence: string;
}

/**
 * Once a row has paid, what it measures and its period stay: they are how the paid rewards were earned, claims
 * are keyed by the period, and closed results show their figures in the metric's unit. A change to any of them
 * is refused, naming each field it would move; everything else (titles, target, reward, prizes, budget) may
 * change, as what was paid keeps its own amount.
 */
function refuseMeasureChangeOncePaid(stored: Measured, wanted: Measured, paid: boolean) {
  if (!paid) return;
  const fields: Record<string, ErrorCode> = {};
  if (wanted.metric !== stored.metric) fields.metric = 'MEASURE_FIXED_ONCE_PAID';
  if ((wanted.gameType ?? null) !== (stored.gameType ?? null)) fields.gameType = 'MEASURE_FIXED_ONCE_PAID';
  if (wanted.cadence !== stored.cadence) fields.cadence = 'MEASURE_FIXED_ONCE_PAID';
  if (Object.keys(fields).length > 0)
    throw new DomainError(
      'MEASURE_FIXED_ONCE_PAID',
      'What this measures and its period cannot change once it has paid; add a new one instead.',
      fields,
    );
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

/** Adds a row of the brand and records its creation (`<kind>.create`) in the same transaction. */
async function createAudited<Row extends { id: bigint }, View>(
  db: Database,
  actor: Actor,
  kind: 'mission' | 'leaderboard',
  insert: (tx: Executor) => Promise<Row[]>,
  view: (row: Row) => View,
): Promise<View> {
  return inTransaction(db, async (tx) => {
    const [row] = await insert(tx);
    const after = view(row!);
    await recordOperatorAudit(tx, actor, {
      action: `${kind}.create`,
      target: `${kind}:${row!.id}`,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Changes a row of the brand under its lock and records the change (`<kind>.update`) in the same transaction;
 * `NOT_FOUND` for another brand's row.
 */
async function updateAudited<Row, View>(
  db: Database,
  actor: Actor,
  target: { kind: 'mission' | 'leaderboard'; id: bigint; name: string },
  steps: {
    lock: (tx: Executor) => Promise<Row[]>;
    change: (tx: Executor, row: Row) => Promise<Row[]>;
    view: (tx: Executor, row: Row) => Promise<View> | View;
  },
): Promise<View> {
  return inTransaction(db, async (tx) => {
    const [row] = await steps.lock(tx);
    if (!row) throw notFound(target.name);
    const before = await steps.view(tx, row);
    const [updated] = await steps.change(tx, row);
    const after = await steps.view(tx, updated!);
    await recordOperatorAudit(tx, actor, {
      action: `${target.kind}.update`,
      target: `${target.kind}:${target.id}`,
      before,
      after,
    });
    return after;
  });
}

/** An owner or admin adds a mission; audited `mission.create`. */
export async function createMission(db: Database, actor: Actor, input: MissionInput): Promise<AdminMission> {
  const values = missionValues(actor.brand, input);
  return createAudited(
    db,
    actor,
    'mission',
    (tx) =>
      tx
        .insert(missions)
        .values({ ...values, brandId: actor.brand.id })
        .returning(),
    (row) => toAdminMission(row, 0, actor.brand.currencyCode),
  );
}

/**
 * An owner or admin changes a mission; audited `mission.update`. A budget below what was spent is refused (a
 * budget is never passed), and so is a new measure or period once the mission has a claim.
 */
export async function updateMission(
  db: Database,
  actor: Actor,
  id: bigint,
  patch: MissionPatch,
): Promise<AdminMission> {
  const code = actor.brand.currencyCode;
  return updateAudited(
    db,
    actor,
    { kind: 'mission', id, name: 'The mission' },
    {
      lock: (tx) =>
        tx
          .select()
          .from(missions)
          .where(and(eq(missions.brandId, actor.brand.id), eq(missions.id, id)))
          .for('update'),
      change: async (tx, row) => {
        const values = missionValues(actor.brand, { ...missionInputOf(row, code), ...patch });
        refuseMeasureChangeOncePaid(row, values, (await claimCounts(tx, actor.brand.id)).has(id));
        if (values.budget !== null && values.budget < row.spent)
          throw new DomainError('VALIDATION_FAILED', 'The budget is below what was already paid.', {
            budget: 'BUDGET_BELOW_SPENT',
          });
        return tx
          .update(missions)
          .set({ ...values, updatedAt: sql`app_now()` })
          .where(eq(missions.id, id))
          .returning();
      },
      view: async (tx, row) =>
        toAdminMission(row, (await claimCounts(tx, actor.brand.id)).get(id) ?? 0, code),
    },
  );
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

function toAdminLeaderboard(
  row: LeaderboardRow,
  paidPeriods: number,
  currencyCode: string,
): AdminLeaderboard {
  return {
    id: row.id.toString(),
    titles: row.titles,
    metric: row.metric,
    gameType: row.gameType,
    cadence: row.cadence,
    prizes: row.prizes.map((prize) => toDecimalString(prize, currencyOf(currencyCode))),
    wageringMultiple: row.wageringMultiple,
    paidPeriods,
    enabled: row.enabled,
  };
}

export async function listAdminLeaderboards(db: Executor, brand: BrandRow): Promise<AdminLeaderboard[]> {
  const rows = await db
    .select()
    .from(leaderboards)
    .where(eq(leaderboards.brandId, brand.id))
    .orderBy(asc(leaderboards.id));
  const paid = await paidPeriodCounts(db, brand.id);
  return rows.map((row) => toAdminLeaderboard(row, paid.get(row.id) ?? 0, brand.currencyCode));
}

/** An owner or admin adds a leaderboard; audited `leaderboard.create`. */
export async function createLeaderboard(
  db: Database,
  actor: Actor,
  input: LeaderboardInput,
): Promise<AdminLeaderboard> {
  const values = leaderboardValues(actor.brand, input);
  return createAudited(
    db,
    actor,
    'leaderboard',
    (tx) =>
      tx
        .insert(leaderboards)
        .values({ ...values, brandId: actor.brand.id })
        .returning(),
    (row) => toAdminLeaderboard(row, 0, actor.brand.currencyCode),
  );
}

/**
 * An owner or admin changes a leaderboard (the periods already paid stay as paid, and once one is, its measure
 * and period stay too); audited `leaderboard.update`.
 */
export async function updateLeaderboard(
  db: Database,
  actor: Actor,
  id: bigint,
  patch: LeaderboardPatch,
): Promise<AdminLeaderboard> {
  const code = actor.brand.currencyCode;
  return updateAudited(
    db,
    actor,
    { kind: 'leaderboard', id, name: 'The leaderboard' },
    {
      lock: (tx) =>
        tx
          .select()
          .from(leaderboards)
          .where(and(eq(leaderboards.brandId, actor.brand.id), eq(leaderboards.id, id)))
          .for('update'),
      change: async (tx, row) => {
        const values = leaderboardValues(actor.brand, {
          ...toAdminLeaderboard(row, 0, code),
          metric: row.metric as LeaderboardInput['metric'],
          gameType: row.gameType as LeaderboardInput['gameType'],
          cadence: row.cadence as LeaderboardInput['cadence'],
          ...patch,
        });
        refuseMeasureChangeOncePaid(row, values, (await paidPeriodCounts(tx, actor.brand.id)).has(id));
        return tx
          .update(leaderboards)
          .set({ ...values, updatedAt: sql`app_now()` })
          .where(eq(leaderboards.id, id))
          .returning();
      },
      view: async (tx, row) =>
        toAdminLeaderboard(row, (await paidPeriodCounts(tx, actor.brand.id)).get(id) ?? 0, code),
    },
  );
}

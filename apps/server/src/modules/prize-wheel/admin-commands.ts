import type { FieldErrorCode, WheelAdmin, WheelInput } from '@croupier/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { money, parseAmount } from '../wallet/index.ts';
import { expectedCostPerSpin, probabilityPercent } from './draw.ts';
import { prizeWheels, wheelSpinBalances, type PrizeWheelRow } from './schema.ts';

type Fields = Record<string, FieldErrorCode>;
type Actor = OperatorActor & { brand: BrandRow };

function amountOrNull(text: string | null, currency: string, field: string, fields: Fields): bigint | null {
  if (text === null) return null;
  try {
    return parseAmount(text, currency, field);
  } catch {
    fields[field] = 'INVALID';
    return null;
  }
}

/** Trimmed texts; English required. */
function texts(given: WheelInput['names'], field: string, fields: Fields) {
  const kept: Record<string, string> = {};
  for (const [language, text] of Object.entries(given)) if (text?.trim()) kept[language] = text.trim();
  if (!kept.EN) fields[`${field}.EN`] = 'REQUIRED';
  return kept;
}

/** The columns a wheel input is stored with, every field checked together. */
function columns(brand: BrandRow, input: WheelInput) {
  const fields: Fields = {};
  const currency = brand.currencyCode;
  const segments = input.segments.map((segment, index) => ({
    labels: texts(segment.labels, `segments.${index}.labels`, fields),
    prize: amountOrNull(segment.prize, currency, `segments.${index}.prize`, fields)?.toString() ?? null,
    weight: segment.weight,
  }));
  const values = {
    names: texts(input.names, 'names', fields),
    enabled: input.enabled,
    currency,
    segments,
    depositPerSpin: amountOrNull(input.depositPerSpin, currency, 'depositPerSpin', fields),
    validBetPerSpin: amountOrNull(input.validBetPerSpin, currency, 'validBetPerSpin', fields),
    budget: amountOrNull(input.budget, currency, 'budget', fields),
    wageringMultiple: input.wageringMultiple,
  };
  if (Object.keys(fields).length > 0)
    throw validationFailed(fields, 'Some fields of the wheel are not valid.');
  return values;
}

async function spinCounts(db: Executor, wheelId: bigint) {
  const [row] = await db
    .select({
      earned: sql<number>`coalesce(sum(${wheelSpinBalances.earned}), 0)::int`,
      left: sql<number>`coalesce(sum(${wheelSpinBalances.spinsLeft}), 0)::int`,
    })
    .from(wheelSpinBalances)
    .where(eq(wheelSpinBalances.wheelId, wheelId));
  return { earned: row!.earned, used: row!.earned - row!.left };
}

export async function toWheelAdmin(db: Executor, row: PrizeWheelRow): Promise<WheelAdmin> {
  const total = row.segments.reduce((sum, segment) => sum + segment.weight, 0);
  const counts = await spinCounts(db, row.id);
  const orNull = (value: bigint | null) => (value === null ? null : money(value, row.currency));
  return {
    id: row.id.toString(),
    names: row.names,
    enabled: row.enabled,
    segments: row.segments.map((segment) => ({
      labels: segment.labels,
      prize: segment.prize === null ? null : money(BigInt(segment.prize), row.currency),
      weight: segment.weight,
      probability: probabilityPercent(segment.weight, total),
    })),
    depositPerSpin: orNull(row.depositPerSpin),
    validBetPerSpin: orNull(row.validBetPerSpin),
    budget: orNull(row.budget),
    spent: money(row.spent, row.currency),
    wageringMultiple: row.wageringMultiple,
    expectedCostPerSpin: money(
      expectedCostPerSpin(
        row.segments.map((segment) => ({
          weight: segment.weight,
          prize: segment.prize === null ? null : BigInt(segment.prize),
        })),
      ),
      row.currency,
    ),
    spinsEarned: counts.earned,
    spinsUsed: counts.used,
  };
}

export async function createWheel(db: Database, actor: Actor, input: WheelInput): Promise<WheelAdmin> {
  const values = columns(actor.brand, input);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(prizeWheels)
      .values({ brandId: actor.brand.id, ...values })
      .returning();
    const view = await toWheelAdmin(tx, row!);
    await recordOperatorAudit(tx, actor, {
      action: 'prize-wheel.create',
      target: `prize-wheel:${row!.id}`,
      before: null,
      after: view,
    });
    return view;
  });
}

/** Replaces a wheel's settings; spins earned and prizes paid stay. */
export async function updateWheel(
  db: Database,
  actor: Actor,
  id: bigint,
  input: WheelInput,
): Promise<WheelAdmin> {
  const values = columns(actor.brand, input);
  return inTransaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(prizeWheels)
      .where(and(eq(prizeWheels.id, id), eq(prizeWheels.brandId, actor.brand.id)))
      .for('update');
    if (!current) throw notFound('The prize wheel');
    if (values.budget !== null && values.budget < current.spent)
      throw validationFailed({ budget: 'INVALID' }, 'The budget cannot be below what the wheel has paid.');
    const before = await toWheelAdmin(tx, current);
    const [row] = await tx
      .update(prizeWheels)
      .set({ ...values, updatedAt: sql`app_now()` })
      .where(eq(prizeWheels.id, id))
      .returning();
    const view = await toWheelAdmin(tx, row!);
    await recordOperatorAudit(tx, actor, {
      action: 'prize-wheel.update',
      target: `prize-wheel:${id}`,
      before,
      after: view,
    });
    return view;
  });
}

export async function wheelsForOperator(db: Executor, brand: BrandRow): Promise<WheelAdmin[]> {
  const rows = await db
    .select()
    .from(prizeWheels)
    .where(eq(prizeWheels.brandId, brand.id))
    .orderBy(prizeWheels.id);
  const views: WheelAdmin[] = [];
  for (const row of rows) views.push(await toWheelAdmin(db, row));
  return views;
}

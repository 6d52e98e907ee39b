import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { promotionEntries, promotions, type NewPromotionRow, type PromotionRow } from './schema.ts';

export type PromotionColumns = Omit<NewPromotionRow, 'id' | 'brandId' | 'createdAt' | 'updatedAt' | 'spent'>;

export async function insertPromotion(db: Executor, brandId: bigint, values: PromotionColumns) {
  const [row] = await db
    .insert(promotions)
    .values({ ...values, brandId })
    .returning();
  return row!;
}

export async function updatePromotion(db: Executor, id: bigint, values: PromotionColumns) {
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: sql`app_now()` })
    .where(eq(promotions.id, id))
    .returning();
  return row!;
}

export async function findPromotion(
  db: Executor,
  brandId: bigint,
  id: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<PromotionRow | undefined> {
  const query = db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** Every promotion of the brand for operators: the latest windows first. */
export async function listPromotions(db: Executor, brandId: bigint): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.brandId, brandId))
    .orderBy(desc(promotions.startsAt), desc(promotions.id));
}

/** The enabled promotions players see: those running or coming, and those ended in the last `keepDays`. */
export async function listShownPromotions(db: Executor, brandId: bigint, keepDays: number) {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.brandId, brandId),
        eq(promotions.enabled, true),
        sql`${promotions.endsAt} > app_now() - make_interval(days => ${keepDays})`,
      ),
    )
    .orderBy(asc(promotions.startsAt), asc(promotions.id));
}

/** How many players joined each promotion. */
export async function entryCounts(db: Executor, ids: bigint[]): Promise<Map<bigint, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: promotionEntries.promotionId, joined: sql<number>`count(*)::int` })
    .from(promotionEntries)
    .where(inArray(promotionEntries.promotionId, ids))
    .groupBy(promotionEntries.promotionId);
  return new Map(rows.map((row) => [row.id, row.joined]));
}

/** The promotions among `ids` a player joined. */
export async function joinedBy(db: Executor, playerId: bigint, ids: bigint[]): Promise<Set<bigint>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: promotionEntries.promotionId })
    .from(promotionEntries)
    .where(and(eq(promotionEntries.playerId, playerId), inArray(promotionEntries.promotionId, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Joins once: a second join (a double click, two tabs) finds the entry there and adds nothing. */
export async function insertEntry(db: Executor, promotionId: bigint, playerId: bigint): Promise<boolean> {
  const rows = await db
    .insert(promotionEntries)
    .values({ promotionId, playerId })
    .onConflictDoNothing()
    .returning({ id: promotionEntries.promotionId });
  return rows.length > 0;
}

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { periodLabel } from './periods.ts';
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

/** What a player has of each promotion that changes its status: a reward to claim, one paid, an application. */
export interface CallerRewardFacts {
  claimable: boolean;
  /** The latest paid reward's status, when it belongs to the current period (or the promotion has none). */
  paid: 'issued' | 'claimed' | null;
  application: 'applying' | 'approved' | 'rejected' | null;
}

export async function callerRewardFacts(
  db: Executor,
  playerId: bigint,
  ids: bigint[],
  timezone: string,
): Promise<Map<bigint, CallerRewardFacts>> {
  if (ids.length === 0) return new Map();
  const rows = (
    (await db.execute(sql`
      select p.id,
        exists (select 1 from promotion_rewards r where r.promotion_id = p.id and r.player_id = ${playerId}
          and r.status = 'claimable' and (r.expires_at is null or r.expires_at > app_now())) as claimable,
        (select r.status from promotion_rewards r where r.promotion_id = p.id and r.player_id = ${playerId}
          and r.status <> 'claimable'
          and (p.per_period is null or r.period_key = ${periodLabel(sql`p.per_period`, sql`app_now()`, timezone)})
          order by r.id desc limit 1) as paid,
        (select a.status from promotion_applications a where a.promotion_id = p.id and a.player_id = ${playerId}
          order by a.id desc limit 1) as application
      from promotions p where p.id = any(${`{${ids.join(',')}}`}::bigint[])`)) as unknown as {
      rows: Array<{ id: string } & CallerRewardFacts>;
    }
  ).rows;
  return new Map(rows.map(({ id, ...facts }) => [BigInt(id), facts]));
}

import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { announcements, type AnnouncementRow } from './schema.ts';

export type AnnouncementColumns = Omit<typeof announcements.$inferInsert, 'id' | 'brandId' | 'createdAt'>;

/** When a notice counts as published: the start of its window, or its creation. */
const publishedAt = sql<Date>`coalesce(${announcements.startsAt}, ${announcements.createdAt})`;

/** The brand's notices as players see them in order: by sequence, then newest first. */
const playerOrder = [asc(announcements.sortOrder), desc(publishedAt), desc(announcements.id)];

export async function listAnnouncements(db: Executor, brandId: bigint): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(eq(announcements.brandId, brandId))
    .orderBy(...playerOrder);
}

/** Enabled notices inside their window; the database's clock decides, the same for every node. */
export async function listVisibleAnnouncements(
  db: Executor,
  brandId: bigint,
  audience: 'players' | 'agents',
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.brandId, brandId),
        eq(announcements.audience, audience),
        eq(announcements.enabled, true),
        or(isNull(announcements.startsAt), lte(announcements.startsAt, sql`app_now()`)),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, sql`app_now()`)),
      ),
    )
    .orderBy(...playerOrder);
}

export async function findAnnouncement(
  db: Executor,
  brandId: bigint,
  id: bigint,
  options: { forUpdate?: boolean } = {},
): Promise<AnnouncementRow | undefined> {
  const query = db
    .select()
    .from(announcements)
    .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id)));
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

export async function insertAnnouncement(
  tx: Executor,
  brandId: bigint,
  columns: AnnouncementColumns,
): Promise<AnnouncementRow> {
  const [row] = await tx
    .insert(announcements)
    .values({ ...columns, brandId })
    .returning();
  return row!;
}

export async function updateAnnouncement(
  tx: Executor,
  id: bigint,
  changes: Partial<AnnouncementColumns>,
): Promise<AnnouncementRow> {
  const [row] = await tx
    .update(announcements)
    .set({ ...changes, updatedAt: sql`app_now()` })
    .where(eq(announcements.id, id))
    .returning();
  return row!;
}

export async function deleteAnnouncement(tx: Executor, id: bigint): Promise<void> {
  await tx.delete(announcements).where(eq(announcements.id, id));
}

export async function countAnnouncements(db: Executor, brandId: bigint): Promise<number> {
  const [row] = await db.select({ n: count() }).from(announcements).where(eq(announcements.brandId, brandId));
  return row?.n ?? 0;
}

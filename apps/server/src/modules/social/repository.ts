import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { socialBindings, socialProviders, socialSignIns } from './schema.ts';

export type ProviderRow = typeof socialProviders.$inferSelect;
export type SignInRow = typeof socialSignIns.$inferSelect;
type Stage = 'started' | 'returned' | 'exchanged' | 'done';

export async function listProviderRows(db: Executor, brandId: bigint) {
  return db.select().from(socialProviders).where(eq(socialProviders.brandId, brandId));
}

export async function findProviderRow(
  db: Executor,
  brandId: bigint,
  provider: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(socialProviders)
    .where(and(eq(socialProviders.brandId, brandId), eq(socialProviders.provider, provider)));
  const rows = await (options.forUpdate ? query.for('update') : query);
  return rows[0];
}

export async function upsertProviderRow(db: Executor, values: typeof socialProviders.$inferInsert) {
  const { brandId: _brand, provider: _provider, ...changes } = values;
  const [row] = await db
    .insert(socialProviders)
    .values(values)
    .onConflictDoUpdate({
      target: [socialProviders.brandId, socialProviders.provider],
      set: { ...changes, updatedAt: sql`app_now()` },
    })
    .returning();
  return row!;
}

export async function findBinding(db: Executor, brandId: bigint, provider: string, subject: string) {
  const rows = await db
    .select()
    .from(socialBindings)
    .where(
      and(
        eq(socialBindings.brandId, brandId),
        eq(socialBindings.provider, provider),
        eq(socialBindings.subject, subject),
      ),
    );
  return rows[0];
}

/** Inserts a binding; answers false when the provider account or the player's slot is already taken. */
export async function insertBinding(db: Executor, values: typeof socialBindings.$inferInsert) {
  const rows = await db
    .insert(socialBindings)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: socialBindings.id });
  return rows.length > 0;
}

export async function insertSignIn(db: Executor, values: typeof socialSignIns.$inferInsert) {
  await db.insert(socialSignIns).values(values);
}

/** Sign-ins nobody finished are kept no longer than they can be used. */
export async function deleteExpiredSignIns(db: Executor) {
  await db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, sql`app_now()`));
}

/**
 * Moves a live sign-in of this brand and browser from one stage to the next in one statement, so each
 * stage is passed once even when two requests race; answers the row, or nothing when no live one matches.
 */
export async function advanceSignIn(
  db: Executor,
  where: {
    brandId: bigint;
    browserHash: string;
    from: Stage;
    key: { stateHash: string; provider: string } | { exchangeCodeHash: string } | { ticketHash: string };
  },
  to: Stage,
  changes: Partial<typeof socialSignIns.$inferInsert> = {},
): Promise<SignInRow | undefined> {
  const key = where.key;
  const match =
    'stateHash' in key
      ? and(eq(socialSignIns.stateHash, key.stateHash), eq(socialSignIns.provider, key.provider))
      : 'exchangeCodeHash' in key
        ? eq(socialSignIns.exchangeCodeHash, key.exchangeCodeHash)
        : eq(socialSignIns.ticketHash, key.ticketHash);
  const rows = await db
    .update(socialSignIns)
    .set({ ...changes, stage: to })
    .where(
      and(
        match,
        eq(socialSignIns.brandId, where.brandId),
        eq(socialSignIns.browserHash, where.browserHash),
        eq(socialSignIns.stage, where.from),
        gt(socialSignIns.expiresAt, sql`app_now()`),
      ),
    )
    .returning();
  return rows[0];
}

export async function updateSignIn(
  db: Executor,
  id: bigint,
  changes: Partial<typeof socialSignIns.$inferInsert>,
) {
  await db.update(socialSignIns).set(changes).where(eq(socialSignIns.id, id));
}

/** A ticket that may still bind or register, without using it up (a wrong password keeps it). */
export async function findLiveTicket(db: Executor, brandId: bigint, browserHash: string, ticketHash: string) {
  const rows = await db
    .select()
    .from(socialSignIns)
    .where(
      and(
        eq(socialSignIns.ticketHash, ticketHash),
        eq(socialSignIns.brandId, brandId),
        eq(socialSignIns.browserHash, browserHash),
        eq(socialSignIns.stage, 'exchanged'),
        gt(socialSignIns.expiresAt, sql`app_now()`),
      ),
    );
  return rows[0];
}

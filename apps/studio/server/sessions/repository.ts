import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { demoWallets, sessions } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Executor, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** A live session by the SHA-256 of its bearer token. */
export async function findLiveSession(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function findSessionById(db: Executor, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/** The demo subject's play money, opened with `initial` the first time. */
export async function ensureDemoWallet(db: Executor, subject: string, currency: string, initial: bigint) {
  await db.insert(demoWallets).values({ subject, currency, balance: initial }).onConflictDoNothing();
  const [row] = await db.select().from(demoWallets).where(eq(demoWallets.subject, subject));
  return row!;
}

export async function demoBalance(db: Executor, subject: string): Promise<bigint> {
  const [row] = await db.select().from(demoWallets).where(eq(demoWallets.subject, subject));
  return row?.balance ?? 0n;
}

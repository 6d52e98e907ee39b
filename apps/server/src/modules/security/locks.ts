import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from './schema.ts';

/** Whether a sign-in lock whose key matches the LIKE pattern is still in force. */
export async function hasLiveLock(db: Executor, keyPattern: string): Promise<boolean> {
  const rows = await db
    .select({ key: loginFailures.key })
    .from(loginFailures)
    .where(and(sql`${loginFailures.key} like ${keyPattern}`, sql`${loginFailures.lockedUntil} > app_now()`))
    .limit(1);
  return rows.length > 0;
}

/** Forgets the failures and locks whose keys match the LIKE pattern (an operator's unlock). */
export async function clearLocks(db: Executor, keyPattern: string): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.key} like ${keyPattern}`);
}

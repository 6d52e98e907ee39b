import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { loginFailures } from './schema.ts';

export interface ThrottlePolicy {
  /** Failures allowed inside the window before the key locks. */
  maxFailures: number;
  windowMinutes: number;
  lockMinutes: number;
}

export const SIGN_IN_POLICY: ThrottlePolicy = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 };

export const throttleKey = (scope: string, accountName: string, ip: string) =>
  `${scope}:${accountName.trim().toLowerCase()}:${ip}`;

/** Refuses the attempt while the key is locked, with how long to wait. */
export async function assertNotLocked(db: Executor, key: string): Promise<void> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${loginFailures.lockedUntil} - now())))::int` })
    .from(loginFailures)
    .where(sql`${loginFailures.key} = ${key} and ${loginFailures.lockedUntil} > now()`);
  if (row) {
    throw new AppError(429, 'ACCOUNT_LOCKED', 'Too many failed sign-ins; try again later.', undefined, {
      retryAfterSeconds: Math.max(1, row.seconds),
    });
  }
}

/**
 * Counts a failure in one statement (so concurrent attempts cannot slip past the threshold) and reports
 * whether this failure locked the key. A window that has passed, or a lock that has ended, starts afresh.
 */
export async function recordLoginFailure(
  db: Executor,
  key: string,
  policy: ThrottlePolicy = SIGN_IN_POLICY,
): Promise<boolean> {
  const stale = sql`(${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= now())
    or ${loginFailures.windowStartedAt} < now() - make_interval(mins => ${policy.windowMinutes})`;
  const nextFailures = sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${stale} then now() else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${policy.maxFailures}
          then now() + make_interval(mins => ${policy.lockMinutes}) else null end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return (row?.failures ?? 0) >= policy.maxFailures;
}

export async function clearLoginFailures(db: Executor, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Failures counted in the current window, for asking a captcha before the lock. */
export async function currentFailures(
  db: Executor,
  key: string,
  policy: ThrottlePolicy = SIGN_IN_POLICY,
): Promise<number> {
  const [row] = await db
    .select({ failures: loginFailures.failures })
    .from(loginFailures)
    .where(
      sql`${loginFailures.key} = ${key} and ${loginFailures.windowStartedAt} >= now() - make_interval(mins => ${policy.windowMinutes})`,
    );
  return row?.failures ?? 0;
}

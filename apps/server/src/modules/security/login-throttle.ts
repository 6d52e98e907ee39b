import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { loginFailures } from './schema.ts';

export interface ThrottlePolicy {
  /** Failures allowed inside the window before the key locks. */
  maxFailures: number;
  windowMinutes: number;
  lockMinutes: number;
  /**
   * Whether guesses in flight count towards the limit (exact under bursts). Off where one owner's own
   * concurrent requests must all be checked (payment passwords): there only committed failures count.
   */
  exactUnderBursts: boolean;
}

export const SIGN_IN_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMinutes: 15,
  lockMinutes: 15,
  exactUnderBursts: true,
};

export const throttleKey = (scope: string, accountName: string, ip: string) =>
  `${scope}:${accountName.trim().toLowerCase()}:${ip}`;

/**
 * One guess at a secret, reserved before it is checked (ADR 0012). `earlier` counts the failures and the
 * other guesses in flight when it was reserved, so "a captcha from the third guess" is decided atomically.
 */
export interface SignInAttempt {
  readonly key: string;
  readonly policy: ThrottlePolicy;
  readonly earlier: number;
  settled: boolean;
}

const lockedNow = sql`(${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} > app_now())`;

/**
 * Reserves a guess in one guarded statement, or refuses it with ACCOUNT_LOCKED: while the key is locked, and
 * while its failures plus the guesses in flight already reach the limit, so a burst of concurrent guesses
 * gets exactly `maxFailures` evaluated. An ended lock or a passed window starts afresh, which also forgets
 * the reservations of a process that died before settling them.
 */
export async function reserveAttempt(
  db: Executor,
  key: string,
  policy: ThrottlePolicy = SIGN_IN_POLICY,
): Promise<SignInAttempt> {
  const fresh = sql`(not ${lockedNow} and (${loginFailures.lockedUntil} is not null
    or ${loginFailures.windowStartedAt} < app_now() - make_interval(mins => ${policy.windowMinutes})))`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 0, inFlight: 1 })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${fresh} then 0 else ${loginFailures.failures} end`,
        inFlight: sql`case when ${fresh} then 1 else ${loginFailures.inFlight} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then app_now() else ${loginFailures.windowStartedAt} end`,
        lockedUntil: sql`case when ${fresh} then null else ${loginFailures.lockedUntil} end`,
      },
      setWhere: sql`${fresh} or (not ${lockedNow} and ${loginFailures.failures}
        + ${policy.exactUnderBursts ? loginFailures.inFlight : sql`0`} < ${policy.maxFailures})`,
    })
    .returning({ earlier: sql<number>`(${loginFailures.failures} + ${loginFailures.inFlight} - 1)::int` });
  if (!row) throw await lockedError(db, key);
  return { key, policy, earlier: row.earlier, settled: false };
}

async function lockedError(db: Executor, key: string) {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${loginFailures.lockedUntil} - app_now())))::int`,
    })
    .from(loginFailures)
    .where(sql`${loginFailures.key} = ${key} and ${lockedNow}`);
  // Not locked yet but every remaining guess is being checked: their outcome decides within a second.
  return new DomainError('ACCOUNT_LOCKED', 'Too many failed sign-ins; try again later.', undefined, {
    retryAfterSeconds: Math.max(1, row?.seconds ?? 1),
  });
}

/** A wrong guess: its reservation becomes a failure; reports whether this failure locked the key. */
export async function recordFailedAttempt(db: Executor, attempt: SignInAttempt): Promise<boolean> {
  if (attempt.settled) return false;
  attempt.settled = true;
  const { maxFailures, lockMinutes } = attempt.policy;
  const [row] = await db
    .update(loginFailures)
    .set({
      failures: sql`${loginFailures.failures} + 1`,
      inFlight: sql`greatest(${loginFailures.inFlight} - 1, 0)`,
      lockedUntil: sql`case when ${loginFailures.failures} + 1 >= ${maxFailures}
        then app_now() + make_interval(mins => ${lockMinutes}) else ${loginFailures.lockedUntil} end`,
    })
    .where(eq(loginFailures.key, attempt.key))
    .returning({ failures: loginFailures.failures });
  return (row?.failures ?? 0) >= maxFailures;
}

/**
 * A right guess: its reservation ends, and the window's failures are forgotten once no other guess is in
 * flight (a burst holding the right password still has every one of its wrong guesses counted).
 */
export async function recordSucceededAttempt(db: Executor, attempt: SignInAttempt): Promise<void> {
  if (attempt.settled) return;
  attempt.settled = true;
  await db
    .update(loginFailures)
    .set({
      inFlight: sql`greatest(${loginFailures.inFlight} - 1, 0)`,
      failures: sql`case when ${loginFailures.inFlight} <= 1 then 0 else ${loginFailures.failures} end`,
    })
    .where(eq(loginFailures.key, attempt.key));
}

/** Neither right nor wrong (a captcha missing, an account frozen, an error): the reservation just ends. */
export async function releaseAttempt(db: Executor, attempt: SignInAttempt): Promise<void> {
  if (attempt.settled) return;
  attempt.settled = true;
  await db
    .update(loginFailures)
    .set({ inFlight: sql`greatest(${loginFailures.inFlight} - 1, 0)` })
    .where(eq(loginFailures.key, attempt.key));
}

/** Runs the work of a reserved attempt; whatever it throws without settling the attempt releases it. */
export async function settlingOnError<T>(
  db: Executor,
  attempt: SignInAttempt,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await releaseAttempt(db, attempt);
    throw error;
  }
}

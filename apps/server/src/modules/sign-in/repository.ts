import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { signIns, signInSettings, type SignInRow, type SignInSettingsRow } from './schema.ts';

export async function findSettings(db: Executor, brandId: bigint): Promise<SignInSettingsRow | undefined> {
  const [row] = await db.select().from(signInSettings).where(eq(signInSettings.brandId, brandId));
  return row;
}

export async function saveSettings(
  db: Executor,
  row: { brandId: bigint; rewards: bigint[]; wageringMultiple: number; enabled: boolean },
): Promise<void> {
  const values = { ...row, updatedAt: sql`app_now()` };
  await db
    .insert(signInSettings)
    .values(values)
    .onConflictDoUpdate({ target: signInSettings.brandId, set: values });
}

/**
 * Records today's check-in, its streak counted on from yesterday's (1 when yesterday has none), in one statement:
 * answers undefined when the player has one for `day` already (a concurrent one waits on the key, then finds it).
 */
export async function insertSignIn(
  tx: Executor,
  props: {
    brandId: bigint;
    playerId: bigint;
    day: string;
    yesterday: string;
    rewardOf: (streak: number) => bigint;
  },
): Promise<SignInRow | undefined> {
  const [previous] = await tx
    .select({ streak: signIns.streak })
    .from(signIns)
    .where(and(eq(signIns.playerId, props.playerId), eq(signIns.day, props.yesterday)));
  const streak = (previous?.streak ?? 0) + 1;
  const [row] = await tx
    .insert(signIns)
    .values({
      brandId: props.brandId,
      playerId: props.playerId,
      day: props.day,
      streak,
      reward: props.rewardOf(streak),
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function setBonus(tx: Executor, playerId: bigint, day: string, bonusId: bigint): Promise<void> {
  await tx
    .update(signIns)
    .set({ bonusId })
    .where(and(eq(signIns.playerId, playerId), eq(signIns.day, day)));
}

/** The player's latest check-in on or before `day`. */
export async function latestSignIn(
  db: Executor,
  playerId: bigint,
  day: string,
): Promise<SignInRow | undefined> {
  const [row] = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.playerId, playerId), sql`${signIns.day} <= ${day}::date`))
    .orderBy(desc(signIns.day))
    .limit(1);
  return row;
}

/** The days of `[from, to)` (dates) the player signed in on, in order. */
export async function signedDays(
  db: Executor,
  playerId: bigint,
  from: string,
  to: string,
): Promise<SignInRow[]> {
  return db
    .select()
    .from(signIns)
    .where(and(eq(signIns.playerId, playerId), gte(signIns.day, from), lt(signIns.day, to)))
    .orderBy(signIns.day);
}

/** How many days of `[from, to)` (dates) the player signed in on: the `sign_ins` metric of missions. */
export async function countSignIns(
  db: Executor,
  playerId: bigint,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ days: count() })
    .from(signIns)
    .where(and(eq(signIns.playerId, playerId), gte(signIns.day, from), lt(signIns.day, to)));
  return row?.days ?? 0;
}

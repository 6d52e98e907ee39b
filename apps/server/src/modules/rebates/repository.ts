import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rebateDays } from './schema.ts';

export type RebateDayRow = typeof rebateDays.$inferSelect;

interface DayKey {
  brandId: bigint;
  playerId: bigint;
  day: string;
  level: number;
}

/**
 * Records a manual claim of a day, once: answers false when the day was claimed (or settled) before. A
 * concurrent claim or run of the same day waits on the row and then finds it taken.
 */
export async function recordClaim(
  tx: Executor,
  key: DayKey & { amount: bigint; byType: Record<string, string> },
): Promise<boolean> {
  const claim = { claimed: key.amount, claimedByType: key.byType, claimedAt: sql`app_now()` };
  const [row] = await tx
    .insert(rebateDays)
    .values({ brandId: key.brandId, playerId: key.playerId, day: key.day, level: key.level, ...claim })
    .onConflictDoUpdate({
      target: [rebateDays.playerId, rebateDays.day],
      set: claim,
      setWhere: and(isNull(rebateDays.claimedAt), isNull(rebateDays.settledAt)),
    })
    .returning({ day: rebateDays.day });
  return row !== undefined;
}

/**
 * Marks a closed day settled by the daily run, once: answers what a claim paid of it, or undefined when the day
 * was settled before (a re-run, or another worker).
 */
export async function startSettling(tx: Executor, key: DayKey): Promise<{ claimed: bigint } | undefined> {
  const [row] = await tx
    .insert(rebateDays)
    .values({ ...key, settledAt: sql`app_now()` })
    .onConflictDoUpdate({
      target: [rebateDays.playerId, rebateDays.day],
      set: { settledAt: sql`app_now()` },
      setWhere: isNull(rebateDays.settledAt),
    })
    .returning({ claimed: rebateDays.claimed });
  return row;
}

export async function recordSettled(
  tx: Executor,
  props: { playerId: bigint; day: string; amount: bigint; byType: Record<string, string> },
): Promise<void> {
  await tx
    .update(rebateDays)
    .set({ settled: props.amount, settledByType: props.byType })
    .where(and(eq(rebateDays.playerId, props.playerId), eq(rebateDays.day, props.day)));
}

export async function findDay(
  db: Executor,
  playerId: bigint,
  day: string,
): Promise<RebateDayRow | undefined> {
  const [row] = await db
    .select()
    .from(rebateDays)
    .where(and(eq(rebateDays.playerId, playerId), eq(rebateDays.day, day)));
  return row;
}

import { and, asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leaderboardResults, leaderboards, missionClaims, missions, type MissionRow } from './schema.ts';

export async function enabledMissions(db: Executor, brandId: bigint): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.brandId, brandId), eq(missions.enabled, true)))
    .orderBy(asc(missions.id));
}

export async function findMission(
  db: Executor,
  brandId: bigint,
  id: bigint,
): Promise<MissionRow | undefined> {
  const [row] = await db
    .select()
    .from(missions)
    .where(and(eq(missions.brandId, brandId), eq(missions.id, id)));
  return row;
}

/**
 * The mission as it stands under a key-share lock for the rest of the claim's transaction: claims do not wait on
 * one another (nor on the budget's update), but a console change (`FOR UPDATE`) waits for them and they for it,
 * so a change never slips between a claim's check and its payment.
 */
export async function lockMissionForClaim(tx: Executor, id: bigint): Promise<MissionRow | undefined> {
  const [row] = await tx.select().from(missions).where(eq(missions.id, id)).for('key share');
  return row;
}

/** The (mission, period) pairs the player has claimed among these periods. */
export async function claimedKeys(
  db: Executor,
  playerId: bigint,
  periodKeys: readonly string[],
): Promise<Set<string>> {
  if (periodKeys.length === 0) return new Set();
  const rows = await db
    .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
    .from(missionClaims)
    .where(and(eq(missionClaims.playerId, playerId), inArray(missionClaims.periodKey, [...periodKeys])));
  return new Set(rows.map((row) => `${row.missionId}:${row.periodKey}`));
}

/** Records a claim; answers false when the player claimed the mission's period before (the key decides races). */
export async function insertClaim(
  tx: Executor,
  claim: { missionId: bigint; playerId: bigint; periodKey: string; amount: bigint },
): Promise<boolean> {
  const rows = await tx
    .insert(missionClaims)
    .values(claim)
    .onConflictDoNothing()
    .returning({ missionId: missionClaims.missionId });
  return rows.length > 0;
}

export async function setClaimBonus(
  tx: Executor,
  claim: { missionId: bigint; playerId: bigint; periodKey: string },
  bonusId: bigint,
): Promise<void> {
  await tx
    .update(missionClaims)
    .set({ bonusId })
    .where(
      and(
        eq(missionClaims.missionId, claim.missionId),
        eq(missionClaims.playerId, claim.playerId),
        eq(missionClaims.periodKey, claim.periodKey),
      ),
    );
}

/** Takes `amount` from the mission's budget in one guarded update; false when it would pass the budget. */
export async function reserveBudget(tx: Executor, missionId: bigint, amount: bigint): Promise<boolean> {
  const rows = await tx
    .update(missions)
    .set({ spent: sql`${missions.spent} + ${amount}` })
    .where(
      and(
        eq(missions.id, missionId),
        sql`(${missions.budget} is null or ${missions.spent} + ${amount} <= ${missions.budget})`,
      ),
    )
    .returning({ id: missions.id });
  return rows.length > 0;
}

/** Claims per mission, for the console. */
export async function claimCounts(db: Executor, brandId: bigint): Promise<Map<bigint, number>> {
  const rows = await db
    .select({ missionId: missionClaims.missionId, claims: count() })
    .from(missionClaims)
    .innerJoin(missions, eq(missions.id, missionClaims.missionId))
    .where(eq(missions.brandId, brandId))
    .groupBy(missionClaims.missionId);
  return new Map(rows.map((row) => [row.missionId, row.claims]));
}

/** Closed periods each leaderboard has paid, for the console. */
export async function paidPeriodCounts(db: Executor, brandId: bigint): Promise<Map<bigint, number>> {
  const rows = await db
    .select({
      leaderboardId: leaderboardResults.leaderboardId,
      periods: countDistinct(leaderboardResults.periodKey),
    })
    .from(leaderboardResults)
    .innerJoin(leaderboards, eq(leaderboards.id, leaderboardResults.leaderboardId))
    .where(eq(leaderboards.brandId, brandId))
    .groupBy(leaderboardResults.leaderboardId);
  return new Map(rows.map((row) => [row.leaderboardId, row.periods]));
}

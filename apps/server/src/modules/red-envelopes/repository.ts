import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { envelopeRains, envelopes, type EnvelopeRainRow, type EnvelopeRow } from './schema.ts';

export type RainColumns = Omit<
  typeof envelopeRains.$inferInsert,
  'id' | 'createdAt' | 'closedAt' | 'returnedAmount'
>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Stores a rain with its envelopes, the amounts already split. */
export async function insertRain(
  tx: Executor,
  columns: RainColumns,
  amounts: bigint[],
): Promise<EnvelopeRainRow> {
  const [rain] = await tx.insert(envelopeRains).values(columns).returning();
  await tx.insert(envelopes).values(amounts.map((amount) => ({ rainId: rain!.id, amount })));
  return rain!;
}

export async function rainByRequestKey(tx: Executor, brandId: bigint, senderId: bigint, key: string) {
  const [row] = await tx
    .select()
    .from(envelopeRains)
    .where(
      and(
        eq(envelopeRains.brandId, brandId),
        eq(envelopeRains.senderId, senderId),
        eq(envelopeRains.requestKey, key),
      ),
    );
  return row;
}

/**
 * The rain with whether it takes grabs now, share-locked until the transaction ends: the leftover return of an
 * agent's rain (an update of this row) waits for the grabs in flight, and no grab lands after it.
 */
export async function lockRainForGrab(tx: Executor, brandId: bigint, rainId: bigint) {
  const [row] = await tx
    .select({
      rain: envelopeRains,
      live: sql<boolean>`${envelopeRains.startsAt} <= app_now() and ${envelopeRains.endsAt} > app_now()
        and ${envelopeRains.closedAt} is null`,
    })
    .from(envelopeRains)
    .where(and(eq(envelopeRains.id, rainId), eq(envelopeRains.brandId, brandId)))
    .for('share');
  return row;
}

export async function envelopeOf(tx: Executor, rainId: bigint, playerId: bigint) {
  const [row] = await tx
    .select()
    .from(envelopes)
    .where(and(eq(envelopes.rainId, rainId), eq(envelopes.playerId, playerId)));
  return row;
}

/**
 * Gives the player the first envelope nobody holds, in one statement: rows other grabs are writing are skipped
 * rather than waited on, so 1,000 concurrent grabs each take a different envelope or find none left.
 */
/**
 * One player's grabs of one rain, one at a time (until the transaction ends): a second grab fired at once then
 * finds the first's envelope (ENVELOPE_ALREADY_GRABBED) instead of finding every unclaimed row locked by its own
 * other attempts and answering that none is left.
 */
export async function holdPlayerGrab(tx: Executor, rainId: bigint, playerId: bigint): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`envelope-grab:${rainId}:${playerId}`}, 0))`,
  );
}

export async function claimEnvelope(
  tx: Executor,
  rainId: bigint,
  playerId: bigint,
): Promise<EnvelopeRow | undefined> {
  const [row] = rowsOf<{ id: string; amount: string }>(
    await tx.execute(sql`update envelopes set player_id = ${playerId}, grabbed_at = app_now()
      where id = (select id from envelopes where rain_id = ${rainId} and player_id is null
        order by id limit 1 for update skip locked)
      returning id, amount`),
  );
  if (!row) return undefined;
  return { id: BigInt(row.id), rainId, amount: BigInt(row.amount), playerId, grabbedAt: null };
}

export async function envelopesLeft(tx: Executor, rainId: bigint): Promise<number> {
  const [row] = await tx
    .select({ left: sql<number>`count(*)::int` })
    .from(envelopes)
    .where(and(eq(envelopes.rainId, rainId), isNull(envelopes.playerId)));
  return row!.left;
}

/** Grabbed count and amount per rain. */
export async function grabTotals(tx: Executor, rainIds: bigint[]) {
  if (rainIds.length === 0) return new Map<bigint, { count: number; amount: bigint }>();
  const rows = rowsOf<{ rain_id: string; count: number; amount: string }>(
    await tx.execute(sql`select rain_id, count(*)::int as count, coalesce(sum(amount), 0)::text as amount
      from envelopes where rain_id = any(${`{${rainIds.join(',')}}`}::bigint[]) and player_id is not null
      group by rain_id`),
  );
  return new Map(
    rows.map((row) => [BigInt(row.rain_id), { count: row.count, amount: BigInt(row.amount) }] as const),
  );
}

export async function grabsOf(tx: Executor, rainId: bigint) {
  return tx
    .select()
    .from(envelopes)
    .where(and(eq(envelopes.rainId, rainId), sql`${envelopes.playerId} is not null`))
    .orderBy(envelopes.grabbedAt, envelopes.id);
}

export async function findRain(tx: Executor, brandId: bigint, rainId: bigint) {
  const [row] = await tx
    .select()
    .from(envelopeRains)
    .where(and(eq(envelopeRains.id, rainId), eq(envelopeRains.brandId, brandId)));
  return row;
}

/** The brand's rains, newest first, optionally one agent's. */
export async function listRains(tx: Executor, brandId: bigint, senderId?: bigint, limit = 100) {
  return tx
    .select()
    .from(envelopeRains)
    .where(
      and(
        eq(envelopeRains.brandId, brandId),
        senderId === undefined ? undefined : eq(envelopeRains.senderId, senderId),
      ),
    )
    .orderBy(desc(envelopeRains.id))
    .limit(limit);
}

/** Rains a member may see: not closed, not over, starting within the next day. */
export async function openRains(tx: Executor, brandId: bigint) {
  return tx
    .select()
    .from(envelopeRains)
    .where(
      and(
        eq(envelopeRains.brandId, brandId),
        isNull(envelopeRains.closedAt),
        sql`${envelopeRains.endsAt} > app_now() and ${envelopeRains.startsAt} <= app_now() + interval '1 day'`,
      ),
    )
    .orderBy(envelopeRains.startsAt, envelopeRains.id)
    .limit(50);
}

/** Agents' rains whose window is over and whose leftover has not gone back yet. */
export async function agentRainsToClose(tx: Executor, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: envelopeRains.id })
    .from(envelopeRains)
    .where(
      and(
        eq(envelopeRains.kind, 'agent'),
        isNull(envelopeRains.closedAt),
        sql`${envelopeRains.endsAt} <= app_now()`,
      ),
    )
    .orderBy(envelopeRains.endsAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Marks the rain closed, once: the one caller that gets the row back returns the leftover. */
export async function closeRain(tx: Executor, rainId: bigint) {
  const [row] = await tx
    .update(envelopeRains)
    .set({ closedAt: sql`app_now()` })
    .where(and(eq(envelopeRains.id, rainId), isNull(envelopeRains.closedAt)))
    .returning();
  return row;
}

export async function unclaimedAmount(tx: Executor, rainId: bigint): Promise<bigint> {
  const [row] = await tx
    .select({ amount: sql<string>`coalesce(sum(${envelopes.amount}), 0)::text` })
    .from(envelopes)
    .where(and(eq(envelopes.rainId, rainId), isNull(envelopes.playerId)));
  return BigInt(row!.amount);
}

export async function recordReturned(tx: Executor, rainId: bigint, amount: bigint) {
  await tx.update(envelopeRains).set({ returnedAmount: amount }).where(eq(envelopeRains.id, rainId));
}

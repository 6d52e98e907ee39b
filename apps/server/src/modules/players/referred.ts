import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A player who registered with another account's referral code. */
export interface ReferredPlayer {
  id: bigint;
  brandId: bigint;
  referrerId: bigint;
  registeredAt: Date;
}

/** Players referred by someone who registered at or after `since`, oldest first, at most `limit`. */
export async function referredPlayersSince(
  db: Executor,
  since: Date,
  limit: number,
): Promise<ReferredPlayer[]> {
  const rows = rowsOf<{ id: string; brand_id: string; referred_by_id: string; created_at: Date | string }>(
    await db.execute(sql`
      select id, brand_id, referred_by_id, created_at from players
      where referred_by_id is not null and created_at >= ${since.toISOString()}::timestamptz
      order by created_at, id
      limit ${limit}`),
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    brandId: BigInt(row.brand_id),
    referrerId: BigInt(row.referred_by_id),
    registeredAt: new Date(row.created_at),
  }));
}

/**
 * Whether two accounts were used from one browser (a device id both sent) or one address (an IP either
 * registered from or signed in from successfully): what makes a referral a self-referral.
 */
export async function sharedAccessOf(
  db: Executor,
  a: bigint,
  b: bigint,
): Promise<{ device: boolean; ip: boolean }> {
  const [row] = rowsOf<{ device: boolean; ip: boolean }>(
    await db.execute(sql`
      with seen as (
        select player_id, ip, device_id from login_history
        where player_id in (${a}, ${b}) and success
        union all
        select id, registration_ip, null from players where id in (${a}, ${b})
      )
      select
        exists (select 1 from seen x join seen y on x.device_id = y.device_id
          where x.player_id = ${a} and y.player_id = ${b}) as device,
        exists (select 1 from seen x join seen y on x.ip = y.ip
          where x.player_id = ${a} and y.player_id = ${b}) as ip`),
  );
  return { device: row?.device ?? false, ip: row?.ip ?? false };
}

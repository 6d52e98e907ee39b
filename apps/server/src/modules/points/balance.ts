import type { PointEntryKind } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * How an entry moves a balance: `earn` adds what was earned; `takeBack` removes earned points, at most what the
 * balance holds (points already spent stay spent); `spend` removes points or fails with POINTS_INSUFFICIENT;
 * `refund` gives spent points back.
 */
export type PointMove = 'earn' | 'takeBack' | 'spend' | 'refund';

export interface MovePointsProps {
  brandId: bigint;
  playerId: bigint;
  kind: PointEntryKind;
  move: PointMove;
  /** Hundredths of a point, positive. */
  points: bigint;
  /** Unique per brand: the same key moves the balance once. */
  key: string;
  reference: string;
}

/** What a move did: the points applied (a take-back can be less than asked) and the balance after it. */
export interface MovedPoints {
  applied: bigint;
  balance: bigint;
  replayed: boolean;
}

const CHANGE: Record<PointMove, (points: bigint) => ReturnType<typeof sql>> = {
  earn: (p) => sql`balance = balance + ${p}, earned = earned + ${p}`,
  takeBack: (p) => sql`balance = balance - least(balance, ${p}), earned = earned - least(balance, ${p})`,
  spend: (p) => sql`balance = balance - ${p}, spent = spent + ${p}`,
  refund: (p) => sql`balance = balance + ${p}, spent = spent - ${p}`,
};

/**
 * Moves a player's points with an entry of the points ledger, in the caller's transaction. The entry's key is
 * claimed first (a replay changes nothing and answers `replayed`); the balance row is changed by one guarded
 * statement, so concurrent spends never take more than the balance holds.
 */
export async function movePoints(tx: Executor, props: MovePointsProps): Promise<MovedPoints> {
  if (props.points <= 0n) throw new RangeError('movePoints: the points must be positive');
  const [claimed] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into point_entries (brand_id, player_id, kind, points, balance_after, idempotency_key, reference)
      values (${props.brandId}, ${props.playerId}, ${props.kind}, 0, 0, ${props.key}, ${props.reference})
      on conflict (brand_id, idempotency_key) do nothing returning id`),
  );
  if (!claimed) return { applied: 0n, balance: await balanceOf(tx, props.playerId), replayed: true };
  await tx.execute(sql`insert into point_accounts (player_id, brand_id) values (${props.playerId}, ${props.brandId})
    on conflict do nothing`);
  const [moved] = rowsOf<{ balance: string; before: string }>(
    await tx.execute(sql`
      with old as (select balance as before from point_accounts where player_id = ${props.playerId} for update)
      update point_accounts set ${CHANGE[props.move](props.points)}
      from old
      where player_id = ${props.playerId} ${props.move === 'spend' ? sql`and old.before >= ${props.points}` : sql``}
      returning point_accounts.balance, old.before`),
  );
  if (!moved) throw new DomainError('POINTS_INSUFFICIENT', 'Not enough points for this.');
  const balance = BigInt(moved.balance);
  const applied = balance - BigInt(moved.before);
  await tx.execute(sql`update point_entries set points = ${applied}, balance_after = ${balance}
    where id = ${claimed.id}`);
  return { applied: applied < 0n ? -applied : applied, balance, replayed: false };
}

export async function balanceOf(db: Executor, playerId: bigint): Promise<bigint> {
  const [row] = rowsOf<{ balance: string }>(
    await db.execute(sql`select balance from point_accounts where player_id = ${playerId}`),
  );
  return row ? BigInt(row.balance) : 0n;
}

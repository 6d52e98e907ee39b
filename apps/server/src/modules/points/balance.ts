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

export interface Earning {
  brandId: bigint;
  playerId: bigint;
  kind: PointEntryKind;
  /** Hundredths of a point, positive. */
  points: bigint;
  key: string;
  reference: string;
}

const json = (rows: unknown[]) =>
  JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Credits many earnings at once (a stream batch): the entries are inserted in one statement, skipping keys taken
 * before (a batch read again credits nothing twice); the balances grow by what was inserted, in one statement;
 * each entry then gets the balance after it, in entry order. Earning only adds, so no guard is needed.
 */
export async function earnInBulk(tx: Executor, earnings: Earning[]): Promise<void> {
  if (earnings.length === 0) return;
  const inserted = rowsOf<{ id: string; player_id: string; brand_id: string; points: string }>(
    await tx.execute(sql`
      insert into point_entries (brand_id, player_id, kind, points, balance_after, idempotency_key, reference)
      select e.brand_id, e.player_id, e.kind, e.points, 0, e.key, e.reference
      from jsonb_to_recordset(${json(earnings.map((e, n) => ({ n, brand_id: e.brandId, player_id: e.playerId, kind: e.kind, points: e.points, key: e.key, reference: e.reference })))}::jsonb)
        as e (n int, brand_id bigint, player_id bigint, kind text, points bigint, key text, reference text)
      order by e.n
      on conflict (brand_id, idempotency_key) do nothing
      returning id, player_id, brand_id, points`),
  );
  if (inserted.length === 0) return;
  const byPlayer = new Map<
    string,
    { brandId: string; total: bigint; entries: { id: bigint; points: bigint }[] }
  >();
  for (const row of inserted) {
    const player = byPlayer.get(row.player_id) ?? { brandId: row.brand_id, total: 0n, entries: [] };
    player.total += BigInt(row.points);
    player.entries.push({ id: BigInt(row.id), points: BigInt(row.points) });
    byPlayer.set(row.player_id, player);
  }
  const balances = rowsOf<{ player_id: string; balance: string }>(
    await tx.execute(sql`
      insert into point_accounts as a (player_id, brand_id, balance, earned)
      select t.player_id, t.brand_id, t.total, t.total
      from jsonb_to_recordset(${json([...byPlayer].map(([playerId, p]) => ({ player_id: playerId, brand_id: p.brandId, total: p.total })))}::jsonb)
        as t (player_id bigint, brand_id bigint, total bigint)
      order by t.player_id
      on conflict (player_id) do update
        set balance = a.balance + excluded.balance, earned = a.earned + excluded.earned
      returning player_id, balance`),
  );
  const after: { id: bigint; balance: bigint }[] = [];
  for (const { player_id, balance } of balances) {
    let running = BigInt(balance);
    const entries = byPlayer.get(player_id)!.entries.sort((a, b) => (a.id < b.id ? 1 : -1));
    for (const entry of entries) {
      after.push({ id: entry.id, balance: running });
      running -= entry.points;
    }
  }
  await tx.execute(sql`
    update point_entries e set balance_after = b.balance
    from jsonb_to_recordset(${json(after)}::jsonb) as b (id bigint, balance bigint)
    where e.id = b.id`);
}

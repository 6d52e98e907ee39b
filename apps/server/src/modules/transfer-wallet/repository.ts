import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { transferWalletVendors } from '../catalogue/index.ts';
import { vendorWalletTransfers } from './schema.ts';

export type TransferRow = typeof vendorWalletTransfers.$inferSelect;
export type NewTransfer = typeof vendorWalletTransfers.$inferInsert;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Writes the transfer; undefined when the player's Idempotency-Key is already taken (by a concurrent twin). */
export async function insertTransfer(tx: Executor, values: NewTransfer): Promise<TransferRow | undefined> {
  const [row] = await tx.insert(vendorWalletTransfers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findTransferByKey(
  db: Executor,
  playerId: bigint,
  key: string,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorWalletTransfers)
    .where(and(eq(vendorWalletTransfers.playerId, playerId), eq(vendorWalletTransfers.idempotencyKey, key)));
  return row;
}

export async function findTransfer(db: Executor, id: bigint): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(vendorWalletTransfers).where(eq(vendorWalletTransfers.id, id));
  return row;
}

/** The transfer, locked, if it is still pending: whoever holds this lock settles it, once. */
export async function lockPendingTransfer(tx: Executor, id: bigint): Promise<TransferRow | undefined> {
  const [row] = await tx
    .select()
    .from(vendorWalletTransfers)
    .where(and(eq(vendorWalletTransfers.id, id), eq(vendorWalletTransfers.status, 'pending')))
    .for('update');
  return row;
}

export async function markResolved(
  tx: Executor,
  id: bigint,
  outcome: { status: 'completed' | 'refused'; vendorStatus: string; ledgerTransferId?: bigint },
): Promise<TransferRow> {
  const [row] = await tx
    .update(vendorWalletTransfers)
    .set({
      status: outcome.status,
      vendorStatus: outcome.vendorStatus,
      ...(outcome.ledgerTransferId !== undefined ? { ledgerTransferId: outcome.ledgerTransferId } : {}),
      resolvedAt: sql`app_now()`,
      nextAttemptAt: null,
    })
    .where(eq(vendorWalletTransfers.id, id))
    .returning();
  return row!;
}

/**
 * Notes why the vendor's answer is still unknown. From the player's request the job may ask at once (its own
 * tick is the delay); from the job the claim has already set the next attempt.
 */
export async function noteUnknown(db: Executor, id: bigint, reason: string, askNow: boolean) {
  await db
    .update(vendorWalletTransfers)
    .set({ lastError: reason.slice(0, 500), ...(askNow ? { nextAttemptAt: sql`now()` } : {}) })
    .where(and(eq(vendorWalletTransfers.id, id), eq(vendorWalletTransfers.status, 'pending')));
}

/** Longest wait between two status queries; a pending transfer is asked about until it has an answer. */
export const MAX_RETRY_SECONDS = 600;

/**
 * Takes the pending transfer that is due first and reserves it until its next attempt (10 s, doubling to 10 min),
 * in a statement of its own so no transaction stays open while the vendor is asked. SKIP LOCKED lets several
 * nodes claim side by side; a node that dies mid-query leaves the row to be claimed again when that time comes.
 */
export async function claimDueTransfer(db: Database): Promise<TransferRow | undefined> {
  const t = vendorWalletTransfers;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 'pending'), lte(t.nextAttemptAt, sql`now()`)))
    .orderBy(asc(t.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(t)
    .set({
      attempts: sql`${t.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => least(10 * power(2, least(${t.attempts}, 10)), ${MAX_RETRY_SECONDS}))`,
    })
    .where(inArray(t.id, due))
    .returning();
  return row;
}

/** A completed transfer in: the player holds that much more at the vendor. */
export async function raiseHeldBalance(tx: Executor, row: TransferRow) {
  await tx.execute(sql`
    insert into vendor_wallet_balances (player_id, vassalage, brand_id, currency, balance)
    values (${row.playerId}, ${row.vassalage}, ${row.brandId}, ${row.currency}, ${row.amount})
    on conflict (player_id, vassalage) do update
      set balance = vendor_wallet_balances.balance + excluded.balance, updated_at = app_now()`);
}

/** A completed transfer out; winnings at the vendor can bring back more than we know of, so it stops at zero. */
export async function lowerHeldBalance(tx: Executor, row: TransferRow) {
  await tx.execute(sql`
    update vendor_wallet_balances set balance = greatest(balance - ${row.amount}, 0), updated_at = app_now()
    where player_id = ${row.playerId} and vassalage = ${row.vassalage}`);
}

export interface WalletRow {
  vassalage: string;
  name: string;
  balance: bigint;
  pending_in: bigint;
  pending_out: bigint;
  accepts_in: boolean;
}

/**
 * The player's transfer-wallet vendors: those that take transfers in now, and any other (switched off, in
 * maintenance, its URL removed) where the player still holds money or has a transfer under way, so it can
 * always be brought back. Asked for one vendor, it answers that vendor whatever its state.
 */
export async function walletRows(
  db: Executor,
  props: { playerId: bigint; currency: string; vassalage?: string },
): Promise<WalletRow[]> {
  const vendors = await transferWalletVendors(db, props.vassalage);
  const held = rowsOf<{ vassalage: string; balance: bigint }>(
    await db.execute(sql`select vassalage, balance from vendor_wallet_balances
      where player_id = ${props.playerId} and currency = ${props.currency}`),
  );
  const pending = rowsOf<{ vassalage: string; pending_in: bigint | null; pending_out: bigint | null }>(
    await db.execute(sql`
      select vassalage,
        sum(amount) filter (where direction = 'in')::int8 as pending_in,
        sum(amount) filter (where direction = 'out')::int8 as pending_out
      from vendor_wallet_transfers where player_id = ${props.playerId} and status = 'pending'
      group by vassalage`),
  );
  const balances = new Map(held.map((row) => [row.vassalage, BigInt(row.balance)]));
  const under = new Map(pending.map((row) => [row.vassalage, row]));
  return vendors
    .filter(
      (vendor) =>
        props.vassalage !== undefined ||
        vendor.open ||
        (balances.get(vendor.vassalage) ?? 0n) > 0n ||
        under.has(vendor.vassalage),
    )
    .map((vendor) => {
      const transfers = under.get(vendor.vassalage);
      return {
        vassalage: vendor.vassalage,
        name: vendor.name,
        balance: balances.get(vendor.vassalage) ?? 0n,
        pending_in: BigInt(transfers?.pending_in ?? 0),
        pending_out: BigInt(transfers?.pending_out ?? 0),
        accepts_in: vendor.acceptsIn,
      };
    });
}

/** The held-balance row's version (its last change, as text to keep PostgreSQL's microseconds), or null. */
export async function heldBalanceVersion(
  db: Executor,
  playerId: bigint,
  vassalage: string,
): Promise<string | null> {
  const [row] = rowsOf<{ version: string }>(
    await db.execute(sql`select updated_at::text as version from vendor_wallet_balances
      where player_id = ${playerId} and vassalage = ${vassalage}`),
  );
  return row?.version ?? null;
}

/**
 * Takes the vendor's own figure for what the player holds there, unless a transfer is under way or one finished
 * since we asked (the row's version moved): then the figure may be from before it, and the next query decides.
 */
export async function replaceHeldBalance(
  db: Executor,
  props: {
    playerId: bigint;
    vassalage: string;
    brandId: bigint;
    currency: string;
    balance: bigint;
    seenVersion: string | null;
  },
) {
  const quiet = sql`not exists (select 1 from vendor_wallet_transfers
    where player_id = ${props.playerId} and vassalage = ${props.vassalage} and status = 'pending')`;
  if (props.seenVersion === null) {
    await db.execute(sql`
      insert into vendor_wallet_balances (player_id, vassalage, brand_id, currency, balance)
      select ${props.playerId}, ${props.vassalage}, ${props.brandId}, ${props.currency}, ${props.balance}::bigint
      where ${quiet}
      on conflict (player_id, vassalage) do nothing`);
    return;
  }
  await db.execute(sql`
    update vendor_wallet_balances set balance = ${props.balance}, updated_at = app_now()
    where player_id = ${props.playerId} and vassalage = ${props.vassalage}
      and updated_at::text = ${props.seenVersion} and ${quiet}`);
}

/** Whether players hold money at the vendor or have a transfer with it under way. */
export async function holdsPlayerMoney(db: Executor, vassalage: string): Promise<boolean> {
  const [row] = rowsOf<{ busy: boolean }>(
    await db.execute(sql`select exists (
      select 1 from vendor_wallet_balances where vassalage = ${vassalage} and balance > 0
      union all select 1 from vendor_wallet_transfers where vassalage = ${vassalage} and status = 'pending'
    ) as busy`),
  );
  return row?.busy === true;
}

import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PlayerAccountKind, TransferKind } from './accounts.ts';
import { ledgerTransfers } from './schema.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface WalletBalance {
  balance: bigint;
  locked: bigint;
  available: bigint;
}

/** A player's balance; a player who never had money has an account of zero (it is created on first credit). */
export async function playerBalance(
  db: Executor,
  playerId: bigint,
  currency: string,
  kind: PlayerAccountKind = 'player_cash',
): Promise<WalletBalance> {
  const row = rowsOf<{ balance: bigint; locked: bigint }>(
    await db.execute(sql`select balance, locked from ledger_accounts
      where player_id = ${playerId} and kind = ${kind} and currency = ${currency}`),
  )[0];
  const balance = row?.balance ?? 0n;
  const locked = row?.locked ?? 0n;
  return { balance, locked, available: balance - locked };
}

/** The cash balances of a page of players in one currency (a player without an account holds 0). */
export async function cashBalancesOf(
  db: Executor,
  playerIds: readonly bigint[],
  currency: string,
): Promise<Map<bigint, bigint>> {
  const balances = new Map(playerIds.map((id) => [id, 0n]));
  if (playerIds.length === 0) return balances;
  const rows = rowsOf<{ player_id: bigint | string; balance: bigint | string }>(
    await db.execute(sql`select player_id, balance from ledger_accounts
      where kind = 'player_cash' and currency = ${currency}
        and player_id = any(${`{${playerIds.join(',')}}`}::bigint[])`),
  );
  for (const row of rows) balances.set(BigInt(row.player_id), BigInt(row.balance));
  return balances;
}

/**
 * What a player was paid of some kinds per day of `timezone`, net of reversals (money taken back under the same
 * kind): an agent's income report.
 */
export async function paidByDay(
  db: Executor,
  props: {
    playerId: bigint;
    currency: string;
    kinds: TransferKind[];
    timezone: string;
    from: Date;
    to: Date;
  },
): Promise<{ day: string; kind: TransferKind; amount: bigint }[]> {
  // Through the player's cash entries, as the account record reads them (indexed by account).
  const rows = rowsOf<{ day: string; kind: TransferKind; amount: string }>(
    await db.execute(sql`
      select to_char(e.created_at at time zone ${props.timezone}::text, 'YYYY-MM-DD') as day, t.kind,
        sum(e.amount)::text as amount
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
      where a.player_id = ${props.playerId} and a.kind = 'player_cash' and a.currency = ${props.currency}
        and t.kind = any(${`{${props.kinds.join(',')}}`}::text[])
        and e.created_at >= ${props.from.toISOString()}::timestamptz
        and e.created_at < ${props.to.toISOString()}::timestamptz
      group by 1, 2 order by 1, 2`),
  );
  return rows.map((row) => ({ day: row.day, kind: row.kind, amount: BigInt(row.amount) }));
}

export interface AccountRecordRow {
  id: bigint;
  playerId: bigint;
  createdAt: Date;
  type: TransferKind;
  amount: bigint;
  balanceAfter: bigint;
  reference: string;
  remark: string;
}

export interface AccountRecordQuery {
  /** One player's record, or the records of the players a subquery names (an agent's team). */
  playerId: bigint | SQL;
  currency: string;
  from?: Date;
  to?: Date;
  type?: TransferKind;
  page: number;
  pageSize: number;
}

/** The player's account record (spec `transactionHistory`): every posted movement of their cash, newest first. */
export async function accountRecord(db: Executor, query: AccountRecordQuery) {
  const players =
    typeof query.playerId === 'bigint'
      ? sql`a.player_id = ${query.playerId}`
      : sql`a.player_id in ${query.playerId}`;
  const where = sql`${players} and a.kind = 'player_cash' and a.currency = ${query.currency}
    ${query.from ? sql`and e.created_at >= ${query.from.toISOString()}` : sql``}
    ${query.to ? sql`and e.created_at < ${query.to.toISOString()}` : sql``}
    ${query.type ? sql`and t.kind = ${query.type}` : sql``}`;
  const total = rowsOf<{ count: bigint }>(
    await db.execute(sql`select count(*) as count from ledger_entries e
      join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
      where ${where}`),
  )[0]!.count;
  const items = rowsOf<{
    id: bigint;
    player_id: bigint | string;
    created_at: Date | string;
    kind: TransferKind;
    amount: bigint;
    balance_after: bigint;
    reference: string;
    remark: string;
  }>(
    await db.execute(sql`select e.id, a.player_id, e.created_at, t.kind, e.amount, e.balance_after, t.reference, t.remark
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id
      where ${where}
      order by e.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  return {
    total: Number(total),
    items: items.map((r): AccountRecordRow => ({
      id: r.id,
      playerId: BigInt(r.player_id),
      createdAt: new Date(r.created_at),
      type: r.kind,
      amount: r.amount,
      balanceAfter: r.balance_after,
      reference: r.reference,
      remark: r.remark,
    })),
  };
}

export type TransferRow = typeof ledgerTransfers.$inferSelect;

/** The transfers of a page of another module's rows (a round's wallet calls), by id. */
export async function transfersByIds(
  db: Executor,
  ids: readonly bigint[],
): Promise<Map<bigint, TransferRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The ledger's transfers as a relation to read in place (ADR 0024): the bets module's money stream consumes
 * them in batches by (xid, id) with the stream's own conditions, too many rows to ask for by id.
 */
export const transfersRelation = (): SQL => sql`ledger_transfers`;

/**
 * `left join ledger_accounts a on …`: the player's cash account in the currency, as `a` (`a.balance`,
 * `a.locked`), for the wallet protocol's one statement per call (ADR 0024).
 */
export const joinCashAccount = (playerId: SQL, currency: SQL): SQL =>
  sql`left join ledger_accounts a on a.player_id = ${playerId} and a.kind = 'player_cash' and a.currency = ${currency}`;

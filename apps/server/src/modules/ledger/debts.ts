import { sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { isHouse, playerKindOf, rowsOf, type AccountRef, type TransferProps } from './accounts.ts';
import { postTransfers, type Follower, type Posted } from './post.ts';

/**
 * What a player owes the platform (an agent's commission taken back after it was spent, ADR 0029) is the
 * platform's receivable: a house account per debtor, below zero by the debt. A house account because the
 * platform holds it, so the player accounts' CHECK (balance >= 0) stays as it is.
 */
export const DEBT_PREFIX = 'debt:';

export const debtAccount = (playerId: bigint): AccountRef => ({ house: `debt:${playerId}` });

const idArray = (ids: readonly bigint[]) => `{${ids.join(',')}}`;

/** What each of `playerIds` owes the platform (only those who owe), shards summed. */
export async function debtsOf(
  db: Executor,
  props: { brandId: bigint; currency: string; playerIds: readonly bigint[] },
): Promise<Map<bigint, bigint>> {
  if (props.playerIds.length === 0) return new Map();
  const codes = props.playerIds.map((id) => `${DEBT_PREFIX}${id}`);
  const rows = rowsOf<{ code: string; owed: string | bigint }>(
    await db.execute(sql`select house_code as code, -sum(balance) as owed from ledger_accounts
      where brand_id = ${props.brandId} and currency = ${props.currency} and kind = 'house'
        and house_code = any(${`{${codes.join(',')}}`}::text[])
      group by house_code having sum(balance) < 0`),
  );
  return new Map(rows.map((row) => [BigInt(row.code.slice(DEBT_PREFIX.length)), BigInt(row.owed)]));
}

/**
 * Locks the cash accounts of `playerIds` in id order, the order every posting takes them in, and answers what
 * each has available. A debt changes only under its debtor's cash lock, so what is read after this stays true
 * until the transaction ends. An agent without a cash account gets one at zero (the newest ids, so still last),
 * so that it too has a row to lock.
 */
async function lockCash(db: Executor, brandId: bigint, currency: string, playerIds: readonly bigint[]) {
  const lock = async (ids: readonly bigint[]) =>
    rowsOf<{ player_id: string | bigint; available: string | bigint }>(
      await db.execute(sql`select player_id, balance - locked as available from ledger_accounts
        where kind = 'player_cash' and currency = ${currency} and player_id = any(${idArray(ids)}::bigint[])
        order by id for update`),
    ).map((row) => [BigInt(row.player_id), BigInt(row.available)] as const);
  const available = new Map(await lock(playerIds));
  const missing = playerIds.filter((id) => !available.has(id));
  if (missing.length > 0) {
    await db.execute(sql`insert into ledger_accounts (brand_id, currency, kind, player_id)
      select ${brandId}, ${currency}, 'player_cash', id from unnest(${idArray(missing)}::bigint[]) as id
      on conflict (player_id, kind, currency) where player_id is not null do nothing`);
    for (const [id, amount] of await lock(missing)) available.set(id, amount);
  }
  return available;
}

const cashOwner = (ref: AccountRef): bigint | undefined =>
  isHouse(ref) || playerKindOf(ref) !== 'player_cash' ? undefined : ref.player;

export interface DebtParts {
  /** The transfers to post, in order: each input's parts together, its first part under its own key. */
  transfers: TransferProps[];
  /** For each transfer, the position of the input it is a part of. */
  partOf: number[];
  /** Whether the transfer is its input's first part (the one that carries the input's key). */
  first: boolean[];
}

/**
 * Splits commission transfers by their players' debts (ADR 0029), in the caller's transaction, for one brand
 * and currency: a debit an agent's cash cannot cover is covered from its debt account (the platform advances
 * it and the agent owes it), and a credit to an agent who owes goes to its debt account first, so that part
 * never reaches its cash. Balances run in the batch's order, so money a batch pays an agent is there for what
 * the batch later takes from it. A further part's key is its input's key with `:debt…`, so it is posted (or
 * replayed) with the payment it rides on.
 */
export async function splitByDebts(db: Executor, transfers: readonly TransferProps[]): Promise<DebtParts> {
  const parts: DebtParts = { transfers: [], partOf: [], first: [] };
  if (transfers.length === 0) return parts;
  const { brandId, currency } = transfers[0]!;
  const players = [
    ...new Set(
      transfers.flatMap(({ from, to }) => [cashOwner(from), cashOwner(to)]).filter((id) => id !== undefined),
    ),
  ].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const available = await lockCash(db, brandId, currency, players);
  const owed = await debtsOf(db, { brandId, currency, playerIds: players });
  transfers.forEach((transfer, index) => {
    if (transfer.brandId !== brandId || transfer.currency !== currency)
      throw new RangeError('Debts are split for one brand and currency at a time.');
    const payer = cashOwner(transfer.from);
    const payee = cashOwner(transfer.to);
    const fromCash = payer === undefined ? transfer.amount : min(transfer.amount, available.get(payer) ?? 0n);
    const toDebt = payee === undefined ? 0n : min(transfer.amount, owed.get(payee) ?? 0n);
    const cashToDebt = min(fromCash, toDebt);
    const pieces: [AccountRef, AccountRef, bigint][] = [
      [transfer.from, transfer.to, fromCash - cashToDebt],
      [transfer.from, payee === undefined ? transfer.to : debtAccount(payee), cashToDebt],
      [
        payer === undefined ? transfer.from : debtAccount(payer),
        transfer.to,
        transfer.amount - fromCash - (toDebt - cashToDebt),
      ],
      [
        payer === undefined ? transfer.from : debtAccount(payer),
        payee === undefined ? transfer.to : debtAccount(payee),
        toDebt - cashToDebt,
      ],
    ];
    let piece = 0;
    for (const [from, to, amount] of pieces) {
      if (amount === 0n) continue;
      parts.transfers.push({
        ...transfer,
        from,
        to,
        amount,
        key: piece === 0 ? transfer.key : `${transfer.key}:debt${piece}`,
      });
      parts.partOf.push(index);
      parts.first.push(piece === 0);
      piece += 1;
    }
    if (payer !== undefined) {
      available.set(payer, (available.get(payer) ?? 0n) - fromCash);
      owed.set(payer, (owed.get(payer) ?? 0n) + transfer.amount - fromCash);
    }
    if (payee !== undefined) {
      available.set(payee, (available.get(payee) ?? 0n) + transfer.amount - toDebt);
      owed.set(payee, (owed.get(payee) ?? 0n) - toDebt);
    }
  });
  return parts;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** A batch whose payees owe: the posting as it stood is rolled back and the batch is split. */
class PayeeOwes extends Error {}

/** A batch as one part per transfer: what a batch that meets no debt is posted as. */
export const wholeParts = (transfers: readonly TransferProps[]): DebtParts => ({
  transfers: [...transfers],
  partOf: transfers.map((_, index) => index),
  first: transfers.map(() => true),
});

/** Whether any payee of the batch owes, read under the cash locks its posting took (so no debt hides). */
async function payeesOwe(db: Executor, transfers: readonly TransferProps[]): Promise<boolean> {
  const { brandId, currency } = transfers[0]!;
  const [any] = rowsOf<{ owing: boolean }>(
    await db.execute(sql`select exists (select from ledger_accounts where brand_id = ${brandId}
      and currency = ${currency} and kind = 'house' and house_code like ${`${DEBT_PREFIX}%`}
      and balance < 0) as owing`),
  );
  if (!any!.owing) return false;
  const payees = transfers.map(({ to }) => cashOwner(to)).filter((id) => id !== undefined);
  return (await debtsOf(db, { brandId, currency, playerIds: [...new Set(payees)] })).size > 0;
}

/**
 * Posts commission transfers split by their players' debts (`splitByDebts`), with the follower the parts ask
 * for. Most batches meet no debt and no payer short of cash, and splitting them would lock every cash account
 * twice: such a batch is posted as it is, in a savepoint, and only then are its payees' debts read. A debt
 * changes only under its debtor's cash lock, which the posting now holds, so none can be missed. A batch with
 * a payee who owes, or a payer its cash cannot cover (INSUFFICIENT_FUNDS), is rolled back and split.
 */
export async function postSplitByDebts<R = Record<string, unknown>, V extends string = never>(
  tx: Transaction,
  transfers: readonly TransferProps[],
  follower?: (parts: DebtParts) => Follower<V>,
): Promise<{ parts: DebtParts; posted: Posted<R>[] }> {
  const whole = wholeParts(transfers);
  if (transfers.length === 0) return { parts: whole, posted: [] };
  const post = (db: Transaction, parts: DebtParts) =>
    postTransfers<R, V>(db, parts.transfers, follower ? { follower: follower(parts) } : {});
  try {
    const posted = await tx.transaction(async (savepoint) => {
      const posted = await post(savepoint, whole);
      if (await payeesOwe(savepoint, transfers)) throw new PayeeOwes();
      return posted;
    });
    return { parts: whole, posted };
  } catch (error) {
    const short = error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS';
    if (!short && !(error instanceof PayeeOwes)) throw error;
  }
  const parts = await splitByDebts(tx, transfers);
  return { parts, posted: await post(tx, parts) };
}

import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { executePrepared, executeTemplate, type Database, type Executor } from '../../db/client.ts';
import { idempotencyConflict } from '../../platform/domain-errors.ts';
import {
  HOUSE_SHARDS,
  describeAccount,
  insufficientFunds,
  isHouse,
  playerKindOf,
  requestHash,
  rowsOf,
  type AccountRef,
  type PlayerBalance,
  type TransferProps,
  type TransferResult,
} from './accounts.ts';
import {
  INPUT_COLUMNS,
  postingStatement,
  type FollowerSql,
  type StatementShape,
} from './posting-statement.ts';

export type ValueType = 'text' | 'bigint' | 'int' | 'numeric' | 'boolean';
export type Value = string | number | boolean | null;

/** One transfer's columns, as SQL to use in a follower's statement (never the ledger's own CTE names). */
export interface TransferColumns<V extends string> {
  brandId: SQL;
  currency: SQL;
  amount: SQL;
  /** The player side (the debited one when both sides are players). */
  playerId: SQL;
  /** The follower's own values for this transfer. */
  value: Record<V, SQL>;
}

/** The transfers this statement posted, one row each: a relation to select from, and its columns. */
export interface PostedTransfers<V extends string> extends TransferColumns<V> {
  relation: SQL;
  transferId: SQL;
  /** The player's available balance right after this transfer (the debited player's when both are players). */
  available: SQL;
}

/**
 * Another module's writes that must ride in the posting's own statement (one round trip, one commit, no window
 * in which the money moved and the record did not): its values per transfer, a condition each transfer requires
 * (checked before any money moves), its CTEs over the posted transfers, and the columns it answers per transfer.
 * Its CTE names must not start with `ledger_`.
 */
export interface Follower<V extends string> {
  /**
   * Names this follower's SQL, which must then be the same for every follower with this name (only `values`
   * differ): the ledger renders the posting statement once per name and shape, not at every call.
   */
  statementKey?: string;
  columns: Record<V, ValueType>;
  /** Per transfer, in the order of the transfers. */
  values: Record<V, Value>[];
  guard?: (transfer: TransferColumns<V>) => SQL;
  statement: (posted: PostedTransfers<V>) => { ctes: SQL; joins?: SQL; select: SQL };
}

export interface PostOptions<V extends string> {
  /** `pending` holds the debited player's money (a withdrawal awaiting payout) until it is resolved. */
  status?: 'posted' | 'pending';
  /**
   * `deferred` leaves each house side in `ledger_house_pending` for the fold job (house-fold.ts): hot postings
   * then never wait on a house row. `sharded` (the default) moves a random shard of the house account now.
   */
  house?: 'sharded' | 'deferred';
  follower?: Follower<V>;
}

export type Posted<R> = TransferResult & { row?: R };

type AnswerRow = Record<string, unknown> & {
  ledger_n: number;
  ledger_transfer_id: bigint;
  ledger_debit_balance: bigint | null;
  ledger_debit_locked: bigint | null;
  ledger_credit_balance: bigint | null;
  ledger_credit_locked: bigint | null;
};

const NAME = /^[a-z][a-z0-9_]*$/;

function followerSql<V extends string>(follower: Follower<V>) {
  const names = Object.keys(follower.columns) as V[];
  for (const name of names)
    if (!NAME.test(name) || name.startsWith('ledger_') || (INPUT_COLUMNS as readonly string[]).includes(name))
      throw new RangeError(`A follower's value may not be named ${name}.`);
  const columnsOf = (relation: string): TransferColumns<V> => ({
    brandId: sql.raw(`${relation}.brand_id`),
    currency: sql.raw(`${relation}.currency`),
    amount: sql.raw(`${relation}.amount`),
    playerId: sql.raw(`coalesce(${relation}.debit_player, ${relation}.credit_player)`),
    value: Object.fromEntries(names.map((name) => [name, sql.raw(`${relation}.${name}`)])) as Record<V, SQL>,
  });
  const { ctes, joins, select } = follower.statement({
    ...columnsOf('ledger_posted'),
    relation: sql.raw('ledger_posted'),
    transferId: sql.raw('ledger_posted.transfer_id'),
    available: sql.raw(`coalesce(ledger_posted.debit_balance - ledger_posted.debit_locked,
      ledger_posted.credit_balance - ledger_posted.credit_locked)`),
  });
  return {
    columns: sql.raw(names.map((name) => `${name} ${follower.columns[name]}`).join(', ')),
    guard: follower.guard?.(columnsOf('ledger_input')),
    ctes,
    joins: joins ?? sql``,
    select,
  };
}

const side = (ref: AccountRef) =>
  isHouse(ref)
    ? { player: null, kind: null, house: ref.house }
    : { player: String(ref.player), kind: playerKindOf(ref), house: null };

export function inputRow(transfer: TransferProps, n: number, hash: string, pendingId?: bigint) {
  if (transfer.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
  const debit = side(transfer.from);
  const credit = side(transfer.to);
  return {
    n,
    brand_id: String(transfer.brandId),
    currency: transfer.currency,
    key: transfer.key,
    request_hash: hash,
    kind: transfer.kind,
    debit_account: describeAccount(transfer.from),
    credit_account: describeAccount(transfer.to),
    amount: String(transfer.amount),
    reference: transfer.reference ?? '',
    remark: transfer.remark ?? '',
    debit_player: debit.player,
    debit_kind: debit.kind,
    debit_house: debit.house,
    credit_player: credit.player,
    credit_kind: credit.kind,
    credit_house: credit.house,
    pending_id: pendingId === undefined ? null : String(pendingId),
  };
}

/** The player cash sides a claimed transfer moved, with their balances right after it. */
export function playersOf(transfer: Pick<TransferProps, 'from' | 'to'>, row: AnswerRow): PlayerBalance[] {
  const players: PlayerBalance[] = [];
  const add = (ref: AccountRef, balance: bigint | null, locked: bigint | null) => {
    if (isHouse(ref) || playerKindOf(ref) !== 'player_cash' || balance === null || locked === null) return;
    players.push({
      playerId: ref.player,
      balance: BigInt(balance),
      available: BigInt(balance) - BigInt(locked),
    });
  };
  add(transfer.from, row.ledger_debit_balance, row.ledger_debit_locked);
  add(transfer.to, row.ledger_credit_balance, row.ledger_credit_locked);
  return players;
}

/** A statement's shape before its house shard is drawn, with its follower's SQL built only when needed. */
type Shape = Omit<StatementShape, 'shard' | 'follower'> & {
  follower?: () => FollowerSql;
  /** The follower's `statementKey`; null for a follower without one, whose statement is built at each call. */
  followerKey?: string | null;
};

/** Runs the posting statement; answers its rows by input position. */
export async function runPosting(
  db: Executor,
  shape: Shape,
  rows: Record<string, Value>[],
): Promise<Map<number, AnswerRow>> {
  const { follower, followerKey, ...flags } = shape;
  const build = (slot: (index: number) => unknown) =>
    postingStatement({ ...flags, follower: follower?.(), shard: slot(1) as number }, slot(0) as string);
  const values = [JSON.stringify(rows), randomInt(HOUSE_SHARDS)];
  const { claim, status, house, together, lockCredited, uniqueAccounts } = flags;
  const key = `ledger:${claim}:${status}:${house}:${together}:${lockCredited}:${uniqueAccounts}:${followerKey ?? ''}`;
  const answers = rowsOf<AnswerRow>(
    followerKey === null
      ? await executePrepared(
          db,
          build((index) => values[index]),
        )
      : await executeTemplate(db, key, build, values),
  );
  return new Map(answers.map((row) => [Number(row.ledger_n), row]));
}

function checkBatch(transfers: TransferProps[], status: 'posted' | 'pending', each: boolean) {
  const keys = new Set<string>();
  const accounts = new Set<string>();
  for (const transfer of transfers) {
    const key = `${transfer.brandId}\n${transfer.key}`;
    if (keys.has(key)) throw new RangeError('A batch uses each idempotency key once.');
    keys.add(key);
    if (describeAccount(transfer.from) === describeAccount(transfer.to))
      throw new RangeError('A transfer moves between two accounts.');
    if (status === 'pending' && isHouse(transfer.from))
      throw new RangeError('Only a player’s money can be held.');
    if (!each) continue;
    // Each transfer moves or not on its own, so no two may lean on one account's balance.
    for (const ref of [transfer.from, transfer.to]) {
      if (isHouse(ref)) continue;
      const account = `${describeAccount(ref)}:${transfer.currency}`;
      if (accounts.has(account)) throw new RangeError('A batch moves each player’s account once.');
      accounts.add(account);
    }
  }
}

/** What an earlier use of each key moved, when it moved this same transfer; a conflict when another. */
async function earlierTransfers(db: Executor, items: Item[]) {
  const found = rowsOf<{
    id: bigint;
    brand_id: bigint;
    idempotency_key: string;
    status: TransferResult['status'];
    request_hash: string;
  }>(
    await db.execute(sql`select id, brand_id, idempotency_key, status, request_hash from ledger_transfers
      where idempotency_key in (${sql.join(
        items.map(({ transfer }) => sql`${transfer.key}`),
        sql`, `,
      )})`),
  );
  return items.map(({ transfer, hash }) => {
    const row = found.find((r) => r.brand_id === transfer.brandId && r.idempotency_key === transfer.key);
    if (row && row.request_hash !== hash) throw idempotencyConflict();
    return row && { transferId: row.id, status: row.status };
  });
}

function postedResult<R>(
  transfer: TransferProps,
  status: 'posted' | 'pending',
  row: AnswerRow,
  shape: Shape,
) {
  const result: Posted<R> = {
    transferId: row.ledger_transfer_id,
    status,
    replayed: false,
    players: playersOf(transfer, row),
  };
  if (shape.follower !== undefined) result.row = row as R;
  return result;
}

interface Item {
  transfer: TransferProps;
  hash: string;
  values?: Record<string, Value>;
}

const rowsFor = (items: Item[]) =>
  items.map(({ transfer, hash, values }, n) => ({ ...inputRow(transfer, n, hash), ...values }));

/** All or nothing; replays answered; when only replays kept a batch from moving, the rest goes again alone. */
async function postTogether<R>(db: Executor, items: Item[], shape: Shape): Promise<Posted<R>[]> {
  const posted = await runPosting(db, shape, rowsFor(items));
  const status = shape.status as 'posted' | 'pending';
  const results: (Posted<R> | undefined)[] = items.map(({ transfer }, n) => {
    const row = posted.get(n);
    return row && postedResult<R>(transfer, status, row, shape);
  });
  const missing = items.filter((_, n) => !results[n]);
  if (missing.length === 0) return results as Posted<R>[];
  const earlier = await earlierTransfers(db, missing);
  const refused: Item[] = [];
  missing.forEach((item, i) => {
    const found = earlier[i];
    if (found) results[items.indexOf(item)] = { ...found, replayed: true, players: [] };
    else refused.push(item);
  });
  if (refused.length === 0) return results as Posted<R>[];
  if (refused.length === items.length || posted.size > 0) throw insufficientFunds();
  const rest = await postTogether<R>(db, refused, shape);
  refused.forEach((item, i) => (results[items.indexOf(item)] = rest[i]));
  return results as Posted<R>[];
}

/** Each transfer on its own: undefined where it did not move (not covered, guard failed, key taken). */
async function postEach<R>(db: Executor, items: Item[], shape: Shape): Promise<(Posted<R> | undefined)[]> {
  const posted = await runPosting(db, shape, rowsFor(items));
  return items.map(({ transfer }, n) => {
    const row = posted.get(n);
    return row && postedResult<R>(transfer, 'posted', row, shape);
  });
}

export interface PostEachOptions<V extends string> extends PostOptions<V> {
  /**
   * Each transfer moves or not on its own (the game wallet's batched calls): one not covered, failing the
   * guard, or whose key is already taken answers undefined and moves nothing; the others post. Each player
   * account at most once per batch.
   */
  each: true;
}

/**
 * THE way money moves: a batch of transfers (a single transfer is a batch of one) between any accounts —
 * player cash, bonus and commission accounts, house accounts — in ONE statement, in the caller's transaction or
 * on its own. By default all or nothing: a debit its account cannot cover, or a transfer failing the follower's
 * guard, moves nothing of the batch (INSUFFICIENT_FUNDS). A key that already moved this same transfer answers
 * `replayed` and moves nothing again; a key that moved another transfer is IDEMPOTENCY_CONFLICT. `status:
 * 'pending'` holds the money instead (resolvePendingTransfer settles it).
 */
export function postTransfers<R = Record<string, unknown>, V extends string = never>(
  db: Executor,
  transfers: TransferProps[],
  options: PostEachOptions<V>,
): Promise<(Posted<R> | undefined)[]>;
export function postTransfers<R = Record<string, unknown>, V extends string = never>(
  db: Executor,
  transfers: TransferProps[],
  options?: PostOptions<V>,
): Promise<Posted<R>[]>;
export async function postTransfers<R, V extends string>(
  db: Executor,
  transfers: TransferProps[],
  options: PostOptions<V> & { each?: true } = {},
): Promise<(Posted<R> | undefined)[]> {
  if (transfers.length === 0) return [];
  const status = options.status ?? 'posted';
  const each = options.each === true;
  if (each && status !== 'posted') throw new RangeError('Only postings move each on its own.');
  checkBatch(transfers, status, each);
  const { follower } = options;
  const shape: Shape = {
    claim: 'insert',
    status,
    house: options.house ?? 'sharded',
    together: !each,
    // Alone in its batch and in flight (the wallet's batcher), a player's row needs no lock before its move.
    lockCredited: !each,
    uniqueAccounts: each,
    follower: follower && (() => followerSql(follower)),
    followerKey: follower && (follower.statementKey ?? null),
  };
  const items = transfers.map((transfer, n) => ({
    transfer,
    hash: requestHash(transfer, status === 'pending'),
    values: follower?.values[n],
  }));
  if (each) return postEach<R>(db, items, shape);
  // A replay or conflict found after the statement must not leave the rest of a batch posted on its own.
  if (transfers.length > 1 && !(db instanceof PgTransaction))
    return (db as Database).transaction((tx) => postLarge(tx, items, shape));
  return postLarge(db, items, shape);
}

/** From this many transfers a batch is posted with hash joins only (a settlement paying thousands of agents). */
const LARGE_BATCH = 64;

/**
 * The planner reads the posting's JSON input as 100 rows and so joins its steps by nested loops, which cost the
 * square of a batch of thousands (seconds where hash joins take milliseconds). A large batch therefore runs
 * with nested loops off for its own statements, then the transaction's own setting is put back.
 */
async function postLarge<R>(tx: Executor, items: Item[], shape: Shape): Promise<Posted<R>[]> {
  if (items.length < LARGE_BATCH) return postTogether<R>(tx, items, shape);
  const [setting] = rowsOf<{ was: string }>(
    await tx.execute(sql`select current_setting('enable_nestloop') as was,
      set_config('enable_nestloop', 'off', true) as now`),
  );
  try {
    return await postTogether<R>(tx, items, shape);
  } finally {
    // After a failed statement the transaction is aborted and its setting goes with it.
    await tx.execute(sql`select set_config('enable_nestloop', ${setting!.was}, true)`).catch(() => undefined);
  }
}

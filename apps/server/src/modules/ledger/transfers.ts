import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';

/** Split of every house account: concurrent postings of different players rarely meet on one row. */
export const HOUSE_SHARDS = 16;

export type PlayerAccountKind = 'player_cash' | 'agent_commission';
export type HouseCode =
  | 'deposits_clearing'
  | 'withdrawals_clearing'
  | 'promotions_expense'
  | 'commissions_expense'
  | 'adjustments'
  | `vendor_clearing:${string}`;

export type AccountRef = { player: bigint; kind?: PlayerAccountKind } | { house: HouseCode };

export type TransferKind =
  'deposit' | 'withdrawal' | 'adjustment' | 'transfer' | 'bet' | 'win' | 'rollback' | 'bonus' | 'commission';

export interface TransferProps {
  brandId: bigint;
  currency: string;
  /** Unique per brand: the same key never moves money twice. */
  key: string;
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  reference?: string;
  remark?: string;
}

export interface PlayerBalance {
  playerId: bigint;
  balance: bigint;
  available: bigint;
}

export interface TransferResult {
  transferId: bigint;
  status: 'posted' | 'pending' | 'voided';
  /** True when the key had already been used for this same transfer: nothing moved this time. */
  replayed: boolean;
  /** The player accounts this call changed, after the change (for socket pushes and answers). */
  players: PlayerBalance[];
}

export interface TransferRow extends Record<string, unknown> {
  id: bigint;
  status: 'posted' | 'pending' | 'voided';
  request_hash: string;
  debit_account: string;
  credit_account: string;
  amount: bigint;
  brand_id: bigint;
  currency: string;
}

interface AccountRow extends Record<string, unknown> {
  id: bigint;
  balance: bigint;
  locked: bigint;
}

export const insufficientFunds = () =>
  new AppError(409, 'INSUFFICIENT_FUNDS', 'The balance is not enough for this amount.');
export const idempotencyConflict = () =>
  new AppError(409, 'IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for a different request.');

export function describeAccount(ref: AccountRef): string {
  return 'house' in ref ? `house:${ref.house}` : `player:${ref.player}:${ref.kind ?? 'player_cash'}`;
}

export function requestHash(props: TransferProps, pending: boolean): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        props.kind,
        props.currency,
        describeAccount(props.from),
        describeAccount(props.to),
        props.amount.toString(),
        props.reference ?? '',
        pending,
      ]),
    )
    .digest('hex');
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims the key by writing the transfer row first: a concurrent duplicate waits on the unique index until this
 * transaction ends, then finds the row and is answered as a replay, never moving money a second time.
 */
async function claimKey(
  tx: Executor,
  props: TransferProps,
  status: 'posted' | 'pending',
): Promise<{ row: TransferRow; replayed: boolean }> {
  if (props.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
  const hash = requestHash(props, status === 'pending');
  const inserted = rowsOf<TransferRow>(
    await tx.execute(sql`
      insert into ledger_transfers
        (brand_id, currency, idempotency_key, request_hash, kind, status, debit_account, credit_account, amount, reference, remark)
      values (${props.brandId}, ${props.currency}, ${props.key}, ${hash}, ${props.kind}, ${status},
        ${describeAccount(props.from)}, ${describeAccount(props.to)}, ${props.amount}, ${props.reference ?? ''},
        ${props.remark ?? ''})
      on conflict (brand_id, idempotency_key) do nothing
      returning id, status, request_hash, debit_account, credit_account, amount, brand_id, currency`),
  );
  if (inserted[0]) return { row: inserted[0], replayed: false };
  const existing = await findKey(tx, props, status);
  if (!existing) throw idempotencyConflict();
  return { row: existing, replayed: true };
}

/** The transfer a key already moved, when it moved this same transfer; a conflict when it moved another. */
async function findKey(
  tx: Executor,
  props: TransferProps,
  status: 'posted' | 'pending' = 'posted',
): Promise<TransferRow | undefined> {
  const existing = rowsOf<TransferRow>(
    await tx.execute(sql`
      select id, status, request_hash, debit_account, credit_account, amount, brand_id, currency
      from ledger_transfers where brand_id = ${props.brandId} and idempotency_key = ${props.key}`),
  )[0];
  if (existing && existing.request_hash !== requestHash(props, status === 'pending'))
    throw idempotencyConflict();
  return existing;
}

/**
 * Adds `delta` to an account, creating it on first use. A debit of a player account is guarded: it touches the
 * row only when the available balance (posted minus held) covers it, so two concurrent debits can never
 * overdraw, and the table's CHECK stands behind the guard. House accounts post to a random shard.
 */
async function moveBalance(
  tx: Executor,
  props: Pick<TransferProps, 'brandId' | 'currency'>,
  ref: AccountRef,
  delta: bigint,
): Promise<AccountRow> {
  if ('house' in ref) {
    const shard = randomInt(HOUSE_SHARDS);
    return rowsOf<AccountRow>(
      await tx.execute(sql`
        insert into ledger_accounts (brand_id, currency, kind, house_code, shard, balance)
        values (${props.brandId}, ${props.currency}, 'house', ${ref.house}, ${shard}, ${delta})
        on conflict (brand_id, currency, house_code, shard) where house_code is not null
        do update set balance = ledger_accounts.balance + excluded.balance
        returning id, balance, locked`),
    )[0]!;
  }
  const kind = ref.kind ?? 'player_cash';
  if (delta < 0n) {
    const debited = rowsOf<AccountRow>(
      await tx.execute(sql`
        update ledger_accounts set balance = balance + ${delta}
        where player_id = ${ref.player} and kind = ${kind} and currency = ${props.currency}
          and balance - locked >= ${-delta}
        returning id, balance, locked`),
    )[0];
    if (!debited) throw insufficientFunds();
    return debited;
  }
  return rowsOf<AccountRow>(
    await tx.execute(sql`
      insert into ledger_accounts (brand_id, currency, kind, player_id, balance)
      values (${props.brandId}, ${props.currency}, ${kind}, ${ref.player}, ${delta})
      on conflict (player_id, kind, currency) where player_id is not null
      do update set balance = ledger_accounts.balance + excluded.balance
      returning id, balance, locked`),
  )[0]!;
}

/** Player sides first (by id), house shards last: every posting takes its row locks in one global order. */
function lockOrder(from: AccountRef, to: AccountRef): ['from' | 'to', 'from' | 'to'] {
  if ('house' in from) return ['to', 'from'];
  if ('house' in to) return ['from', 'to'];
  return from.player <= to.player ? ['from', 'to'] : ['to', 'from'];
}

async function writeEntries(
  tx: Executor,
  transferId: bigint,
  props: Pick<TransferProps, 'from' | 'to' | 'amount'>,
  moved: { from: AccountRow; to: AccountRow },
): Promise<PlayerBalance[]> {
  await tx.execute(sql`
    insert into ledger_entries (transfer_id, account_id, amount, balance_after) values
      (${transferId}, ${moved.from.id}, ${-props.amount}, ${moved.from.balance}),
      (${transferId}, ${moved.to.id}, ${props.amount}, ${moved.to.balance})`);
  const players: PlayerBalance[] = [];
  for (const side of ['from', 'to'] as const) {
    const ref = props[side];
    if ('player' in ref && (ref.kind ?? 'player_cash') === 'player_cash') {
      const row = moved[side];
      players.push({ playerId: ref.player, balance: row.balance, available: row.balance - row.locked });
    }
  }
  return players;
}

/**
 * Moves `amount` from one account to another at once, in the caller's transaction: the transfer row, two
 * entries that sum to zero and both balances, or nothing at all (INSUFFICIENT_FUNDS rolls the caller back).
 */
export async function postTransfer(tx: Executor, props: TransferProps): Promise<TransferResult> {
  if ('house' in props.from !== 'house' in props.to) return postPlayerHouseTransfer(tx, props);
  const { row, replayed } = await claimKey(tx, props, 'posted');
  if (replayed) return { transferId: row.id, status: row.status, replayed, players: [] };
  const moved = {} as { from: AccountRow; to: AccountRow };
  for (const side of lockOrder(props.from, props.to)) {
    moved[side] = await moveBalance(tx, props, props[side], side === 'from' ? -props.amount : props.amount);
  }
  const players = await writeEntries(tx, row.id, props, moved);
  return { transferId: row.id, status: 'posted', replayed, players };
}

/**
 * The same posting as the general path, for the common shape of one player and one house account (bets, wins,
 * deposits, adjustments), in ONE statement: a hot game wallet pays a database round trip per statement, and
 * four of them per bet would dominate its cost. Each step reads the previous one's output, which both keeps the
 * rules (nothing moves for a replay; the player's debit guarded; entries only for a posted transfer) and the
 * lock order (the player's row before the key and the house shard). A debit claims the key only once the
 * player's row covering it is locked: run on its own (autocommit), a refused debit leaves the key free.
 */
async function postPlayerHouseTransfer(tx: Executor, props: TransferProps): Promise<TransferResult> {
  if (props.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
  const debitPlayer = 'player' in props.from;
  const player = (debitPlayer ? props.from : props.to) as { player: bigint; kind?: PlayerAccountKind };
  const house = (debitPlayer ? props.to : props.from) as { house: HouseCode };
  const kind = player.kind ?? 'player_cash';
  const signed = debitPlayer ? -props.amount : props.amount;
  const shard = randomInt(HOUSE_SHARDS);
  // FOR UPDATE waits for a concurrent debit and checks the balance again on the row it then holds.
  const covered = debitPlayer
    ? sql`select id from ledger_accounts
        where player_id = ${player.player} and kind = ${kind} and currency = ${props.currency}
          and balance - locked >= ${props.amount}
        for update`
    : sql`select null::bigint as id`;
  const playerStep = debitPlayer
    ? sql`update ledger_accounts set balance = balance + ${signed}
        where id = (select id from covered) and balance - locked >= ${props.amount}
          and exists (select 1 from claimed)
        returning id, balance, locked`
    : sql`insert into ledger_accounts (brand_id, currency, kind, player_id, balance)
        select ${props.brandId}, ${props.currency}, ${kind}, ${player.player}, ${signed} from claimed
        on conflict (player_id, kind, currency) where player_id is not null
        do update set balance = ledger_accounts.balance + excluded.balance
        returning id, balance, locked`;
  type Row = { covered: boolean; transfer_id: bigint | null } & Record<
    'id' | 'balance' | 'locked',
    bigint | null
  >;
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      with covered as (${covered}
      ), claimed as (
        insert into ledger_transfers
          (brand_id, currency, idempotency_key, request_hash, kind, status, debit_account, credit_account, amount, reference, remark)
        select ${props.brandId}, ${props.currency}, ${props.key}, ${requestHash(props, false)}, ${props.kind}, 'posted',
          ${describeAccount(props.from)}, ${describeAccount(props.to)}, ${props.amount}, ${props.reference ?? ''},
          ${props.remark ?? ''}
        from covered
        on conflict (brand_id, idempotency_key) do nothing
        returning id
      ), player_side as (${playerStep}
      ), house_side as (
        insert into ledger_accounts (brand_id, currency, kind, house_code, shard, balance)
        select ${props.brandId}, ${props.currency}, 'house', ${house.house}, ${shard}, ${-signed} from player_side
        on conflict (brand_id, currency, house_code, shard) where house_code is not null
        do update set balance = ledger_accounts.balance + excluded.balance
        returning id, balance
      ), entries as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select claimed.id, player_side.id, ${signed}::bigint, player_side.balance from claimed, player_side
        union all
        select claimed.id, house_side.id, ${-signed}::bigint, house_side.balance from claimed, house_side
      )
      select exists (select 1 from covered) as covered, claimed.id as transfer_id, player_side.id,
        player_side.balance, player_side.locked
      from (select 1) as one left join claimed on true left join player_side on true`),
  );
  const posted = rows[0]!;
  if (posted.transfer_id === null) {
    // Nothing claimed: the key was taken (a concurrent duplicate has waited for its owner to commit), or the
    // debit was not covered — unless its key already moved this same transfer, in which case it is a replay.
    const existing = await findKey(tx, props);
    if (existing) return { transferId: existing.id, status: existing.status, replayed: true, players: [] };
    if (!posted.covered) throw insufficientFunds();
    throw new Error('A claimed idempotency key vanished: ledger rows are append-only.');
  }
  if (posted.id === null || posted.balance === null || posted.locked === null)
    throw new Error('A covered, claimed debit did not move: the player row changed under its lock.');
  const players =
    kind === 'player_cash'
      ? [{ playerId: player.player, balance: posted.balance, available: posted.balance - posted.locked }]
      : [];
  return { transferId: posted.transfer_id, status: 'posted', replayed: false, players };
}

/**
 * First phase of a two-phase transfer (a withdrawal): holds `amount` of a player's available balance without
 * moving it. The hold is later posted (the money leaves) or voided (it is available again).
 */
export async function holdTransfer(
  tx: Executor,
  props: TransferProps & { from: { player: bigint; kind?: PlayerAccountKind } },
): Promise<TransferResult> {
  const { row, replayed } = await claimKey(tx, props, 'pending');
  if (replayed) return { transferId: row.id, status: row.status, replayed, players: [] };
  const held = rowsOf<AccountRow>(
    await tx.execute(sql`
      update ledger_accounts set locked = locked + ${props.amount}
      where player_id = ${props.from.player} and kind = ${props.from.kind ?? 'player_cash'}
        and currency = ${props.currency} and balance - locked >= ${props.amount}
      returning id, balance, locked`),
  )[0];
  if (!held) throw insufficientFunds();
  return {
    transferId: row.id,
    status: 'pending',
    replayed,
    players: [{ playerId: props.from.player, balance: held.balance, available: held.balance - held.locked }],
  };
}

function parseRef(text: string): AccountRef {
  const [type, id, kind] = text.split(':');
  if (type === 'house') return { house: text.slice('house:'.length) as HouseCode };
  return { player: BigInt(id!), kind: kind as PlayerAccountKind };
}

/**
 * Second phase: posts (the held money leaves the player) or voids (the hold is released) a pending transfer.
 * Resolving twice the same way is harmless; resolving a transfer the other way than it already went is refused.
 */
export async function resolvePendingTransfer(
  tx: Executor,
  props: { brandId: bigint; transferId: bigint; outcome: 'posted' | 'voided' },
): Promise<TransferResult> {
  const rows = rowsOf<TransferRow>(
    await tx.execute(sql`
      update ledger_transfers set status = ${props.outcome}, resolved_at = now()
      where id = ${props.transferId} and brand_id = ${props.brandId} and status = 'pending'
      returning id, status, request_hash, debit_account, credit_account, amount, brand_id, currency`),
  );
  const row = rows[0];
  if (!row) {
    const current = rowsOf<{ status: string }>(
      await tx.execute(sql`select status from ledger_transfers
        where id = ${props.transferId} and brand_id = ${props.brandId}`),
    )[0];
    if (current?.status === props.outcome)
      return { transferId: props.transferId, status: props.outcome, replayed: true, players: [] };
    throw new AppError(409, 'INVALID_STATE', `This transfer is ${current?.status ?? 'unknown'}.`);
  }
  const from = parseRef(row.debit_account) as { player: bigint; kind: PlayerAccountKind };
  const to = parseRef(row.credit_account);
  const account = { brandId: row.brand_id, currency: row.currency };
  if (props.outcome === 'voided') {
    const released = rowsOf<AccountRow>(
      await tx.execute(sql`
        update ledger_accounts set locked = locked - ${row.amount}
        where player_id = ${from.player} and kind = ${from.kind} and currency = ${row.currency}
        returning id, balance, locked`),
    )[0]!;
    return {
      transferId: row.id,
      status: 'voided',
      replayed: false,
      players: [
        { playerId: from.player, balance: released.balance, available: released.balance - released.locked },
      ],
    };
  }
  const debited = rowsOf<AccountRow>(
    await tx.execute(sql`
      update ledger_accounts set locked = locked - ${row.amount}, balance = balance - ${row.amount}
      where player_id = ${from.player} and kind = ${from.kind} and currency = ${row.currency}
      returning id, balance, locked`),
  )[0]!;
  const credited = await moveBalance(tx, account, to, row.amount);
  const players = await writeEntries(
    tx,
    row.id,
    { from, to, amount: row.amount },
    { from: debited, to: credited },
  );
  return { transferId: row.id, status: 'posted', replayed: false, players };
}

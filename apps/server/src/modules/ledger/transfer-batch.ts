import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Executor } from '../../db/client.ts';
import { describeAccount, requestHash, rowsOf, type HouseCode, type TransferProps } from './transfers.ts';

/** One transfer of a batch: a player's cash account and a house account, the player on the `direction` side. */
export interface BatchedTransfer {
  transfer: TransferProps;
  /** The caller's own values for this transfer, as columns of `ledger_input` (declared in `columns`). */
  values: Record<string, string | number | boolean | null>;
}

/** The caller's writes riding in a batch statement, over `ledger_input`, `ledger_claimed` and `ledger_player`. */
export interface BatchFollowUp {
  /** Column definitions of the caller's values, for `jsonb_to_recordset` (`round_ref text, …`). */
  columns: SQL;
  /** A condition on `ledger_input` every posting requires, checked as the player's row moves. */
  guard?: SQL;
  ctes: SQL;
  /** Joins on the final `ledger_input` ⋈ `ledger_claimed` ⋈ `ledger_player` row, and the columns they give. */
  joins: SQL;
  select: SQL;
}

const LEDGER_COLUMNS = sql`n int, brand_id bigint, currency text, key text, request_hash text, kind text,
  debit_account text, credit_account text, player_id bigint, amount bigint, house_code text, reference text,
  remark text`;

/**
 * Many player ↔ house transfers that all debit players (`debit`) or all credit them (`credit`), and the
 * caller's writes that depend on each, as ONE autocommit statement: `postTransferWith` for several calls at once,
 * so concurrent game wallet calls share one round trip, one plan and one commit. Each transfer moves or not on its
 * own: a refused debit (short, or its guard failing) writes nothing for it and gives it no row. Anything that
 * breaks a constraint (a key already taken, the caller's writes refused) aborts the statement, and the whole
 * batch with it, moving nothing; the caller then posts each transfer alone. One player's account appears at
 * most once per batch (refused before anything is sent): a row is moved once per statement.
 * Answers the caller's row per position in `items`, undefined where the transfer did not move.
 */
export async function postTransferBatch<R extends Record<string, unknown>>(
  db: Executor,
  direction: 'debit' | 'credit',
  items: BatchedTransfer[],
  followUp: BatchFollowUp,
): Promise<({ balance: bigint; locked: bigint; row: R } | undefined)[]> {
  const accounts = new Set<string>();
  const input = items.map(({ transfer, values }, n) => {
    const debit = direction === 'debit';
    const player = (debit ? transfer.from : transfer.to) as { player: bigint; kind?: string };
    const house = (debit ? transfer.to : transfer.from) as { house: HouseCode };
    if (!('player' in player) || !('house' in house) || (player.kind ?? 'player_cash') !== 'player_cash')
      throw new RangeError('A batched transfer moves between a player’s cash and the house.');
    if (transfer.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
    const account = `${player.player}:${transfer.currency}`;
    if (accounts.has(account)) throw new RangeError('A batch moves each player’s account once.');
    accounts.add(account);
    return {
      ...values,
      n,
      brand_id: String(transfer.brandId),
      currency: transfer.currency,
      key: transfer.key,
      request_hash: requestHash(transfer, false),
      kind: transfer.kind,
      debit_account: describeAccount(transfer.from),
      credit_account: describeAccount(transfer.to),
      player_id: String(player.player),
      amount: String(transfer.amount),
      house_code: house.house,
      reference: transfer.reference ?? '',
      remark: transfer.remark ?? '',
    };
  });
  const guard = followUp.guard ?? sql`true`;
  // The player's row moves first; everything else joins its output, so a refused debit leaves no trace.
  const playerStep =
    direction === 'debit'
      ? sql`ledger_player as (
          update ledger_accounts set balance = ledger_accounts.balance - ledger_input.amount
          from ledger_input
          where ledger_accounts.player_id = ledger_input.player_id and ledger_accounts.kind = 'player_cash'
            and ledger_accounts.currency = ledger_input.currency
            and ledger_accounts.balance - ledger_accounts.locked >= ledger_input.amount and ${guard}
          returning ledger_input.n, ledger_accounts.id, ledger_accounts.balance, ledger_accounts.locked
        )`
      : sql`ledger_credited as (
          insert into ledger_accounts (brand_id, currency, kind, player_id, balance)
          select brand_id, currency, 'player_cash', player_id, amount from ledger_input where ${guard}
          on conflict (player_id, kind, currency) where player_id is not null
          do update set balance = ledger_accounts.balance + excluded.balance
          returning id, player_id, currency, balance, locked
        ), ledger_player as (
          select ledger_input.n, ledger_credited.id, ledger_credited.balance, ledger_credited.locked
          from ledger_credited join ledger_input using (player_id, currency)
        )`;
  const signed = direction === 'debit' ? sql`-ledger_input.amount` : sql`ledger_input.amount`;
  const rows = rowsOf<
    R & { ledger_n: number; ledger_balance: bigint | string; ledger_locked: bigint | string }
  >(
    await executePrepared(
      db,
      sql`
      with ledger_input as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as input(${LEDGER_COLUMNS}, ${followUp.columns})
      ), ${playerStep}, ledger_inserted as (
        insert into ledger_transfers
          (brand_id, currency, idempotency_key, request_hash, kind, status, debit_account, credit_account, amount, reference, remark)
        select brand_id, currency, key, request_hash, kind, 'posted', debit_account, credit_account, amount, reference, remark
        from ledger_input join ledger_player using (n)
        returning id, brand_id, idempotency_key
      ), ledger_claimed as (
        select ledger_input.n, ledger_inserted.id from ledger_inserted
        join ledger_input on ledger_input.brand_id = ledger_inserted.brand_id and ledger_input.key = ledger_inserted.idempotency_key
      ), ledger_house_deferred as (
        insert into ledger_house_pending (transfer_id, brand_id, currency, house_code, amount)
        select ledger_claimed.id, brand_id, currency, house_code, -(${signed}) from ledger_claimed join ledger_input using (n)
      ), ledger_entries_written as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select ledger_claimed.id, ledger_player.id, ${signed}, ledger_player.balance
        from ledger_claimed join ledger_player using (n) join ledger_input using (n)
      ), ${followUp.ctes}
      select ledger_input.n as ledger_n, ledger_player.balance as ledger_balance, ledger_player.locked as ledger_locked,
        ${followUp.select}
      from ledger_input join ledger_claimed using (n) join ledger_player using (n) ${followUp.joins}`,
    ),
  );
  const answers: ({ balance: bigint; locked: bigint; row: R } | undefined)[] = items.map(() => undefined);
  for (const row of rows)
    answers[Number(row.ledger_n)] = {
      balance: BigInt(row.ledger_balance),
      locked: BigInt(row.ledger_locked),
      row,
    };
  return answers;
}

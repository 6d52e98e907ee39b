import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Executor } from '../../db/client.ts';
import { sqlStateOf } from '../../db/sql-state.ts';
import {
  describeAccount,
  idempotencyConflict,
  insufficientFunds,
  requestHash,
  rowsOf,
  type HouseCode,
  type PlayerAccountKind,
  type TransferProps,
  type TransferResult,
  type TransferRow,
} from './transfers.ts';

/** The caller's own writes that ride in the same statement as a transfer, and the columns it wants back. */
export interface FollowUp {
  ctes: SQL;
  columns: SQL;
}

/**
 * A player ↔ house transfer and the caller's writes that depend on it, as ONE autocommit statement (one round
 * trip, no BEGIN/COMMIT) for the hottest money path, the game wallet. The house side is deferred: it waits in
 * `ledger_house_pending` for the fold job (house-fold.ts), so concurrent bets never queue on a house row and each
 * writes one entry instead of two plus a house update. Here the guarded player row moves first
 * and everything else reads its output, so a refused debit writes nothing at all, and the key claim is strict:
 * a key already taken (a replay) or any constraint the caller's writes break aborts the whole statement, moving
 * nothing. `followUp` gets the new transfer's id and the player's available balance after it as SQL to use in
 * its CTEs (names other than `ledger_*`). `guard`, when given, is a condition the posting requires (a live game
 * session, say), checked in the same statement: when it fails, nothing moves and no row comes back, as for a
 * refused debit. Answers the caller's columns, or `replayed` for a replay of the key.
 */
export async function postTransferWith<R extends Record<string, unknown>>(
  db: Executor,
  props: TransferProps & { guard?: SQL },
  followUp: (ledger: { transferId: SQL; available: SQL }) => FollowUp,
): Promise<{ transfer: TransferResult; row?: R }> {
  if (props.amount <= 0n) throw new RangeError('A transfer moves a positive amount.');
  if ('house' in props.from === 'house' in props.to)
    throw new RangeError('One side must be a player, one the house.');
  const debitPlayer = 'player' in props.from;
  const player = (debitPlayer ? props.from : props.to) as { player: bigint; kind?: PlayerAccountKind };
  const house = (debitPlayer ? props.to : props.from) as { house: HouseCode };
  const kind = player.kind ?? 'player_cash';
  const signed = debitPlayer ? -props.amount : props.amount;
  const guard = props.guard ?? sql`true`;
  const playerStep = debitPlayer
    ? sql`update ledger_accounts set balance = balance + ${signed}
        where player_id = ${player.player} and kind = ${kind} and currency = ${props.currency}
          and balance - locked >= ${props.amount} and ${guard}
        returning id, balance, locked`
    : sql`insert into ledger_accounts (brand_id, currency, kind, player_id, balance)
        select ${props.brandId}, ${props.currency}, ${kind}, ${player.player}, ${signed}::bigint where ${guard}
        on conflict (player_id, kind, currency) where player_id is not null
        do update set balance = ledger_accounts.balance + excluded.balance
        returning id, balance, locked`;
  const follow = followUp({
    transferId: sql`(select id from ledger_claimed)`,
    available: sql`(select balance - locked from ledger_player)`,
  });
  let rows: (R & { ledger_transfer_id: bigint; ledger_balance: bigint; ledger_locked: bigint })[];
  try {
    rows = rowsOf(
      await executePrepared(
        db,
        sql`
        with ledger_player as (${playerStep}
        ), ledger_claimed as (
          insert into ledger_transfers
            (brand_id, currency, idempotency_key, request_hash, kind, status, debit_account, credit_account, amount, reference, remark)
          select ${props.brandId}, ${props.currency}, ${props.key}, ${requestHash(props, false)}, ${props.kind}, 'posted',
            ${describeAccount(props.from)}, ${describeAccount(props.to)}, ${props.amount}, ${props.reference ?? ''},
            ${props.remark ?? ''}
          from ledger_player
          returning id
        ), ledger_house_deferred as (
          insert into ledger_house_pending (transfer_id, brand_id, currency, house_code, amount)
          select id, ${props.brandId}, ${props.currency}, ${house.house}, ${-signed}::bigint from ledger_claimed
        ), ledger_entries_written as (
          insert into ledger_entries (transfer_id, account_id, amount, balance_after)
          select ledger_claimed.id, ledger_player.id, ${signed}::bigint, ledger_player.balance from ledger_claimed, ledger_player
        ), ${follow.ctes}
        select ledger_claimed.id as ledger_transfer_id, ledger_player.balance as ledger_balance,
          ledger_player.locked as ledger_locked, ${follow.columns}
        from ledger_claimed, ledger_player`,
      ),
    );
  } catch (error) {
    if (sqlStateOf(error) !== '23505' || constraintOf(error) !== 'ledger_transfers_key') throw error;
    const existing = rowsOf<TransferRow>(
      await db.execute(sql`select id, status, request_hash from ledger_transfers
        where brand_id = ${props.brandId} and idempotency_key = ${props.key}`),
    )[0];
    if (!existing || existing.request_hash !== requestHash(props, false)) throw idempotencyConflict();
    return { transfer: { transferId: existing.id, status: existing.status, replayed: true, players: [] } };
  }
  const row = rows[0];
  if (!row) throw insufficientFunds();
  const players =
    kind === 'player_cash'
      ? [
          {
            playerId: player.player,
            balance: row.ledger_balance,
            available: row.ledger_balance - row.ledger_locked,
          },
        ]
      : [];
  return {
    transfer: { transferId: row.ledger_transfer_id, status: 'posted', replayed: false, players },
    row,
  };
}

/** The constraint a database error names, looking through the wrappers drivers and Drizzle add. */
export function constraintOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

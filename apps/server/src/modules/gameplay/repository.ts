import type { WalletAnswer } from '@croupier/contracts';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { executePrepared, type Executor } from '../../db/client.ts';
import { payRound, unstakeRound } from '../bets/index.ts';
import { transfersByIds } from '../ledger/index.ts';
import { launchSessions, vendorTransactions } from './schema.ts';
import { validBetSql } from './valid-bet.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What every recorded wallet call carries. */
export interface CallRecord {
  vassalage: string;
  transactionId: string;
  brandId: bigint;
  playerId: bigint;
  currency: string;
  amount: bigint;
  requestHash: string;
  ledgerTransferId: bigint | null;
  answer: WalletAnswer;
}

const answerJson = (answer: WalletAnswer) => JSON.stringify(answer);

/**
 * Records a win of nothing under its transaction id, with the round `round` answers (a CTE). A win whose round
 * did not answer breaks `vendor_transactions_round_required`, which aborts the whole statement. (A win that
 * pays records itself in the ledger's statement: calls.ts.)
 */
function recordCall(
  call: Omit<CallRecord, 'answer' | 'ledgerTransferId'>,
  kind: 'bet' | 'win',
  parts: {
    from: SQL;
    transferId: SQL;
    answer: SQL;
  },
): SQL {
  return sql`recorded as (
    insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
      currency, request_hash, ledger_transfer_id, answer)
    select ${call.vassalage}, ${call.transactionId}, ${kind}, ${call.brandId}, ${call.playerId}, round.id,
      ${call.amount}, ${call.currency}, ${call.requestHash}, ${parts.transferId}, ${parts.answer}
    from ${parts.from} left join round on true
    returning answer)`;
}

/** The constraint that tells a bet or win its round was not open to it. */
export const ROUND_REQUIRED = 'vendor_transactions_round_required';

type WinRecord = Omit<CallRecord, 'answer' | 'ledgerTransferId'> & { roundRef: string; closeRound: boolean };

/** A win of nothing (a lost round closing): no money moves, one statement for the round and the record. */
export async function recordEmptyWin(
  db: Executor,
  call: WinRecord & { answer: WalletAnswer },
): Promise<WalletAnswer> {
  const one = sql`(select 1) as one`;
  const rows = rowsOf<{ answer: WalletAnswer }>(
    await executePrepared(
      db,
      sql`
      with ${payRound(call, one, validBetSql)}, ${recordCall(call, 'win', { from: one, transferId: sql`null::bigint`, answer: sql`${answerJson(call.answer)}::jsonb` })}
      select answer from recorded`,
    ),
  );
  return rows[0]!.answer;
}

/**
 * A bet's rollback: the bet is marked rolled back (guarded, so two rollbacks never refund it twice), its open
 * round's stake shrinks and the rollback is recorded. The round stays open: only the vendor closes it (a round
 * closed with no stake left is cancelled then). `claimed: false` when a guard lost a race — a second rollback,
 * or the round closing meanwhile — and the caller's transaction, refund included, is rolled back.
 */
export async function recordBetRollback(
  tx: Executor,
  call: CallRecord & { betId: bigint; referenceTransactionId: string },
): Promise<{ claimed: boolean }> {
  const row = rowsOf<{ bet_id: bigint | null; round_id: bigint | null; claimed_id: bigint | null }>(
    await tx.execute(sql`
      with bet as (
        update vendor_transactions set status = 'rolled_back'
        where id = ${call.betId} and kind = 'bet' and status = 'ok'
        returning id, round_id, amount
      ), ${unstakeRound()}, claimed as (
        insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
          currency, request_hash, reference_transaction_id, ledger_transfer_id, answer)
        select ${call.vassalage}, ${call.transactionId}, 'rollback', ${call.brandId}, ${call.playerId}, bet.round_id,
          ${call.amount}, ${call.currency}, ${call.requestHash}, ${call.referenceTransactionId},
          ${call.ledgerTransferId}, ${answerJson(call.answer)}::jsonb
        from bet
        on conflict (vassalage, transaction_id) do nothing
        returning id
      )
      select (select id from bet) as bet_id, (select id from round) as round_id, (select id from claimed) as claimed_id`),
  )[0]!;
  return { claimed: row.bet_id !== null && row.round_id !== null && row.claimed_id !== null };
}

/**
 * A rollback that moves nothing: its bet was already rolled back, or was never seen, in which case a
 * tombstone is left under the bet's id so the bet, should it arrive late, is refused.
 */
export async function recordEmptyRollback(
  tx: Executor,
  call: CallRecord & {
    referenceTransactionId: string;
    roundId: bigint | null;
    tombstone?: { requestHash: string };
  },
): Promise<{ claimed: boolean }> {
  const row = rowsOf<{ claimed_id: bigint | null }>(
    await tx.execute(sql`
      with tombstone as (
        insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, amount, currency,
          request_hash, answer)
        select ${call.vassalage}, ${call.referenceTransactionId}, 'tombstone', ${call.brandId}, ${call.playerId}, 0,
          ${call.currency}, ${call.tombstone?.requestHash ?? ''}, ${answerJson({ status: 'TRANSACTION_ROLLED_BACK' })}::jsonb
        where ${call.tombstone !== undefined}
        on conflict (vassalage, transaction_id) do nothing
        returning id
      ), claimed as (
        insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
          currency, request_hash, reference_transaction_id, answer)
        select ${call.vassalage}, ${call.transactionId}, 'rollback', ${call.brandId}, ${call.playerId},
          ${call.roundId}::bigint, 0, ${call.currency}, ${call.requestHash}, ${call.referenceTransactionId},
          ${answerJson(call.answer)}::jsonb
        -- Without its tombstone (the bet arrived meanwhile) the rollback is not recorded: it is evaluated again.
        where ${call.tombstone === undefined} or exists (select 1 from tombstone)
        on conflict (vassalage, transaction_id) do nothing
        returning id
      )
      select (select id from claimed) as claimed_id`),
  )[0]!;
  return { claimed: row.claimed_id !== null };
}

/** A launch's session: the token a vendor's wallet calls name the player by. */
export async function insertLaunchSession(db: Executor, values: typeof launchSessions.$inferInsert) {
  await db.insert(launchSessions).values(values);
}

/** Every wallet call of a round in the order it arrived, with the ledger transfer it posted (if any). */
export async function roundCallbacks(db: Executor, roundId: bigint) {
  const calls = await db
    .select()
    .from(vendorTransactions)
    .where(eq(vendorTransactions.roundId, roundId))
    .orderBy(asc(vendorTransactions.createdAt), asc(vendorTransactions.id));
  const transfers = await transfersByIds(
    db,
    calls.flatMap((call) => (call.ledgerTransferId === null ? [] : [call.ledgerTransferId])),
  );
  return calls.map((call) => ({
    call,
    transfer: (call.ledgerTransferId !== null && transfers.get(call.ledgerTransferId)) || null,
  }));
}

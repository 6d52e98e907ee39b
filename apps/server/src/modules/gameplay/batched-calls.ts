import type { WalletAnswer } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sqlStateOf } from '../../db/sql-state.ts';
import { statementBatcher, type StatementBatcher } from '../../db/statement-batcher.ts';
import { postTransferBatch, type BatchFollowUp, type BatchedTransfer } from '../ledger/index.ts';
import { betGuard } from './bet-guard.ts';
import type { WalletOutcome } from './commands.ts';
import { validBetSql } from './valid-bet.ts';

/** A fast-path bet or win, ready to post: the ledger transfer and the call's own bookkeeping values. */
export interface BatchedCall extends BatchedTransfer {
  lane: 'bet' | 'win';
  playerId: bigint;
}

/** What every recorded call carries besides the ledger's columns. */
export function callValues(call: {
  vassalage: string;
  transactionId: string;
  requestHash: string;
  roundRef: string;
  currency: string;
}) {
  const { decimals } = currencyOf(call.currency);
  return {
    vassalage: call.vassalage,
    transaction_id: call.transactionId,
    call_hash: call.requestHash,
    round_ref: call.roundRef,
    scale: String(10n ** BigInt(decimals)),
    decimals,
  };
}

const CALL_COLUMNS = sql`vassalage text, transaction_id text, call_hash text, round_ref text, scale numeric,
  decimals int`;

/** The OK answer with the balance after the movement, as `okAnswerSql` builds it for one call. */
const okAnswer = sql`jsonb_build_object('status', 'OK', 'balance',
  round((ledger_player.balance - ledger_player.locked)::numeric / ledger_input.scale, ledger_input.decimals)::text,
  'currency', ledger_input.currency)`;

/**
 * Each call recorded under its transaction id with the round `round` answers for it (by round and player): a
 * call whose round did not answer breaks `vendor_transactions_round_required`, which aborts the batch.
 */
const recordCalls = (kind: 'bet' | 'win') => sql`recorded as (
  insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
    currency, request_hash, ledger_transfer_id, answer)
  select ledger_input.vassalage, transaction_id, ${kind}, brand_id, ledger_input.player_id, round.id, amount,
    currency, call_hash, ledger_claimed.id, ${okAnswer}
  from ledger_input join ledger_claimed using (n) join ledger_player using (n)
  left join round on round.vassalage = ledger_input.vassalage and round.round_ref = ledger_input.round_ref
    and round.player_id = ledger_input.player_id
  returning vassalage, transaction_id, answer)`;

const answerJoin = {
  joins: sql`join recorded on recorded.vassalage = ledger_input.vassalage
    and recorded.transaction_id = ledger_input.transaction_id`,
  select: sql`recorded.answer as answer`,
};

/** `betFollowUp` for a batch: each round opened by its first bet or its stake grown while open. */
const BETS: BatchFollowUp = {
  columns: sql`${CALL_COLUMNS}, token_hash text, game_id bigint, game_code text, game_type text`,
  guard: betGuard({
    vassalage: sql`ledger_input.vassalage`,
    playerId: sql`ledger_input.player_id`,
    tokenHash: sql`ledger_input.token_hash`,
  }),
  ctes: sql`round as (
      insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency, stake)
      select brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency, amount
      from ledger_input join ledger_claimed using (n)
      on conflict (vassalage, round_ref) do update
        set stake = game_rounds.stake + excluded.stake, updated_at = now()
        where game_rounds.status = 'open' and game_rounds.player_id = excluded.player_id
          and game_rounds.currency = excluded.currency
      returning id, vassalage, round_ref, player_id
    ), ${recordCalls('bet')}`,
  ...answerJoin,
};

const payout = sql`game_rounds.payout + ledger_input.amount`;
const validBet = validBetSql(sql`game_rounds.game_type`, sql`game_rounds.stake`, payout);

/** `winFollowUp` for a batch: the payout grows and, when the vendor says so, the round settles. */
const WINS: BatchFollowUp = {
  columns: sql`${CALL_COLUMNS}, close_round boolean`,
  ctes: sql`round as (
      update game_rounds set payout = ${payout}, updated_at = now(),
        status = case when not ledger_input.close_round then game_rounds.status
          when game_rounds.stake = 0 then 'cancelled' else 'settled' end,
        closed_at = case when ledger_input.close_round then now() else game_rounds.closed_at end,
        valid_bet = case when not ledger_input.close_round then game_rounds.valid_bet
          when game_rounds.stake = 0 then 0 else ${validBet} end
      from ledger_input join ledger_claimed using (n)
      where game_rounds.vassalage = ledger_input.vassalage and game_rounds.round_ref = ledger_input.round_ref
        and game_rounds.player_id = ledger_input.player_id and game_rounds.status = 'open'
        and game_rounds.stake > 0
      returning game_rounds.id, game_rounds.vassalage, game_rounds.round_ref, game_rounds.player_id
    ), ${recordCalls('win')}`,
  ...answerJoin,
};

/** Unique key taken, a constraint, one row twice, a deadlock or serialization failure: each call goes alone. */
const ANSWERABLE_SQLSTATES = new Set(['23505', '23514', '21000', '40001', '40P01']);

async function postCalls(db: Database, calls: BatchedCall[]): Promise<(WalletOutcome | undefined)[]> {
  const bets = calls[0]!.lane === 'bet';
  try {
    const posted = await postTransferBatch<{ answer: WalletAnswer }>(
      db,
      bets ? 'debit' : 'credit',
      calls,
      bets ? BETS : WINS,
    );
    const answers = posted.map(
      (moved, i) =>
        moved && {
          answer: moved.row.answer,
          balances: [
            { playerId: calls[i]!.playerId, balance: moved.balance, available: moved.balance - moved.locked },
          ],
          currency: calls[i]!.transfer.currency,
        },
    );
    counted(db).posted += answers.filter(Boolean).length;
    return answers;
  } catch (error) {
    // Refused, replayed, raced or a round not open: the full path finds out which, call by call, and answers.
    // Any other failure of a shared statement is also retried alone, so one call's fault fails only that call.
    const answerable = ANSWERABLE_SQLSTATES.has(sqlStateOf(error) ?? '');
    if (!answerable) {
      counted(db).unexpected++;
      counted(db).report?.(error, calls.length);
    }
    if (answerable || calls.length > 1) return calls.map(() => undefined);
    throw error;
  }
}

/** Statements of one database running at once; more calls than that wait and leave together. */
const MAX_IN_FLIGHT = 4;
const MAX_BATCH = 32;
interface Counts {
  posted: number;
  unexpected: number;
  report?: (error: unknown, calls: number) => void;
}
const counts = new WeakMap<object, Counts>();
function counted(db: Database) {
  let found = counts.get(db);
  if (!found) {
    found = { posted: 0, unexpected: 0 };
    counts.set(db, found);
  }
  return found;
}
const batchers = new WeakMap<object, StatementBatcher<BatchedCall, WalletOutcome | undefined>>();

function batcherOf(db: Database) {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = statementBatcher({
      run: (calls) => postCalls(db, calls),
      // One call per player in flight: a batch never moves one account twice, nor two batches the same one.
      keyOf: (call) => String(call.playerId),
      laneOf: (call) => call.lane,
      maxInFlight: MAX_IN_FLIGHT,
      maxBatch: MAX_BATCH,
    });
    batchers.set(db, batcher);
  }
  return batcher;
}

/**
 * Posts a fast-path bet or win together with the calls of other players arriving at the same moment. Answers
 * undefined when it did not move, for the full path to answer.
 */
export const postCall = (db: Database, call: BatchedCall) => batcherOf(db).submit(call);

/**
 * Since the start: statements run, the calls they carried, how many of those they posted (the rest were
 * answered by the full path), and how many statements failed for a reason other than a call's own (a bug or a
 * lost connection: their calls were then answered by the full path too).
 */
export function callBatchStats(db: Database) {
  const { posted, unexpected } = counted(db);
  return { ...batcherOf(db).stats, posted, unexpected };
}

/** Where a statement's failure for a reason other than a call's own is told (its calls are still answered). */
export function reportUnexpectedBatchFailures(db: Database, report: (error: unknown, calls: number) => void) {
  counted(db).report = report;
}

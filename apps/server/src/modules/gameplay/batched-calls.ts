import type { Database } from '../../db/client.ts';
import { sqlStateOf } from '../../db/sql-state.ts';
import { statementBatcher, type StatementBatcher } from '../../db/statement-batcher.ts';
import { postTransfers } from '../ledger/index.ts';
import { postingOf, type CallAnswer, type WalletCall } from './calls.ts';
import type { WalletOutcome } from './outcome.ts';

/** A record's id taken, a constraint, one row twice, a deadlock or serialization failure: each call goes alone. */
const ANSWERABLE_SQLSTATES = new Set(['23505', '23514', '21000', '40001', '40P01']);

async function postCalls(db: Database, calls: WalletCall[]): Promise<(WalletOutcome | undefined)[]> {
  try {
    const { transfers, options } = postingOf(calls);
    const posted = await postTransfers<CallAnswer, string>(db, transfers, { ...options, each: true });
    const answers = posted.map(
      (moved, i) =>
        moved && {
          answer: moved.row!.answer,
          balances: moved.players,
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

/**
 * Statements of one database running at once; more calls than that wait and leave together. Two, not four: the
 * calls that wait form larger batches, so each call pays a smaller share of a statement's start and commit.
 * bench:wallet-api on 2 cores: 0.56–0.59 of the baseline with two, 0.48–0.51 with four.
 */
const MAX_IN_FLIGHT = 2;
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
const batchers = new WeakMap<object, StatementBatcher<WalletCall, WalletOutcome | undefined>>();

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
export const postCall = (db: Database, call: WalletCall) => batcherOf(db).submit(call);

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

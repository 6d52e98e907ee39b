import type { Studio } from '../context.ts';
import { inTransaction, type Executor, type Transaction } from '../db/client.ts';
import type { RoundStatus } from '../db/schema.ts';
import type { Engine } from '../catalogue/engine-map.ts';
import { money } from '../catalogue/stakes.ts';
import { FairStream, playRound, type RoundResult } from '../engines/index.ts';
import { pairById } from '../fairness/repository.ts';
import { deliverCall } from '../wallet/deliver.ts';
import type { WalletResult } from '../wallet/protocol.ts';
import { settleIfCrashed } from '../crash/settle.ts';
import { savedRequest } from './bets.ts';
import { finish } from './finish.ts';
import * as repo from './repository.ts';
import { presentResult } from './views.ts';

/** The engine's outcome of a saved round with its moves so far: the same whoever computes it, whenever. */
export async function outcomeOf(
  db: Executor,
  round: repo.RoundRow,
  actions: unknown[] = round.actions as unknown[],
) {
  const pair = (await pairById(db, round.seedPairId!))!;
  const request = savedRequest(
    { engine: round.engine as Engine, vassalage: round.vassalage, gameCode: round.gameCode },
    round.bet,
    round.currency,
    actions,
  );
  return playRound(new FairStream(pair.serverSeed, pair.clientSeed, round.nonce!), request);
}

/** Whether the player still has moves to make (mines and hi-lo before a bust or cash-out). */
export const inPlay = (outcome: RoundResult) =>
  (outcome.game === 'mines' || outcome.game === 'hilo') && outcome.result.status === 'playing';

/**
 * The fields of a round open for moves. Recovery judges an open round by its last move (`updated_at`), so its
 * claim time is simply now.
 */
export const openFor = (outcome: RoundResult, currency: string) => ({
  status: 'open' as const,
  result: presentResult(outcome.result, currency),
  nextAttemptAt: new Date(),
});

/** A bet whose outcome we cannot learn is taken back: rollback by reference, then a win of 0 closes the round. */
export async function startRefund(tx: Transaction, round: repo.RoundRow) {
  await repo.insertCall(tx, {
    vassalage: round.vassalage,
    owner: round.id,
    kind: 'rollback',
    request: {
      playerId: round.playerId,
      transactionId: repo.transactionId(round.id, 'rollback'),
      referenceTransactionId: repo.transactionId(round.id, 'bet'),
      roundId: round.id,
    },
  });
}

type Step = (studio: Studio, round: repo.RoundRow, deadline: number) => Promise<void>;

async function send(
  studio: Studio,
  round: repo.RoundRow,
  kind: repo.CallKind,
  deadline: number,
): Promise<WalletResult> {
  const call = await repo.findCall(studio.db, round.vassalage, repo.transactionId(round.id, kind));
  if (!call) throw new Error(`round ${round.id} has no ${kind} call`);
  const result = await deliverCall(studio, call, round, deadline);
  if (result.outcome === 'unknown') await repo.noteAttempt(studio.db, round.id, `${kind}: ${result.error}`);
  return result;
}

/** The stake: taken → the outcome is computed (final, or open for moves); refused → nothing moved. */
const debit: Step = async (studio, round, deadline) => {
  const result = await send(studio, round, 'bet', deadline);
  if (result.outcome === 'unknown') {
    if (Date.now() - round.createdAt.getTime() < studio.tuning.betGiveUpMs) return;
    await inTransaction(studio.db, async (tx) => {
      if (await repo.transition(tx, round.id, 'pending-debit', { status: 'pending-rollback' }))
        await startRefund(tx, round);
    });
    return;
  }
  if (result.outcome === 'refused') {
    if (result.status === 'DUPLICATE_TRANSACTION')
      studio.log.error({ round: round.id }, 'the wallet holds another bet under this round’s transaction id');
    await repo.transition(studio.db, round.id, 'pending-debit', {
      status: 'rejected',
      refusal: result.status,
      balanceAfter: result.balance ?? null,
    });
    return;
  }
  if (round.engine === 'crash') {
    // A crash bet waits for its shared round; one whose stake came through only after the crash is settled now.
    await inTransaction(studio.db, async (tx) => {
      const moved = await repo.transition(tx, round.id, 'pending-debit', {
        status: 'open',
        result: { crashRoundId: String(round.crashRoundId), cashOut: null, point: null },
        nextAttemptAt: new Date(),
        balanceAfter: result.balance ?? null,
      });
      if (moved) await settleIfCrashed(tx, round);
    });
    return;
  }
  const outcome = await outcomeOf(studio.db, round, []);
  await inTransaction(studio.db, async (tx) => {
    const set = inPlay(outcome) ? openFor(outcome, round.currency) : await finish(tx, round, outcome);
    const moved = await repo.transition(tx, round.id, 'pending-debit', {
      ...set,
      balanceAfter: result.balance ?? null,
    });
    // Lost the race to another step: undo this transaction's win call with it.
    if (!moved) throw new LostRace();
  }).catch(ignoreLostRace);
};

/** The win (or the 0 that closes a lost round): a win is owed, so it is repeated until the wallet answers. */
const credit: Step = async (studio, round, deadline) => {
  const result = await send(studio, round, 'win', deadline);
  if (result.outcome === 'unknown') return;
  if (result.outcome === 'refused') {
    studio.log.error(
      { round: round.id, status: result.status },
      'the wallet refused a win: support must settle it',
    );
    await repo.transition(studio.db, round.id, 'pending-credit', {
      status: 'failed',
      refusal: result.status,
    });
    return;
  }
  await repo.transition(studio.db, round.id, 'pending-credit', {
    status: 'settled',
    settledAt: new Date(),
    balanceAfter: result.balance ?? null,
  });
};

const rollback: Step = async (studio, round, deadline) => {
  const result = await send(studio, round, 'rollback', deadline);
  if (result.outcome === 'unknown') return;
  if (result.outcome === 'refused') {
    studio.log.error(
      { round: round.id, status: result.status },
      'the wallet refused a rollback: support must settle it',
    );
    await repo.transition(studio.db, round.id, 'pending-rollback', {
      status: 'failed',
      refusal: result.status,
    });
    return;
  }
  await inTransaction(studio.db, async (tx) => {
    await repo.insertCall(tx, {
      vassalage: round.vassalage,
      owner: round.id,
      kind: 'close',
      request: {
        playerId: round.playerId,
        transactionId: repo.transactionId(round.id, 'close'),
        roundId: round.id,
        gameCode: round.gameCode,
        amount: money(0n, round.currency),
        currency: round.currency,
        roundClosed: true,
      },
    });
    if (
      !(await repo.transition(tx, round.id, 'pending-rollback', {
        status: 'pending-close',
        balanceAfter: result.balance ?? null,
      }))
    )
      throw new LostRace();
  }).catch(ignoreLostRace);
};

/** Closes the platform's round after a rollback; a round the platform never opened (the bet never came) is done too. */
const close: Step = async (studio, round, deadline) => {
  const result = await send(studio, round, 'close', deadline);
  if (result.outcome === 'unknown') return;
  if (result.outcome === 'refused' && result.status !== 'TRANSACTION_NOT_FOUND') {
    studio.log.error(
      { round: round.id, status: result.status },
      'the wallet refused to close a refunded round',
    );
    await repo.transition(studio.db, round.id, 'pending-close', { status: 'failed', refusal: result.status });
    return;
  }
  await repo.transition(studio.db, round.id, 'pending-close', {
    status: 'refunded',
    settledAt: new Date(),
    ...(result.balance !== undefined ? { balanceAfter: result.balance } : {}),
  });
};

const STEPS: Partial<Record<RoundStatus, Step>> = {
  'pending-debit': debit,
  'pending-credit': credit,
  'pending-rollback': rollback,
  'pending-close': close,
};

class LostRace extends Error {}
const ignoreLostRace = (error: unknown) => {
  if (!(error instanceof LostRace)) throw error;
};

/**
 * Takes a round as far as the wallet lets it: each step sends its call (repeating unknown answers until the
 * deadline) and moves the round on its final answer. Stops at a status without a step (open, settled, refunded,
 * rejected, failed) or when an answer stays unknown; answers the round as it then stands.
 */
export async function advance(studio: Studio, roundId: string, deadline: number): Promise<repo.RoundRow> {
  let round = (await repo.findRound(studio.db, roundId))!;
  for (let steps = 0; steps < 8; steps++) {
    const step = STEPS[round.status];
    if (!step) return round;
    await step(studio, round, deadline);
    const next = (await repo.findRound(studio.db, roundId))!;
    if (next.status === round.status) return next;
    round = next;
  }
  return round;
}

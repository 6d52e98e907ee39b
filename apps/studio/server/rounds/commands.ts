import { randomUUID } from 'node:crypto';
import type { Studio } from '../context.ts';
import { inTransaction } from '../db/client.ts';
import type { Engine } from '../catalogue/engine-map.ts';
import { money, stakeLimits } from '../catalogue/stakes.ts';
import { applyRatio, BetError, type RoundResult } from '../engines/index.ts';
import { activePair, takeNonce } from '../fairness/repository.ts';
import { StudioError, validationFailed, walletUnavailable } from '../http/errors.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { advance, inPlay, openFor, outcomeOf, startRefund } from './advance.ts';
import { finish } from './finish.ts';
import { readBet } from './bets.ts';
import { settleIfCrashed } from '../crash/settle.ts';
import * as repo from './repository.ts';

export const roundOpen = () =>
  new StudioError(409, 'ROUND_OPEN', 'Finish or cash out the round in play first.');
export const roundNotFound = () =>
  new StudioError(404, 'ROUND_NOT_FOUND', 'There is no such round in this game.');

/** What a refused bet tells the player (the wallet's status → API.md's answer). */
export function refusal(status: string | null): StudioError {
  switch (status) {
    case 'INSUFFICIENT_FUNDS':
      return new StudioError(402, 'INSUFFICIENT_FUNDS', 'The balance is too low for this stake.');
    case 'PLAYER_BLOCKED':
      return new StudioError(403, 'PLAYER_BLOCKED', 'This account may not play; contact customer service.');
    case 'LIMIT_REACHED':
      return new StudioError(403, 'LIMIT_REACHED', 'This stake is above what the account may bet.');
    case 'SESSION_EXPIRED':
      return new StudioError(
        401,
        'SESSION_EXPIRED',
        'The game session is over; open the game again from the lobby.',
      );
    default:
      return new StudioError(409, 'WALLET_REFUSED', `The wallet refused the bet (${status ?? 'unknown'}).`);
  }
}

/**
 * Plays a round: the bet is read and checked, then the round is saved with its seeds, nonce and bet (and the
 * bet's outbox call) in one transaction, before any money moves; only then is the wallet asked for the stake.
 * From that point the outcome is fixed, and the request or, failing it, the recovery job completes the round.
 */
export async function playRound(studio: Studio, session: SessionRow, engine: Engine, input: unknown) {
  const game = { engine, vassalage: session.vassalage, gameCode: session.gameCode };
  const { bet, stake } = readBet(game, input, session.currency);
  const limits = stakeLimits(session.currency);
  if (stake < limits.min)
    throw validationFailed(
      { bet: 'TOO_SMALL' },
      `The smallest stake is ${money(limits.min, session.currency)}.`,
    );
  if (stake > limits.max)
    throw new StudioError(
      403,
      'LIMIT_REACHED',
      `The largest stake is ${money(limits.max, session.currency)}.`,
    );
  const id = randomUUID();
  await inTransaction(studio.db, async (tx) => {
    // The pair's lock orders this subject's rounds: nonces are taken one at a time, and the open-round check
    // below cannot race another round of the same player.
    const pair = await activePair(tx, session.subject, { forUpdate: true });
    if (
      (engine === 'mines' || engine === 'hilo') &&
      (await repo.hasUnfinishedRound(tx, { ...game, subject: session.subject }))
    )
      throw roundOpen();
    const nonce = await takeNonce(tx, pair);
    await repo.insertRound(tx, {
      id,
      sessionId: session.id,
      subject: session.subject,
      mode: session.mode,
      playerId: session.playerId,
      vassalage: session.vassalage,
      gameCode: session.gameCode,
      engine,
      currency: session.currency,
      bet,
      seedPairId: pair.id,
      nonce,
      stake,
      status: 'pending-debit',
      // The request has it until then (its budget, a last call's timeout, a second); recovery takes over after.
      nextAttemptAt: new Date(
        Date.now() + studio.tuning.requestBudgetMs + studio.tuning.wallet.timeoutMs + 1_000,
      ),
    });
    await repo.insertCall(tx, {
      vassalage: session.vassalage,
      owner: id,
      kind: 'bet',
      request: {
        playerId: session.playerId,
        // Sealed here as in the session: deliverCall opens it to send it.
        sessionToken: session.sealedLaunchToken,
        transactionId: repo.transactionId(id, 'bet'),
        roundId: id,
        gameCode: session.gameCode,
        amount: money(stake, session.currency),
        currency: session.currency,
      },
    });
  });
  const round = await advance(studio, id, Date.now() + studio.tuning.requestBudgetMs);
  if (round.status === 'pending-debit') throw walletUnavailable();
  if (round.status === 'rejected') throw refusal(round.refusal);
  return round;
}

export type Action =
  { type: 'reveal'; cell: number } | { type: 'higher' | 'lower' | 'skip' } | { type: 'cashOut' };

/** A mines or hi-lo round about to pay more than the largest win is cashed out by itself. */
function capped(outcome: RoundResult, currency: string): boolean {
  if (!inPlay(outcome) || (outcome.game !== 'mines' && outcome.game !== 'hilo')) return false;
  return applyRatio(outcome.stake, outcome.result.multiplier) >= stakeLimits(currency).maxWin;
}

/**
 * A move in an open mines or hi-lo round: replayed with every earlier move from the round's seeds, so the
 * engine decides from the same stream it laid the mines or drew the cards from. A move that ends the round
 * (a mine, a wrong guess, a cash-out) settles it with its win call, in the same transaction as the move.
 */
export async function act(studio: Studio, session: SessionRow, roundId: string, action: Action) {
  await inTransaction(studio.db, async (tx) => {
    const round = await repo.findRound(tx, roundId, { forUpdate: true });
    if (!round || round.subject !== session.subject || round.status === 'rejected') throw roundNotFound();
    if (round.status !== 'open')
      throw new StudioError(409, 'ROUND_FINISHED', 'This round takes no more moves.');
    let actions = [...(round.actions as unknown[]), action];
    let outcome: RoundResult;
    try {
      outcome = await outcomeOf(tx, round, actions);
      if (capped(outcome, round.currency)) {
        actions = [...actions, { type: 'cashOut' }];
        outcome = await outcomeOf(tx, round, actions);
      }
    } catch (error) {
      if (error instanceof BetError) throw validationFailed({ action: 'INVALID' }, error.message);
      throw error;
    }
    const set = inPlay(outcome) ? openFor(outcome, round.currency) : await finish(tx, round, outcome);
    await repo.transition(tx, round.id, 'open', { ...set, actions });
  });
  return advance(studio, roundId, Date.now() + studio.tuning.requestBudgetMs);
}

/**
 * Recovery's rule for a mines or hi-lo round left without a move (ADR 0011): it is cashed out as it stands when
 * the engine allows a cash-out (at least one safe reveal, or one right guess), and refunded otherwise (nothing
 * was risked beyond the stake yet). Answers false when the round was no longer open.
 */
export async function abandon(studio: Studio, roundId: string): Promise<boolean> {
  return inTransaction(studio.db, async (tx) => {
    const round = await repo.findRound(tx, roundId, { forUpdate: true });
    if (!round || round.status !== 'open') return false;
    if (round.engine === 'crash') return settleIfCrashed(tx, round);
    const actions = [...(round.actions as unknown[]), { type: 'cashOut' }];
    let outcome: RoundResult | undefined;
    try {
      outcome = await outcomeOf(tx, round, actions);
    } catch (error) {
      if (!(error instanceof BetError)) throw error;
    }
    if (!outcome) {
      await repo.transition(tx, round.id, 'open', { status: 'pending-rollback' });
      await startRefund(tx, round);
    } else {
      await repo.transition(tx, round.id, 'open', { ...(await finish(tx, round, outcome)), actions });
    }
    return true;
  });
}

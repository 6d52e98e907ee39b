import { createHash } from 'node:crypto';
import type { WalletAuthenticateAnswer, WalletBet, WalletRollback, WalletWin } from '@croupier/contracts';
import { inTransaction, type Database, type Transaction } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { constraintOf, sqlStateOf } from '../../db/sql-state.ts';
import { postTransfers, type TransferProps } from '../ledger/index.ts';
import { money } from '../wallet/index.ts';
import {
  LostRace,
  StaleRead,
  WalletRefusal,
  amountOf,
  maxBetOf,
  okAnswer,
  refusalAnswer,
  replayOf,
  requestHash,
  requirePlayer,
} from './answers.ts';
import {
  balanceContext,
  betContext,
  rollbackContext,
  sessionContext,
  winContext,
  type PlayerSide,
} from './context.ts';
import { clearing, ledgerKey, postingOf, walletCall, type CallAnswer, type WalletCall } from './calls.ts';
import { fastBet, fastWin, rememberGame, rememberPlayer } from './fast-path.ts';
import type { WalletOutcome } from './outcome.ts';
import { ROUND_REQUIRED, recordBetRollback, recordEmptyRollback, recordEmptyWin } from './repository.ts';

/** The vendor a call came from, already authenticated by its signature. */
export interface CallingVendor {
  vassalage: string;
  walletMode: string;
  /** A switched-off vendor takes no new bets; what its games already owe (wins, rollbacks) is still settled. */
  enabled: boolean;
}

const ATTEMPTS = 3;
// A deadlock or serialization failure, or a unique key a concurrent call took first: evaluate again.
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01', '23505']);
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Runs one evaluation of a call, again when a concurrent call with the same transaction id won the race (the
 * next evaluation then answers from the winner's record). A refusal is an answer, not an error.
 */
async function settle(evaluate: () => Promise<WalletOutcome>): Promise<WalletOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await evaluate();
    } catch (error) {
      if (error instanceof WalletRefusal) return { answer: refusalAnswer(error), balances: [] };
      const raced =
        error instanceof LostRace ||
        error instanceof StaleRead ||
        (error instanceof DomainError && error.code === 'IDEMPOTENCY_CONFLICT') ||
        RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '');
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Posts a refund (a credit: never refused) in the caller's transaction; a taken key is a lost race. */
async function move(tx: Transaction, props: TransferProps) {
  const [moved] = await postTransfers(tx, [props]);
  if (moved!.replayed) throw new LostRace();
  return moved!;
}

/**
 * The hot path: the ledger's transfer and the round and record in one statement. A round that was not open to
 * this call aborts it (the record's round constraint) and is answered INVALID_REQUEST.
 */
async function moveWith(db: Database, call: WalletCall, player: PlayerSide): Promise<WalletOutcome> {
  try {
    const { transfers, options } = postingOf([call]);
    const [moved] = await postTransfers<CallAnswer, string>(db, transfers, options);
    if (moved!.replayed) throw new LostRace();
    return { answer: moved!.row!.answer, balances: moved!.players, currency: call.transfer.currency };
  } catch (error) {
    throw roundRefusal(error, player);
  }
}

/**
 * A bet or win whose round was not open to it broke the record's round constraint: INVALID_REQUEST. A posting
 * that moved nothing (the bet's guard or balance no longer held) is evaluated again, to answer what changed.
 */
function roundRefusal(error: unknown, player: PlayerSide) {
  if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS') return new StaleRead();
  if (sqlStateOf(error) === '23514' && constraintOf(error) === ROUND_REQUIRED)
    return new WalletRefusal('INVALID_REQUEST', player);
  return error;
}

function requireSeamless(vendor: CallingVendor) {
  // A transfer-wallet vendor holds the player's money itself; it may not also bet against our balance.
  if (vendor.walletMode !== 'seamless') throw new WalletRefusal('INVALID_REQUEST');
}

export async function authenticate(
  db: Database,
  vendor: CallingVendor,
  token: string,
): Promise<WalletOutcome<WalletAuthenticateAnswer>> {
  const session = await sessionContext(db, { vassalage: vendor.vassalage, tokenHash: tokenHashOf(token) });
  if (!session || !session.real || !session.live)
    return { answer: { status: 'SESSION_EXPIRED' }, balances: [] };
  if (session.frozen) return { answer: { status: 'PLAYER_BLOCKED' }, balances: [] };
  return {
    answer: {
      status: 'OK',
      playerId: session.playerId.toString(),
      currency: session.currency,
      balance: money(session.available, session.currency),
      nickname: session.nickname ?? session.username,
    },
    balances: [],
  };
}

export async function readBalance(
  db: Database,
  vendor: CallingVendor,
  playerId: string,
): Promise<WalletOutcome> {
  const player = await balanceContext(db, { vassalage: vendor.vassalage, playerId: BigInt(playerId) });
  if (!player) return { answer: { status: 'PLAYER_NOT_FOUND' }, balances: [] };
  return { answer: okAnswer(player.available, player.currency), balances: [] };
}

/**
 * A bet: needs a live real-money launch session of this vendor for this player; the stake leaves the player's
 * balance for the vendor's clearing account, the round is opened or its stake grows, and the answer is kept
 * for replays, all in one transaction.
 */
export async function placeBet(db: Database, vendor: CallingVendor, call: WalletBet): Promise<WalletOutcome> {
  const hash = requestHash(['bet', call.playerId, call.roundId, call.gameCode, call.amount, call.currency]);
  const tokenHash = tokenHashOf(call.sessionToken);
  if (vendor.walletMode === 'seamless' && vendor.enabled) {
    const fast = await fastBet(db, vendor.vassalage, call, hash, tokenHash);
    if (fast) return fast;
  }
  return settle(async () => {
    requireSeamless(vendor);
    const context = await betContext(db, {
      vassalage: vendor.vassalage,
      playerId: BigInt(call.playerId),
      tokenHash,
      gameCode: call.gameCode,
      transactionId: call.transactionId,
    });
    rememberPlayer(db, context.player);
    rememberGame(db, vendor.vassalage, call.gameCode, context.game);
    if (context.recorded) return { answer: replayOf(context.recorded, 'bet', hash), balances: [] };
    // Only a live session of this player at this vendor lets a refusal show the balance: a made-up token
    // must not read anyone's money.
    const player = requirePlayer(context.player, call.currency, context.sessionLive);
    const shown = context.sessionLive ? player : undefined;
    const amount = amountOf(call.amount, player.currency, { zero: false });
    if (amount > maxBetOf(player.currency)) throw new WalletRefusal('LIMIT_REACHED', shown);
    // A bonus's maximum stake while its requirement is open: refused before the bet, never confiscated after.
    if (context.maxStake !== undefined && amount > context.maxStake)
      throw new WalletRefusal('LIMIT_REACHED', shown);
    if (player.frozen) throw new WalletRefusal('PLAYER_BLOCKED', shown);
    if (!context.sessionLive || !vendor.enabled) throw new WalletRefusal('SESSION_EXPIRED', shown);
    const game = context.game;
    if (!game) throw new WalletRefusal('INVALID_REQUEST', shown);
    // Known short before any lock is taken; the ledger's guarded debit still decides under concurrency.
    if (amount > player.available) throw new WalletRefusal('INSUFFICIENT_FUNDS', shown);
    const bet = walletCall(vendor.vassalage, player, { ...call, requestHash: hash }, amount, {
      lane: 'bet',
      tokenHash,
      game,
    });
    return moveWith(db, bet, player);
  });
}

/**
 * A win (possibly of nothing, to close a lost round): accepted after the session expired and for a frozen
 * player, since the money is owed either way. Only for a round this player opened with a bet here.
 */
export async function settleWin(
  db: Database,
  vendor: CallingVendor,
  call: WalletWin,
): Promise<WalletOutcome> {
  const hash = requestHash([
    'win',
    call.playerId,
    call.roundId,
    call.gameCode,
    call.amount,
    call.currency,
    call.roundClosed,
  ]);
  if (vendor.walletMode === 'seamless') {
    const fast = await fastWin(db, vendor.vassalage, call, hash);
    if (fast) return fast;
  }
  return settle(async () => {
    requireSeamless(vendor);
    const context = await winContext(db, {
      vassalage: vendor.vassalage,
      playerId: BigInt(call.playerId),
      roundRef: call.roundId,
      transactionId: call.transactionId,
    });
    rememberPlayer(db, context.player);
    if (context.recorded) return { answer: replayOf(context.recorded, 'win', hash), balances: [] };
    const ownsRound = context.round !== undefined && context.round.playerId === BigInt(call.playerId);
    const player = requirePlayer(context.player, call.currency, ownsRound);
    const amount = amountOf(call.amount, player.currency, { zero: true });
    const round = context.round;
    if (!round || round.playerId !== player.playerId)
      // No round of this player here: nothing proves the vendor plays with them, so no balance either.
      throw new WalletRefusal('TRANSACTION_NOT_FOUND');
    if (round.status !== 'open') throw new WalletRefusal('INVALID_REQUEST', player);
    // Every bet rolled back: no stake to win on (checked again under the round's lock); nothing still closes it.
    if (amount > 0n && round.stake === 0n) throw new WalletRefusal('INVALID_REQUEST', player);
    const record = {
      vassalage: vendor.vassalage,
      transactionId: call.transactionId,
      brandId: player.brandId,
      playerId: player.playerId,
      currency: player.currency,
      amount,
      requestHash: hash,
      roundRef: call.roundId,
      closeRound: call.roundClosed,
    };
    if (amount === 0n) {
      const answer = await recordEmptyWin(db, {
        ...record,
        answer: okAnswer(player.available, player.currency),
      }).catch((error: unknown) => {
        throw roundRefusal(error, player);
      });
      return { answer, balances: [] };
    }
    const win = walletCall(vendor.vassalage, player, { ...call, requestHash: hash }, amount, {
      lane: 'win',
      closeRound: call.roundClosed,
    });
    return moveWith(db, win, player);
  });
}

/**
 * A rollback of a bet: the stake goes back to the player and the round forgets it. A rollback of a bet we
 * never saw leaves a tombstone (the late bet is refused) and answers OK; one of a bet already rolled back
 * answers OK and moves nothing. Wins are not rolled back (ADR 0006): an operator adjusts instead.
 */
export async function rollbackBet(
  db: Database,
  vendor: CallingVendor,
  call: WalletRollback,
): Promise<WalletOutcome> {
  const hash = requestHash(['rollback', call.playerId, call.referenceTransactionId, call.roundId]);
  return settle(async () => {
    requireSeamless(vendor);
    if (call.transactionId === call.referenceTransactionId) throw new WalletRefusal('INVALID_REQUEST');
    const context = await rollbackContext(db, {
      vassalage: vendor.vassalage,
      playerId: BigInt(call.playerId),
      transactionId: call.transactionId,
      referenceTransactionId: call.referenceTransactionId,
    });
    if (context.recorded) return { answer: replayOf(context.recorded, 'rollback', hash), balances: [] };
    const player = requirePlayer(context.player);
    // Without a session or round of this player here, nothing proves the vendor plays with them: no balance.
    const shown = context.playsHere ? player : undefined;
    const referenced = context.referenced;
    const base = {
      vassalage: vendor.vassalage,
      transactionId: call.transactionId,
      brandId: player.brandId,
      playerId: player.playerId,
      currency: player.currency,
      requestHash: hash,
      referenceTransactionId: call.referenceTransactionId,
    };
    if (referenced && referenced.playerId !== player.playerId)
      throw new WalletRefusal('INVALID_REQUEST', shown);
    const nothingToRefund =
      !referenced ||
      referenced.kind === 'tombstone' ||
      (referenced.kind === 'bet' && referenced.status !== 'ok');
    // A bet needs a live session of the player here, and there was never one: any bet under that id comes after
    // this rollback, not before it, so no tombstone is owed — and none is written under a stranger's id.
    if (nothingToRefund && !context.playsHere) return { answer: { status: 'OK' }, balances: [] };
    if (nothingToRefund) {
      const answer = okAnswer(player.available, player.currency);
      const tombstone = referenced
        ? undefined
        : { requestHash: requestHash(['tombstone', call.playerId, call.roundId]) };
      const recorded = await recordEmptyRollback(db, {
        ...base,
        amount: 0n,
        ledgerTransferId: null,
        answer,
        roundId: referenced?.roundId ?? null,
        tombstone,
      });
      if (!recorded.claimed) throw new LostRace();
      return { answer, balances: [] };
    }
    // The bets of a settled round, or of one that paid a win, stay: a refund beside the win would pay twice (such a
    // void is an operator's adjustment). The statement checks the win again under the round's lock.
    if (
      referenced.kind !== 'bet' ||
      referenced.roundRef !== call.roundId ||
      referenced.roundStatus !== 'open' ||
      referenced.roundPaid
    )
      throw new WalletRefusal('INVALID_REQUEST', player);
    return inTransaction(db, async (tx) => {
      const moved = await move(tx, {
        brandId: player.brandId,
        currency: player.currency,
        key: ledgerKey(vendor.vassalage, call.transactionId),
        kind: 'rollback',
        from: clearing(vendor.vassalage),
        to: { player: player.playerId },
        amount: referenced.amount,
        reference: `${vendor.vassalage}:${call.roundId}`,
        remark: call.referenceTransactionId,
      });
      const answer = okAnswer(moved.players[0]!.available, player.currency);
      const recorded = await recordBetRollback(tx, {
        ...base,
        amount: referenced.amount,
        ledgerTransferId: moved.transferId,
        answer,
        betId: referenced.id,
      });
      if (!recorded.claimed) throw new LostRace();
      return { answer, balances: moved.players, currency: player.currency };
    });
  });
}

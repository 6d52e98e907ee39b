import type { WalletAnswer } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { sql } from 'drizzle-orm';
import type { Follower, PostedTransfers, TransferProps, ValueType } from '../ledger/index.ts';
import { openOrGrowRound, payRounds } from '../bets/index.ts';
import { betGuard } from './bet-guard.ts';
import { validBetSql } from './valid-bet.ts';

/**
 * A bet or win as the ledger posts it — the transfer between the player and the vendor's clearing account —
 * with the call's bookkeeping (its round and its record under the vendor's transaction id), which rides in the
 * posting's own statement as the ledger's follower. The full path posts one; the fast path posts several
 * players' calls at once (batched-calls.ts). Either way a refused call moves and records nothing.
 */

export const ledgerKey = (vassalage: string, transactionId: string) => `vendor:${vassalage}:${transactionId}`;
export const clearing = (vassalage: string) => ({ house: `vendor_clearing:${vassalage}` as const });

const CALL_COLUMNS = {
  vassalage: 'text',
  transaction_id: 'text',
  call_hash: 'text',
  round_ref: 'text',
  scale: 'numeric',
  decimals: 'int',
} as const satisfies Record<string, ValueType>;
const BET_COLUMNS = {
  ...CALL_COLUMNS,
  token_hash: 'text',
  game_id: 'bigint',
  game_code: 'text',
  game_type: 'text',
} as const;
const WIN_COLUMNS = { ...CALL_COLUMNS, close_round: 'boolean' } as const;

type BetValue = keyof typeof BET_COLUMNS;
type WinValue = keyof typeof WIN_COLUMNS;
type CallValue = keyof typeof CALL_COLUMNS;

interface CallBase {
  playerId: bigint;
  transfer: TransferProps;
}
export type WalletCall =
  | (CallBase & { lane: 'bet'; values: Record<BetValue, string | number> })
  | (CallBase & { lane: 'win'; values: Record<WinValue, string | number | boolean> });

/** The ledger transfer of a bet or win, and the values its bookkeeping needs. */
export function walletCall(
  vassalage: string,
  player: { playerId: bigint; brandId: bigint; currency: string },
  call: { transactionId: string; roundId: string; gameCode: string; requestHash: string },
  amount: bigint,
  lane:
    | { lane: 'bet'; tokenHash: string; game: { id: bigint; gameType: string } }
    | { lane: 'win'; closeRound: boolean },
): WalletCall {
  const playerSide = { player: player.playerId };
  const transfer: TransferProps = {
    brandId: player.brandId,
    currency: player.currency,
    key: ledgerKey(vassalage, call.transactionId),
    kind: lane.lane,
    from: lane.lane === 'bet' ? playerSide : clearing(vassalage),
    to: lane.lane === 'bet' ? clearing(vassalage) : playerSide,
    amount,
    reference: `${vassalage}:${call.roundId}`,
    remark: call.gameCode,
  };
  const { decimals } = currencyOf(player.currency);
  const values = {
    vassalage,
    transaction_id: call.transactionId,
    call_hash: call.requestHash,
    round_ref: call.roundId,
    scale: String(10n ** BigInt(decimals)),
    decimals,
  };
  const base = { playerId: player.playerId, transfer };
  return lane.lane === 'bet'
    ? {
        ...base,
        lane: 'bet',
        values: {
          ...values,
          token_hash: lane.tokenHash,
          game_id: String(lane.game.id),
          game_code: call.gameCode,
          game_type: lane.game.gameType,
        },
      }
    : { ...base, lane: 'win', values: { ...values, close_round: lane.closeRound } };
}

/**
 * Each posted call recorded under its transaction id, with the round `round` answers for it (by round and
 * player), and the OK answer with the player's balance right after the movement. A call whose round did not
 * answer breaks `vendor_transactions_round_required`, which aborts the statement: nothing moves.
 */
function recordCalls(posted: PostedTransfers<CallValue>, kind: 'bet' | 'win') {
  const { value } = posted;
  const answer = sql`jsonb_build_object('status', 'OK', 'balance',
    round(${posted.available}::numeric / ${value.scale}, ${value.decimals})::text, 'currency', ${posted.currency})`;
  return {
    ctes: sql`recorded as (
      insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
        currency, request_hash, ledger_transfer_id, answer)
      select ${value.vassalage}, ${value.transaction_id}, ${kind}, ${posted.brandId}, ${posted.playerId}, round.id,
        ${posted.amount}, ${posted.currency}, ${value.call_hash}, ${posted.transferId}, ${answer}
      from ${posted.relation}
      left join round on round.vassalage = ${value.vassalage} and round.round_ref = ${value.round_ref}
        and round.player_id = ${posted.playerId}
      returning vassalage, transaction_id, answer)`,
    joins: sql`join recorded on recorded.vassalage = ${value.vassalage}
      and recorded.transaction_id = ${value.transaction_id}`,
    select: sql`recorded.answer as answer`,
  };
}

export type CallAnswer = { answer: WalletAnswer };

/**
 * A bet needs a live session and a player not frozen at the moment its money moves; each round is opened by
 * its first bet or its stake grows (only while open, and only for the player who opened it).
 */
function betFollower(values: Record<BetValue, string | number>[]): Follower<BetValue> {
  return {
    statementKey: 'gameplay.bet',
    columns: BET_COLUMNS,
    values,
    guard: (transfer) =>
      betGuard({
        vassalage: transfer.value.vassalage,
        playerId: transfer.playerId,
        tokenHash: transfer.value.token_hash,
        amount: transfer.amount,
      }),
    statement: (posted) => {
      const { value } = posted;
      const record = recordCalls(posted, 'bet');
      return {
        ...record,
        ctes: sql`${openOrGrowRound(
          {
            brandId: posted.brandId,
            vassalage: value.vassalage,
            roundRef: value.round_ref,
            playerId: posted.playerId,
            gameId: value.game_id,
            gameCode: value.game_code,
            gameType: value.game_type,
            currency: posted.currency,
            stake: posted.amount,
          },
          posted.relation,
        )}, ${record.ctes}`,
      };
    },
  };
}

/**
 * A win's payout grows its open round and, when the vendor says the round is over, the round settles with its
 * valid bet (DOMAIN.md) computed from the row as it stands under its lock.
 */
function winFollower(values: Record<WinValue, string | number | boolean>[]): Follower<WinValue> {
  return {
    statementKey: 'gameplay.win',
    columns: WIN_COLUMNS,
    values,
    statement: (posted) => {
      const { value } = posted;
      const record = recordCalls(posted, 'win');
      return {
        ...record,
        ctes: sql`${payRounds(
          {
            vassalage: value.vassalage,
            roundRef: value.round_ref,
            playerId: posted.playerId,
            amount: posted.amount,
            closeRound: value.close_round,
          },
          posted.relation,
          validBetSql,
        )}, ${record.ctes}`,
      };
    },
  };
}

/**
 * The posting options of calls of one lane: house sides deferred to the fold (no bet waits on the clearing
 * account's row) and the bookkeeping as the follower.
 */
export function postingOf(calls: WalletCall[]) {
  const transfers = calls.map((call) => call.transfer);
  const follower =
    calls[0]!.lane === 'bet'
      ? betFollower(calls.map((call) => call.values as Record<BetValue, string | number>))
      : winFollower(calls.map((call) => call.values as Record<WinValue, string | number | boolean>));
  return { transfers, options: { house: 'deferred' as const, follower: follower as Follower<string> } };
}

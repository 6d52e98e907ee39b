import type { WalletAnswer } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
 * A bet's bookkeeping in one statement: the round is opened by its first bet or its stake grows, and the call
 * is recorded under the vendor's transaction id. Answers `round: false` when the round is not open to this
 * player's bets (settled, cancelled, or another player's), and `claimed: false` when the transaction id was
 * taken meanwhile; the caller then rolls everything back.
 */
export async function recordBet(
  tx: Executor,
  call: CallRecord & { roundRef: string; gameId: bigint; gameCode: string; gameType: string },
): Promise<{ round: boolean; claimed: boolean }> {
  const row = rowsOf<{ round_id: bigint | null; claimed_id: bigint | null }>(
    await tx.execute(sql`
      with round as (
        insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency, stake)
        values (${call.brandId}, ${call.vassalage}, ${call.roundRef}, ${call.playerId}, ${call.gameId},
          ${call.gameCode}, ${call.gameType}, ${call.currency}, ${call.amount})
        on conflict (vassalage, round_ref) do update
          set stake = game_rounds.stake + excluded.stake, updated_at = now()
          where game_rounds.status = 'open' and game_rounds.player_id = excluded.player_id
            and game_rounds.currency = excluded.currency
        returning id
      ), claimed as (
        insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
          currency, request_hash, ledger_transfer_id, answer)
        select ${call.vassalage}, ${call.transactionId}, 'bet', ${call.brandId}, ${call.playerId}, round.id,
          ${call.amount}, ${call.currency}, ${call.requestHash}, ${call.ledgerTransferId}, ${answerJson(call.answer)}::jsonb
        from round
        on conflict (vassalage, transaction_id) do nothing
        returning id
      )
      select (select id from round) as round_id, (select id from claimed) as claimed_id`),
  )[0]!;
  return { round: row.round_id !== null, claimed: row.claimed_id !== null };
}

const closedStatus = sql`case when game_rounds.stake = 0 then 'cancelled' else 'settled' end`;

/**
 * A win's bookkeeping: the payout grows and, when the vendor says the round is over, the round settles with its
 * valid bet (DOMAIN.md) computed from the row as it stands under its lock, or is cancelled when every bet was
 * rolled back. `round: false` when the round was closed meanwhile.
 */
export async function recordWin(
  tx: Executor,
  call: CallRecord & { roundId: bigint; closeRound: boolean },
): Promise<{ round: boolean; claimed: boolean }> {
  const payout = sql`game_rounds.payout + ${call.amount}::bigint`;
  const close = call.closeRound;
  const row = rowsOf<{ round_id: bigint | null; claimed_id: bigint | null }>(
    await tx.execute(sql`
      with round as (
        update game_rounds set payout = ${payout}, updated_at = now()
          ${close ? sql`, status = ${closedStatus}, closed_at = now(), valid_bet = case when game_rounds.stake = 0 then 0 else ${validBetSql(sql`game_rounds.game_type`, sql`game_rounds.stake`, payout)} end` : sql``}
        where id = ${call.roundId} and status = 'open'
        returning id
      ), claimed as (
        insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
          currency, request_hash, ledger_transfer_id, answer)
        select ${call.vassalage}, ${call.transactionId}, 'win', ${call.brandId}, ${call.playerId}, round.id,
          ${call.amount}, ${call.currency}, ${call.requestHash}, ${call.ledgerTransferId}, ${answerJson(call.answer)}::jsonb
        from round
        on conflict (vassalage, transaction_id) do nothing
        returning id
      )
      select (select id from round) as round_id, (select id from claimed) as claimed_id`),
  )[0]!;
  return { round: row.round_id !== null, claimed: row.claimed_id !== null };
}

/**
 * A bet's rollback: the bet is marked rolled back (guarded, so two rollbacks never refund it twice), its
 * round's stake shrinks (a settled round's valid bet follows; a round left with no stake and no payout is
 * cancelled) and the rollback is recorded. `claimed: false` when either guard lost a race.
 */
export async function recordBetRollback(
  tx: Executor,
  call: CallRecord & { betId: bigint; referenceTransactionId: string },
): Promise<{ claimed: boolean }> {
  const stake = sql`game_rounds.stake - bet.amount`;
  const row = rowsOf<{ bet_id: bigint | null; claimed_id: bigint | null }>(
    await tx.execute(sql`
      with bet as (
        update vendor_transactions set status = 'rolled_back'
        where id = ${call.betId} and kind = 'bet' and status = 'ok'
        returning id, round_id, amount
      ), round as (
        update game_rounds set stake = ${stake}, updated_at = now(),
          status = case when ${stake} = 0 and game_rounds.payout = 0 then 'cancelled' else game_rounds.status end,
          closed_at = case when ${stake} = 0 and game_rounds.payout = 0 then coalesce(game_rounds.closed_at, now())
            else game_rounds.closed_at end,
          valid_bet = case when game_rounds.status <> 'settled' or ${stake} = 0 then 0
            else ${validBetSql(sql`game_rounds.game_type`, stake, sql`game_rounds.payout`)} end
        from bet where game_rounds.id = bet.round_id
        returning game_rounds.id
      ), claimed as (
        insert into vendor_transactions (vassalage, transaction_id, kind, brand_id, player_id, round_id, amount,
          currency, request_hash, reference_transaction_id, ledger_transfer_id, answer)
        select ${call.vassalage}, ${call.transactionId}, 'rollback', ${call.brandId}, ${call.playerId}, bet.round_id,
          ${call.amount}, ${call.currency}, ${call.requestHash}, ${call.referenceTransactionId},
          ${call.ledgerTransferId}, ${answerJson(call.answer)}::jsonb
        from bet
        on conflict (vassalage, transaction_id) do nothing
        returning id
      )
      select (select id from bet) as bet_id, (select id from claimed) as claimed_id`),
  )[0]!;
  return { claimed: row.bet_id !== null && row.claimed_id !== null };
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
  const row = rowsOf<{ tombstones: number; claimed_id: bigint | null }>(
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
        values (${call.vassalage}, ${call.transactionId}, 'rollback', ${call.brandId}, ${call.playerId},
          ${call.roundId}, 0, ${call.currency}, ${call.requestHash}, ${call.referenceTransactionId},
          ${answerJson(call.answer)}::jsonb)
        on conflict (vassalage, transaction_id) do nothing
        returning id
      )
      select (select count(*)::int from tombstone) as tombstones, (select id from claimed) as claimed_id`),
  )[0]!;
  const tombstoneHeld = call.tombstone === undefined || Number(row.tombstones) === 1;
  return { claimed: tombstoneHeld && row.claimed_id !== null };
}

import type { WalletAnswer } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { executePrepared, type Executor } from '../../db/client.ts';
import { joinRoundById, joinRoundByRef, playedRoundsAt } from '../bets/index.ts';
import { openMaxStakeOf } from '../bonuses/index.ts';
import { joinBrand } from '../brands/index.ts';
import { joinGameByCode } from '../catalogue/index.ts';
import { joinCashAccount } from '../ledger/index.ts';
import { joinPlayer } from '../players/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The player as the wallet protocol sees them: who, which brand and currency, and what they can spend. */
export interface PlayerSide {
  playerId: bigint;
  brandId: bigint;
  frozen: boolean;
  currency: string;
  /** Balance minus what pending withdrawals hold: what a bet may take. */
  available: bigint;
}

/** A wallet call already recorded under the same vendor transaction id. */
export interface RecordedCall {
  kind: string;
  requestHash: string;
  answer: WalletAnswer;
}

interface Row extends Record<string, unknown> {
  player_id: bigint | null;
  brand_id: bigint | null;
  player_status: string | null;
  currency_code: string | null;
  available: bigint | null;
  tx_kind: string | null;
  tx_hash: string | null;
  tx_answer: WalletAnswer | null;
}

// Every context is one query (one round trip): the player, their brand's currency and balance, and the call
// already recorded under this transaction id, joined to a one-row base so a missing player still answers.
const playerColumns = sql`p.id as player_id, p.brand_id, p.status as player_status, b.currency_code,
  coalesce(a.balance - a.locked, 0) as available, t.kind as tx_kind, t.request_hash as tx_hash, t.answer as tx_answer`;
// The player, brand and account come from their modules' join fragments (ADR 0024): the same one statement.
const accountJoins = (join: 'join' | 'left join') => sql`
  ${joinBrand(join, sql`p.brand_id`)}
  ${joinCashAccount(sql`p.id`, sql`b.currency_code`)}`;
const playerJoins = (playerId: bigint, vassalage: string, transactionId: string) => sql`
  from (select 1) as one
  ${joinPlayer('left join', playerId)}
  ${accountJoins('left join')}
  left join vendor_transactions t on t.vassalage = ${vassalage} and t.transaction_id = ${transactionId}`;

function split<T extends Row>(row: T): { player?: PlayerSide; recorded?: RecordedCall } {
  return {
    player:
      row.player_id === null
        ? undefined
        : {
            playerId: row.player_id,
            brandId: row.brand_id!,
            frozen: row.player_status === 'frozen',
            currency: row.currency_code!,
            available: row.available ?? 0n,
          },
    recorded:
      row.tx_kind === null
        ? undefined
        : { kind: row.tx_kind, requestHash: row.tx_hash!, answer: row.tx_answer! },
  };
}

export interface BetContext {
  player?: PlayerSide;
  recorded?: RecordedCall;
  /** True when the session token is a real-money launch of this vendor, for this player, not yet expired. */
  sessionLive: boolean;
  game?: { id: bigint; gameType: string };
  /** The largest bet an open wagering requirement of the player allows, when one sets it. */
  maxStake?: bigint;
}

export async function betContext(
  db: Executor,
  props: { vassalage: string; playerId: bigint; tokenHash: string; gameCode: string; transactionId: string },
): Promise<BetContext> {
  const row = rowsOf<
    Row & {
      session_live: boolean | null;
      game_id: bigint | null;
      game_type: string | null;
      max_stake: bigint | string | null;
    }
  >(
    await executePrepared(
      db,
      sql`
      select ${playerColumns},
        (s.mode = 'real' and s.player_id = p.id and s.expires_at > app_now()) as session_live,
        g.id as game_id, g.game_type, ${openMaxStakeOf(sql`p.id`)} as max_stake
      ${playerJoins(props.playerId, props.vassalage, props.transactionId)}
      left join launch_sessions s on s.token_hash = ${props.tokenHash} and s.vassalage = ${props.vassalage}
      ${joinGameByCode(props.vassalage, props.gameCode)}`,
    ),
  )[0]!;
  return {
    ...split(row),
    sessionLive: row.session_live === true,
    game: row.game_id === null ? undefined : { id: row.game_id, gameType: row.game_type! },
    ...(row.max_stake === null ? {} : { maxStake: BigInt(row.max_stake) }),
  };
}

export interface RoundSide {
  id: bigint;
  playerId: bigint;
  status: string;
  /** What its bets still stake: nothing once every one was rolled back. */
  stake: bigint;
}

export async function winContext(
  db: Executor,
  props: { vassalage: string; playerId: bigint; roundRef: string; transactionId: string },
): Promise<{ player?: PlayerSide; recorded?: RecordedCall; round?: RoundSide }> {
  const row = rowsOf<
    Row & {
      round_id: bigint | null;
      round_player: bigint | null;
      round_status: string | null;
      round_stake: bigint | null;
    }
  >(
    await executePrepared(
      db,
      sql`
      select ${playerColumns}, r.id as round_id, r.player_id as round_player, r.status as round_status,
        r.stake as round_stake
      ${playerJoins(props.playerId, props.vassalage, props.transactionId)}
      ${joinRoundByRef(sql`r`, props.vassalage, props.roundRef)}`,
    ),
  )[0]!;
  return {
    ...split(row),
    round:
      row.round_id === null
        ? undefined
        : {
            id: row.round_id,
            playerId: row.round_player!,
            status: row.round_status!,
            stake: BigInt(row.round_stake!),
          },
  };
}

/** The call a rollback points at, as we recorded it (or a tombstone an earlier rollback left). */
export interface ReferencedCall {
  id: bigint;
  kind: string;
  status: string;
  playerId: bigint;
  amount: bigint;
  roundId: bigint | null;
  roundRef: string | null;
  /** Its round's status: only a bet of an open round can be rolled back. */
  roundStatus: string | null;
  /** Whether its round has paid a win already: then its bets stay. */
  roundPaid: boolean;
}

export interface RollbackContext {
  player?: PlayerSide;
  recorded?: RecordedCall;
  referenced?: ReferencedCall;
  /**
   * True when the vendor ever had a real-money session or a round of this player: only then may a rollback
   * show their balance or leave a tombstone under their id (ADR 0006, "Balances in refusals").
   */
  playsHere: boolean;
}

export async function rollbackContext(
  db: Executor,
  props: { vassalage: string; playerId: bigint; transactionId: string; referenceTransactionId: string },
): Promise<RollbackContext> {
  const row = rowsOf<
    Row & {
      plays_here: boolean | null;
      ref_id: bigint | null;
      ref_kind: string | null;
      ref_status: string | null;
      ref_player: bigint | null;
      ref_amount: bigint | null;
      ref_round_id: bigint | null;
      ref_round_ref: string | null;
      ref_round_status: string | null;
      ref_round_paid: boolean | null;
    }
  >(
    await db.execute(sql`
      select ${playerColumns},
        (exists (select 1 from launch_sessions s
            where s.player_id = p.id and s.vassalage = ${props.vassalage} and s.mode = 'real')
          or ${playedRoundsAt(sql`p.id`, props.vassalage)}) as plays_here,
        ref.id as ref_id, ref.kind as ref_kind, ref.status as ref_status,
        ref.player_id as ref_player, ref.amount as ref_amount, ref.round_id as ref_round_id,
        r.round_ref as ref_round_ref, r.status as ref_round_status, r.payout > 0 as ref_round_paid
      ${playerJoins(props.playerId, props.vassalage, props.transactionId)}
      left join vendor_transactions ref
        on ref.vassalage = ${props.vassalage} and ref.transaction_id = ${props.referenceTransactionId}
      ${joinRoundById(sql`r`, sql`ref.round_id`)}`),
  )[0]!;
  return {
    ...split(row),
    playsHere: row.plays_here === true,
    referenced:
      row.ref_id === null
        ? undefined
        : {
            id: row.ref_id,
            kind: row.ref_kind!,
            status: row.ref_status!,
            playerId: row.ref_player!,
            amount: row.ref_amount!,
            roundId: row.ref_round_id,
            roundRef: row.ref_round_ref,
            roundStatus: row.ref_round_status,
            roundPaid: row.ref_round_paid === true,
          },
  };
}

/** A launch session as `authenticate` needs it: the player behind a real-money token of this vendor. */
export async function sessionContext(
  db: Executor,
  props: { vassalage: string; tokenHash: string },
): Promise<
  (PlayerSide & { live: boolean; real: boolean; username: string; nickname: string | undefined }) | undefined
> {
  const row = rowsOf<Row & { live: boolean; real: boolean; username: string; nickname: string | null }>(
    await db.execute(sql`
      select p.id as player_id, p.brand_id, p.status as player_status, b.currency_code,
        coalesce(a.balance - a.locked, 0) as available, s.expires_at > app_now() as live, s.mode = 'real' as real,
        p.username, p.profile ->> 'nickname' as nickname
      from launch_sessions s
      ${joinPlayer('join', sql`s.player_id`)}
      ${accountJoins('join')}
      where s.token_hash = ${props.tokenHash} and s.vassalage = ${props.vassalage}`),
  )[0];
  if (!row) return undefined;
  const { player } = split({ ...row, tx_kind: null, tx_hash: null, tx_answer: null });
  return {
    ...player!,
    live: row.live,
    real: row.real,
    username: row.username,
    nickname: row.nickname ?? undefined,
  };
}

/**
 * A player as `balance` shows them to a vendor: only players who opened a real-money game of that vendor, so
 * a vendor cannot read the balance of every player of the platform by counting ids.
 */
export async function balanceContext(
  db: Executor,
  props: { vassalage: string; playerId: bigint },
): Promise<PlayerSide | undefined> {
  const row = rowsOf<Row>(
    await db.execute(sql`
      select p.id as player_id, p.brand_id, p.status as player_status, b.currency_code,
        coalesce(a.balance - a.locked, 0) as available, null as tx_kind, null as tx_hash, null as tx_answer
      from (select 1) as one
      ${joinPlayer('join', props.playerId)}
      ${accountJoins('join')}
      where exists (select 1 from launch_sessions s
        where s.player_id = p.id and s.vassalage = ${props.vassalage} and s.mode = 'real')`),
  )[0];
  return row && split(row).player;
}

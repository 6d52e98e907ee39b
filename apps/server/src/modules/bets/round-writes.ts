import { sql, type SQL } from 'drizzle-orm';

/**
 * The vendor wallet's writes and reads of rounds, as fragments of the one statement gameplay runs per call
 * (ADR 0024): the SQL text lives here with the table, and renders what gameplay wrote before, so the hot path's
 * plans do not change. Each write is a CTE named `round`.
 */

type Value = SQL | string | bigint | number | boolean;

/** A round's valid bet from its game type, stake and payout: gameplay's rule (valid-bet.ts), handed in. */
export type ValidBetSql = (gameType: SQL, stake: SQL, payout: SQL) => SQL;

/**
 * A bet opens its round, or grows the stake of its open round (only for the player who opened it, in the same
 * currency), once per row of `from`. Returns `round(id, vassalage, round_ref, player_id)`.
 */
export const openOrGrowRound = (
  bet: {
    brandId: Value;
    vassalage: Value;
    roundRef: Value;
    playerId: Value;
    gameId: Value;
    gameCode: Value;
    gameType: Value;
    currency: Value;
    stake: Value;
  },
  from: SQL,
): SQL => sql`round as (
          insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type,
            currency, stake)
          select ${bet.brandId}, ${bet.vassalage}, ${bet.roundRef}, ${bet.playerId}, ${bet.gameId},
            ${bet.gameCode}, ${bet.gameType}, ${bet.currency}, ${bet.stake}
          from ${from}
          on conflict (vassalage, round_ref) do update
            set stake = game_rounds.stake + excluded.stake, updated_at = app_now()
            where game_rounds.status = 'open' and game_rounds.player_id = excluded.player_id
              and game_rounds.currency = excluded.currency
          returning id, vassalage, round_ref, player_id
        )`;

/**
 * Wins of posted calls (one per row of `from`): each grows its open round's payout and, when `closeRound` says
 * the round is over, settles it with its valid bet computed from the row under its lock (cancelled when every bet
 * was rolled back). Returns `round(id, vassalage, round_ref, player_id)`.
 */
export function payRounds(
  win: { vassalage: Value; roundRef: Value; playerId: Value; amount: Value; closeRound: Value },
  from: SQL,
  validBetSql: ValidBetSql,
): SQL {
  const payout = sql`game_rounds.payout + ${win.amount}`;
  const validBet = validBetSql(sql`game_rounds.game_type`, sql`game_rounds.stake`, payout);
  return sql`round as (
          update game_rounds set payout = ${payout}, updated_at = app_now(),
            status = case when not ${win.closeRound} then game_rounds.status
              when game_rounds.stake = 0 then 'cancelled' else 'settled' end,
            closed_at = case when ${win.closeRound} then app_now() else game_rounds.closed_at end,
            valid_bet = case when not ${win.closeRound} then game_rounds.valid_bet
              when game_rounds.stake = 0 then 0 else ${validBet} end
          from ${from}
          where game_rounds.vassalage = ${win.vassalage} and game_rounds.round_ref = ${win.roundRef}
            and game_rounds.player_id = ${win.playerId} and game_rounds.status = 'open'
            and game_rounds.stake > 0
          returning game_rounds.id, game_rounds.vassalage, game_rounds.round_ref, game_rounds.player_id
        )`;
}

const closedStatus = sql`case when game_rounds.stake = 0 then 'cancelled' else 'settled' end`;

/**
 * A win with no money to move (a lost round closing, or a win of nothing): the payout grows by `amount` and,
 * when `closeRound`, the round settles or is cancelled. Only an open round is touched, and only while `from` has
 * a row. Returns `round(id)`.
 */
export function payRound(
  win: { vassalage: string; roundRef: string; playerId: bigint; amount: bigint; closeRound: boolean },
  from: SQL,
  validBetSql: ValidBetSql,
): SQL {
  const payout = sql`game_rounds.payout + ${win.amount}::bigint`;
  const validBet = validBetSql(sql`game_rounds.game_type`, sql`game_rounds.stake`, payout);
  return sql`round as (
    update game_rounds set payout = ${payout}, updated_at = app_now()
      ${win.closeRound ? sql`, status = ${closedStatus}, closed_at = app_now(), valid_bet = case when game_rounds.stake = 0 then 0 else ${validBet} end` : sql``}
    where vassalage = ${win.vassalage} and round_ref = ${win.roundRef} and player_id = ${win.playerId}
      and status = 'open' and (${win.amount}::bigint = 0 or game_rounds.stake > 0) and exists (select 1 from ${from})
    returning id)`;
}

/**
 * A rolled-back bet (the statement's CTE `bet(round_id, amount)`) takes its stake off its round while the round
 * is open and has paid nothing. Returns `round(id)`.
 */
export const unstakeRound = (): SQL => sql`round as (
        update game_rounds set stake = game_rounds.stake - bet.amount, updated_at = app_now()
        from bet where game_rounds.id = bet.round_id and game_rounds.status = 'open' and game_rounds.payout = 0
        returning game_rounds.id
      )`;

/** `left join game_rounds <alias> on <alias>.vassalage = … and <alias>.round_ref = …` (columns as the table's). */
export const joinRoundByRef = (alias: SQL, vassalage: Value, roundRef: Value): SQL =>
  sql`left join game_rounds ${alias} on ${alias}.vassalage = ${vassalage} and ${alias}.round_ref = ${roundRef}`;

/** `left join game_rounds <alias> on <alias>.id = <roundId>`. */
export const joinRoundById = (alias: SQL, roundId: SQL): SQL =>
  sql`left join game_rounds ${alias} on ${alias}.id = ${roundId}`;

/** Whether the player ever had a round of the vendor. */
export const playedRoundsAt = (playerId: SQL, vassalage: Value): SQL =>
  sql`exists (select 1 from game_rounds gr
            where gr.player_id = ${playerId} and gr.vassalage = ${vassalage})`;

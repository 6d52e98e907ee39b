import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Product } from './schema.ts';

/**
 * Rounds of the platform's own products (the lottery's tickets), written in bulk by the product's commands in
 * their own transactions: opened at sale, settled (into the stream, by the table's triggers) or cancelled later.
 * Such a round is staked once and its valid bet is its stake (DOMAIN.md: lottery counts its stake).
 */
export interface ProductRounds {
  brandId: bigint;
  /** The product's namespace of round refs, e.g. `lottery`. */
  vassalage: string;
  product: Product;
  gameType: string;
  currency: string;
}

const asJson = (rows: readonly object[]) =>
  JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/** Opens one round per row, each with its stake. */
export async function openProductRounds(
  tx: Executor,
  props: ProductRounds,
  rounds: readonly { roundRef: string; playerId: bigint; gameCode: string; stake: bigint }[],
): Promise<void> {
  if (rounds.length === 0) return;
  await tx.execute(sql`
    insert into game_rounds (brand_id, vassalage, round_ref, player_id, product, game_code, game_type, currency,
      stake)
    select ${props.brandId}, ${props.vassalage}, r."roundRef", r."playerId", ${props.product}, r."gameCode",
      ${props.gameType}, ${props.currency}, r.stake
    from jsonb_to_recordset(${asJson(rounds)}::jsonb) as r("roundRef" text, "playerId" bigint, "gameCode" text,
      stake bigint)`);
}

/** Settles open rounds with their payouts; the valid bet is the stake. Answers how many settled. */
export async function settleProductRounds(
  tx: Executor,
  vassalage: string,
  rounds: readonly { roundRef: string; payout: bigint }[],
): Promise<number> {
  if (rounds.length === 0) return 0;
  const result = await tx.execute(sql`
    update game_rounds set payout = r.payout, valid_bet = game_rounds.stake, status = 'settled',
      closed_at = app_now(), updated_at = app_now()
    from jsonb_to_recordset(${asJson(rounds)}::jsonb) as r("roundRef" text, payout bigint)
    where game_rounds.vassalage = ${vassalage} and game_rounds.round_ref = r."roundRef"
      and game_rounds.status = 'open'`);
  return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
}

/**
 * Cancels rounds (their stakes refunded): an open one never reaches the stream, a settled one is taken back out
 * of it (the table's trigger); either counts no valid bet.
 */
export async function cancelProductRounds(
  tx: Executor,
  vassalage: string,
  roundRefs: readonly string[],
): Promise<void> {
  if (roundRefs.length === 0) return;
  await tx.execute(sql`
    update game_rounds set status = 'cancelled', valid_bet = 0, closed_at = app_now(), updated_at = app_now()
    where vassalage = ${vassalage} and round_ref = any(${`{${roundRefs.join(',')}}`}::text[])
      and status <> 'cancelled'`);
}

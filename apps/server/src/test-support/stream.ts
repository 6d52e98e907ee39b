import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { cursorOf, ROUNDS_STREAM, type StreamSource } from '../modules/bets/index.ts';
import { defaultWhitelabel, insertBrand } from '../modules/brands/index.ts';

/** A brand in the given time zone (its rounds are bucketed by its local hours). */
export async function zoneBrand(db: Executor, code: string, timezone: string): Promise<bigint> {
  const brand = await insertBrand(db, {
    code,
    name: code,
    domains: [`${code}.example`],
    currencyCode: 'THB',
    timezone,
    languages: ['EN'],
    defaultLanguage: 'EN',
    whitelabel: defaultWhitelabel(),
    customerService: [],
    resources: [],
  });
  return brand.id;
}

export interface RoundProps {
  brandId: bigint;
  playerId: bigint;
  ref: string;
  gameType?: string;
  gameId?: bigint | null;
  vassalage?: string;
  stake: bigint;
  payout: bigint;
  validBet?: bigint;
  closedAt: Date;
  status?: 'open' | 'settled' | 'cancelled';
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Writes a round straight into the rounds table, settled unless told otherwise; returns its id. */
export async function writeRound(db: Executor, round: RoundProps): Promise<bigint> {
  const [row] = rowsOf<{ id: bigint }>(
    await db.execute(sql`
      insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency,
        stake, payout, valid_bet, status, opened_at, closed_at)
      values (${round.brandId}, ${round.vassalage ?? 'TESTVENDOR'}, ${round.ref}, ${round.playerId},
        ${round.gameId === undefined ? 1n : round.gameId}, 'game', ${round.gameType ?? 'RNG'}, 'THB', ${round.stake},
        ${round.payout}, ${round.validBet ?? round.stake}, ${round.status ?? 'settled'},
        ${round.closedAt.toISOString()}::timestamptz, ${round.closedAt.toISOString()}::timestamptz)
      returning id`),
  );
  return BigInt(row!.id);
}

/** Changes a round as a correction would: new amounts, status or closing time. */
export async function correctRound(
  db: Executor,
  id: bigint,
  change: { stake?: bigint; payout?: bigint; validBet?: bigint; status?: string; closedAt?: Date },
): Promise<void> {
  await db.execute(sql`
    update game_rounds set
      stake = coalesce(${change.stake ?? null}::bigint, stake),
      payout = coalesce(${change.payout ?? null}::bigint, payout),
      valid_bet = coalesce(${change.validBet ?? null}::bigint, valid_bet),
      status = coalesce(${change.status ?? null}::text, status),
      closed_at = coalesce(${change.closedAt?.toISOString() ?? null}::timestamptz, closed_at),
      updated_at = now()
    where id = ${id}`);
}

/** Settled rounds of one brand in bulk (one statement per thousands of rounds), as `writeRound` writes each. */
export async function writeRounds(
  db: Executor,
  brandId: bigint,
  rounds: readonly Pick<RoundProps, 'playerId' | 'ref' | 'stake' | 'payout' | 'closedAt'>[],
): Promise<void> {
  const CHUNK = 10_000;
  const array = (values: readonly (bigint | string)[]) =>
    `{${values.map((value) => `"${value}"`).join(',')}}`;
  for (let start = 0; start < rounds.length; start += CHUNK) {
    const chunk = rounds.slice(start, start + CHUNK);
    await db.execute(sql`
      insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency,
        stake, payout, valid_bet, status, opened_at, closed_at)
      select ${brandId}, 'TESTVENDOR', r.ref, r.player_id, 1, 'game', 'RNG', 'THB', r.stake, r.payout, r.stake,
        'settled', r.closed_at, r.closed_at
      from unnest(${array(chunk.map((round) => round.ref))}::text[],
        ${array(chunk.map((round) => round.playerId))}::bigint[], ${array(chunk.map((round) => round.stake))}::bigint[],
        ${array(chunk.map((round) => round.payout))}::bigint[],
        ${array(chunk.map((round) => round.closedAt.toISOString()))}::timestamptz[])
        as r (ref, player_id, stake, payout, closed_at)`);
  }
}

/**
 * Runs `consume` until `consumer`'s cursor reaches the last row the stream holds now (the rounds stream unless
 * told otherwise): on PostgreSQL a row is read only once every transaction older than it has ended, which other
 * sessions on the server (other test files' databases share its transaction ids) may hold up a moment.
 */
export async function consumeToEnd(
  db: Database,
  consumer: string,
  consume: () => Promise<unknown>,
  source: StreamSource = ROUNDS_STREAM,
) {
  const [end] = rowsOf<{ xid: string; seq: string }>(
    await db.execute(
      sql`select s.xid::text as xid, (${source.seq})::text as seq from ${source.table} s
        ${source.filter ? sql`where ${source.filter}` : sql``}
        order by s.xid desc, ${source.seq} desc limit 1`,
    ),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    await consume();
    if (!end) return;
    const cursor = await cursorOf(db, consumer);
    // The consumer's own money (a bonus it paid) may take it past the end: past counts as reached.
    const [reached] = rowsOf<{ reached: boolean }>(
      await db.execute(
        sql`select (${cursor.xid}::xid8, ${cursor.seq}::bigint) >= (${end.xid}::xid8, ${end.seq}::bigint) as reached`,
      ),
    );
    if (reached!.reached) return;
    if (Date.now() > deadline) throw new Error(`${consumer} did not reach the end of its stream`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

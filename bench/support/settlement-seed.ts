import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';

/**
 * The settlement bench's world, written in bulk SQL in the state the real commands leave it: accounts registered
 * under their uplines (the closure's trigger links them), contracts signed with their first version in force,
 * settled rounds (the rounds stream's trigger appends them).
 */

/** Agents per level below the top one: 12 levels, about 10k agents in all. */
export const AGENT_LEVELS = [5, 15, 40, 100, 200, 400, 700, 1100, 1600, 2300, 3500];
const SEED_CHUNK = 50_000;
/** One agent in this many has no contract of its own any more (it ended): its downlines' chains stop there. */
export const ENDED_EVERY = 17;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Accounts level by level, each under a random account of the level above; members under any agent. */
export async function seedTree(database: DatabaseHandle, brandId: bigint, accounts: number): Promise<bigint> {
  const insert = (count: number, level: number, type: number, uplines: string) =>
    database.db.execute(sql`
      insert into players (brand_id, username, type, password_hash, upline_id, referral_code, registration_ip,
        created_at)
      select ${brandId}, 'l' || ${level} || 'p' || i, ${type}, 'x', u.ids[1 + (i * 7919) % array_length(u.ids, 1)],
        'R' || ${level} || 'X' || i, '127.0.0.1', timestamptz '2026-09-01' + (i % 20) * interval '1 day'
      from generate_series(1, ${count}) as i, (select array(${sql.raw(uplines)}) as ids) u`);
  await database.db.execute(sql`
    insert into players (brand_id, username, type, password_hash, referral_code, registration_ip, created_at)
    values (${brandId}, 'topagent', 1, 'x', 'TOP', '127.0.0.1', timestamptz '2026-08-01')`);
  for (const [index, count] of AGENT_LEVELS.entries())
    await insert(
      count,
      index + 1,
      1,
      index === 0
        ? `select id from players where username = 'topagent'`
        : `select id from players where username like 'l${index}p%'`,
    );
  const agents = 1 + AGENT_LEVELS.reduce((sum, count) => sum + count, 0);
  await insert(accounts - agents, 99, 0, `select id from players where type = 1`);
  const [top] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id::text from players where username = 'topagent'`),
  );
  return BigInt(top!.id);
}

/** A rate in parts per million as contracts store it (a percent with up to 4 decimals). */
const rate = (ppm: string) => sql.raw(`((${ppm}) / 10000.0)::numeric(8, 4)::text`);

/**
 * Daily salary, real-time salary and (daily) dividend contracts of every agent, signed on `signedAt`: the
 * platform's with the top agent, each other agent's with its upline. Rates fall with depth (and a little with the
 * agent's id) so every downline stays covered by its upline at the same thresholds; the single-bet minimum rises
 * with depth. One agent in ENDED_EVERY holds none (its contracts ended), which cuts its downlines' chains.
 */
export async function seedContracts(
  database: DatabaseHandle,
  brandId: bigint,
  top: bigint,
  signedAt: string,
): Promise<number> {
  await database.db.execute(sql`
    insert into contracts (brand_id, kind, upline_id, downline_id, status, created_at, updated_at)
    select ${brandId}, k.kind, case when p.id = ${top} then null else p.upline_id end, p.id, 'signed',
      ${signedAt}::timestamptz, ${signedAt}::timestamptz
    from players p join agent_tree t on t.descendant_id = p.id and t.ancestor_id = ${top}
      cross join (values ('daily'), ('realtime'), ('dividend')) as k (kind)
    where p.type = 1 and (p.id % ${ENDED_EVERY} <> 0 or p.id = ${top})`);
  const tier = (minAmount: string, minActive: number, ppm: string) =>
    sql`jsonb_build_object('minAmount', ${minAmount}::text, 'minActive', ${minActive}::int, 'rate', ${rate(ppm)})`;
  const fall = (base: number, perLevel: number, perId: number) =>
    `${base} - ${perLevel} * t.depth - ${perId} * v`;
  await database.db.execute(sql`
    insert into contract_versions (contract_id, version, terms, status, offered_at, decided_at, in_force_from)
    select c.id, 1, case c.kind
        when 'daily' then jsonb_build_object('tiers', jsonb_build_array(
          ${tier('0.00', 1, fall(12_000, 500, 100))}, ${tier('20000.00', 5, fall(15_000, 500, 100))},
          ${tier('500000.00', 30, fall(18_000, 500, 100))}))
        when 'dividend' then jsonb_build_object('period', 'daily', 'tiers', jsonb_build_array(
          ${tier('0.00', 1, fall(100_000, 5_000, 500))}, ${tier('10000.00', 5, fall(150_000, 5_000, 500))},
          ${tier('200000.00', 20, fall(200_000, 5_000, 500))}))
        else jsonb_build_object('profitRate', ${rate(fall(3_000, 200, 20))},
          'lossRate', ${rate(fall(5_000, 300, 30))}, 'minBet', (10 + 5 * t.depth) || '.00')
      end, 'signed', ${signedAt}::timestamptz, ${signedAt}::timestamptz, ${signedAt}::timestamptz
    from contracts c join agent_tree t on t.descendant_id = c.downline_id and t.ancestor_id = ${top},
      lateral (select c.downline_id % 3 as v) variation
    where c.brand_id = ${brandId}`);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(distinct downline_id)::int as count from contracts
      where brand_id = ${brandId}`),
  );
  return count;
}

/**
 * Settled rounds of rounds `first` to `last` − 1 of the day starting at `dayStart`, placed in
 * [`fromSecond`, `toSecond`) of it: one account in five plays, in sessions of `session` rounds five seconds
 * apart.
 */
export async function seedRounds(
  database: DatabaseHandle,
  props: {
    brandId: bigint;
    dayStart: string;
    first: number;
    last: number;
    fromSecond: number;
    toSecond: number;
    session: number;
  },
) {
  const { brandId, dayStart, fromSecond, toSecond, session } = props;
  await database.db.execute(sql`create temporary table if not exists players_who_play as
    select row_number() over (order by id) as n, id from players where id % 5 = 0`);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from players_who_play`),
  );
  const span = toSecond - fromSecond;
  for (let first = props.first; first < props.last; first += SEED_CHUNK) {
    const last = Math.min(first + SEED_CHUNK, props.last);
    await database.db.execute(sql`
      insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency,
        stake, payout, valid_bet, status, opened_at, closed_at)
      select ${brandId}, 'V' || (i % 5), 'r' || i, p.id, 1 + i % 50, 'g' || (i % 50),
        (array['RNG', 'LIVE', 'FISH', 'SPORTS'])[1 + i % 4], 'THB', 1000 + (i * 37) % 49000, (i * 31) % 90000,
        1000 + (i * 37) % 49000, 'settled', t.at, t.at
      from generate_series(${first}::bigint, ${last - 1}::bigint) as i,
        lateral (select 1 + (i / ${session}) % ${count} as n,
          ${dayStart}::timestamptz + (${fromSecond} + ((i / ${session}) * 7919
            + (i % ${session}) * 5) % ${span}) * interval '1 second' as at) t
        join players_who_play p on p.n = t.n`);
  }
}

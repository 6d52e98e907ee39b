/**
 * Cost of the agent centre's reports on a big team: a tree of 100k accounts 12 levels deep (agents at every
 * level, members under them) with 1M settled rounds over a month on PostgreSQL, the stats and team-totals
 * consumers caught up. Times the top agent's overview and team P&L (by member and by game type) for the month,
 * against a bare `SUM … GROUP BY` over the same team's raw rounds (joined through the closure), in the same run.
 *
 * Prints p50 and p99 of each, then the ratio (report p50 ÷ bare p50; the slower report counts) last.
 * Target: ≤ 0.5.
 *
 * Run: `npm run bench:agents` (PostgreSQL server from TEST_DATABASE_URL or DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and dropped). `BENCH_ROUNDS=n`,
 * `BENCH_PLAYERS=n` and `BENCH_SAMPLES=n` change the size.
 */
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createServerDatabase } from '../apps/server/src/db/test-database.ts';
import { findBrandById } from '../apps/server/src/modules/brands/index.ts';
import { updateStats } from '../apps/server/src/modules/bets/index.ts';
import { updateTeamStats } from '../apps/server/src/modules/agents/index.ts';
import { teamOverview, teamProfit } from '../apps/server/src/modules/agents/team-reports.ts';
import { zoneBrand } from '../apps/server/src/test-support/stream.ts';

const SERVER_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
/** Agents per level below the top one: 12 levels in all. */
const AGENT_LEVELS = [4, 12, 30, 60, 110, 180, 260, 350, 450, 550, 650];
/** A player who plays does so in sessions of this many rounds; one in five members plays in the month. */
const ROUNDS_PER_PLAYER = 50;
const SEED_CHUNK = 50_000;
const MONTH = { from: '2026-10-01', to: '2026-10-31' };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seconds<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = process.hrtime.bigint();
  const result = await work();
  return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** Accounts level by level, each under a random account of the level above (the closure's trigger links them). */
async function seedTree(database: DatabaseHandle, brandId: bigint): Promise<bigint> {
  const insert = (count: number, level: number, type: number, uplines: string) =>
    database.db.execute(sql`
      insert into players (brand_id, username, type, password_hash, upline_id, referral_code, registration_ip,
        created_at)
      select ${brandId}, 'l' || ${level} || 'p' || i, ${type}, 'x', u.ids[1 + (i * 7919) % array_length(u.ids, 1)],
        'R' || ${level} || 'X' || i, '127.0.0.1', timestamptz '2026-09-01' + (i % 90) * interval '1 day'
      from generate_series(1, ${count}) as i, (select array(${sql.raw(uplines)}) as ids) u`);
  await database.db.execute(sql`
    insert into players (brand_id, username, type, password_hash, referral_code, registration_ip)
    values (${brandId}, 'topagent', 1, 'x', 'TOP', '127.0.0.1')`);
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
  // Members under agents of every level, more under the deeper (and more numerous) ones.
  await insert(PLAYERS - agents, 99, 0, `select id from players where type = 1`);
  const [top] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id::text from players where username = 'topagent'`),
  );
  return BigInt(top!.id);
}

/** Settled rounds in October: one member in five plays, in a few sessions on different days. */
async function seedRounds(database: DatabaseHandle, brandId: bigint) {
  await database.db.execute(sql`create temporary table players_who_play as
    select row_number() over (order by id) as n, id from players where id % 5 = 0`);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from players_who_play`),
  );
  for (let first = 0; first < ROUNDS; first += SEED_CHUNK) {
    const last = Math.min(first + SEED_CHUNK, ROUNDS);
    await database.db.execute(sql`
      insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency,
        stake, payout, valid_bet, status, opened_at, closed_at)
      select ${brandId}, 'V' || (i % 5), 'r' || i, p.id, 1 + i % 50, 'g' || (i % 50),
        (array['RNG', 'LIVE', 'FISH', 'SPORTS'])[1 + i % 4], 'THB', 1000 + (i * 37) % 49000, (i * 31) % 90000,
        1000 + (i * 37) % 49000, 'settled', t.at, t.at
      from generate_series(${first}::bigint, ${last - 1}::bigint) as i,
        lateral (select 1 + (i / ${ROUNDS_PER_PLAYER}) % ${count} as n,
          timestamptz '2026-09-30 17:00Z' + (((i / ${ROUNDS_PER_PLAYER}) * 13 + (i % ${ROUNDS_PER_PLAYER}) / 8 * 5) % 31)
            * interval '1 day' + ((i * 104729) % 86400) * interval '1 second' as at) t
        join players_who_play p on p.n = t.n`);
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function sample(name: string, work: () => Promise<unknown>) {
  await work(); // warm the cache and the plan
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push((await seconds(work)).seconds * 1000);
  const p50 = percentile(times, 0.5);
  console.log(`${name.padEnd(34)} p50 ${p50.toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`);
  return p50;
}

async function main() {
  const server = await createServerDatabase(SERVER_URL);
  const database = await openDatabase({ url: server.url }, { poolSize: 4 });
  try {
    await migrateDatabase(database);
    const brandId = await zoneBrand(database.db, 'benchagents', 'Asia/Bangkok');
    const tree = await seconds(() => seedTree(database, brandId));
    const top = tree.result;
    const [shape] = rowsOf<{ team: number; depth: number }>(
      await database.db.execute(sql`select count(*)::int as team, max(depth)::int as depth
        from agent_tree where ancestor_id = ${top}`),
    );
    console.log(
      `seeded a tree of ${shape!.team} accounts, ${shape!.depth} levels below the top agent, in ${tree.seconds.toFixed(1)} s`,
    );
    const rounds = await seconds(() => seedRounds(database, brandId));
    console.log(`seeded ${ROUNDS} settled rounds in ${rounds.seconds.toFixed(1)} s`);
    const consumers = await seconds(async () => {
      await updateStats(database.db);
      return updateTeamStats(database.db);
    });
    console.log(`stats and team totals caught up in ${consumers.seconds.toFixed(1)} s`);
    for (const table of [
      'game_rounds',
      'rounds_stream',
      'agent_tree',
      'players',
      'team_hourly_bets',
      'member_play_totals',
    ])
      await database.db.execute(sql.raw(`vacuum analyze ${table}`));

    const brand = (await findBrandById(database.db, brandId))!;
    const viewer = { brand, agentId: top };
    const bareScan = async () =>
      database.db.execute(sql`
        select r.game_type, count(*) as rounds, sum(r.stake) as stake, sum(r.payout) as payout,
          sum(r.valid_bet) as valid_bet
        from game_rounds r join agent_tree a on a.descendant_id = r.player_id
        where a.ancestor_id = ${top} and r.status = 'settled'
          and r.closed_at >= timestamptz '2026-09-30 17:00Z' and r.closed_at < timestamptz '2026-10-31 17:00Z'
        group by r.game_type`);
    const [bareTotal] = rowsOf<{ stake: string }>(
      await database.db.execute(sql`select coalesce(sum(stake), 0)::text as stake from (
        select r.stake from game_rounds r join agent_tree a on a.descendant_id = r.player_id
        where a.ancestor_id = ${top} and r.status = 'settled'
          and r.closed_at >= timestamptz '2026-09-30 17:00Z' and r.closed_at < timestamptz '2026-10-31 17:00Z') s`),
    );
    const overview = await teamOverview(database.db, viewer, MONTH);
    const same = BigInt(overview.stake.replace('.', '')) === BigInt(bareTotal!.stake);
    console.log(
      `overview stake ${overview.stake} THB, active members ${overview.activeMembers}; same as bare: ${same}`,
    );

    const bare = await sample('bare SUM … GROUP BY on raw rounds', bareScan);
    const overviewP50 = await sample('team overview', () => teamOverview(database.db, viewer, MONTH));
    const profitP50 = await sample('team P&L by member and game type', () =>
      Promise.all([
        teamProfit(database.db, viewer, { ...MONTH, groupBy: 'member' }),
        teamProfit(database.db, viewer, { ...MONTH, groupBy: 'gameType' }),
      ]),
    );
    const ratio = Math.max(overviewP50, profitP50) / bare;
    console.log(`ratio: ${ratio.toFixed(2)} (target <= 0.50)`);
    if (!same) process.exitCode = 1;
  } finally {
    await database.close();
    // BENCH_KEEP=1 leaves the database for EXPLAIN: its URL is printed.
    if (process.env.BENCH_KEEP) console.log(`kept ${server.url}`);
    else await server.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Cost of the stats consumer: 1M settled rounds from 100k players (three brands, one of them in a half-hour
 * time zone) on PostgreSQL, folded into the hourly totals by the consumer (batches read from the rounds stream
 * below the snapshot's xmin, each applied with its cursor update in one transaction), against a bare
 * `INSERT … SELECT … GROUP BY` of the same rounds into a table of the same shape, in the same run.
 *
 * Prints both times, whether both give the same totals, and the ratio (consumer ÷ bare) last. Target: ≤ 2.
 *
 * Run: `npm run bench:stats` (PostgreSQL server from TEST_DATABASE_URL or DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and dropped). `BENCH_ROUNDS=n` and
 * `BENCH_PLAYERS=n` change the size.
 */
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createServerDatabase } from '../apps/server/src/db/test-database.ts';
import { localHourStart, updateStats } from '../apps/server/src/modules/bets/stats.ts';
import { zoneBrand } from '../apps/server/src/test-support/stream.ts';

const SERVER_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ZONES = ['Asia/Bangkok', 'Asia/Kolkata', 'America/New_York'];
/** Rounds per seeding transaction: each settles in its own transaction, as rounds do. */
const SEED_CHUNK = 50_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seconds<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = process.hrtime.bigint();
  const result = await work();
  return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

/** Settled rounds over 30 days: brand by player, a few vendors, games and game types. */
async function seed(database: DatabaseHandle, brands: bigint[]) {
  for (let first = 0; first < ROUNDS; first += SEED_CHUNK) {
    const last = Math.min(first + SEED_CHUNK, ROUNDS);
    await database.db.execute(sql`
      insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency,
        stake, payout, valid_bet, status, opened_at, closed_at)
      select (${`{${brands.join(',')}}`}::bigint[])[1 + t.player % ${brands.length}], 'V' || (i % 5), 'r' || i,
        t.player, 1 + i % 50, 'g' || (i % 50), (array['RNG', 'LIVE', 'FISH', 'SPORTS'])[1 + i % 4], 'THB',
        100 + i % 900, (i * 31) % 2000, 100 + i % 900, 'settled', t.at, t.at
      from generate_series(${first}::bigint, ${last - 1}::bigint) as i,
        lateral (select 1 + (i * 7919) % ${PLAYERS} as player,
          timestamptz '2026-01-01' + ((i * 104729) % (30 * 86400)) * interval '1 second' as at) t`);
  }
}

async function main() {
  const server = await createServerDatabase(SERVER_URL);
  const database = await openDatabase({ url: server.url }, { poolSize: 2 });
  try {
    await migrateDatabase(database);
    const brands: bigint[] = [];
    for (const [i, zone] of ZONES.entries()) brands.push(await zoneBrand(database.db, `bench${i}`, zone));
    const seeded = await seconds(() => seed(database, brands));
    console.log(`seeded ${ROUNDS} settled rounds of ${PLAYERS} players in ${seeded.seconds.toFixed(1)} s`);
    await database.db.execute(sql`vacuum analyze game_rounds`);
    await database.db.execute(sql`vacuum analyze rounds_stream`);
    await database.db.execute(sql`create table bare_hourly_bets (like player_hourly_bets including all)`);

    const zones = sql`(select unnest(${`{${brands.join(',')}}`}::bigint[]) as brand_id,
      unnest(${`{${ZONES.join(',')}}`}::text[]) as tz)`;
    const bare = await seconds(() =>
      database.db.execute(sql`
        insert into bare_hourly_bets (brand_id, player_id, hour, product, game_type, vassalage, game_id, currency,
          rounds, stake, payout, valid_bet)
        select r.brand_id, r.player_id, ${localHourStart(sql`r.closed_at`, sql`z.tz`)}, r.product, r.game_type,
          r.vassalage, coalesce(r.game_id, 0), r.currency, count(*)::int, sum(r.stake)::bigint, sum(r.payout)::bigint,
          sum(r.valid_bet)::bigint
        from game_rounds r join ${zones} z on z.brand_id = r.brand_id
        where r.status = 'settled'
        group by 1, 2, 3, 4, 5, 6, 7, 8`),
    );
    const consumer = await seconds(() => updateStats(database.db));

    const [check] = rowsOf<{ same: boolean; groups: number }>(
      await database.db.execute(sql`
        select (select count(*)::int from bare_hourly_bets) as groups, not exists (
          (select brand_id, player_id, hour, product, game_type, vassalage, game_id, currency, rounds, stake, payout,
             valid_bet from bare_hourly_bets
           except all
           select brand_id, player_id, hour, product, game_type, vassalage, game_id, currency, rounds, stake, payout,
             valid_bet from player_hourly_bets)
          union all
          (select brand_id, player_id, hour, product, game_type, vassalage, game_id, currency, rounds, stake, payout,
             valid_bet from player_hourly_bets
           except all
           select brand_id, player_id, hour, product, game_type, vassalage, game_id, currency, rounds, stake, payout,
             valid_bet from bare_hourly_bets)) as same`),
    );
    console.log(
      `bare INSERT … SELECT … GROUP BY: ${bare.seconds.toFixed(2)} s (${check!.groups} hourly rows)`,
    );
    console.log(
      `stats consumer:                  ${consumer.seconds.toFixed(2)} s (${consumer.result.rounds} stream rows)`,
    );
    console.log(`same totals: ${check!.same}`);
    const ratio = consumer.seconds / bare.seconds;
    console.log(`ratio: ${ratio.toFixed(2)} (target <= 2.00)`);
    if (!check!.same || consumer.result.rounds !== ROUNDS) process.exitCode = 1;
  } finally {
    await database.close();
    await server.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Cost of the agent settlements on a big programme: a tree of 100k accounts 12 levels deep with about 10k
 * contracted agents (daily salary, real-time salary and dividend contracts, rates falling with depth, one agent
 * in 17 without contracts so its downlines' chains stop), 1M settled rounds in one brand-local day, on
 * PostgreSQL. The stats, team-totals and real-time consumers are caught up first (timed apart, not in the
 * ratios). Then, each against one bare SQL statement computing the same per-agent gross, paid-to-downlines and
 * net from the raw rounds through the closure table (tiers, level difference) in the same run:
 *
 * - a 5-minute real-time window (1M ÷ 288 rounds settled in five minutes), paid by the real-time consumer
 *   through the ledger: the day's last three windows one after another, the medians counted, after the consumer
 *   paid the window before them on the same connections (as the bare statement runs once before it is timed);
 * - the day's daily salary run (`runPeriod` of the settlements runner), paid through the ledger.
 *
 * Each case checks that the statements and the ledger movements of the run equal the bare amounts, agent by
 * agent, before its ratio counts. Prints the times and ratios (run ÷ bare) last. Target: each ≤ 2.
 *
 * Run: `npm run bench:settlement` (PostgreSQL server from TEST_DATABASE_URL or DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and dropped). `BENCH_ROUNDS=n` and
 * `BENCH_PLAYERS=n` change the size; `BENCH_KEEP=1` keeps the database (its URL is printed).
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { createServerDatabase } from '../apps/server/src/db/test-database.ts';
import { readAgentRules, updateTeamStats } from '../apps/server/src/modules/agents/index.ts';
import { updateStats } from '../apps/server/src/modules/bets/index.ts';
import { findBrandById } from '../apps/server/src/modules/brands/index.ts';
import { dividendRuns, payRealtimeSalaries, salaryRuns } from '../apps/server/src/modules/contracts/index.ts';
import { createSettlements, periodContaining } from '../apps/server/src/modules/settlements/index.ts';
import { zoneBrand } from '../apps/server/src/test-support/stream.ts';
import { bareDividend, bareRealtime, bareSalary } from './support/settlement-bare.ts';
import {
  billsNet,
  measure,
  mediansOf,
  statementAmounts,
  timed,
  type Measured,
} from './support/settlement-measure.ts';
import { seedContracts, seedRounds, seedTree } from './support/settlement-seed.ts';

const SERVER_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const ZONE = 'Asia/Bangkok';
/** The settled day (brand-local), well in the past so its period is closed; contracts signed before it. */
const DAY_NOON = new Date('2026-10-15T12:00:00+07:00');
const SIGNED_AT = '2026-10-01T00:00:00+07:00';
const WINDOW_MS = 5 * 60_000;
const WINDOWS_PER_DAY = 288;
/** Real-time windows measured one after another: one run of about a tenth of a second is too few to compare. */
const MEASURED_WINDOWS = 3;

/** A handle whose sessions read `app_now()` as `instant`, so what it posts is stamped inside the settled day. */
function clockedUrl(url: string, instant: Date): string {
  const clocked = new URL(url);
  clocked.searchParams.set('options', `-c croupier.clock=${instant.toISOString()}`);
  return clocked.toString();
}

/** The tables a settlement reads and writes, as autovacuum keeps them: without statistics, plans go astray. */
async function vacuumAnalyze(database: DatabaseHandle) {
  for (const table of [
    'game_rounds',
    'rounds_stream',
    'agent_tree',
    'players',
    'contracts',
    'contract_versions',
    'contract_statements',
    'team_hourly_bets',
    'team_daily_bets',
    'team_day_actives',
    'member_play_totals',
    'ledger_transfers',
    'ledger_accounts',
  ])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
}

async function main() {
  const server = await createServerDatabase(SERVER_URL);
  const database = await openDatabase({ url: server.url }, { poolSize: 4 });
  const day = periodContaining('daily', ZONE, DAY_NOON);
  // The day's last windows, paid one by one: the first warms the run up, the others are measured.
  const tailWindows = MEASURED_WINDOWS + 1;
  const tailSecond = (WINDOW_MS * (WINDOWS_PER_DAY - tailWindows)) / 1000;
  const windowStart = (index: number) =>
    new Date(day.start.getTime() + tailSecond * 1000 + index * WINDOW_MS);
  const clocked = await openDatabase({ url: clockedUrl(server.url, windowStart(0)) }, { poolSize: 2 });
  // The consumers run all day in production: caught up on the day's clock, they count the day's active members
  // from its start (team_day_actives), as they would have.
  const dayClocked = await openDatabase({ url: clockedUrl(server.url, day.start) }, { poolSize: 2 });
  try {
    await migrateDatabase(database);
    const brandId = await zoneBrand(database.db, 'benchsettle', ZONE);
    const brand = (await findBrandById(database.db, brandId))!;
    const dayStart = day.start.toISOString();
    const top = await timed(`seeded a tree of ${PLAYERS} accounts`, () =>
      seedTree(database, brandId, PLAYERS),
    );
    const contracted = await seedContracts(database, brandId, top, SIGNED_AT);
    console.log(`${contracted} agents hold daily salary, real-time salary and dividend contracts`);
    const windowRounds = Math.round(ROUNDS / WINDOWS_PER_DAY);
    const dayRounds = ROUNDS - tailWindows * windowRounds;
    await timed(`seeded ${dayRounds} settled rounds before the day's last ${tailWindows} windows`, () =>
      seedRounds(database, {
        brandId,
        dayStart,
        first: 0,
        last: dayRounds,
        fromSecond: 0,
        toSecond: tailSecond,
        session: 50,
      }),
    );
    // Autovacuum would have analysed the seeded tables long before the consumers met them.
    await vacuumAnalyze(database);
    await timed('stats and team totals caught up', async () => {
      await updateStats(dayClocked.db);
      await updateTeamStats(dayClocked.db);
    });
    // The day's earlier windows, paid as the real-time job pays them (stamped at the last windows' start).
    await timed(`real-time salaries caught up to the last ${tailWindows} windows`, () =>
      payRealtimeSalaries(clocked.db, () => new Date(windowStart(0).getTime() - 1)),
    );
    const seedWindow = (index: number) =>
      seedRounds(database, {
        brandId,
        dayStart,
        first: dayRounds + index * windowRounds,
        last: index === tailWindows - 1 ? ROUNDS : dayRounds + (index + 1) * windowRounds,
        fromSecond: tailSecond + (index * WINDOW_MS) / 1000,
        toSecond: tailSecond + ((index + 1) * WINDOW_MS) / 1000,
        // A few hundred sessions overlap in any five minutes of the day.
        session: 10,
      });
    const windowLast = (index: number) => new Date(windowStart(index).getTime() + WINDOW_MS - 1);
    await seedWindow(0);
    // As the bare statement is run once before it is timed, the real-time job pays one window on the measured
    // connections first: a running server's connections have met the ledger's tables and statements before.
    await timed('real-time salaries paid on the first of them (warm-up)', () =>
      payRealtimeSalaries(database.db, () => windowLast(0)),
    );
    await timed('stats and team totals caught up with those payments', () => updateTeamStats(database.db));
    // As autovacuum would have them after the day's writes.
    await vacuumAnalyze(database);

    const { salaryActiveMinimum, dividendActiveMinimum } = await readAgentRules(database.db, brand);
    const currency = brand.currencyCode;
    const results: Measured[] = [];
    const windows: Measured[] = [];
    for (let index = 1; index < tailWindows; index++) {
      await seedWindow(index);
      const at = windowLast(index);
      const key = periodContaining('five_minutes', ZONE, at).key;
      windows.push(
        await measure(database, {
          name: `real-time window ${index}/${MEASURED_WINDOWS}`,
          bare: () =>
            bareRealtime(database.db, {
              brandId,
              currency,
              at,
              from: windowStart(index),
              to: new Date(at.getTime() + 1),
            }),
          run: () => payRealtimeSalaries(database.db, () => at),
          statements: () => statementAmounts(database, brandId, 'realtime', key),
        }),
      );
    }
    results.push(mediansOf('real-time window', windows));
    await timed('stats and team totals caught up with the last window', async () => {
      await updateStats(database.db);
      await updateTeamStats(database.db);
    });
    const daily = salaryRuns.find((kind) => kind.cadence === 'daily')!;
    const settlements = createSettlements(database.db, [daily], { log: pino({ level: 'error' }) });
    const dayLast = new Date(day.end.getTime() - 1);
    results.push(
      await measure(database, {
        name: 'daily salary run',
        bare: () =>
          bareSalary(
            database.db,
            { brandId, currency, at: dayLast, from: day.start, to: day.end },
            salaryActiveMinimum,
          ),
        run: async () => {
          const outcome = await settlements.runPeriod(daily, brand, day);
          if (outcome?.run.state !== 'completed')
            throw new Error(`The daily run ended ${outcome?.run.state}.`);
        },
        statements: () => statementAmounts(database, brandId, 'daily', day.key),
      }),
    );
    await timed('stats and team totals caught up with the salaries', async () => {
      await updateStats(database.db);
      await updateTeamStats(database.db);
    });
    const dividendRun = dividendRuns.find((kind) => kind.cadence === 'daily')!;
    const dividends = createSettlements(database.db, [dividendRun], { log: pino({ level: 'error' }) });
    results.push(
      await measure(database, {
        name: 'dividend run',
        bare: () =>
          bareDividend(
            database.db,
            { brandId, currency, at: dayLast, from: day.start, to: day.end },
            dividendActiveMinimum,
          ),
        run: async () => {
          const outcome = await dividends.runPeriod(dividendRun, brand, day);
          if (outcome?.run.state !== 'completed')
            throw new Error(`The dividend run ended ${outcome?.run.state}.`);
        },
        statements: () => statementAmounts(database, brandId, 'dividend', day.key),
        owed: () => billsNet(database, day.key),
      }),
    );

    console.log('');
    for (const result of results)
      console.log(
        `${result.name.padEnd(18)} bare SQL ${result.bare.toFixed(2)} s, run ${result.run.toFixed(2)} s ` +
          `(${result.agents} agents paid)`,
      );
    for (const result of results)
      console.log(`ratio ${result.name}: ${(result.run / result.bare).toFixed(2)} (target <= 2.00)`);
    if (results.some((result) => !result.same)) process.exitCode = 1;
  } finally {
    await clocked.close();
    await dayClocked.close();
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`kept ${server.url}`);
    else await server.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Cost of the agent settlements on a big programme: a tree of 100k accounts 12 levels deep with about 10k
 * contracted agents (daily salary, real-time salary and dividend contracts, rates falling with depth, one agent
 * in 17 without contracts so its downlines' chains stop), 1M settled rounds in one brand-local day, on
 * PostgreSQL. The stats, team-totals and real-time consumers are caught up first (timed apart, not in the
 * ratios). Then, each against one bare SQL statement computing the same per-agent gross, paid-to-downlines and
 * net from the raw rounds through the closure table (tiers, level difference) in the same run:
 *
 * - one 5-minute real-time window (1M ÷ 288 rounds settled in the day's last five minutes), paid by the
 *   real-time consumer through the ledger, after it paid the window before on the same connections (as the
 *   bare statement runs once before it is timed);
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
import { bareDividend, bareRealtime, bareSalary, type AgentAmounts } from './support/settlement-bare.ts';
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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seconds<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = process.hrtime.bigint();
  const result = await work();
  return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const { result, seconds: took } = await seconds(work);
  console.log(`${label} in ${took.toFixed(1)} s`);
  return result;
}

/** A handle whose sessions read `app_now()` as `instant`, so what it posts is stamped inside the settled day. */
function clockedUrl(url: string, instant: Date): string {
  const clocked = new URL(url);
  clocked.searchParams.set('options', `-c croupier.clock=${instant.toISOString()}`);
  return clocked.toString();
}

/** The statements a run wrote for one period, as amounts per agent. */
async function statementAmounts(database: DatabaseHandle, brandId: bigint, kind: string, periodKey: string) {
  const rows = rowsOf<{ agent: string; gross: string; paid: string; net: string }>(
    await database.db
      .execute(sql`select agent_id::text as agent, gross::text, paid_to_downlines::text as paid,
        net::text from contract_statements
      where brand_id = ${brandId} and kind = ${kind} and period_key = ${periodKey}`),
  );
  return new Map(
    rows.map((row) => [
      row.agent,
      { gross: BigInt(row.gross), paidToDownlines: BigInt(row.paid), net: BigInt(row.net) },
    ]),
  );
}

const lastTransferId = async (database: DatabaseHandle) =>
  rowsOf<{ id: string }>(
    await database.db.execute(sql`select coalesce(max(id), 0)::text as id from ledger_transfers`),
  )[0]!.id;

/** What each player's commission account gained, net, from the transfers posted after `afterId`. */
async function ledgerNetSince(database: DatabaseHandle, afterId: string): Promise<Map<string, bigint>> {
  const rows = rowsOf<{ agent: string; net: string }>(
    await database.db.execute(sql`
      select split_part(side.account, ':', 2) as agent, sum(side.sign * t.amount)::text as net
      from ledger_transfers t
        cross join lateral (values (t.credit_account, 1), (t.debit_account, -1)) as side (account, sign)
      where t.id > ${afterId}::bigint and t.status = 'posted' and side.account like 'player:%'
      group by 1 having sum(side.sign * t.amount) <> 0`),
  );
  return new Map(rows.map((row) => [row.agent, BigInt(row.net)]));
}

/**
 * What each agent's dividend bills of a period leave it with: what it is owed by its upline less what it owes its
 * downlines. With the platform's payments to the top agents in the ledger, that is each agent's net.
 */
async function billsNet(database: DatabaseHandle, periodKey: string): Promise<Map<string, bigint>> {
  const rows = rowsOf<{ agent: string; net: string }>(
    await database.db.execute(sql`
      select side.agent::text as agent, sum(side.sign * b.amount)::text as net
      from dividend_bills b
        cross join lateral (values (b.downline_id, 1), (b.upline_id, -1)) as side (agent, sign)
      where b.period_key = ${periodKey}
      group by 1`),
  );
  return new Map(rows.map((row) => [row.agent, BigInt(row.net)]));
}

const added = (a: Map<string, bigint>, b: Map<string, bigint>) => {
  const sum = new Map(a);
  for (const [key, value] of b) sum.set(key, (sum.get(key) ?? 0n) + value);
  for (const [key, value] of sum) if (value === 0n) sum.delete(key);
  return sum;
};

/** Differences between the bare amounts and the run's statements and ledger movements (empty when equal). */
function differences(bare: AgentAmounts, statements: AgentAmounts, ledger: Map<string, bigint>): string[] {
  const found: string[] = [];
  const text = (amounts?: { gross: bigint; paidToDownlines: bigint; net: bigint }) =>
    amounts ? `${amounts.gross}/${amounts.paidToDownlines}/${amounts.net}` : 'none';
  for (const agent of new Set([...bare.keys(), ...statements.keys()])) {
    const want = bare.get(agent);
    const got = statements.get(agent);
    if (text(want) !== text(got)) found.push(`agent ${agent}: bare ${text(want)}, statement ${text(got)}`);
  }
  for (const agent of new Set([...bare.keys(), ...ledger.keys()])) {
    const want = bare.get(agent)?.net ?? 0n;
    const got = ledger.get(agent) ?? 0n;
    if (want !== got) found.push(`agent ${agent}: bare net ${want}, ledger ${got}`);
  }
  return found;
}

interface Measured {
  name: string;
  bare: number;
  run: number;
  agents: number;
  paid: bigint;
  same: boolean;
}

/**
 * One case, after a checkpoint: its bare statement once to warm up, twice before the production run and twice after it (the median
 * of those four counts, so other work on the machine weighs on both sides alike), then the check that the run's
 * statements and ledger movements equal the bare amounts.
 */
async function measure(
  database: DatabaseHandle,
  props: {
    name: string;
    bare: () => Promise<AgentAmounts>;
    run: () => Promise<unknown>;
    statements: () => Promise<AgentAmounts>;
    /** What the run left each agent with besides the ledger (a dividend's bills); nothing by default. */
    owed?: () => Promise<Map<string, bigint>>;
  },
): Promise<Measured> {
  // The seeding and the earlier cases wrote gigabytes of WAL: a checkpoint now, so none runs inside the case.
  await database.db.execute(sql`checkpoint`);
  await props.bare();
  const samples = [await seconds(props.bare), await seconds(props.bare)];
  const before = await lastTransferId(database);
  const run = await seconds(props.run);
  samples.push(await seconds(props.bare), await seconds(props.bare));
  const sorted = samples.map((sample) => sample.seconds).sort((a, b) => a - b);
  const bare = { result: samples[0]!.result, seconds: (sorted[1]! + sorted[2]!) / 2 };
  const moved = added(await ledgerNetSince(database, before), (await props.owed?.()) ?? new Map());
  const problems = differences(bare.result, await props.statements(), moved);
  for (const problem of problems.slice(0, 10)) console.log(`  ${props.name}: ${problem}`);
  const paid = [...bare.result.values()]
    .filter((amounts) => amounts.gross > 0n)
    .reduce((sum, amounts) => sum + amounts.net, 0n);
  console.log(
    `${props.name}: ${bare.result.size} agents, ${paid} minor units kept in all; same amounts: ${problems.length === 0}`,
  );
  return {
    name: props.name,
    bare: bare.seconds,
    run: run.seconds,
    agents: bare.result.size,
    paid,
    same: problems.length === 0,
  };
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
  const windowStart = new Date(day.end.getTime() - WINDOW_MS);
  const windowLast = new Date(day.end.getTime() - 1);
  const clocked = await openDatabase({ url: clockedUrl(server.url, windowStart) }, { poolSize: 2 });
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
    // The day's last two windows are seeded apart: the second-last one warms the run up, the last one is measured.
    const dayRounds = ROUNDS - 2 * windowRounds;
    const lastSecond = (WINDOW_MS * (WINDOWS_PER_DAY - 1)) / 1000;
    const warmSecond = lastSecond - WINDOW_MS / 1000;
    await timed(`seeded ${dayRounds} settled rounds before the day's last two windows`, () =>
      seedRounds(database, {
        brandId,
        dayStart,
        first: 0,
        last: dayRounds,
        fromSecond: 0,
        toSecond: warmSecond,
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
    const warmStart = new Date(windowStart.getTime() - WINDOW_MS);
    await timed('real-time salaries caught up to the last two windows', () =>
      payRealtimeSalaries(clocked.db, () => new Date(warmStart.getTime() - 1)),
    );
    // A few hundred sessions overlap in any five minutes of the day.
    const lastWindows = { brandId, dayStart, session: 10 };
    await seedRounds(database, {
      ...lastWindows,
      first: dayRounds,
      last: dayRounds + windowRounds,
      fromSecond: warmSecond,
      toSecond: lastSecond,
    });
    // As the bare statement is run once before it is timed, the real-time job pays one window on the measured
    // connections first: a running server's connections have met the ledger's tables and statements before.
    await timed('real-time salaries paid on the second-last window (warm-up)', () =>
      payRealtimeSalaries(database.db, () => new Date(windowStart.getTime() - 1)),
    );
    await timed('stats and team totals caught up with those payments', () => updateTeamStats(database.db));
    await seedRounds(database, {
      ...lastWindows,
      first: dayRounds + windowRounds,
      last: ROUNDS,
      fromSecond: lastSecond,
      toSecond: lastSecond + WINDOW_MS / 1000,
    });
    console.log(`seeded ${windowRounds} settled rounds in the day's last five minutes`);
    // As autovacuum would have them after the day's writes.
    await vacuumAnalyze(database);

    const { salaryActiveMinimum, dividendActiveMinimum } = await readAgentRules(database.db, brand);
    const currency = brand.currencyCode;
    const results: Measured[] = [];
    const window = periodContaining('five_minutes', ZONE, windowLast);
    results.push(
      await measure(database, {
        name: 'real-time window',
        bare: () =>
          bareRealtime(database.db, { brandId, currency, at: windowLast, from: windowStart, to: day.end }),
        run: () => payRealtimeSalaries(database.db, () => windowLast),
        statements: () => statementAmounts(database, brandId, 'realtime', window.key),
      }),
    );
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

/**
 * Cost of settling one lottery issue: 200k tickets of 20k players (a slip of 10 lines each: straights, fixed
 * positions, big/small, combos, some at lower prize groups that earn a rebate) on a drawn SSC issue, on
 * PostgreSQL. The production settlement (`runSettlement`: batches of tickets in two lanes of players at once, wins and
 * rebates posted through the ledger with their keys, tickets marked, rounds settled into the bets stream) against
 * bare SQL doing the least that gives players the same money in the same run: read the tickets, compute the same
 * wins with the same rules, one UPDATE of the tickets and one UPDATE of the players' cash balances (run three
 * times in transactions rolled back, the median kept). Checks the run paid exactly what the bare path computed,
 * player by player, and that the ledger balances. Prints both times and the ratio (run ÷ bare) last. Target ≤ 2.
 *
 * Run: `npm run bench:lottery` (a throwaway database on TEST_DATABASE_URL's server, or DATABASE_URL's, default
 * postgres://postgres@127.0.0.1:5432/test). `BENCH_TICKETS=n`, `BENCH_PLAYERS=n` change the size; `BENCH_KEEP=1`
 * keeps the database (its URL is printed).
 */
import { fastSchedule } from '@croupier/lottery';
import { sql } from 'drizzle-orm';
import { inTransaction, migrateDatabase, openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { createServerDatabase } from '../apps/server/src/db/test-database.ts';
import { bootstrapData } from '../apps/server/src/demo/bootstrap.ts';
import { findBrandForHost } from '../apps/server/src/modules/brands/index.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/index.ts';
import {
  createGame,
  lotterySeedBox,
  runDrawEngine,
  runSettlement,
  issueOutcomes,
} from '../apps/server/src/modules/lottery/index.ts';
import { seedLotteryPlayers, seedLotteryTickets } from '../apps/server/src/test-support/lottery-seed.ts';

const SERVER_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TICKETS = Number(process.env.BENCH_TICKETS ?? 200_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
const MINUTE = 60_000;
const BARE_RUNS = 3;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Thrown to roll the bare path's transaction back, so the tickets stay pending for the next run. */
class RollBack extends Error {}

/**
 * The bare path: the issue's tickets read at once, wins and rebates computed by the same rules, one UPDATE of the
 * tickets and one UPDATE of the player balances, in a transaction rolled back. Answers what each player gets.
 */
async function bareSettle(db: Database, issueId: bigint): Promise<Map<string, bigint>> {
  const paid = new Map<string, bigint>();
  await inTransaction(db, async (tx) => {
    const outcomes = await issueOutcomes(tx, issueId);
    const rows = outcomes.map(({ ticket, win, rebate }) => {
      const player = String(ticket.playerId);
      paid.set(player, (paid.get(player) ?? 0n) + win + rebate);
      return { id: String(ticket.id), win: String(win), rebate: String(rebate) };
    });
    await tx.execute(sql`
      update lottery_tickets as t
      set status = case when s.win > 0 then 'won' else 'lost' end, win = s.win, rebate = s.rebate,
        settled_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(id bigint, win bigint, rebate bigint)
      where t.id = s.id`);
    const credits = [...paid]
      .filter(([, amount]) => amount > 0n)
      .map(([player, amount]) => ({
        player,
        amount: String(amount),
      }));
    await tx.execute(sql`
      update ledger_accounts as a set balance = a.balance + c.amount
      from jsonb_to_recordset(${JSON.stringify(credits)}::jsonb) as c(player bigint, amount bigint)
      where a.player_id = c.player and a.kind = 'player_cash'`);
    throw new RollBack();
  }).catch((error: unknown) => {
    if (!(error instanceof RollBack)) throw error;
  });
  return paid;
}

/** What each player received from the settlement's transfers (wins and rebates together). */
async function ledgerPaid(db: Database): Promise<Map<string, bigint>> {
  const rows = rowsOf<{ player: string; amount: string }>(
    await db.execute(sql`select split_part(credit_account, ':', 2) as player, sum(amount)::text as amount
      from ledger_transfers
      where idempotency_key like 'lottery:win:%'
      group by 1`),
  );
  return new Map(rows.map((row) => [row.player, BigInt(row.amount)]));
}

function differences(bare: Map<string, bigint>, run: Map<string, bigint>): string[] {
  const found: string[] = [];
  for (const player of new Set([...bare.keys(), ...run.keys()])) {
    const want = bare.get(player) ?? 0n;
    const got = run.get(player) ?? 0n;
    if (want !== got) found.push(`player ${player}: bare ${want}, run ${got}`);
  }
  return found;
}

async function main() {
  const server = await createServerDatabase(SERVER_URL);
  const database = await openDatabase({ url: server.url }, { poolSize: 4 });
  const { db } = database;
  try {
    await migrateDatabase(database);
    await bootstrapData(db, { adminPassword: 'bench-owner-password', demoData: false });
    const brand = (await findBrandForHost(db, ''))!;
    await createGame(db, null, {
      code: 'BENCH-SSC',
      family: 'ssc',
      prizeMode: 'ELOTT',
      names: { EN: 'Bench SSC', CN: '基准时时彩', TH: 'เบนช์ SSC' },
      schedule: fastSchedule(1, 10, 'Asia/Shanghai'),
      drawsAfter: new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 2 * MINUTE),
    });
    await runDrawEngine(db, { box: lotterySeedBox('bench-lottery-secret-0123456789abcdef') });
    // Every other drawn issue has no ticket: settled first so the measure is the one issue's.
    const [issue] = rowsOf<{ id: string }>(
      await db.execute(sql`select i.id::text from lottery_issues i join lottery_games g on g.id = i.game_id
        where g.code = 'BENCH-SSC' and i.status = 'drawn' order by i.draw_at limit 1`),
    );
    const issueId = BigInt(issue!.id);
    const seedStarted = Date.now();
    const players = await seedLotteryPlayers(db, {
      brandId: brand.id,
      currency: brand.currencyCode,
      count: PLAYERS,
      prefix: 'lb',
    });
    const tickets = await seedLotteryTickets(db, {
      brandId: brand.id,
      currency: brand.currencyCode,
      issueId,
      gameCode: 'BENCH-SSC',
      players,
      perPlayer: Math.round(TICKETS / PLAYERS),
    });
    console.log(
      `seeded ${tickets} tickets of ${players.length} players in ${(Date.now() - seedStarted) / 1000} s`,
    );
    await db.execute(sql`update lottery_issues set status = 'settled'
      where status = 'drawn' and id <> ${issueId}`);
    for (const table of ['lottery_tickets', 'game_rounds', 'ledger_accounts', 'ledger_transfers', 'players'])
      await db.execute(sql.raw(`vacuum analyze ${table}`));

    const bareTimes: number[] = [];
    let barePaid = new Map<string, bigint>();
    for (let run = 0; run < BARE_RUNS; run++)
      bareTimes.push(
        await seconds(async () => {
          barePaid = await bareSettle(db, issueId);
        }),
      );
    const bare = bareTimes.sort((a, b) => a - b)[Math.floor(BARE_RUNS / 2)]!;
    const run = await seconds(() => runSettlement(db));

    const [state] = rowsOf<{ status: string; pending: number }>(
      await db.execute(sql`select status, (select count(*)::int from lottery_tickets
        where issue_id = ${issueId} and status = 'pending') as pending from lottery_issues where id = ${issueId}`),
    );
    const problems = differences(barePaid, await ledgerPaid(db));
    const check = await inTransaction(db, (tx) => checkLedger(tx, brand.id));
    const winners = [...barePaid.values()].filter((amount) => amount > 0n).length;
    console.log(`issue ${state!.status}, ${state!.pending} tickets pending, ${winners} players paid`);
    for (const problem of problems.slice(0, 10)) console.log(`  ${problem}`);
    console.log(`ledger ${check.balanced ? 'balanced' : `NOT balanced: ${JSON.stringify(check.problems)}`}`);
    console.log(`same money as the bare path: ${problems.length === 0 ? 'yes' : `no (${problems.length})`}`);
    console.log('');
    console.log(`bare SQL ${bare.toFixed(2)} s (median of ${BARE_RUNS}), settlement ${run.toFixed(2)} s`);
    console.log(`ratio: ${(run / bare).toFixed(2)} (target <= 2.00)`);
    if (problems.length > 0 || !check.balanced || state!.status !== 'settled') process.exitCode = 1;
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`kept ${server.url}`);
    else await server.drop();
  }
}

await main();

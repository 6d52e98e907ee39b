import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client.ts';
import type { AgentAmounts } from './settlement-bare.ts';

/**
 * How the settlement bench times a case against its bare statement and checks that the run's statements and
 * ledger movements equal the bare amounts, agent by agent.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function seconds<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = process.hrtime.bigint();
  const result = await work();
  return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const { result, seconds: took } = await seconds(work);
  console.log(`${label} in ${took.toFixed(1)} s`);
  return result;
}

/** The statements a run wrote for one period, as amounts per agent. */
export async function statementAmounts(
  database: DatabaseHandle,
  brandId: bigint,
  kind: string,
  periodKey: string,
) {
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
export async function billsNet(database: DatabaseHandle, periodKey: string): Promise<Map<string, bigint>> {
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

export interface Measured {
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
export async function measure(
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One case measured several times, as the medians of its bare and run times. */
export function mediansOf(name: string, cases: readonly Measured[]): Measured {
  return {
    name,
    bare: median(cases.map((measured) => measured.bare)),
    run: median(cases.map((measured) => measured.run)),
    agents: Math.round(median(cases.map((measured) => measured.agents))),
    paid: cases.reduce((sum, measured) => sum + measured.paid, 0n),
    same: cases.every((measured) => measured.same),
  };
}

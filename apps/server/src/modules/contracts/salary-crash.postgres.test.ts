/**
 * The daily salary run across real processes (issue 19: "SIGKILL during a settlement run: after restart every
 * agent is paid exactly once"): a worker running `agent-salary-daily` over hundreds of contracted agents is
 * SIGKILLed part-way through its payments, two workers start at once, and the period ends with every agent
 * paid its level difference once. Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.ts';
import { contractedTree, type TreeLevel } from '../../test-support/contract-tree.ts';
import { openNodesDatabase, rowsOf, startPlatformNode, waitFor } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import { readAgentRules } from '../agents/index.ts';
import { findBrandForHost, type BrandRow } from '../brands/index.ts';
import { cashBalancesOf, checkLedger } from '../ledger/index.ts';

const KIND = 'agent-salary-daily';
const MIDS = 8;
const LOWS_PER_MID = 24;

let nodes: Awaited<ReturnType<typeof openNodesDatabase>>;
let brand: BrandRow;

beforeAll(async () => {
  nodes = await openNodesDatabase();
  brand = (await findBrandForHost(nodes.handle.db, ''))!;
});
afterAll(() => nodes?.close());

/** A tier as minor units, active members and parts per million, and as the contract form takes it. */
type Tier = [minAmount: bigint, minActive: number, ratePpm: bigint];
const percent = (ppm: bigint) => (Number(ppm) / 10_000).toString();
const money = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

// Each level's tiers stay within its upline's at the same thresholds (the offer would be refused otherwise).
const TIERS: Record<TreeLevel, (index: number) => Tier[]> = {
  top: () => [
    [10_000n, 1, 10_000n],
    [300_000n, 3, 15_000n],
    [5_000_000n, 40, 20_000n],
  ],
  mid: (index) =>
    index % 3 === 0
      ? [[20_000n, 1, 7_000n]]
      : [
          [20_000n, 1, 7_000n],
          [400_000n, 5, 13_000n],
        ],
  low: (index) =>
    index % 2 === 0
      ? [[30_000n, 1, 4_500n]]
      : [
          [30_000n, 1, 4_000n],
          [150_000n, 2, 6_500n],
        ],
};

/** The rate of the highest tier whose thresholds the team meets, 0 when none (DOMAIN.md "Tiers"). */
const rateOf = (tiers: Tier[], base: bigint, active: number) =>
  tiers.filter(([minAmount, minActive]) => base >= minAmount && active >= minActive).at(-1)?.[2] ?? 0n;

describe('the daily salary run across processes', () => {
  it(
    'pays every agent its salary exactly once after its worker is SIGKILLed mid-run and two workers resume it',
    { timeout: 120_000 },
    async () => {
      console.time('tree');
      const tierOf = new Map<bigint, Tier[]>();
      const tree = await contractedTree(nodes.handle.db, {
        brand,
        prefix: 'sd',
        mids: MIDS,
        lowsPerMid: LOWS_PER_MID,
        terms: (level, index) => ({
          kind: 'daily',
          tiers: TIERS[level](index).map(([minAmount, minActive, ratePpm]) => ({
            minAmount: money(minAmount),
            minActive,
            rate: percent(ratePpm),
          })),
        }),
        // Some lows have no members (they earn nothing), the others one to three.
        members: (level, index) => (level === 'low' ? index % 4 : level === 'mid' ? 1 : 0),
      });
      console.timeEnd('tree');
      tierOf.set(tree.top, TIERS.top(0));
      tree.mids.forEach((mid, index) => tierOf.set(mid, TIERS.mid(index)));
      tree.lows.forEach((low, index) => tierOf.set(low.id, TIERS.low(index)));

      // One round per member on one day, valid bets from 150.00 to 1,349.99 (some below the active minimum).
      const playedAt = new Date();
      const day = dayIn(playedAt, brand.timezone);
      const stakeOf = new Map<bigint, bigint>();
      let n = 0;
      for (const members of tree.membersOf.values())
        for (const member of members) stakeOf.set(member, 15_000n + BigInt((n++ * 7_919) % 120_000));
      await writeRounds(
        nodes.handle.db,
        brand.id,
        [...stakeOf].map(([playerId, stake]) => ({
          playerId,
          ref: `sd-${playerId}`,
          stake,
          payout: stake / 3n,
          closedAt: playedAt,
        })),
      );

      // By hand: each agent's team is its members and those of every agent below it.
      const { salaryActiveMinimum } = await readAgentRules(nodes.handle.db, brand);
      const childrenOf = new Map<bigint, bigint[]>();
      for (const [agent, upline] of tree.uplineOf)
        childrenOf.set(upline, [...(childrenOf.get(upline) ?? []), agent]);
      const teamStakes = (agent: bigint): bigint[] => [
        ...(tree.membersOf.get(agent) ?? []).map((member) => stakeOf.get(member)!),
        ...(childrenOf.get(agent) ?? []).flatMap(teamStakes),
      ];
      const gross = new Map<bigint, bigint>();
      const ratesUsed = new Set<bigint>();
      for (const [agent, tiers] of tierOf) {
        const stakes = teamStakes(agent);
        const base = stakes.reduce((sum, stake) => sum + stake, 0n);
        const active = stakes.filter((stake) => stake >= salaryActiveMinimum).length;
        const ratePpm = rateOf(tiers, base, active);
        ratesUsed.add(ratePpm);
        gross.set(agent, (base * ratePpm) / 1_000_000n);
      }
      const net = (agent: bigint) =>
        (childrenOf.get(agent) ?? []).reduce((kept, child) => kept - gross.get(child)!, gross.get(agent)!);
      const payees = [...gross].filter(([, amount]) => amount > 0n).map(([agent]) => agent);
      const total = [...gross.values()].reduce((sum, amount) => sum + amount, 0n);
      // Hundreds of payments, and every tier reached somewhere (the top's last), and lows that earn nothing.
      expect(payees.length).toBeGreaterThan(100);
      expect([...ratesUsed].sort((a, b) => Number(a - b))).toEqual([
        0n, 4_000n, 4_500n, 6_500n, 7_000n, 13_000n, 20_000n,
      ]);

      const startNode = (name: string) =>
        startPlatformNode({
          databaseUrl: nodes.url,
          dataDir: nodes.dataDir,
          role: 'worker',
          name,
          env: {
            // Half past midnight after the day of play: its daily run is due.
            SETTLEMENT_CLOCK_START: new Date(
              startOfDayIn(shiftDay(day, 1), brand.timezone)!.getTime() + 30 * 60_000,
            ).toISOString(),
            SETTLEMENT_CLOCK_REAL_START: String(Date.now()),
            SETTLEMENT_LEASE_MS: '1500',
          },
        });
      const paymentsSoFar = async () =>
        (
          await rowsOf<{ payments: number }>(
            nodes.handle.db,
            sql`select count(*)::int as payments from settlement_payments p
              join settlement_runs r on r.id = p.run_id where r.kind = ${KIND}`,
          )
        )[0]!.payments;
      const runOfDay = async () =>
        (
          await rowsOf<{ state: string; attempts: number; claimed_by: string; paid: bigint }>(
            nodes.handle.db,
            sql`select state, attempts, claimed_by, paid from settlement_runs
              where kind = ${KIND} and period_key = ${day}`,
          )
        )[0];

      console.time('start');
      const doomed = await startNode('salary-worker-1');
      console.timeEnd('start');
      const t0 = Date.now();
      await waitFor('a tenth of the payments', async () => (await paymentsSoFar()) >= payees.length / 10, {
        everyMs: 20,
      });
      await doomed.kill();
      const paidBeforeTheKill = await paymentsSoFar();
      console.log('killed after', Date.now() - t0, paidBeforeTheKill, payees.length);
      expect(paidBeforeTheKill).toBeLessThan(payees.length);
      expect(await runOfDay()).toMatchObject({ state: 'running', claimed_by: 'salary-worker-1' });

      const successors = await Promise.all([startNode('salary-worker-2'), startNode('salary-worker-3')]);
      const t1 = Date.now();
      await waitFor('the day to be settled', async () => (await runOfDay())?.state === 'completed');
      console.log('resumed in', Date.now() - t1);
      await Promise.all(successors.map((node) => node.stop()));

      const run = (await runOfDay())!;
      expect(run.attempts).toBeGreaterThanOrEqual(2);
      expect(['salary-worker-2', 'salary-worker-3']).toContain(run.claimed_by);
      expect(BigInt(run.paid)).toBe(total);
      // One commission per paid agent for the day, of its gross, whichever worker made it.
      const credits = await rowsOf<{ credit_account: string; transfers: number; amount: bigint }>(
        nodes.handle.db,
        sql`select credit_account, count(*)::int as transfers, sum(amount)::bigint as amount
          from ledger_transfers where kind = 'commission' and reference = ${`${KIND} ${day}`}
          group by credit_account`,
      );
      expect(new Map(credits.map((row) => [row.credit_account, [row.transfers, BigInt(row.amount)]]))).toEqual(
        new Map(payees.map((agent) => [`player:${agent}:player_cash`, [1, gross.get(agent)]])),
      );
      const payments = await rowsOf<{ subject: string; sequence: number }>(
        nodes.handle.db,
        sql`select subject, sequence from settlement_payments p join settlement_runs r on r.id = p.run_id
          where r.kind = ${KIND}`,
      );
      expect(payments).toHaveLength(payees.length);
      expect(payments.every((payment) => payment.sequence === 0)).toBe(true);
      // What each agent holds: its gross less what it passed on to its contracted downlines.
      const agents = [...gross.keys()];
      const balances = await cashBalancesOf(nodes.handle.db, agents, brand.currencyCode);
      expect(new Map(agents.map((agent) => [agent, balances.get(agent)]))).toEqual(
        new Map(agents.map((agent) => [agent, net(agent)])),
      );
      const check = await inTransaction(nodes.handle.db, (tx) => checkLedger(tx, brand.id));
      expect(check.problems).toEqual([]);
      expect(check.balanced).toBe(true);
    },
  );
});

/**
 * The daily dividend run across real processes (issue 19: "SIGKILL during a settlement run: after restart every
 * agent is paid exactly once"). A dividend run moves money twice over: the platform pays each top contracted
 * agent, and every other contracted agent is billed to its upline (side by side). The test holds the bills table
 * so the first worker has paid the top but billed no one, SIGKILLs it there, and two workers resume the period: the top is paid
 * once, every downline billed once, each for the gross computed by hand. Only the PostgreSQL project runs this
 * file: PGlite is one process's database.
 */
import { dayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  contractedTree,
  dayAfterClock,
  rateOf,
  runOfPeriod,
  tiersInput,
  type Tier,
  type TreeLevel,
} from '../../test-support/contract-tree.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { rowsOf, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import { readAgentRules } from '../agents/index.ts';

const KIND = 'agent-dividend-daily';
const MIDS = 6;
const LOWS_PER_MID = 5;

const file = useNodesDatabase();

// Each level's tiers stay within its upline's at the same thresholds (the offer would be refused otherwise).
const TIERS: Record<TreeLevel, (index: number) => Tier[]> = {
  top: () => [
    [0n, 0, 200_000n],
    [1_000_000n, 10, 300_000n],
  ],
  mid: (index) =>
    index % 2 === 0
      ? [[0n, 0, 150_000n]]
      : [
          [0n, 0, 120_000n],
          [200_000n, 4, 180_000n],
        ],
  low: (index) => [[0n, 0, index % 3 === 0 ? 50_000n : 100_000n]],
};

describe('the daily dividend run across processes', () => {
  it(
    'pays the top once and bills every downline once after its worker is SIGKILLed between the two',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      const playedAt = new Date(Date.now() + 5 * 60_000);
      const day = dayIn(playedAt, brand.timezone);
      const startNode = (name: string, held = false) =>
        nodes.startWorker(name, {
          held,
          env: {
            ...dayAfterClock(day, brand.timezone),
          },
        });
      const starting = startNode('dividend-worker-1', true);

      const tree = await contractedTree(db, {
        brand,
        prefix: 'dc',
        mids: MIDS,
        lowsPerMid: LOWS_PER_MID,
        terms: (level, index) => ({
          kind: 'dividend',
          period: 'daily',
          tiers: tiersInput(TIERS[level](index)),
        }),
        // The top and the mids have members of their own; a fifth of the lows have none.
        members: (level, index) => (level === 'low' ? index % 5 : 2),
      });
      const tierOf = new Map<bigint, Tier[]>([
        [tree.top, TIERS.top(0)],
        ...tree.mids.map((mid, index) => [mid, TIERS.mid(index)] as const),
        ...tree.lows.map((low, index) => [low.id, TIERS.low(index)] as const),
      ]);
      // Stakes from 150.00 to 1,349.99; one member in seven wins back more than it staked.
      const resultOf = new Map<bigint, { stake: bigint; payout: bigint }>();
      for (const member of [...tree.membersOf.values()].flat()) {
        const stake = 15_000n + BigInt((resultOf.size * 7_919) % 120_000);
        resultOf.set(member, { stake, payout: resultOf.size % 7 === 3 ? stake * 2n : stake / 4n });
      }
      await writeRounds(
        db,
        brand.id,
        [...resultOf].map(([playerId, { stake, payout }]) => ({
          playerId,
          ref: `dc-${playerId}`,
          stake,
          payout,
          closedAt: playedAt,
        })),
      );

      // By hand: team loss is stake − payout over the agent's members and every contracted agent's below it.
      const { dividendActiveMinimum } = await readAgentRules(db, brand);
      const teamResults = (agent: bigint): { stake: bigint; payout: bigint }[] => [
        ...(tree.membersOf.get(agent) ?? []).map((member) => resultOf.get(member)!),
        ...(tree.downlinesOf.get(agent) ?? []).flatMap(teamResults),
      ];
      const gross = new Map<bigint, bigint>();
      for (const [agent, tiers] of tierOf) {
        const results = teamResults(agent);
        const loss = results.reduce((sum, { stake, payout }) => sum + stake - payout, 0n);
        const active = results.filter(({ stake }) => stake >= dividendActiveMinimum).length;
        gross.set(agent, loss > 0n ? (loss * rateOf(tiers, loss, active)) / 1_000_000n : 0n);
      }
      const billed = [...tree.uplineOf].filter(([agent]) => gross.get(agent)! > 0n);
      expect(gross.get(tree.top)).toBeGreaterThan(0n);
      expect(billed.length).toBeGreaterThan(20);

      const countOf = async (query: ReturnType<typeof sql>) =>
        (await rowsOf<{ count: number }>(db, query))[0]!.count;
      const topPayments = () =>
        countOf(sql`select count(*)::int as count from settlement_payments p
          join settlement_runs r on r.id = p.run_id where r.kind = ${KIND} and r.period_key = ${day}`);
      const bills = () =>
        countOf(sql`select count(*)::int as count from dividend_bills where period_key = ${day}
          and upline_id = any(${`{${[tree.top, ...tree.mids].join(',')}}`}::bigint[])`);
      const runOfDay = () => runOfPeriod(db, KIND, day);

      // The bills table held by another session: the run pays the top while it waits to write the bills.
      const holder = new pg.Client({ connectionString: nodes.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('lock table dividend_bills in share mode');
        const doomed = await starting;
        doomed.release();
        await waitFor('the top paid while the bills wait', async () => {
          const waiting = await countOf(sql`select count(*)::int as count from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%dividend_bills%' and pid <> pg_backend_pid()`);
          return waiting > 0 && (await topPayments()) === 1;
        });
        await doomed.kill();
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      expect(await bills()).toBe(0);
      expect(await runOfDay()).toMatchObject({ state: 'running', claimed_by: 'dividend-worker-1' });

      const successors = await Promise.all([startNode('dividend-worker-2'), startNode('dividend-worker-3')]);
      await waitFor('the day to be settled', async () => (await runOfDay())?.state === 'completed');
      await Promise.all(successors.map((node) => node.stop()));

      const run = (await runOfDay())!;
      expect(run.attempts).toBeGreaterThanOrEqual(2);
      expect(['dividend-worker-2', 'dividend-worker-3']).toContain(run.claimed_by);
      expect(BigInt(run.paid)).toBe(gross.get(tree.top));
      const dividends = await rowsOf<{ credit_account: string; amount: bigint }>(
        db,
        sql`select credit_account, amount from ledger_transfers
          where kind = 'dividend' and reference = ${`${KIND} ${day}`}`,
      );
      expect(dividends.map((row) => [row.credit_account, BigInt(row.amount)])).toEqual([
        [`player:${tree.top}:player_cash`, gross.get(tree.top)],
      ]);
      const written = await rowsOf<{ upline_id: bigint; downline_id: bigint; amount: bigint }>(
        db,
        sql`select upline_id, downline_id, amount from dividend_bills where period_key = ${day}`,
      );
      const byPair = (rows: [bigint, bigint, bigint][]) =>
        rows.map((row) => row.join('>')).sort((a, b) => a.localeCompare(b));
      expect(
        byPair(written.map((row) => [BigInt(row.upline_id), BigInt(row.downline_id), BigInt(row.amount)])),
      ).toEqual(byPair(billed.map(([agent, upline]) => [upline, agent, gross.get(agent)!])));
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

/**
 * The daily salary run across real processes (issue 19: "SIGKILL during a settlement run: after restart every
 * agent is paid exactly once"): a worker running `agent-salary-daily` over hundreds of contracted agents is
 * SIGKILLed part-way through its payments, two workers start at once, and the period ends with every agent
 * paid its level difference once. Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { dayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contractedTree,
  dayAfterClock,
  rateOf,
  runOfPeriod,
  tiersInput,
  type Tier,
  keptOf,
  type TreeLevel,
} from '../../test-support/contract-tree.ts';
import { expectBrandLedgerBalanced, expectCashBalances } from '../../test-support/ledger.ts';
import { rowsOf, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import { readAgentRules } from '../agents/index.ts';

const KIND = 'agent-salary-daily';
const MIDS = 8;
const LOWS_PER_MID = 24;

const file = useNodesDatabase();

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

describe('the daily salary run across processes', () => {
  it(
    'pays every agent its salary exactly once after its worker is SIGKILLed mid-run and two workers resume it',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      // Rounds close five minutes from now: the day they count in ends after the contracts are signed.
      const playedAt = new Date(Date.now() + 5 * 60_000);
      const day = dayIn(playedAt, brand.timezone);
      const startNode = (name: string, held = false) =>
        nodes.startWorker(name, {
          held,
          env: {
            // Half past midnight after the day of play: its daily run is due.
            ...dayAfterClock(day, brand.timezone),
            // Small batches, so the kill lands between two of them with some agents paid and others not.
            SETTLEMENT_PAYMENTS_PER_TRANSACTION: '4',
          },
        });
      // The first worker starts up while the tree is written, and runs its jobs once it is.
      const starting = startNode('salary-worker-1', true);

      const tree = await contractedTree(db, {
        brand,
        prefix: 'sd',
        mids: MIDS,
        lowsPerMid: LOWS_PER_MID,
        terms: (level, index) => ({
          kind: 'daily',
          tiers: tiersInput(TIERS[level](index)),
        }),
        // A quarter of the lows have no members (they earn nothing), the others one to three.
        members: (level, index) => (level === 'low' ? index % 4 : level === 'mid' ? 1 : 0),
      });
      const tierOf = new Map<bigint, Tier[]>([
        [tree.top, TIERS.top(0)],
        ...tree.mids.map((mid, index) => [mid, TIERS.mid(index)] as const),
        ...tree.lows.map((low, index) => [low.id, TIERS.low(index)] as const),
      ]);
      // One round per member, valid bets from 150.00 to 1,349.99 (some below the active minimum).
      const stakeOf = new Map<bigint, bigint>();
      for (const member of [...tree.membersOf.values()].flat())
        stakeOf.set(member, 15_000n + BigInt((stakeOf.size * 7_919) % 120_000));
      await writeRounds(
        db,
        brand.id,
        [...stakeOf].map(([playerId, stake]) => ({
          playerId,
          ref: `sd-${playerId}`,
          stake,
          payout: stake / 3n,
          closedAt: playedAt,
        })),
      );

      // By hand: each agent's team is its members and those of every contracted agent below it.
      const { salaryActiveMinimum } = await readAgentRules(db, brand);
      const teamStakes = (agent: bigint): bigint[] => [
        ...(tree.membersOf.get(agent) ?? []).map((member) => stakeOf.get(member)!),
        ...(tree.downlinesOf.get(agent) ?? []).flatMap(teamStakes),
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
      const payees = [...gross].filter(([, amount]) => amount > 0n).map(([agent]) => agent);
      // A hundred and more payments; every tier reached somewhere (the top's last); lows that earn nothing.
      expect(payees.length).toBeGreaterThan(100);
      expect([...ratesUsed].sort((a, b) => Number(a - b))).toEqual([
        0n,
        4_000n,
        4_500n,
        6_500n,
        7_000n,
        13_000n,
        20_000n,
      ]);

      const paymentsSoFar = async () =>
        (
          await rowsOf<{ payments: number }>(
            db,
            sql`select count(*)::int as payments from settlement_payments p
              join settlement_runs r on r.id = p.run_id where r.kind = ${KIND}`,
          )
        )[0]!.payments;
      const runOfDay = () => runOfPeriod(db, KIND, day);

      const doomed = await starting;
      doomed.release();
      await waitFor('a tenth of the payments', async () => (await paymentsSoFar()) >= payees.length / 10, {
        everyMs: 20,
      });
      await doomed.kill();
      expect(await paymentsSoFar()).toBeLessThan(payees.length);
      expect(await runOfDay()).toMatchObject({ state: 'running', claimed_by: 'salary-worker-1' });

      const successors = await Promise.all([startNode('salary-worker-2'), startNode('salary-worker-3')]);
      await waitFor('the day to be settled', async () => (await runOfDay())?.state === 'completed');
      await Promise.all(successors.map((node) => node.stop()));

      const run = (await runOfDay())!;
      expect(run.attempts).toBeGreaterThanOrEqual(2);
      expect(['salary-worker-2', 'salary-worker-3']).toContain(run.claimed_by);
      expect(BigInt(run.paid)).toBe([...gross.values()].reduce((sum, amount) => sum + amount, 0n));
      // One commission per paid agent for the day, of its gross, whichever worker made it.
      const credits = await rowsOf<{ credit_account: string; transfers: number; amount: bigint }>(
        db,
        sql`select credit_account, count(*)::int as transfers, sum(amount)::bigint as amount
          from ledger_transfers where kind = 'commission' and reference = ${`${KIND} ${day}`}
          group by credit_account`,
      );
      expect(
        new Map(credits.map((row) => [row.credit_account, [row.transfers, BigInt(row.amount)]])),
      ).toEqual(new Map(payees.map((agent) => [`player:${agent}:player_cash`, [1, gross.get(agent)]])));
      const sequences = await rowsOf<{ sequence: number }>(
        db,
        sql`select sequence from settlement_payments p join settlement_runs r on r.id = p.run_id
          where r.kind = ${KIND}`,
      );
      expect(sequences).toEqual(payees.map(() => ({ sequence: 0 })));
      await expectCashBalances(db, brand.currencyCode, keptOf(tree, gross));
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

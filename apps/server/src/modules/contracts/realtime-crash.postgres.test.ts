/**
 * The real-time salary consumer across real processes: a worker SIGKILLed while it consumes a large backlog
 * of rounds, then two workers consuming at once while more rounds arrive, and every contracted ancestor is
 * paid for every round exactly once (issue 19, DOMAIN.md "Real-time salary": "Each (agent, round) is paid
 * once"). Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { currencyOf, toDecimalString } from '@croupier/money';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractedTree, keptOf, type TreeLevel } from '../../test-support/contract-tree.ts';
import { expectBrandLedgerBalanced, expectCashBalances } from '../../test-support/ledger.ts';
import { rowsOf, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import { cursorOf } from '../bets/index.ts';
import { rateText, REALTIME_CONSUMER } from './index.ts';

/** The consumer reads 20,000 rows a batch: the backlog is several batches, the later rounds a few more. */
const BACKLOG = 50_000;
const LATER = 20_000;
const LATER_CHUNKS = 4;

const file = useNodesDatabase();

/** Profit and loss rates in parts per million, and the single-bet minimum in minor units. */
interface Rates {
  profitPpm: bigint;
  lossPpm: bigint;
  minBet: bigint;
}
// Each level within its upline's rates, with a minimum no lower (the offer would be refused otherwise).
const RATES: Record<TreeLevel, (index: number) => Rates> = {
  top: () => ({ profitPpm: 3_000n, lossPpm: 9_000n, minBet: 1_000n }),
  mid: (index) =>
    index % 2 === 0
      ? { profitPpm: 2_000n, lossPpm: 6_000n, minBet: 1_000n }
      : { profitPpm: 2_500n, lossPpm: 5_000n, minBet: 2_000n },
  low: (index) =>
    [
      { profitPpm: 1_000n, lossPpm: 3_000n, minBet: 2_000n },
      { profitPpm: 1_500n, lossPpm: 3_500n, minBet: 5_000n },
      { profitPpm: 500n, lossPpm: 2_000n, minBet: 2_000n },
    ][index % 3]!,
};
const money = (minor: bigint) => toDecimalString(minor, currencyOf('THB'));

type Round = Parameters<typeof writeRounds>[2][number];

describe('the real-time salary across processes', () => {
  it(
    'pays each (agent, round) once after a worker is SIGKILLed mid-batch and while two workers consume at once',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      const startNode = (name: string, held = false) =>
        nodes.startWorker(name, {
          held,
          // The job's own schedule is five minutes: these workers run it again as soon as it ends.
          env: { RUN_JOB: 'agent-salary-realtime', RUN_JOB_EVERY_MS: '50' },
        });
      // The first worker starts up while the tree and the backlog are written, and consumes once they are.
      const starting = startNode('realtime-worker-1', true);

      const tree = await contractedTree(db, {
        brand,
        prefix: 'rc',
        mids: 6,
        lowsPerMid: 8,
        terms: (level, index) => {
          const rates = RATES[level](index);
          return {
            kind: 'realtime',
            profitRate: rateText(rates.profitPpm),
            lossRate: rateText(rates.lossPpm),
            minBet: money(rates.minBet),
          };
        },
        members: (level, index) => (level === 'low' ? 1 + (index % 3) : 2),
      });
      const ratesOf = new Map<bigint, Rates>([
        [tree.top, RATES.top(0)],
        ...tree.mids.map((mid, index) => [mid, RATES.mid(index)] as const),
        ...tree.lows.map((low, index) => [low.id, RATES.low(index)] as const),
      ]);

      // Rounds of 5.00 to 304.99 (some below each minimum), lost, won or pushed, spread over every member.
      const members = [...tree.membersOf].flatMap(([agent, ids]) => ids.map((id) => ({ id, agent })));
      let played = 0;
      const roundsOf = (count: number): Round[] =>
        Array.from({ length: count }, () => {
          const n = played++;
          const stake = 500n + BigInt((n * 7_919) % 30_000);
          return {
            playerId: members[n % members.length]!.id,
            ref: `rc-${n}`,
            stake,
            payout: [0n, stake * 2n, stake][n % 3]!,
            closedAt: new Date(),
          };
        });
      const backlog = roundsOf(BACKLOG);
      const later = roundsOf(LATER);

      // By hand: every contracted ancestor of the player earns its rate on each round at or above its minimum.
      const agentOf = new Map(members.map((member) => [member.id, member.agent]));
      const gross = new Map([...ratesOf.keys()].map((agent) => [agent, 0n]));
      for (const round of [...backlog, ...later]) {
        for (let agent = agentOf.get(round.playerId); agent !== undefined; agent = tree.uplineOf.get(agent)) {
          const rates = ratesOf.get(agent)!;
          if (round.stake < rates.minBet) continue;
          const ppm = round.payout < round.stake ? rates.lossPpm : rates.profitPpm;
          gross.set(agent, gross.get(agent)! + (round.stake * ppm) / 1_000_000n);
        }
      }

      const streamEnd = async () =>
        (
          await rowsOf<{ xid: string; seq: bigint }>(
            db,
            sql`select s.xid::text as xid, s.seq from rounds_stream s order by s.xid desc, s.seq desc limit 1`,
          )
        )[0]!;
      const consumedThrough = () => cursorOf(db, REALTIME_CONSUMER);

      await writeRounds(db, brand.id, backlog);
      const backlogEnd = await streamEnd();
      const doomed = await starting;
      doomed.release();
      // The first batch has committed: the worker is on the next one.
      await waitFor('a first batch', async () => (await consumedThrough()).seq > 0n, { everyMs: 20 });
      await doomed.kill();
      const atTheKill = await consumedThrough();
      expect(atTheKill.seq).toBeLessThan(BigInt(backlogEnd.seq));

      const successors = await Promise.all([startNode('realtime-worker-2'), startNode('realtime-worker-3')]);
      // More rounds arrive while both consume.
      const chunk = LATER / LATER_CHUNKS;
      for (let start = 0; start < LATER; start += chunk) {
        await writeRounds(db, brand.id, later.slice(start, start + chunk));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const end = await streamEnd();
      await waitFor('every round to be consumed', async () => {
        const cursor = await consumedThrough();
        return cursor.xid === end.xid && cursor.seq === BigInt(end.seq);
      });
      await Promise.all(successors.map((node) => node.stop()));

      const credits = await rowsOf<{ credit_account: string; amount: bigint }>(
        db,
        sql`select credit_account, sum(amount)::bigint as amount from ledger_transfers
          where kind = 'commission' and reference = 'realtime salary' group by credit_account`,
      );
      expect(new Map(credits.map((row) => [row.credit_account, BigInt(row.amount)]))).toEqual(
        new Map([...gross].map(([agent, amount]) => [`player:${agent}:player_cash`, amount])),
      );
      await expectCashBalances(db, brand.currencyCode, keptOf(tree, gross));
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

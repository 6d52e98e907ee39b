/**
 * The real-time salary consumer across real processes: a worker SIGKILLed while it consumes a large backlog
 * of rounds, then two workers consuming at once while more rounds arrive, and every contracted ancestor is
 * paid for every round exactly once (issue 19, DOMAIN.md "Real-time salary": "Each (agent, round) is paid
 * once"). Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.ts';
import { contractedTree, type TreeLevel } from '../../test-support/contract-tree.ts';
import { openNodesDatabase, rowsOf, startPlatformNode, waitFor } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import { cursorOf } from '../bets/index.ts';
import { findBrandForHost, type BrandRow } from '../brands/index.ts';
import { cashBalancesOf, checkLedger } from '../ledger/index.ts';
import { REALTIME_CONSUMER } from './index.ts';

/** The consumer reads 20,000 rows a batch: the backlog is several batches, the later rounds a few more. */
const BACKLOG = 50_000;
const LATER = 20_000;
const LATER_CHUNKS = 4;

let nodes: Awaited<ReturnType<typeof openNodesDatabase>>;
let brand: BrandRow;

beforeAll(async () => {
  nodes = await openNodesDatabase();
  brand = (await findBrandForHost(nodes.handle.db, ''))!;
});
afterAll(() => nodes?.close());

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
const percent = (ppm: bigint) => (Number(ppm) / 10_000).toString();
const money = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

interface Round {
  playerId: bigint;
  ref: string;
  stake: bigint;
  payout: bigint;
  closedAt: Date;
}

describe('the real-time salary across processes', () => {
  it(
    'pays each (agent, round) once after a worker is SIGKILLed mid-batch and while two workers consume at once',
    { timeout: 120_000 },
    async () => {
      const db = nodes.handle.db;
      const T = Date.now(); const mark = (what: string) => console.log(what, Date.now() - T);
      const ratesOf = new Map<bigint, Rates>();
      const tree = await contractedTree(db, {
        brand,
        prefix: 'rc',
        mids: 6,
        lowsPerMid: 8,
        terms: (level, index) => {
          const rates = RATES[level](index);
          return {
            kind: 'realtime',
            profitRate: percent(rates.profitPpm),
            lossRate: percent(rates.lossPpm),
            minBet: money(rates.minBet),
          };
        },
        members: (level, index) => (level === 'low' ? 1 + (index % 3) : 2),
      });
      mark('tree');
      ratesOf.set(tree.top, RATES.top(0));
      tree.mids.forEach((mid, index) => ratesOf.set(mid, RATES.mid(index)));
      tree.lows.forEach((low, index) => ratesOf.set(low.id, RATES.low(index)));

      // Rounds of 5.00 to 304.99 (some below each minimum), lost, won or pushed, spread over every member.
      const members = [...tree.membersOf].flatMap(([agent, ids]) => ids.map((id) => ({ id, agent })));
      let count = 0;
      const roundsOf = (howMany: number): Round[] =>
        Array.from({ length: howMany }, () => {
          const n = count++;
          const stake = 500n + BigInt((n * 7_919) % 30_000);
          const member = members[n % members.length]!;
          return {
            playerId: member.id,
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
      const childrenOf = new Map<bigint, bigint[]>();
      for (const [agent, upline] of tree.uplineOf)
        childrenOf.set(upline, [...(childrenOf.get(upline) ?? []), agent]);
      const net = (agent: bigint) =>
        (childrenOf.get(agent) ?? []).reduce((kept, child) => kept - gross.get(child)!, gross.get(agent)!);

      const streamEnd = async () =>
        (
          await rowsOf<{ xid: string; seq: bigint }>(
            db,
            sql`select xid::text as xid, seq from rounds_stream order by xid desc, seq desc limit 1`,
          )
        )[0]!;
      const consumedThrough = () => cursorOf(db, REALTIME_CONSUMER);
      const startNode = (name: string) =>
        startPlatformNode({
          databaseUrl: nodes.url,
          dataDir: nodes.dataDir,
          role: 'worker',
          name,
          // The job's own schedule is five minutes: these workers run it again as soon as it ends.
          env: { RUN_JOB: 'agent-salary-realtime', RUN_JOB_EVERY_MS: '50' },
        });

      console.time('tree+');
      await writeRounds(db, brand.id, backlog);
      console.timeEnd('tree+');
      const backlogEnd = await streamEnd();
      mark('written');
      const doomed = await startNode('realtime-worker-1');
      mark('started');
      // The first batch committed: the worker is on the next one.
      await waitFor('a first batch', async () => (await consumedThrough()).seq > 0n, { everyMs: 20 });
      await doomed.kill();
      const atTheKill = await consumedThrough();
      console.log(atTheKill, backlogEnd);
      expect(atTheKill.seq).toBeGreaterThan(0n);
      expect(atTheKill.seq).toBeLessThan(BigInt(backlogEnd.seq));

      mark('killed');
      const successors = await Promise.all([startNode('realtime-worker-2'), startNode('realtime-worker-3')]);
      mark('restarted');
      // More rounds while both consume.
      for (let chunk = 0; chunk < LATER_CHUNKS; chunk++) {
        const size = LATER / LATER_CHUNKS;
        await writeRounds(db, brand.id, later.slice(chunk * size, (chunk + 1) * size));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      mark('later written');
      const end = await streamEnd();
      console.time('consume');
      await waitFor('every round to be consumed', async () => {
        const cursor = await consumedThrough();
        return cursor.xid === end.xid && cursor.seq === BigInt(end.seq);
      });
      console.timeEnd('consume');
      await Promise.all(successors.map((node) => node.stop()));

      mark('stopped');
      const credits = await rowsOf<{ credit_account: string; amount: bigint }>(
        db,
        sql`select credit_account, sum(amount)::bigint as amount from ledger_transfers
          where kind = 'commission' and reference = 'realtime salary' group by credit_account`,
      );
      const agents = [...gross.keys()];
      expect(new Map(credits.map((row) => [row.credit_account, BigInt(row.amount)]))).toEqual(
        new Map(agents.map((agent) => [`player:${agent}:player_cash`, gross.get(agent)])),
      );
      const balances = await cashBalancesOf(db, agents, brand.currencyCode);
      expect(new Map(agents.map((agent) => [agent, balances.get(agent)]))).toEqual(
        new Map(agents.map((agent) => [agent, net(agent)])),
      );
      const check = await inTransaction(db, (tx) => checkLedger(tx, brand.id));
      expect(check.problems).toEqual([]);
      expect(check.balanced).toBe(true);
    },
  );
});

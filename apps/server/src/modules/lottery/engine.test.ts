import { fastSchedule, type Hashing, issuesBetween, seedHash, verifyDraw } from '@croupier/lottery';
import { nodeHashing } from '@croupier/lottery/node';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { withSettableClock } from '../../db/clock.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { createGame, lotterySeedBox, runDrawEngine } from './index.ts';
import { lotteryIssues, type LotteryGameRow } from './schema.ts';

const box = lotterySeedBox('engine-test-secret');
/** Noon in Shanghai, on a minute: the one-minute game draws at every minute from here. */
const T0 = new Date('2026-11-27T04:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** The draw's hashing, counting how often each issue's stream is started (block 0 is HMAC over `CODE|ISSUE`). */
function countingHashing() {
  const streams = new Map<string, number>();
  const hashing: Hashing = {
    sha256: nodeHashing.sha256,
    hmac: (key, message) => {
      if (message.split('|').length === 2) streams.set(message, (streams.get(message) ?? 0) + 1);
      return nodeHashing.hmac(key, message);
    },
  };
  return { hashing, streams };
}

let handle: DatabaseHandle;
let game: LotteryGameRow;

beforeAll(async () => {
  handle = await openTestDatabase();
  game = await createGame(handle.db, null, {
    code: 'TEST-SSC-1M',
    family: 'ssc',
    prizeMode: 'ELOTT',
    names: { EN: 'Test SSC', CN: '测试时时彩', TH: 'ทดสอบ SSC' },
    schedule: fastSchedule(1, 10, 'Asia/Shanghai'),
    drawsAfter: T0,
  });
});
afterAll(() => handle.close());

const issuesOf = (db: Database) =>
  db.select().from(lotteryIssues).where(eq(lotteryIssues.gameId, game.id)).orderBy(asc(lotteryIssues.drawAt));

describe('the draw engine', () => {
  it('creates the issue on sale and the next ahead, draws each at its instant from its committed seed, and catches up in order after downtime', async () => {
    const counter = countingHashing();
    const engine = { box, hashing: counter.hashing };
    await withSettableClock(handle.db, async (db, clock) => {
      await clock.setTo(at(5));
      await runDrawEngine(db, engine);
      const [first, second, ...none] = await issuesOf(db);
      expect(none).toEqual([]);
      expect(first).toMatchObject({
        issueNo: '20261127-0721',
        status: 'open',
        drawAt: at(60),
        closeAt: at(50),
      });
      // The next issue goes on sale when this one closes; its seed is committed already.
      expect(second).toMatchObject({ issueNo: '20261127-0722', status: 'scheduled', opensAt: at(50) });
      for (const issue of [first!, second!]) {
        expect(issue.seed).toBeNull();
        expect(issue.result).toBeNull();
        const seed = box.open(issue.sealedSeed);
        expect(issue.sealedSeed).not.toContain(seed);
        expect(await seedHash(seed, nodeHashing)).toBe(issue.seedHash);
      }

      await clock.setTo(at(49));
      await runDrawEngine(db, engine);
      expect((await issuesOf(db)).map((issue) => issue.status)).toEqual(['open', 'scheduled']);
      await clock.setTo(at(50));
      await runDrawEngine(db, engine);
      expect((await issuesOf(db)).map((issue) => issue.status)).toEqual(['closed', 'open']);
      await clock.setTo(at(59));
      await runDrawEngine(db, engine);
      expect((await issuesOf(db))[0]!.status).toBe('closed');

      await clock.setTo(at(60));
      await runDrawEngine(db, engine);
      const [drawn, open, next] = await issuesOf(db);
      expect([drawn!.status, open!.status, next!.status]).toEqual(['drawn', 'open', 'scheduled']);
      expect(drawn!.drawnAt).toEqual(at(60));
      expect(drawn!.seed).toBe(box.open(drawn!.sealedSeed));
      const published = { seed: drawn!.seed!, seedHash: drawn!.seedHash, result: drawn!.result as number[] };
      expect(await verifyDraw('ssc', game.code, drawn!.issueNo, published, nodeHashing)).toMatchObject({
        ok: true,
      });

      // Three hours down: every issue of the gap is drawn late, once, and the sale goes on from now.
      const back = at(60 + 3 * 3600 + 20);
      await clock.setTo(back);
      await runDrawEngine(db, engine);
      const issues = await issuesOf(db);
      const expected = issuesBetween(game.schedule, T0, back).map((issue) => issue.issueNo);
      expect(expected).toHaveLength(181);
      const drawnIssues = issues.filter((issue) => issue.status === 'drawn');
      expect(drawnIssues.map((issue) => issue.issueNo)).toEqual(expected);
      expect(issues.slice(drawnIssues.length).map((issue) => issue.status)).toEqual(['open', 'scheduled']);
      for (const issue of drawnIssues) {
        const check = { seed: issue.seed!, seedHash: issue.seedHash, result: issue.result as number[] };
        expect((await verifyDraw('ssc', game.code, issue.issueNo, check, nodeHashing)).ok).toBe(true);
      }
    });
    expect([...counter.streams.values()].every((count) => count === 1)).toBe(true);
    expect(counter.streams.size).toBe(181);
  });

  it('draws each issue once when two workers catch up at the same time', async () => {
    const counter = countingHashing();
    const engine = { box, hashing: counter.hashing };
    const before = (await issuesOf(handle.db)).filter((issue) => issue.status === 'drawn').length;
    const back = at(60 + 5 * 3600 + 20);
    await withSettableClock(handle.db, async (db, clock) => {
      await clock.setTo(back);
      await Promise.all([runDrawEngine(db, engine), runDrawEngine(db, engine)]);
    });
    const drawn = (await issuesOf(handle.db)).filter((issue) => issue.status === 'drawn');
    expect(drawn.map((issue) => issue.issueNo)).toEqual(
      issuesBetween(game.schedule, T0, back).map((issue) => issue.issueNo),
    );
    expect(counter.streams.size).toBe(drawn.length - before);
    expect([...counter.streams.values()].every((count) => count === 1)).toBe(true);
  });

  it('remembers when each game next needs a step, so an idle tick leaves it alone', async () => {
    const wakeAt = new Map<bigint, number>();
    const engine = { box };
    const hour5 = 5 * 3600;
    await withSettableClock(handle.db, async (db, clock) => {
      await clock.setTo(at(hour5 + 80));
      await runDrawEngine(db, engine, wakeAt);
      // The issue on sale draws at 05:02 and closes ten seconds before: nothing changes until then.
      expect(wakeAt.get(game.id)).toBe(at(hour5 + 110).getTime());
      await clock.setTo(at(hour5 + 110));
      await runDrawEngine(db, engine, wakeAt);
      expect(wakeAt.get(game.id)).toBe(at(hour5 + 120).getTime());
    });
    const statuses = (await issuesOf(handle.db)).slice(-3).map((issue) => [issue.drawAt, issue.status]);
    expect(statuses).toEqual([
      [at(hour5 + 60), 'drawn'],
      [at(hour5 + 120), 'closed'],
      [at(hour5 + 180), 'open'],
    ]);
  });
});

/**
 * The draw engine across real processes: a worker catching up four days of a one-minute game is SIGKILLed
 * part-way, two workers carry on at once, and every missed issue ends drawn once, in order, from its committed
 * seed. Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { fastSchedule, issuesBetween, verifyDraw } from '@croupier/lottery';
import { nodeHashing } from '@croupier/lottery/node';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { createGame } from './index.ts';

const MINUTE = 60_000;
const DAYS = 4;

const file = useNodesDatabase();

describe('the draw engine across processes', () => {
  it(
    'draws every missed issue once and in order after its worker is SIGKILLed mid-catch-up and two workers resume',
    { timeout: 180_000 },
    async () => {
      const { nodes } = file;
      const db = nodes.handle.db;
      const doomed = await nodes.startWorker('lottery-worker-1', { held: true });
      const drawsAfter = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - DAYS * 24 * 60 * MINUTE);
      const game = await createGame(db, null, {
        code: 'CRASH-SSC-1M',
        family: 'ssc',
        prizeMode: 'ELOTT',
        names: { EN: 'Crash SSC', CN: '崩溃时时彩', TH: 'ทดสอบ SSC' },
        schedule: fastSchedule(1, 10, 'Asia/Shanghai'),
        drawsAfter,
      });
      const missed = issuesBetween(game.schedule, drawsAfter, new Date()).map((issue) => issue.issueNo);

      const drawnSoFar = async () =>
        (
          await rowsOf<{ drawn: number }>(
            db,
            // The settlement job settles a drawn issue with no ticket at once: settled issues were drawn too.
            sql`select count(*)::int as drawn from lottery_issues where game_id = ${game.id}
              and status in ('drawn', 'settled')`,
          )
        )[0]!.drawn;
      // A draw ahead of an earlier issue still waiting would break the order: never seen, at any instant.
      const drawnOutOfOrder = async () =>
        (
          await rowsOf<{ ahead: number }>(
            db,
            sql`select count(*)::int as ahead from lottery_issues drawn
              where drawn.game_id = ${game.id} and drawn.status in ('drawn', 'settled') and exists (
                select 1 from lottery_issues earlier where earlier.game_id = drawn.game_id
                  and earlier.draw_at < drawn.draw_at and earlier.status in ('scheduled', 'open', 'closed'))`,
          )
        )[0]!.ahead;

      doomed.release();
      await waitFor('a tenth of the missed issues', async () => (await drawnSoFar()) >= missed.length / 10, {
        everyMs: 20,
      });
      await doomed.kill();
      expect(await drawnSoFar()).toBeLessThan(missed.length);
      expect(await drawnOutOfOrder()).toBe(0);

      const successors = await Promise.all([
        nodes.startWorker('lottery-worker-2'),
        nodes.startWorker('lottery-worker-3'),
      ]);
      let outOfOrder = 0;
      await waitFor(
        'every missed issue to be drawn',
        async () => {
          outOfOrder += await drawnOutOfOrder();
          return (await drawnSoFar()) >= missed.length;
        },
        { everyMs: 20 },
      );
      await Promise.all(successors.map((node) => node.stop()));
      expect(outOfOrder).toBe(0);

      const drawn = await rowsOf<{ issue_no: string; seed: string; seed_hash: string; result: number[] }>(
        db,
        sql`select issue_no, seed, seed_hash, result from lottery_issues
          where game_id = ${game.id} and status in ('drawn', 'settled') order by draw_at`,
      );
      expect(drawn.slice(0, missed.length).map((row) => row.issue_no)).toEqual(missed);
      for (const row of drawn) {
        const published = { seed: row.seed, seedHash: row.seed_hash, result: row.result };
        expect((await verifyDraw('ssc', game.code, row.issue_no, published, nodeHashing)).ok).toBe(true);
      }
    },
  );
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { withSettableClock } from '../../db/clock.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { ensurePlatformGames, lotterySeedBox, PLATFORM_GAMES, runDrawEngine } from './index.ts';
import { lotteryGames, lotteryIssues } from './schema.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

/** A Friday evening in Asia: after the day's Vietnamese draws, before the weekend's 4D. */
const FIRST_START = new Date('2026-11-27T13:00:30Z');

const drawnOf = async (code: string) =>
  (
    await handle.db
      .select({ issueNo: lotteryIssues.issueNo, status: lotteryIssues.status })
      .from(lotteryIssues)
      .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.gameId))
      .where(eq(lotteryGames.code, code))
      .orderBy(asc(lotteryIssues.drawAt))
  ).filter((issue) => issue.status === 'drawn');

describe('the platform’s games', () => {
  it('are created once, and the first start’s demo draws their recent past as a catch-up', async () => {
    await withSettableClock(handle.db, async (db, clock) => {
      await clock.setTo(FIRST_START);
      expect(await ensurePlatformGames(db, { now: FIRST_START, demoHistory: true })).toBe(
        PLATFORM_GAMES.length,
      );
      expect(await ensurePlatformGames(db, { now: FIRST_START, demoHistory: true })).toBe(0);
      await runDrawEngine(db, { box: lotterySeedBox('platform-games-test') });
    });
    // The last hour of the fast games: 60 one-minute draws, 12 five-minute ones (21:00 Beijing is 20261127-0252).
    expect(await drawnOf('SSC-1M')).toHaveLength(60);
    expect((await drawnOf('SSC-5M')).map((issue) => issue.issueNo).at(-1)).toBe('20261127-0252');
    expect(await drawnOf('SSC-5M')).toHaveLength(12);
    // Each daily game's last draw: Friday's in Vietnam (Vĩnh Long draws on Fridays), the 16th's Thai draw, and
    // Wednesday's 4D.
    expect(await drawnOf('VN-MB')).toEqual([{ issueNo: '20261127-0001', status: 'drawn' }]);
    expect(await drawnOf('VN-MN-VINHLONG')).toEqual([{ issueNo: '20261127-0001', status: 'drawn' }]);
    expect(await drawnOf('VN-MN-TPHCM')).toEqual([{ issueNo: '20261123-0001', status: 'drawn' }]);
    expect(await drawnOf('THAI')).toEqual([{ issueNo: '20261116-0001', status: 'drawn' }]);
    expect(await drawnOf('4D')).toEqual([{ issueNo: '20261125-0001', status: 'drawn' }]);
  });
});

import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededGenerator } from '../../test-support/seeded.ts';
import { writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newMember, type TestMember } from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';
import { updateTeamStats } from './index.ts';
import { periodOf, spansOf } from './period.ts';
import { teamOverview } from './team-reports.ts';

/**
 * Active members are counted from each member's valid bet kept by day, week and month: over random periods
 * (whole months, weeks across a month's edge, single days), with part of the stream not yet consumed, the
 * count must equal the one taken from the raw rounds.
 */
const ZONE = 'Asia/Bangkok';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('spansOf', () => {
  const daysOf = (spans: ReturnType<typeof spansOf>) => {
    const days: string[] = [...spans.days];
    for (const week of spans.weeks) for (let i = 0; i < 7; i++) days.push(shiftDay(week, i));
    for (const month of spans.months)
      for (let day = month; day.slice(0, 7) === month.slice(0, 7); day = shiftDay(day, 1)) days.push(day);
    return days.sort();
  };

  it('covers every day of a period exactly once, with whole months and Monday weeks', () => {
    const next = seededGenerator(7);
    for (let i = 0; i < 300; i++) {
      const from = shiftDay('2024-01-01', next(900));
      const period = periodOf({ timezone: ZONE }, { from, to: shiftDay(from, next(120)) });
      const spans = spansOf(period);
      expect(daysOf(spans)).toEqual(period.days);
      for (const week of spans.weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
      for (const month of spans.months) expect(month.endsWith('-01')).toBe(true);
    }
  });

  it('reads a calendar month as one month, and a leap February too', () => {
    expect(spansOf(periodOf({ timezone: ZONE }, { from: '2026-10-01', to: '2026-10-31' }))).toEqual({
      months: ['2026-10-01'],
      weeks: [],
      days: [],
    });
    expect(spansOf(periodOf({ timezone: ZONE }, { from: '2028-02-01', to: '2028-02-29' })).months).toEqual([
      '2028-02-01',
    ]);
    // Monday 2026-10-26 starts a week that ends in November: its October days are taken one by one.
    expect(spansOf(periodOf({ timezone: ZONE }, { from: '2026-10-19', to: '2026-11-30' }))).toEqual({
      months: ['2026-11-01'],
      weeks: ['2026-10-19'],
      days: ['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31'],
    });
  });
});

describe('active members', () => {
  it('over random periods equal the count from the raw rounds, with and without the stream tail', async () => {
    const agent = await newMember(t, { username: 'activeboss', agent: true, paymentPassword: null });
    const team: TestMember[] = [agent];
    for (let i = 0; i < 7; i++)
      team.push(await newMember(t, { username: `activeplayer${i}`, upline: agent, paymentPassword: null }));
    const brand = (await findBrandForHost(t.database.db, ''))!;
    const brandId = brand.id;
    const zone = brand.timezone;
    const next = seededGenerator(20261126);
    const today = dayIn(new Date(), zone);
    const firstDay = shiftDay(today, -75);
    // Rounds over 75 days, at any hour (brand-local midnights included), valid bets up to 300.00.
    let ref = 0;
    const play = async (rounds: number) => {
      for (const last = ref + rounds; ref < last; ref++) {
        const day = shiftDay(firstDay, next(76));
        const closedAt = new Date(startOfDayIn(day, zone)!.getTime() + next(86_400) * 1000);
        if (closedAt > new Date()) continue;
        const stake = BigInt(100 + next(30_000));
        await writeRound(t.database.db, {
          brandId,
          playerId: team[next(team.length)]!.id,
          ref: `active-${ref}`,
          stake,
          payout: 0n,
          validBet: next(5) === 0 ? 0n : stake,
          closedAt,
        });
      }
    };
    const rawActive = async (from: string, to: string) => {
      const [row] = rowsOf<{ active: number }>(
        await t.database.db.execute(sql`select count(*)::int as active from (
          select player_id from game_rounds
          where brand_id = ${brandId} and status = 'settled'
            and closed_at >= ${startOfDayIn(from, zone)!.toISOString()}::timestamptz
            and closed_at < ${startOfDayIn(shiftDay(to, 1), zone)!.toISOString()}::timestamptz
          group by player_id having sum(valid_bet) >= 50000) active`),
      );
      return row!.active;
    };
    const periods: [string, string][] = [
      [`${firstDay.slice(0, 8)}01`, shiftDay(`${shiftDay(firstDay, 40).slice(0, 8)}01`, -1)],
      [shiftDay(today, -29), today],
      [shiftDay(today, -6), today],
      [firstDay, today],
    ];
    const draw = seededGenerator(11);
    for (let i = 0; i < 8; i++) {
      const from = shiftDay(firstDay, draw(70));
      periods.push([from, shiftDay(from, draw(40))]);
    }
    const expectMatches = async () => {
      let someActive = false;
      for (const [from, to] of periods) {
        const overview = await teamOverview(t.database.db, { brand, agentId: agent.id }, { from, to });
        expect([from, to, overview.activeMembers]).toEqual([from, to, await rawActive(from, to)]);
        someActive ||= overview.activeMembers > 0;
      }
      expect(someActive).toBe(true);
    };
    await play(200);
    await expectMatches();
    await updateTeamStats(t.database.db);
    // The kept totals plus a tail after the cursor.
    await play(100);
    await expectMatches();
    await updateTeamStats(t.database.db);
    await expectMatches();
  });
});

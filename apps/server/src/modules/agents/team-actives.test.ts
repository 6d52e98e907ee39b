import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctRound, writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newMember, type TestMember } from '../../test-support/wallet.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { moveMember, readAgentRules, teamSalaryFigures, updateTeamStats } from './index.ts';
import { updateAgentSettings } from './settings.ts';
import { inTeamSnapshot, teamPlayTotals, type PlaySums } from './team-figures.ts';

/**
 * The active members a daily settlement reads per team (kept by the team-stats consumer as members' day totals
 * cross the brand's minimums) equal a count from the raw rounds, through corrections that take a member back
 * under, moves of whole teams, rounds the consumer has not read yet and a change of the minimum.
 */
let t: TestApp;
let brand: BrandRow;
let operator: OperatorRow;

beforeAll(async () => {
  t = await startTestApp();
  operator = (await t.database.db.query.operators.findFirst())!;
  brand = (await t.database.db.query.brands.findFirst({ where: (b, { eq }) => eq(b.id, operator.brandId) }))!;
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Kept counts that differ from a count over the raw rounds of each current team, per counted minimum. */
async function activeCountDifferences(): Promise<unknown[]> {
  return rowsOf(
    await t.database.db.execute(sql`
      with member_days as (
        select s.player_id, (s.settled_at at time zone ${brand.timezone}::text)::date as day,
          sum(s.valid_bet) as valid_bet
        from rounds_stream s where s.brand_id = ${brand.id} group by 1, 2
      ),
      raw as (
        select a.ancestor_id as agent_id, d.day, m.minimum, count(*) as active
        from member_days d join agent_tree a on a.descendant_id = d.player_id
        join team_active_minimums m on m.brand_id = ${brand.id} and d.day >= m.since and d.valid_bet >= m.minimum
        group by 1, 2, 3
      ),
      kept as (select agent_id, day, minimum, active from team_day_actives where brand_id = ${brand.id})
      select coalesce(kept.agent_id, raw.agent_id) as agent_id, coalesce(kept.day, raw.day) as day,
        coalesce(kept.minimum, raw.minimum) as minimum, kept.active as kept, raw.active as raw
      from kept full join raw on raw.agent_id = kept.agent_id and raw.day = kept.day
        and raw.minimum = kept.minimum
      where coalesce(kept.active, 0) <> coalesce(raw.active, 0)`),
  );
}

async function countedMinimums(): Promise<bigint[]> {
  return rowsOf<{ minimum: string }>(
    await t.database.db.execute(sql`select minimum::text from team_active_minimums
      where brand_id = ${brand.id} order by minimum`),
  ).map((row) => BigInt(row.minimum));
}

/**
 * A day's salary figures read from the kept counts (one day) and from the stream alone (no days): the same. So
 * are the teams' play totals read from the daily rows and from the hourly rows (each with the stream's tail).
 */
async function expectKeptFiguresExact(agents: readonly bigint[], day: string, minimum: bigint) {
  const span = {
    brand,
    agents,
    from: startOfDayIn(day, brand.timezone)!,
    to: startOfDayIn(shiftDay(day, 1), brand.timezone)!,
    activeMinimum: minimum,
  };
  const kept = await teamSalaryFigures(t.database.db, { ...span, days: [day] });
  const exact = await teamSalaryFigures(t.database.db, span);
  const zeroless = (figures: typeof kept) =>
    [...figures]
      .filter(([, team]) => team.validBet !== 0n || team.active !== 0)
      .sort(([a], [b]) => (a < b ? -1 : 1));
  expect(zeroless(kept)).toEqual(zeroless(exact));
  const [byDays, byHours] = await inTeamSnapshot(t.database.db, async (tx, cursors) => {
    const playSpan = { brand, agents, cursors, from: span.from, to: span.to };
    return [await teamPlayTotals(tx, { ...playSpan, days: [day] }), await teamPlayTotals(tx, playSpan)];
  });
  const played = (totals: Map<bigint, PlaySums>) =>
    [...totals].filter(([, play]) => play.rounds !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  expect(played(byDays)).toEqual(played(byHours));
  expect(played(byDays).length).toBeGreaterThan(0);
  return kept;
}

describe('team active members by day', () => {
  it('stay equal to the raw count of each current team through corrections, moves, a tail and a new minimum', async () => {
    const agent = (username: string, upline?: TestMember) =>
      newMember(t, { username, agent: true, paymentPassword: null, ...(upline ? { upline } : {}) });
    const north = await agent('northboss');
    const south = await agent('southboss');
    const sub = await agent('activesub', north);
    const players = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        newMember(t, { username: `activeplayer${i}`, upline: sub, paymentPassword: null }),
      ),
    );
    const everyone = [...players, sub, north, south];
    const now = Date.now();
    const today = dayIn(new Date(now), brand.timezone);
    const todayStart = startOfDayIn(today, brand.timezone)!.getTime();
    // Inside today (brand time) whatever the hour the test runs at; and a day the counts never started on.
    const inToday = (i: number) => new Date(todayStart + ((now - todayStart) * (i + 1)) / 400);
    const yesterday = (i: number) => new Date(todayStart - 3_600_000 - i * 1000);
    const { salaryActiveMinimum } = await readAgentRules(t.database.db, brand);
    let ref = 0;
    const written: bigint[] = [];
    const bet = (playerId: bigint, validBet: bigint, closedAt: Date) =>
      writeRound(t.database.db, {
        brandId: brand.id,
        playerId,
        ref: `active-${ref++}`,
        stake: validBet,
        payout: 0n,
        validBet,
        closedAt,
      });
    const play = async (rounds: number, at: (i: number) => Date) => {
      for (let i = 0; i < rounds; i++) {
        // Steps of a fifth of the minimum: a member crosses it after a few rounds, some never do.
        const validBet = (salaryActiveMinimum * BigInt(1 + (i % 3))) / 5n;
        written.push(await bet(everyone[i % everyone.length]!.id, validBet, at(i)));
      }
    };
    await play(27, yesterday);
    await play(9, inToday);
    // A member surely active today, until corrections the consumer has not read yet take it back under.
    await bet(players[0]!.id, salaryActiveMinimum, inToday(2));
    // The first batch starts the counts from today: yesterday stays with the members' totals.
    await updateTeamStats(t.database.db, { batchSize: 5 });
    const consume = async () => {
      for (let batch = 0; batch < 20; batch++) await updateTeamStats(t.database.db, { batchSize: 4 });
    };
    const moves = async () => {
      for (let i = 0; i < 4; i++)
        await moveMember(t.database.db, {
          brandId: brand.id,
          memberId: sub.id,
          uplineId: (i % 2 === 0 ? south : north).id,
          operator: { id: operator.id, username: operator.username },
          ip: '192.0.2.1',
        });
    };
    // Corrections take some members' days back under the minimum (a rollback counts nothing).
    const corrections = async () => {
      for (const id of written.slice(27, 33)) await correctRound(t.database.db, id, { validBet: 0n });
    };
    await Promise.all([consume(), moves(), play(30, inToday), corrections(), consume()]);
    await updateTeamStats(t.database.db);
    expect(await countedMinimums()).toHaveLength(2);
    expect(await activeCountDifferences()).toEqual([]);

    // A whole team moves: its counts go with it.
    await moveMember(t.database.db, {
      brandId: brand.id,
      memberId: sub.id,
      uplineId: south.id,
      operator: { id: operator.id, username: operator.username },
      ip: '192.0.2.1',
    });
    expect(await activeCountDifferences()).toEqual([]);

    // Rounds the consumer has not read yet count at once, up and down; yesterday is read from the members' totals.
    const agents = [...everyone.map((member) => member.id)];
    const before = await expectKeptFiguresExact(agents, today, salaryActiveMinimum);
    const late = await newMember(t, { username: 'activelate', upline: sub, paymentPassword: null });
    await bet(late.id, salaryActiveMinimum, inToday(1));
    const after = await expectKeptFiguresExact(agents, today, salaryActiveMinimum);
    expect(after.get(south.id)?.active).toBe((before.get(south.id)?.active ?? 0) + 1);
    const todays = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id::text from game_rounds where player_id = ${players[0]!.id}
        and closed_at >= ${new Date(todayStart).toISOString()}::timestamptz`),
    );
    for (const { id } of todays) await correctRound(t.database.db, BigInt(id), { validBet: 0n });
    const corrected = await expectKeptFiguresExact(agents, today, salaryActiveMinimum);
    expect(corrected.get(sub.id)?.active).toBeLessThan(after.get(sub.id)?.active ?? 0);
    await expectKeptFiguresExact(agents, shiftDay(today, -1), salaryActiveMinimum);

    // A new minimum is counted from the day it appears, the old one forgotten.
    const raised = salaryActiveMinimum * 2n;
    await updateAgentSettings(t.database.db, {
      brand,
      operator,
      input: { salaryActiveMinimum: (Number(raised) / 100).toFixed(2) },
      ip: '192.0.2.1',
    });
    await play(3, inToday);
    await updateTeamStats(t.database.db);
    expect(await countedMinimums()).toContain(raised);
    expect(await countedMinimums()).not.toContain(salaryActiveMinimum);
    expect(await activeCountDifferences()).toEqual([]);
    await expectKeptFiguresExact(agents, today, raised);
  });
});

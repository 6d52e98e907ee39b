import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newMember, type TestMember } from '../../test-support/wallet.ts';
import { moveMember, updateTeamStats } from './index.ts';

/**
 * The team totals stay exact while teams move and rounds settle at the same time: a consumer batch adds to the
 * ancestors the closure names while it runs, and a move shifts the moved team's totals, so the two take turns.
 */
let t: TestApp;
let brandId: bigint;
let operator: { id: bigint; username: string };

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.database.db.query.operators.findFirst();
  brandId = admin!.brandId;
  operator = { id: admin!.id, username: admin!.username };
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Accounts whose team totals differ from their current team's settled rounds (stake and valid bet). */
async function teamTotalsDifferences(): Promise<unknown[]> {
  return rowsOf(
    await t.database.db.execute(sql`
      with kept as (
        select agent_id, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(rounds) as rounds
        from team_hourly_bets group by agent_id
      ),
      raw as (
        select a.ancestor_id as agent_id, sum(s.stake) as stake, sum(s.valid_bet) as valid_bet,
          sum(s.rounds) as rounds
        from rounds_stream s join agent_tree a on a.descendant_id = s.player_id group by a.ancestor_id
      )
      select coalesce(kept.agent_id, raw.agent_id) as agent_id, kept.stake as kept, raw.stake as raw
      from kept full join raw on raw.agent_id = kept.agent_id
      -- A team that moved away leaves rows of zero behind: the same as none.
      where coalesce(kept.stake, 0) <> coalesce(raw.stake, 0) or coalesce(kept.valid_bet, 0) <> coalesce(raw.valid_bet, 0)
        or coalesce(kept.rounds, 0) <> coalesce(raw.rounds, 0)`),
  );
}

describe('team totals', () => {
  it('stay equal to the raw rounds of each current team while teams move and rounds settle', async () => {
    const agent = (username: string, upline?: TestMember) =>
      newMember(t, { username, agent: true, paymentPassword: null, ...(upline ? { upline } : {}) });
    const east = await agent('eastboss');
    const west = await agent('westboss');
    const sub = await agent('racingsub', east);
    const players = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        newMember(t, { username: `racingplayer${i}`, upline: sub, paymentPassword: null }),
      ),
    );
    let ref = 0;
    const play = async (rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        const player = [...players, sub, east][i % 6]!;
        await writeRound(t.database.db, {
          brandId,
          playerId: player.id,
          ref: `race-${ref++}`,
          stake: BigInt(100 + i),
          payout: BigInt(i % 3) * 90n,
          closedAt: new Date(Date.now() - (i % 48) * 3_600_000),
        });
      }
    };
    await play(60);
    const consume = async () => {
      for (let batch = 0; batch < 30; batch++) await updateTeamStats(t.database.db, { batchSize: 7 });
    };
    const moves = async () => {
      for (let i = 0; i < 6; i++)
        await moveMember(t.database.db, {
          brandId,
          memberId: sub.id,
          uplineId: (i % 2 === 0 ? west : east).id,
          operator,
          ip: '192.0.2.1',
        });
    };
    await Promise.all([consume(), moves(), play(60), consume()]);
    await updateTeamStats(t.database.db);
    expect(await teamTotalsDifferences()).toEqual([]);
    const [east_, sub_] = rowsOf<{ agent_id: string; stake: string }>(
      await t.database.db.execute(sql`select agent_id::text, sum(stake)::text as stake from team_hourly_bets
        where agent_id in (${east.id}, ${sub.id}) group by agent_id order by agent_id`),
    );
    // The sub-agent ends under the east boss again, its team's play inside the east boss's totals.
    expect(BigInt(east_!.stake)).toBeGreaterThan(BigInt(sub_!.stake));
  });
});

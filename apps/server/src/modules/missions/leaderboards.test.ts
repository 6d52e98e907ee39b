import type {
  AdminLeaderboard,
  LeaderboardInput,
  LeaderboardResult,
  LeaderboardView,
} from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import type { ConnectedVendor, WalletClient } from '../../test-support/vendor.ts';
import { defaultBrandId, loseRounds, runDay } from '../../test-support/vip.ts';
import { adjust, newMember, operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';
import { leaderboardRun } from './index.ts';

let t: TestApp;
let table: { vendor: ConnectedVendor; wallet: WalletClient };
let brandId: bigint;

beforeAll(async () => {
  const started = await startVendorWalletApp({ vassalage: 'LDRB', gameTypes: ['RNG', 'LIVE'] });
  t = started.t;
  table = { vendor: started.vendor, wallet: started.wallet };
  brandId = await defaultBrandId(t);
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

const board: LeaderboardInput = {
  titles: { EN: 'Live table race', CN: '真人竞赛', TH: 'การแข่งขันไลฟ์' },
  metric: 'valid_bet',
  gameType: 'LIVE',
  cadence: 'daily',
  prizes: ['30.00', '20.00', '10.00'],
  wageringMultiple: 0,
  enabled: true,
};

const funded = async (username: string) => {
  const member = await newMember(t, { username, paymentPassword: null });
  expect((await adjust(t, member, '500.00')).statusCode).toBe(201);
  return member;
};
const lose = (member: TestMember, stake: string) =>
  loseRounds(t, table, member, [{ gameType: 'LIVE', stake }]);

describe('leaderboards', () => {
  it('ranks live by the metric, ties by who got there first, and pays by rank once when the period closes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/leaderboards',
      headers: await operatorAuth(t),
      payload: board,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<AdminLeaderboard>();

    // Late registers first (the lower id) but reaches 200.00 after Early: Early ranks above on the tie.
    const late = await funded('ldrblate');
    const early = await funded('ldrbearly');
    const top = await funded('ldrbtop');
    const fourth = await funded('ldrbfourth');
    await lose(top, '300.00');
    await lose(early, '120.00');
    await lose(early, '80.00');
    await lose(late, '200.00');
    await lose(fourth, '100.00');
    // Slots play is outside a live leaderboard.
    await loseRounds(t, table, fourth, [{ gameType: 'RNG', stake: '300.00' }]);

    const live = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leaderboards?language=CN',
      headers: late.auth,
    });
    expect(live.statusCode, live.body).toBe(200);
    const view = live.json<LeaderboardView[]>().find((row) => row.id === id)!;
    expect(view).toMatchObject({
      title: '真人竞赛',
      prizes: ['30.00', '20.00', '10.00'],
      me: { rank: 3, figure: '200.00' },
      previous: null,
    });
    expect(view.top.map(({ rank, figure, prize }) => ({ rank, figure, prize }))).toEqual([
      { rank: 1, figure: '300.00', prize: '30.00' },
      { rank: 2, figure: '200.00', prize: '20.00' },
      { rank: 3, figure: '200.00', prize: '10.00' },
      { rank: 4, figure: '100.00', prize: '0.00' },
    ]);
    expect(view.top[0]!.name).not.toContain('ldrbtop');
    expect(new Date(view.closesAt).getTime()).toBeGreaterThan(Date.now());

    // Two workers at once: one claims the period, and it pays each rank once.
    const kind = leaderboardRun('daily');
    const [first, second] = await Promise.all([
      runDay(t, kind, { worker: 'worker-a' }),
      runDay(t, kind, { worker: 'worker-b' }),
    ]);
    const outcomes = [first, second].filter((outcome) => outcome !== undefined);
    expect(outcomes.some((outcome) => outcome.run.state === 'completed')).toBe(true);
    const again = await runDay(t, kind);
    expect(again?.run.state).toBe('completed');

    expect((await walletOf(t, top)).balance).toBe('230.00');
    expect((await walletOf(t, early)).balance).toBe('320.00');
    expect((await walletOf(t, late)).balance).toBe('310.00');
    expect((await walletOf(t, fourth)).balance).toBe('100.00');

    const results = await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/leaderboards/${id}/results`,
      headers: await operatorAuth(t),
    });
    expect(results.statusCode, results.body).toBe(200);
    expect(
      results
        .json<LeaderboardResult[]>()
        .map(({ rank, username, figure, prize }) => ({ rank, username, figure, prize })),
    ).toEqual([
      { rank: 1, username: 'ldrbtop', figure: '300.00', prize: '30.00' },
      { rank: 2, username: 'ldrbearly', figure: '200.00', prize: '20.00' },
      { rank: 3, username: 'ldrblate', figure: '200.00', prize: '10.00' },
    ]);

    // Turned off, it leaves the players' list; the console still has it, as changed.
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/admin-api/v1/leaderboards/${id}`,
      headers: await operatorAuth(t),
      payload: { enabled: false, prizes: ['40.00', '20.00', '10.00'] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      enabled: false,
      prizes: ['40.00', '20.00', '10.00'],
      metric: 'valid_bet',
      paidPeriods: 1,
    });
    // A paid period's figures are live valid bet of a day: the measure and period stay, and nothing changes.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/admin-api/v1/leaderboards/${id}`,
      headers: await operatorAuth(t),
      payload: { titles: { EN: 'Renamed' }, metric: 'rounds', cadence: 'weekly' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'MEASURE_FIXED_ONCE_PAID',
      fields: { metric: 'MEASURE_FIXED_ONCE_PAID', cadence: 'MEASURE_FIXED_ONCE_PAID' },
    });
    expect(moved.json().fields).not.toHaveProperty('gameType');
    const after = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/leaderboards',
      headers: await operatorAuth(t),
    });
    expect(after.json<AdminLeaderboard[]>().find((row) => row.id === id)).toMatchObject({
      titles: board.titles,
      metric: 'valid_bet',
      cadence: 'daily',
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/leaderboards', headers: late.auth });
    expect(listed.json<LeaderboardView[]>().map((row) => row.id)).not.toContain(id);
  });

  it('changes the measure and period of a leaderboard that has paid nothing yet', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/leaderboards',
      headers: await operatorAuth(t),
      payload: { ...board, enabled: false },
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/admin-api/v1/leaderboards/${created.json<AdminLeaderboard>().id}`,
      headers: await operatorAuth(t),
      payload: { metric: 'deposits', gameType: null, cadence: 'monthly' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      metric: 'deposits',
      gameType: null,
      cadence: 'monthly',
      paidPeriods: 0,
    });
  });

  it('refuses prizes that grow down the ranks and a game type on deposits', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/leaderboards',
      headers: await operatorAuth(t),
      payload: { ...board, metric: 'deposits', prizes: ['10.00', '20.00'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { gameType: 'NOT_ALLOWED', 'prizes.1': 'INVALID' } });
  });
});

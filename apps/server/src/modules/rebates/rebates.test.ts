import type { RebateAccrual } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { setFlag } from '../../test-support/players.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import type { ConnectedVendor, WalletClient } from '../../test-support/vendor.ts';
import {
  defaultBrandId,
  loseRounds,
  memberWhoLost,
  putLadder,
  runDay,
  vipLevel,
} from '../../test-support/vip.ts';
import { adjust, newMember, operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';
import { rebateDailyRun } from './index.ts';

let t: TestApp;
let table: { vendor: ConnectedVendor; wallet: WalletClient };
let brandId: bigint;
let seq = 0;

beforeAll(async () => {
  const started = await startVendorWalletApp({ vassalage: 'REBT', gameTypes: ['RNG', 'LIVE'] });
  t = started.t;
  table = { vendor: started.vendor, wallet: started.wallet };
  brandId = await defaultBrandId(t);
  // Level 0: 1.00% on slots, 0.50% on live; rebates wager twice their amount.
  await putLadder(t, {
    windowDays: 30,
    levels: [vipLevel(0, { rebateRates: { RNG: 100, LIVE: 50 }, wageringMultiple: 2 })],
  });
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

const player = (stakes: { RNG?: string; LIVE?: string }) =>
  memberWhoLost(
    t,
    table,
    `rebt${++seq}`,
    Object.entries(stakes).map(([gameType, stake]) => ({ gameType: gameType as 'RNG' | 'LIVE', stake })),
  );

const accrualOf = async (member: TestMember) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/rebates', headers: member.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RebateAccrual>();
};

const claim = (member: TestMember) =>
  t.app.inject({ method: 'POST', url: '/api/v1/rebates/claim', headers: member.auth });

const rebateBonuses = async (member: TestMember) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: member.auth });
  return response
    .json<{ items: { source: string; amount: string; requirement: string }[] }>()
    .items.filter((bonus) => bonus.source === 'rebate')
    .map(({ amount, requirement }) => ({ amount, requirement }));
};

describe('daily rebate run', () => {
  it('pays rate × valid bet per game type for the day, once', async () => {
    const member = await player({ RNG: '1000.00', LIVE: '400.00' });
    expect(await accrualOf(member)).toMatchObject({
      level: 0,
      items: [
        { gameType: 'LIVE', validBet: '400.00', rate: 50, amount: '2.00' },
        { gameType: 'RNG', validBet: '1000.00', rate: 100, amount: '10.00' },
      ],
      total: '12.00',
      claimable: '12.00',
    });

    const first = await runDay(t, rebateDailyRun);
    expect(first?.run.state).toBe('completed');
    expect(await rebateBonuses(member)).toEqual([{ amount: '12.00', requirement: '24.00' }]);
    expect((await walletOf(t, member)).balance).toBe('12.00');

    const again = await runDay(t, rebateDailyRun);
    expect(again?.run.state).toBe('completed');
    expect(await rebateBonuses(member)).toHaveLength(1);
    expect((await walletOf(t, member)).balance).toBe('12.00');
  });
});

describe('manual rebate', () => {
  it('pays what has accrued now once per day, however many claims arrive at once; the run pays the rest', async () => {
    const member = await player({ RNG: '500.00' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(member)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid.map((answer) => answer.json())).toEqual([{ amount: '5.00' }]);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'REBATE_ALREADY_CLAIMED' });
    }
    expect(await accrualOf(member)).toMatchObject({ total: '5.00', claimed: '5.00', claimable: '0.00' });

    // Later the same day: more play accrues, but the day's claim is spent; the daily run pays only the rest.
    expect((await adjust(t, member, '300.00')).statusCode).toBe(201);
    await loseRounds(t, table, member, [{ gameType: 'RNG', stake: '300.00' }]);
    expect((await claim(member)).json()).toMatchObject({ code: 'REBATE_ALREADY_CLAIMED' });
    await runDay(t, rebateDailyRun);
    await runDay(t, rebateDailyRun);
    expect(await rebateBonuses(member)).toEqual(
      expect.arrayContaining([
        { amount: '5.00', requirement: '10.00' },
        { amount: '3.00', requirement: '6.00' },
      ]),
    );
    expect(await rebateBonuses(member)).toHaveLength(2);
  });

  it('refuses a claim with nothing accrued, and every claim where the site turned manual rebate off', async () => {
    const idle = await newMember(t, { username: `rebt${++seq}` });
    const nothing = await claim(idle);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'NOTHING_TO_CLAIM' });

    const member = await player({ LIVE: '200.00' });
    await setFlag(t, await operatorAuth(t), 'MANUALREBATE', false);
    try {
      const off = await claim(member);
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ code: 'OPERATION_DISABLED' });
      expect(await accrualOf(member)).toMatchObject({ manual: false, total: '1.00' });
      expect(await rebateBonuses(member)).toEqual([]);
    } finally {
      await setFlag(t, await operatorAuth(t), 'MANUALREBATE', true);
    }
  });
});

import type { VipStatus } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { addOperator } from '../../test-support/operators.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import type { ConnectedVendor, WalletClient } from '../../test-support/vendor.ts';
import { defaultBrandId, memberWhoLost, putLadder, runDay, vipLevel } from '../../test-support/vip.ts';
import { newMember, operatorAuth, type TestMember } from '../../test-support/wallet.ts';
import { vipEvaluationRun } from './index.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let brandId: bigint;
let seq = 0;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'VIPT', gameTypes: ['RNG'] }));
  brandId = await defaultBrandId(t);
  await putLadder(t, {
    windowDays: 30,
    levels: [
      vipLevel(0, { label: 'Member', withdrawalsPerDay: 2 }),
      vipLevel(1, {
        label: 'Bronze',
        validBetThreshold: '100.00',
        upgradeBonus: '10.00',
        wageringMultiple: 3,
        withdrawalsPerDay: 9,
      }),
      vipLevel(2, {
        label: 'Silver',
        validBetThreshold: '500.00',
        upgradeBonus: '50.00',
        wageringMultiple: 3,
      }),
      vipLevel(3, { label: 'Gold', validBetThreshold: '100000.00', upgradeBonus: '500.00' }),
    ],
  });
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

const playerWhoBet = (stake: string) =>
  memberWhoLost(t, { vendor, wallet }, `vipt${++seq}`, [{ gameType: 'RNG', stake }]);

const vipOf = async (member: TestMember) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/vip', headers: member.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VipStatus>();
};

const bonusesOf = async (member: TestMember) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: member.auth });
  return response.json<{ items: { source: string; amount: string; requirement: string }[] }>().items;
};

describe('VIP evaluation', () => {
  it('moves a player who met two levels up one level per evaluation, each upgrade bonus once', async () => {
    const member = await playerWhoBet('600.00');
    expect(await vipOf(member)).toMatchObject({
      level: 0,
      label: 'Member',
      validBet: '600.00',
      next: { level: 1, label: 'Bronze', depositNeeded: '0.00', validBetNeeded: '0.00' },
    });

    const today = new Date();
    const first = await runDay(t, vipEvaluationRun, { day: today });
    expect(first?.run.state).toBe('completed');
    expect(await vipOf(member)).toMatchObject({ level: 1, label: 'Bronze', next: { level: 2 } });
    // Running the same day again moves nobody and pays nothing.
    await runDay(t, vipEvaluationRun, { day: today });
    expect((await vipOf(member)).level).toBe(1);
    expect(await bonusesOf(member)).toEqual([
      expect.objectContaining({ source: 'vip', amount: '10.00', requirement: '30.00' }),
    ]);

    // The next day's evaluation (same window, still 600.00) moves one more level: Silver, not Gold.
    const tomorrow = new Date(today.getTime() + 86_400_000);
    await runDay(t, vipEvaluationRun, { day: tomorrow });
    await runDay(t, vipEvaluationRun, { day: tomorrow });
    const silver = await vipOf(member);
    expect(silver).toMatchObject({
      level: 2,
      label: 'Silver',
      next: { level: 3, validBetNeeded: '99400.00' },
    });
    expect((await bonusesOf(member)).map((bonus) => bonus.amount).sort()).toEqual(['10.00', '50.00']);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: member.auth });
    expect(me.json()).toMatchObject({ vip: { level: 2, name: 'Silver' } });
  });

  it('two workers evaluating one day at once move a player once', async () => {
    const member = await playerWhoBet('150.00');
    const day = new Date(Date.now() + 5 * 86_400_000);
    await Promise.all(['a', 'b'].map((worker) => runDay(t, vipEvaluationRun, { day, worker })));
    await runDay(t, vipEvaluationRun, { day });
    expect((await vipOf(member)).level).toBe(1);
    expect(await bonusesOf(member)).toHaveLength(1);
  });

  it('lets a level above 0 withdraw more times a day than the brand allows, never fewer', async () => {
    const member = await playerWhoBet('150.00');
    const dailyCountOf = async (who: TestMember) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/withdrawals/limits', headers: who.auth })).json<{
        dailyCount: number;
      }>().dailyCount;
    // Level 0 is everyone: the brand's 5, not the ladder's 2.
    expect(await dailyCountOf(member)).toBe(5);
    expect((await vipOf(member)).benefits.map((level) => level.withdrawalsPerDay)).toEqual([5, 9, 5, 5]);
    await runDay(t, vipEvaluationRun, { day: new Date(Date.now() + 9 * 86_400_000) });
    expect((await vipOf(member)).level).toBe(1);
    expect(await dailyCountOf(member)).toBe(9);
  });

  it('lists every level’s benefits to the player and refuses a ladder whose thresholds fall', async () => {
    const member = await newMember(t, { username: `vipt${++seq}` });
    const status = await vipOf(member);
    expect(status.benefits.map((level) => [level.label, level.upgradeBonus])).toEqual([
      ['Member', '0.00'],
      ['Bronze', '10.00'],
      ['Silver', '50.00'],
      ['Gold', '500.00'],
    ]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/vip/levels',
      headers: await operatorAuth(t),
      payload: {
        windowDays: 30,
        levels: [
          vipLevel(0),
          vipLevel(1, { validBetThreshold: '100.00' }),
          vipLevel(2, { validBetThreshold: '50.00' }),
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const unknownType = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/vip/levels',
      headers: await operatorAuth(t),
      payload: { windowDays: 30, levels: [vipLevel(0, { rebateRates: { BACCARAT: 50 } as never })] },
    });
    expect(unknownType.statusCode).toBe(400);
    // Finance reads the ladder but may not change what it pays.
    const finance = await addOperator(t, `vipfin${++seq}`, 'finance');
    const read = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/vip/levels',
      headers: finance.auth,
    });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/vip/levels',
      headers: finance.auth,
      payload: read.json(),
    });
    expect(write.statusCode).toBe(403);
    expect((await vipOf(member)).benefits).toHaveLength(4);
  });
});

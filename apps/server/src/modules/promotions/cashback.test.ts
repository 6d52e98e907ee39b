import type { PromotionAdmin, RewardCentre } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { findBrandForHost, listBrandClocks } from '../brands/index.ts';
import { periodContaining } from '../settlements/index.ts';
import { cashbackRun } from './index.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;
let promotion: PromotionAdmin;
// The settlements' clock a week and a day ahead, so this week has closed.
const later = () => new Date(Date.now() + 8 * DAY_MS);

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp(
    { vassalage: 'CASHBK', gameTypes: ['RNG'] },
    { settlements: { clock: later } },
  ));
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/promotions',
    headers: await operatorAuth(t),
    payload: {
      kind: 'cashback',
      titles: { EN: 'Weekly cashback 10%' },
      startsAt: new Date(Date.now() - 30 * DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + 60 * DAY_MS).toISOString(),
      reward: { type: 'percent', value: '10', cap: '50.00' },
      wagering: { multiple: 1, base: 'bonus' },
      limits: { perPlayer: 52, perPeriod: 'week' },
      enabled: true,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  promotion = created.json();
});
afterAll(() => t.close());

/** A member who joined (or not) and played one round at the vendor: a stake and what it paid back. */
async function playedRound(name: string, joins: boolean, stake: string, payout: string): Promise<TestMember> {
  const member = await newMember(t, { username: name });
  if (joins)
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/promotions/${promotion.id}/join`,
      headers: member.auth,
      payload: {},
    });
  expect((await adjust(t, member, '1000.00')).statusCode).toBe(201);
  const sessionToken = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
  const base = {
    playerId: member.id,
    gameCode: vendor.games[0]!.gameCode,
    currency: 'THB',
    roundId: `${name}-1`,
  };
  expect(
    await wallet.bet({ ...base, sessionToken, transactionId: `${name}-b`, amount: stake }),
  ).toMatchObject({ status: 'OK' });
  expect(
    await wallet.win({ ...base, transactionId: `${name}-w`, amount: payout, roundClosed: true }),
  ).toMatchObject({
    status: 'OK',
  });
  return member;
}

describe('cashback', () => {
  it("offers a percent of the week's net loss up to the cap when the week closes, once, to claim", async () => {
    const small = await playedRound('cbsmall', true, '300.00', '50.00');
    const big = await playedRound('cbbig', true, '900.00', '0.00');
    const winner = await playedRound('cbwinner', true, '100.00', '400.00');
    const outsider = await playedRound('cboutsider', false, '500.00', '0.00');
    const found = (await findBrandForHost(t.database.db, ''))!;
    const brand = (await listBrandClocks(t.database.db)).find((clock) => clock.id === found.id)!;
    const week = periodContaining('weekly', brand.timezone, new Date());
    const run = cashbackRun('weekly');
    const first = await t.app.settlements.runPeriod(run, brand, week);
    expect(first?.run.state).toBe('completed');
    // A re-run offers nothing twice.
    await t.app.settlements.runPeriod(run, brand, week);

    const centre = async (member: TestMember) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/rewards', headers: member.auth })
      ).json<RewardCentre>();
    expect((await centre(small)).items).toEqual([
      expect.objectContaining({ amount: '25.00', status: 'claim_reward', source: 'Weekly cashback 10%' }),
    ]);
    expect((await centre(big)).items).toEqual([
      expect.objectContaining({ amount: '50.00', status: 'claim_reward' }),
    ]);
    expect((await centre(winner)).items).toEqual([]);
    expect((await centre(outsider)).items).toEqual([]);

    const claimed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/promotions/${promotion.id}/claim`,
      headers: small.auth,
    });
    expect(claimed.json()).toEqual({ status: 'claimed', amount: '25.00' });
    expect((await walletOf(t, small)).balance).toBe('775.00');
    await expectLedgerBalanced(t);
  });
});

import type { ReferralAdminFriend, ReferralFriend, ReferralSummary } from '@croupier/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, decide, requestDeposit } from '../../test-support/deposits.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import type { ConnectedVendor, WalletClient } from '../../test-support/vendor.ts';
import { defaultBrandId, loseRounds } from '../../test-support/vip.ts';
import { adjust, newMember, operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';
import { players } from '../players/schema.ts';
import { decideReferrals, findReferredFriends } from './index.ts';
import { referralFriends } from './schema.ts';

let t: TestApp;
let table: { vendor: ConnectedVendor; wallet: WalletClient };
let brandId: bigint;
let bankChannel: string;
let seq = 0;

const RULES = {
  reward: '50.00',
  minFirstDeposit: '100.00',
  minValidBet: '300.00',
  qualifyDays: 7,
  wageringMultiple: 2,
};

beforeAll(async () => {
  const started = await startVendorWalletApp({ vassalage: 'REFR', gameTypes: ['RNG'] });
  t = started.t;
  table = { vendor: started.vendor, wallet: started.wallet };
  brandId = await defaultBrandId(t);
  bankChannel = (await addChannel(t, 'bank')).id;
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/admin-api/v1/referral/settings',
    headers: await operatorAuth(t),
    payload: RULES,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

async function codeOf(member: TestMember): Promise<string> {
  const [row] = await t.database.db
    .select({ code: players.referralCode })
    .from(players)
    .where(eq(players.id, member.id));
  return row!.code;
}

/** A referrer and a friend who registered with its code (each from its own address and browser unless told). */
async function referral(props: {
  referrerExtra?: Record<string, unknown>;
  friendExtra?: Record<string, unknown>;
  sameDevice?: boolean;
}) {
  const n = ++seq;
  const referrer = await newMember(t, {
    username: `refr${n}`,
    deviceId: `device-of-referrer-${n}`,
    ...(props.referrerExtra ? { extra: props.referrerExtra } : {}),
  });
  const friend = await newMember(t, {
    username: `refrfriend${n}`,
    deviceId: props.sameDevice ? `device-of-referrer-${n}` : `device-of-friend-${n}`,
    extra: { referralCode: await codeOf(referrer), ...props.friendExtra },
  });
  return { referrer, friend };
}

async function deposit(member: TestMember, amount: string) {
  const requested = await requestDeposit(t, member, { channelId: bankChannel, amount });
  expect(requested.statusCode, requested.body).toBe(201);
  expect((await decide(t, requested.json<{ id: string }>().id, 'approve')).statusCode).toBe(200);
}

async function lose(member: TestMember, stake: string) {
  expect((await adjust(t, member, stake)).statusCode).toBe(201);
  await loseRounds(t, table, member, [{ gameType: 'RNG', stake }]);
}

/** What the job does on each of its runs. */
async function runQualification() {
  await findReferredFriends(t.database.db);
  await decideReferrals(t.database.db);
}

const summaryOf = async (member: TestMember) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/referral', headers: member.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReferralSummary>();
};

const friendsOf = async (member: TestMember) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/referral/friends',
    headers: member.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ReferralFriend[]; total: number }>();
};

const referralBonuses = async (member: TestMember) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: member.auth });
  return response
    .json<{ items: { source: string; amount: string; requirement: string }[] }>()
    .items.filter((bonus) => bonus.source === 'referral')
    .map(({ amount, requirement }) => ({ amount, requirement }));
};

const flagged = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/admin-api/v1/referral/friends?status=self_referral',
    headers: await operatorAuth(t),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: ReferralAdminFriend[] }>().items;
};

describe('referral', () => {
  it('pays the referrer once when the friend deposits and bets enough within the days', async () => {
    const { referrer, friend } = await referral({});
    expect(await summaryOf(referrer)).toMatchObject({
      enabled: true,
      rules: RULES,
      code: await codeOf(referrer),
    });

    await deposit(friend, '100.00');
    await runQualification();
    const waiting = await friendsOf(referrer);
    expect(waiting.items).toEqual([
      expect.objectContaining({
        username: 're***d1',
        status: 'pending',
        firstDeposit: '100.00',
        validBet: '0.00',
        reward: null,
      }),
    ]);
    expect(await referralBonuses(referrer)).toEqual([]);

    await lose(friend, '300.00');
    // Several workers at once, and again later: one reward.
    await Promise.all([runQualification(), runQualification(), runQualification()]);
    await runQualification();

    expect(await referralBonuses(referrer)).toEqual([{ amount: '50.00', requirement: '100.00' }]);
    expect((await walletOf(t, referrer)).balance).toBe('50.00');
    expect(await summaryOf(referrer)).toMatchObject({
      invited: 1,
      qualified: 1,
      pending: 0,
      earned: '50.00',
    });
    expect((await friendsOf(referrer)).items[0]).toMatchObject({
      status: 'qualified',
      validBet: '300.00',
      reward: '50.00',
    });
  });

  it('pays nothing while the friend has bet less than the minimum, and the referral lapses after the days', async () => {
    const { referrer, friend } = await referral({});
    await deposit(friend, '100.00');
    await lose(friend, '150.00');
    await deposit(friend, '400.00');
    await runQualification();
    expect((await friendsOf(referrer)).items[0]).toMatchObject({ status: 'pending', validBet: '150.00' });

    // The friend's days ran out (the clock is not moved: the deadline is).
    await t.database.db
      .update(referralFriends)
      .set({ deadline: sql`app_now() - interval '1 second'` })
      .where(eq(referralFriends.friendId, friend.id));
    await runQualification();
    expect((await friendsOf(referrer)).items[0]).toMatchObject({ status: 'expired' });
    expect(await referralBonuses(referrer)).toEqual([]);
  });

  it('pays nothing to a friend registered from the referrer’s browser, and flags it', async () => {
    const { referrer, friend } = await referral({ sameDevice: true });
    await deposit(friend, '200.00');
    await lose(friend, '300.00');
    await runQualification();

    expect(await referralBonuses(referrer)).toEqual([]);
    expect((await walletOf(t, referrer)).balance).toBe('0.00');
    expect((await friendsOf(referrer)).items[0]).toMatchObject({ status: 'self_referral', reward: null });
    expect((await flagged()).find((row) => row.friendId === friend.id.toString())).toMatchObject({
      referrerUsername: referrer.username,
      friendUsername: friend.username,
      signals: ['device'],
    });
  });

  it('pays nothing to a friend with the referrer’s payout name', async () => {
    const { referrer, friend } = await referral({
      referrerExtra: { payeeName: 'Somchai  Jaidee' },
      friendExtra: { payeeName: 'somchai jaidee' },
    });
    await deposit(friend, '100.00');
    await lose(friend, '300.00');
    await runQualification();
    expect(await referralBonuses(referrer)).toEqual([]);
    expect((await flagged()).find((row) => row.friendId === friend.id.toString())?.signals).toEqual([
      'payout_name',
    ]);
  });

  it('refuses a rule with no reward, naming the field, and keeps the rule', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/referral/settings',
      headers: await operatorAuth(t),
      payload: { ...RULES, reward: '0.00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reward: 'INVALID' } });
    const kept = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/referral/settings',
      headers: await operatorAuth(t),
    });
    expect(kept.json()).toEqual(RULES);
  });
});

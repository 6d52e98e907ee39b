import type { Promotion, PromotionAdmin, PromotionReport, RewardCentre } from '@croupier/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, decide, payDepositBonusesToEnd, requestDeposit } from '../../test-support/deposits.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { players } from '../players/schema.ts';
import { offerBirthdayRewards, payDepositBonuses } from './index.ts';

let t: TestApp;
let owner: { authorization: string };
let seq = 0;

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

async function createPromotion(input: object): Promise<PromotionAdmin> {
  const created = await call('POST', '/admin-api/v1/promotions', owner, {
    titles: { EN: `Offer ${++seq}` },
    startsAt: hours(-1),
    endsAt: hours(24 * 30),
    enabled: true,
    ...input,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const birthday = (value: string, limits: object = { perPlayer: 5, perPeriod: 'month' }) =>
  createPromotion({
    kind: 'birthday',
    reward: { type: 'fixed', value },
    wagering: { multiple: 2, base: 'bonus' },
    limits,
  });

/** A member whose profile birthday falls in the current month, as registration records it. */
async function bornThisMonth(name: string): Promise<TestMember> {
  const member = await newMember(t, { username: name });
  const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');
  await t.database.db
    .update(players)
    .set({ profile: sql`${players.profile} || ${JSON.stringify({ birthday: `1990-${month}-15` })}::jsonb` })
    .where(eq(players.id, member.id));
  return member;
}

const rewardsOf = async (member: TestMember) =>
  (await call('GET', '/api/v1/rewards', member.auth)).json<RewardCentre>();
const statusIn = async (member: TestMember, id: string) =>
  (await call('GET', '/api/v1/promotions', member.auth)).json<Promotion[]>().find((p) => p.id === id)?.status;

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
});
afterAll(() => t.close());

describe('claimable rewards', () => {
  it('pays 100 concurrent claims of one reward once, and shows it in the reward centre and /me', async () => {
    const promotion = await birthday('58.00');
    const member = await bornThisMonth('birthdayrace');
    expect(await offerBirthdayRewards(t.database.db)).toBeGreaterThanOrEqual(1);
    // Offering again in the same month adds nothing.
    await offerBirthdayRewards(t.database.db);
    const waiting = await rewardsOf(member);
    expect(waiting.counts).toEqual({ claim_reward: 1, issued: 0, claimed: 0 });
    expect(waiting.items[0]).toMatchObject({
      source: promotion.titles.EN,
      amount: '58.00',
      status: 'claim_reward',
    });
    expect(waiting.items[0]!.expiresAt).not.toBeNull();
    expect((await call('GET', '/api/v1/me', member.auth)).json()).toMatchObject({ availablePromos: 1 });
    expect(await statusIn(member, promotion.id)).toBe('claim_reward');

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('POST', `/api/v1/promotions/${promotion.id}/claim`, member.auth),
      ),
    );
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json()).toEqual({ status: 'claimed', amount: '58.00' });
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json<{ code: string }>().code)).toEqual(
      Array(99).fill('NOTHING_TO_CLAIM'),
    );
    expect((await walletOf(t, member)).balance).toBe('58.00');
    expect((await rewardsOf(member)).counts).toEqual({ claim_reward: 0, issued: 0, claimed: 1 });
    expect((await call('GET', '/api/v1/me', member.auth)).json()).toMatchObject({ availablePromos: 0 });
    expect(await statusIn(member, promotion.id)).toBe('claimed');
    const wagering = (await call('GET', '/api/v1/wagering', member.auth)).json<{ remaining: string }>();
    expect(wagering.remaining).toBe('116.00');
    await expectLedgerBalanced(t);
  });

  it('never passes the budget under concurrent claims: floor(budget / reward) are paid', async () => {
    const promotion = await birthday('100.00', { perPlayer: 1, budget: '350.00' });
    const members = await Promise.all(Array.from({ length: 8 }, (_, n) => bornThisMonth(`budgetclaim${n}`)));
    await offerBirthdayRewards(t.database.db);
    const answers = await Promise.all(
      members.map((member) => call('POST', `/api/v1/promotions/${promotion.id}/claim`, member.auth)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((a) => a.json<{ code: string }>().code)).toEqual(
      Array(5).fill('PROMOTION_BUDGET_SPENT'),
    );
    const report = (
      await call('GET', `/admin-api/v1/promotions/${promotion.id}/report`, owner)
    ).json<PromotionReport>();
    expect(report).toMatchObject({
      budget: '350.00',
      spent: '300.00',
      paid: { count: 3, amount: '300.00' },
      rewards: { claimed: { count: 3, amount: '300.00' } },
    });
    // The refused stay claimable, with nothing paid.
    const balances = await Promise.all(members.map(async (member) => (await walletOf(t, member)).balance));
    expect(balances.filter((balance) => balance === '100.00')).toHaveLength(3);
    expect(balances.filter((balance) => balance === '0.00')).toHaveLength(5);
    await expectLedgerBalanced(t);
  });
});

describe('deposit bonuses', () => {
  let bank: { id: string };
  beforeAll(async () => {
    bank = await addChannel(t, 'bank', { min: '10.00' });
  });

  async function deposit(member: TestMember, amount: string): Promise<string> {
    const created = await requestDeposit(t, member, { channelId: bank.id, amount });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await decide(t, id, 'approve')).statusCode).toBe(200);
    return id;
  }

  const welcome = () =>
    createPromotion({
      kind: 'first_deposit',
      reward: { type: 'percent', value: '50', cap: '300.00', minDeposit: '100.00' },
      wagering: { multiple: 10, base: 'bonus_deposit', contributions: { LIVE: 10 } },
      maxStake: '50.00',
      limits: { perPlayer: 1, budget: '10000.00' },
    });

  it("grants DOMAIN.md's example on the first deposit: 1,000.00 at 50% capped at 300.00, requirement 13,000.00", async () => {
    const promotion = await welcome();
    const member = await newMember(t, { username: 'firstdepositor' });
    const joined = await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, {});
    expect(joined.json()).toEqual({ status: 'signed_up' });
    await deposit(member, '1000.00');
    await payDepositBonusesToEnd(t);
    expect((await walletOf(t, member)).balance).toBe('1300.00');
    const bonuses = (await call('GET', '/api/v1/bonuses', member.auth)).json<{ items: object[] }>();
    expect(bonuses.items).toEqual([
      expect.objectContaining({
        source: 'promotion',
        amount: '300.00',
        requirement: '13000.00',
        remaining: '13000.00',
      }),
    ]);
    expect(await statusIn(member, promotion.id)).toBe('issued');
    expect((await rewardsOf(member)).counts).toEqual({ claim_reward: 0, issued: 1, claimed: 0 });
    // A second deposit is no first deposit, and a second run pays nothing again.
    await deposit(member, '500.00');
    await payDepositBonusesToEnd(t);
    expect((await walletOf(t, member)).balance).toBe('1800.00');
    await expectLedgerBalanced(t);
  });

  it('pays a deposit named on joining once, and refuses one that does not qualify', async () => {
    const promotion = await welcome();
    const member = await newMember(t, { username: 'latejoiner' });
    const small = await deposit(member, '50.00');
    const refused = await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, {
      depositId: small,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { depositId: 'INVALID' } });
    const other = await newMember(t, { username: 'otherdepositor' });
    const theirs = await deposit(other, '400.00');
    expect(
      (await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, { depositId: theirs }))
        .statusCode,
    ).toBe(400);
    expect(await statusIn(member, promotion.id)).toBe('join_now');
    // Not the first deposit: the 50.00 came first.
    const later = await deposit(member, '400.00');
    expect(
      (await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, { depositId: later }))
        .statusCode,
    ).toBe(400);

    const fresh = await newMember(t, { username: 'namesdeposit' });
    const first = await deposit(fresh, '400.00');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/v1/promotions/${promotion.id}/join`, fresh.auth, { depositId: first }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(answers.filter((answer) => answer.json<{ status: string }>().status === 'issued')).toHaveLength(1);
    await payDepositBonusesToEnd(t);
    expect((await walletOf(t, fresh)).balance).toBe('600.00');
    await expectLedgerBalanced(t);
  });

  it('pays no deposit bonus to a member who joined but left the audience before depositing', async () => {
    const promotion = await createPromotion({
      kind: 'first_deposit',
      reward: { type: 'fixed', value: '50.00' },
      audience: { vipLevels: [0] },
      limits: { perPlayer: 1 },
    });
    const member = await newMember(t, { username: 'outgrewoffer' });
    expect((await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, {})).statusCode).toBe(
      200,
    );
    // The VIP evaluation moved the member up (its own tests move players through thresholds).
    await t.database.db
      .execute(sql`insert into player_vip_levels (player_id, brand_id, level, evaluated_period)
      select id, brand_id, 1, 'test' from players where id = ${member.id}`);
    await deposit(member, '200.00');
    await payDepositBonusesToEnd(t);
    expect((await walletOf(t, member)).balance).toBe('200.00');
    expect(await statusIn(member, promotion.id)).toBe('prohibited');
  });

  it('pays a reload on every later deposit up to the per-player limit, and nothing to players who did not join', async () => {
    const promotion = await createPromotion({
      kind: 'reload',
      reward: { type: 'fixed', value: '20.00' },
      wagering: { multiple: 1, base: 'bonus' },
      limits: { perPlayer: 2 },
    });
    const member = await newMember(t, { username: 'reloader' });
    const bystander = await newMember(t, { username: 'bystander' });
    await deposit(member, '100.00');
    await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, {});
    for (let n = 0; n < 3; n++) await deposit(member, '100.00');
    await deposit(bystander, '100.00');
    await deposit(bystander, '100.00');
    await payDepositBonusesToEnd(t);
    expect((await walletOf(t, member)).balance).toBe('440.00');
    expect((await walletOf(t, bystander)).balance).toBe('200.00');
    await expectLedgerBalanced(t);
  });

  it('pays each deposit its bonus once while two consumers run beside the deposits', async () => {
    const promotion = await createPromotion({
      kind: 'reload',
      reward: { type: 'fixed', value: '10.00' },
      wagering: { multiple: 1, base: 'bonus' },
      limits: { perPlayer: 5 },
    });
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, n) => newMember(t, { username: `twinconsumer${n}` })),
    );
    for (const member of members)
      await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, {});
    // Two job runners (two workers) polling while deposits are credited, then both catching up at once.
    let depositing = true;
    const runner = async () => {
      while (depositing) {
        await payDepositBonuses(t.database.db);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const runners = [runner(), runner()];
    await Promise.all(
      members.map(async (member) => {
        for (let n = 0; n < 3; n++) await deposit(member, '100.00');
      }),
    );
    depositing = false;
    await Promise.all(runners);
    await Promise.all([payDepositBonusesToEnd(t), payDepositBonusesToEnd(t)]);
    // The first deposit is no reload; the next two pay 10.00 each.
    for (const member of members) expect((await walletOf(t, member)).balance).toBe('320.00');
    const report = (
      await call('GET', `/admin-api/v1/promotions/${promotion.id}/report`, owner)
    ).json<PromotionReport>();
    expect(report).toMatchObject({ spent: '120.00', paid: { count: 12, amount: '120.00' } });
    await expectLedgerBalanced(t);
  });

  it('pays the first deposit of the brand-local day once, and skips a deposit the budget cannot take', async () => {
    const promotion = await createPromotion({
      kind: 'daily_first_deposit',
      reward: { type: 'fixed', value: '20.00', minDeposit: '50.00' },
      wagering: { multiple: 5, base: 'bonus' },
      limits: { perPlayer: 30, perPeriod: 'day', budget: '30.00' },
    });
    const early = await newMember(t, { username: 'dailyearly' });
    const late = await newMember(t, { username: 'dailylate' });
    for (const member of [early, late])
      await call('POST', `/api/v1/promotions/${promotion.id}/join`, member.auth, {});
    await deposit(early, '100.00');
    await deposit(early, '100.00');
    const skipped = await deposit(late, '100.00');
    await payDepositBonusesToEnd(t);
    expect((await walletOf(t, early)).balance).toBe('220.00');
    expect((await walletOf(t, late)).balance).toBe('100.00');
    const report = (
      await call('GET', `/admin-api/v1/promotions/${promotion.id}/report`, owner)
    ).json<PromotionReport>();
    expect(report).toMatchObject({
      budget: '30.00',
      spent: '20.00',
      paid: { count: 1 },
      rewards: { issued: { count: 1 } },
    });
    // The stream moved on: with the budget raised, a later run does not try the skipped deposit again, but
    // the player may name it.
    const raised = await t.app.inject({
      method: 'PATCH',
      url: `/admin-api/v1/promotions/${promotion.id}`,
      headers: owner,
      payload: { limits: { perPlayer: 30, perPeriod: 'day', budget: '100.00' } },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    await payDepositBonusesToEnd(t);
    expect((await walletOf(t, late)).balance).toBe('100.00');
    const named = await call('POST', `/api/v1/promotions/${promotion.id}/join`, late.auth, {
      depositId: skipped,
    });
    expect(named.json()).toEqual({ status: 'issued' });
    expect((await walletOf(t, late)).balance).toBe('120.00');
    await expectLedgerBalanced(t);
  });
});

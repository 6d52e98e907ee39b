import type { SignInCalendar, SignInSettings } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withSettableClock } from '../../db/clock.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { addOperator } from '../../test-support/operators.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { defaultBrandId } from '../../test-support/vip.ts';
import { newMember, operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';
import { findBrandById } from '../brands/index.ts';
import { signIn } from './index.ts';

const DAY = 86_400_000;
let t: TestApp;
let brandId: bigint;
let seq = 0;

const settings: SignInSettings = { enabled: true, rewards: ['1.00', '2.00', '3.00'], wageringMultiple: 2 };

beforeAll(async () => {
  t = await startTestApp();
  brandId = await defaultBrandId(t);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/admin-api/v1/sign-in/settings',
    headers: await operatorAuth(t),
    payload: settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toEqual(settings);
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

const member = () => newMember(t, { username: `sign${++seq}`, paymentPassword: null });
const signInNow = (who: TestMember) =>
  t.app.inject({ method: 'POST', url: '/api/v1/sign-in', headers: who.auth });
const calendarOf = async (who: TestMember) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/sign-in', headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SignInCalendar>();
};

/** Signs the member in on earlier days through the same command, the database clock moved back `daysAgo` days. */
async function signInDaysAgo(who: TestMember, ...daysAgo: number[]) {
  const brand = (await findBrandById(t.database.db, brandId))!;
  const now = Date.now();
  await withSettableClock(t.database.db, async (db, clock) => {
    for (const days of daysAgo) {
      await clock.setTo(new Date(now - days * DAY));
      await signIn(db, brand, who.id);
    }
  });
}

describe('daily sign-in', () => {
  it('pays the first streak day, refuses a second sign-in the same day, and shows the calendar', async () => {
    const who = await member();
    const before = await calendarOf(who);
    expect(before).toMatchObject({ enabled: true, signedToday: false, streak: 0, todayReward: '1.00' });

    const first = await signInNow(who);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ streak: 1, reward: '1.00' });
    const again = await signInNow(who);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_SIGNED_IN' });

    expect((await walletOf(t, who)).balance).toBe('1.00');
    expect(await calendarOf(who)).toMatchObject({
      today: before.today,
      signedDays: [before.today],
      signedToday: true,
      streak: 1,
      rewards: ['1.00', '2.00', '3.00'],
      todayReward: '1.00',
    });
  });

  it('goes on from yesterday’s streak and cycles the day rewards', async () => {
    const who = await member();
    await signInDaysAgo(who, 3, 2, 1);
    expect(await calendarOf(who)).toMatchObject({ signedToday: false, streak: 3, todayReward: '1.00' });
    expect((await signInNow(who)).json()).toEqual({ streak: 4, reward: '1.00' });
    // 1 + 2 + 3 for the three earlier days, then day 4 starts the cycle again.
    expect((await walletOf(t, who)).balance).toBe('7.00');
  });

  it('starts the streak again after a missed day', async () => {
    const who = await member();
    await signInDaysAgo(who, 3, 2);
    expect(await calendarOf(who)).toMatchObject({ streak: 0, todayReward: '1.00' });
    expect((await signInNow(who)).json()).toEqual({ streak: 1, reward: '1.00' });
  });

  it('of 20 sign-ins at once records one and pays once', async () => {
    const who = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signInNow(who)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'ALREADY_SIGNED_IN' });
    }
    expect((await walletOf(t, who)).balance).toBe('1.00');
    const bonuses = await t.database.db.execute(
      sql`select count(*)::int as n from bonuses where player_id = ${who.id} and source_ref like 'sign-in:%'`,
    );
    expect((bonuses as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('lets only owners and admins change the rewards, validates them, and refuses sign-in when it is off', async () => {
    const viewer = await addOperator(t, 'sign-in-viewer', 'viewer');
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/sign-in/settings',
      headers: viewer.auth,
      payload: settings,
    });
    expect(denied.statusCode).toBe(403);
    const owner = await operatorAuth(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/sign-in/settings',
      headers: owner,
      payload: { ...settings, rewards: ['1.005'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'rewards.0': 'INVALID' } });
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin-api/v1/sign-in/settings',
        headers: owner,
        payload: { ...settings, enabled },
      });
    expect((await put(false)).statusCode).toBe(200);
    try {
      const off = await signInNow(await member());
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ code: 'OPERATION_DISABLED' });
    } finally {
      expect((await put(true)).statusCode).toBe(200);
    }
    const audit = await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit', headers: owner });
    expect(audit.body).toContain('sign-in.settings');
  });
});

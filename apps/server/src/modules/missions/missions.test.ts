import type { AdminMission, MissionInput, MissionSummary } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { addOperator } from '../../test-support/operators.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import type { ConnectedVendor, WalletClient } from '../../test-support/vendor.ts';
import { defaultBrandId, loseRounds } from '../../test-support/vip.ts';
import { adjust, newMember, operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';

let t: TestApp;
let table: { vendor: ConnectedVendor; wallet: WalletClient };
let brandId: bigint;
let seq = 0;

beforeAll(async () => {
  const started = await startVendorWalletApp({ vassalage: 'MISN', gameTypes: ['RNG', 'LIVE'] });
  t = started.t;
  table = { vendor: started.vendor, wallet: started.wallet };
  brandId = await defaultBrandId(t);
});
afterAll(() => t.close());
afterEach(() => expectBrandLedgerBalanced(t.database.db, brandId));

const mission = (overrides: Partial<MissionInput> = {}): MissionInput => ({
  titles: { EN: 'Spin 100 on slots', CN: '老虎机投注100', TH: 'เดิมพันสล็อต 100' },
  metric: 'valid_bet',
  gameType: 'RNG',
  cadence: 'daily',
  target: '100.00',
  reward: '5.00',
  wageringMultiple: 1,
  enabled: true,
  ...overrides,
});

async function addMission(input: MissionInput): Promise<AdminMission> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/missions',
    headers: await operatorAuth(t),
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminMission>();
}

/** A member with money to play, who then loses each stake in one round of the type at the vendor. */
async function player(stakes: { gameType: 'RNG' | 'LIVE'; stake: string }[] = []): Promise<TestMember> {
  const member = await newMember(t, { username: `misn${++seq}`, paymentPassword: null });
  expect((await adjust(t, member, '1000.00')).statusCode).toBe(201);
  if (stakes.length > 0) await loseRounds(t, table, member, stakes);
  return member;
}

const summaryOf = async (member: TestMember) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/missions?language=TH',
    headers: member.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MissionSummary>();
};
const itemOf = async (member: TestMember, id: string) =>
  (await summaryOf(member)).items.find((item) => item.id === id)!;
const claim = (member: TestMember, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/missions/${id}/claim`, headers: member.auth });
const me = async (member: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: member.auth })).json<{
    claimableMissions: number;
    balance: string;
  }>();

describe('missions', () => {
  it('completes from vendor rounds, counts on the badge and pays once of 100 claims at once', async () => {
    const slots = await addMission(mission());
    const rounds = await addMission(
      mission({ titles: { EN: 'Play 3 rounds' }, metric: 'rounds', gameType: null, target: '3' }),
    );
    const member = await player([{ gameType: 'RNG', stake: '60.00' }]);
    expect(await itemOf(member, slots.id)).toMatchObject({
      title: 'เดิมพันสล็อต 100',
      progress: '60.00',
      target: '100.00',
      reward: '5.00',
      status: 'in_progress',
    });
    const early = await claim(member, slots.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'MISSION_NOT_COMPLETE' });

    // Live play does not count toward a slots mission, but every round counts toward the rounds mission.
    await loseRounds(t, table, member, [
      { gameType: 'LIVE', stake: '80.00' },
      { gameType: 'RNG', stake: '50.00' },
    ]);
    expect(await itemOf(member, slots.id)).toMatchObject({ progress: '100.00', status: 'claim_reward' });
    expect(await itemOf(member, rounds.id)).toMatchObject({
      title: 'Play 3 rounds',
      progress: '3',
      status: 'claim_reward',
    });
    expect((await me(member)).claimableMissions).toBe(2);

    const balance = (await walletOf(t, member)).balance;
    const answers = await Promise.all(Array.from({ length: 100 }, () => claim(member, slots.id)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid.map((answer) => answer.json())).toEqual([{ status: 'claimed', amount: '5.00' }]);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'MISSION_ALREADY_CLAIMED' });
    }
    expect(Number((await walletOf(t, member)).balance)).toBeCloseTo(Number(balance) + 5, 2);
    expect(await itemOf(member, slots.id)).toMatchObject({ status: 'claimed' });
    expect((await me(member)).claimableMissions).toBe(1);

    const bonuses = await t.app.inject({ method: 'GET', url: '/api/v1/bonuses', headers: member.auth });
    const missionBonuses = bonuses
      .json<{ items: { amount: string; requirement: string }[] }>()
      .items.filter((bonus) => bonus.amount === '5.00');
    expect(missionBonuses).toEqual([expect.objectContaining({ amount: '5.00', requirement: '5.00' })]);
    // Disabled missions are out of the summary; the console shows the claim.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/missions',
      headers: await operatorAuth(t),
    });
    expect(listed.json<AdminMission[]>().find((row) => row.id === slots.id)).toMatchObject({
      spent: '5.00',
      claims: 1,
    });
    await patch(slots.id, { enabled: false });
    await patch(rounds.id, { enabled: false });
    expect((await summaryOf(member)).items.map((item) => item.id)).not.toContain(slots.id);
  });

  it('never pays past its budget, however many players claim at once', async () => {
    const capped = await addMission(mission({ target: '10.00', reward: '4.00', budget: '10.00' }));
    const members = await Promise.all(
      Array.from({ length: 4 }, () => player([{ gameType: 'RNG', stake: '10.00' }])),
    );
    const answers = await Promise.all(members.map((member) => claim(member, capped.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(refused.json()).toMatchObject({ code: 'PROMOTION_BUDGET_SPENT' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/missions',
      headers: await operatorAuth(t),
    });
    expect(listed.json<AdminMission[]>().find((row) => row.id === capped.id)).toMatchObject({
      budget: '10.00',
      spent: '8.00',
      claims: 2,
    });
    // A budget below what was spent is refused, named on the budget.
    const lower = await patchAnswer(capped.id, { budget: '7.99' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { budget: 'BUDGET_BELOW_SPENT' },
    });
    await patch(capped.id, { enabled: false });
  });

  it('edits a mission that has paid, except what it measures and its period', async () => {
    const edited = await addMission(mission({ target: '10.00', reward: '2.00', budget: '2.00' }));
    const member = await player([{ gameType: 'RNG', stake: '10.00' }]);
    expect((await claim(member, edited.id)).statusCode).toBe(200);

    // What was paid was earned on slots' valid bet per day: those stay, each named, and nothing changes.
    const moved = await patchAnswer(edited.id, {
      metric: 'rounds',
      gameType: null,
      target: '3',
      cadence: 'weekly',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'MEASURE_FIXED_ONCE_PAID',
      fields: {
        metric: 'MEASURE_FIXED_ONCE_PAID',
        gameType: 'MEASURE_FIXED_ONCE_PAID',
        cadence: 'MEASURE_FIXED_ONCE_PAID',
      },
    });
    const narrowed = await patchAnswer(edited.id, { gameType: 'LIVE' });
    expect(narrowed.json()).toMatchObject({ fields: { gameType: 'MEASURE_FIXED_ONCE_PAID' } });
    expect(narrowed.json().fields).not.toHaveProperty('metric');

    // The console's edit form sends every field: the unchanged measure passes with the new title, reward and budget.
    const saved = await patchAnswer(edited.id, {
      ...mission({ titles: { EN: 'Spin 10 on slots' }, target: '20.00', reward: '3.00', budget: '50.00' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      titles: { EN: 'Spin 10 on slots' },
      target: '20.00',
      reward: '3.00',
      budget: '50.00',
      spent: '2.00',
      claims: 1,
    });
    // The claim keeps what it paid.
    expect((await walletOf(t, member)).balance).toBe('992.00');

    // A mission nobody has claimed may change anything.
    const fresh = await addMission(mission());
    const changed = await patchAnswer(fresh.id, {
      metric: 'sign_ins',
      gameType: null,
      target: '2',
      cadence: 'weekly',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      metric: 'sign_ins',
      gameType: null,
      target: '2',
      cadence: 'weekly',
    });
    await patch(edited.id, { enabled: false });
    await patch(fresh.id, { enabled: false });
  });

  it('orders a claim and a change of the period at once: the claim is of the period the mission ends with', async () => {
    for (let round = 0; round < 4; round++) {
      const raced = await addMission(mission({ target: '10.00', reward: '1.00' }));
      const member = await player([{ gameType: 'RNG', stake: '10.00' }]);
      const [claimed, changed] = await Promise.all([
        claim(member, raced.id),
        patchAnswer(raced.id, { cadence: 'weekly' }),
      ]);
      const item = await itemOf(member, raced.id);
      if (changed.statusCode === 200) {
        expect(item.status, `round ${round}`).toBe(claimed.statusCode === 200 ? 'claimed' : 'claim_reward');
        if (claimed.statusCode !== 200)
          expect(claimed.json()).toMatchObject({ code: 'MISSION_NOT_COMPLETE' });
      } else {
        // The claim came first: the period stays daily, and this day's reward is claimed.
        expect(changed.json()).toMatchObject({ code: 'MEASURE_FIXED_ONCE_PAID' });
        expect(claimed.statusCode).toBe(200);
        expect(item.status).toBe('claimed');
      }
      await patch(raced.id, { enabled: false });
    }
  });

  it('validates the console’s missions and lets only owners and admins write', async () => {
    const owner = await operatorAuth(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/missions',
      headers: owner,
      payload: mission({
        titles: { CN: '只有中文' },
        metric: 'deposits',
        gameType: 'RNG',
        target: '0',
        reward: '1.001',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'titles.EN': 'REQUIRED', gameType: 'NOT_ALLOWED', target: 'INVALID', reward: 'INVALID' },
    });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/missions',
      headers: owner,
      payload: mission({ reward: '999999999999999', wageringMultiple: 100 }),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ fields: { reward: 'INVALID' } });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/missions',
      headers: owner,
      payload: { ...mission(), metric: 'kills' },
    });
    expect(malformed.statusCode).toBe(400);
    const viewer = await addOperator(t, 'missions-viewer', 'viewer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin-api/v1/missions', headers: viewer.auth })).statusCode,
    ).toBe(200);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/missions',
      headers: viewer.auth,
      payload: mission(),
    });
    expect(denied.statusCode).toBe(403);
    const unknown = await claim(await player(), '999999');
    expect(unknown.statusCode).toBe(404);
  });
});

async function patchAnswer(id: string, body: Partial<MissionInput>) {
  return t.app.inject({
    method: 'PATCH',
    url: `/admin-api/v1/missions/${id}`,
    headers: await operatorAuth(t),
    payload: body,
  });
}

async function patch(id: string, body: Partial<MissionInput>) {
  const response = await patchAnswer(id, body);
  expect(response.statusCode, response.body).toBe(200);
}

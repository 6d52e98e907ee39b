import type { Promotion, PromotionAdmin } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAgent, registerDownline } from '../../test-support/agents.ts';
import { openLotusBrand } from '../../test-support/brands.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth, type TestMember } from '../../test-support/wallet.ts';

type Auth = { authorization: string; host?: string };
let t: TestApp;
let owner: Auth;
let support: Auth;
let lotusOwner: Auth;
let agent: TestMember;
let member: TestMember;
let stranger: TestMember;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers: Auth | object = {}, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
}
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const firstDeposit = (extra: object = {}) => ({
  kind: 'first_deposit',
  titles: { EN: 'Welcome bonus 50%', TH: 'โบนัสต้อนรับ 50%' },
  summaries: { EN: 'Half your first deposit again, up to 300.00' },
  contents: { EN: 'Deposit at least 100.00.\nTurnover 10 times bonus and deposit.' },
  imageUrl: '/promotions/welcome.svg',
  startsAt: hours(-1),
  endsAt: hours(24 * 30),
  reward: { type: 'percent', value: '50', cap: '300.00', minDeposit: '100.00' },
  wagering: { multiple: 10, base: 'bonus_deposit', contributions: { LIVE: 10 } },
  maxStake: '50.00',
  limits: { perPlayer: 1, budget: '10000.00' },
  enabled: true,
  ...extra,
});
const listed = async (who: Auth | object = {}, language = 'EN') =>
  (await call('GET', `/api/v1/promotions?language=${language}`, who)).json<Promotion[]>();

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  const created = await call('POST', '/admin-api/v1/operators', owner, {
    username: 'support-desk',
    password: 'a-long-password-1',
    role: 'support',
  });
  expect(created.statusCode).toBe(201);
  support = { authorization: `Bearer ${await operatorToken(t.app, 'support-desk', 'a-long-password-1')}` };
  lotusOwner = (await openLotusBrand(t)).owner;
  agent = await openAgent(t, 'promoagent');
  member = await registerDownline(t, agent, 'promomember');
  stranger = await registerDownline(t, await openAgent(t, 'otheragent'), 'othermember');
});
afterAll(() => t.close());

describe('promotions operators set up', () => {
  it('creates a first-deposit bonus, reads it back as stored and audits it', async () => {
    const created = await call('POST', '/admin-api/v1/promotions', owner, firstDeposit());
    expect(created.statusCode, created.body).toBe(201);
    const made = created.json<PromotionAdmin>();
    expect(made).toMatchObject({
      kind: 'first_deposit',
      titles: { EN: 'Welcome bonus 50%', TH: 'โบนัสต้อนรับ 50%' },
      reward: { type: 'percent', value: '50', cap: '300.00', minDeposit: '100.00' },
      wagering: { multiple: 10, base: 'bonus_deposit', contributions: { LIVE: 10 } },
      maxStake: '50.00',
      limits: { perPlayer: 1, budget: '10000.00' },
      spent: '0.00',
      joined: 0,
    });
    const read = await call('GET', `/admin-api/v1/promotions/${made.id}`, support);
    expect(read.json()).toEqual(made);
    const audit = await call('GET', '/admin-api/v1/audit?pageSize=20', owner);
    expect(JSON.stringify(audit.json())).toContain(`promotion:${made.id}`);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = (await call('GET', '/admin-api/v1/promotions', owner)).json<PromotionAdmin[]>().length;
    const bad = await call(
      'POST',
      '/admin-api/v1/promotions',
      owner,
      firstDeposit({
        titles: { TH: 'ไม่มีภาษาอังกฤษ' },
        startsAt: hours(5),
        endsAt: hours(1),
        imageUrl: 'javascript:alert(1)',
        reward: { type: 'percent', value: '0', minDeposit: '1.234' },
        audience: { agents: ['nobody-here'] },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({
      'titles.EN': 'REQUIRED',
      endsAt: 'INVALID',
      imageUrl: 'INVALID',
      'reward.value': 'INVALID',
      'reward.minDeposit': 'INVALID',
      'audience.agents.0': 'INVALID',
    });
    const capOnFixed = await call(
      'POST',
      '/admin-api/v1/promotions',
      owner,
      firstDeposit({
        kind: 'application',
        reward: { type: 'fixed', value: '88.00', cap: '10.00' },
        wagering: { multiple: 1, base: 'bonus_deposit' },
      }),
    );
    // A cap bounds a percent only, and an application has no deposit to count in its requirement.
    expect(capOnFixed.json<{ fields: Record<string, string> }>().fields).toEqual({
      'reward.cap': 'NOT_ALLOWED',
      'wagering.base': 'NOT_ALLOWED',
    });
    const typed = await call(
      'POST',
      '/admin-api/v1/promotions',
      owner,
      firstDeposit({ limits: { perPlayer: '1' } }),
    );
    expect(typed.statusCode).toBe(400);
    expect((await call('GET', '/admin-api/v1/promotions', owner)).json<PromotionAdmin[]>()).toHaveLength(
      before,
    );
  });

  it('lets only managers change promotions, and keeps each brand to its own', async () => {
    const made = (
      await call('POST', '/admin-api/v1/promotions', owner, firstDeposit())
    ).json<PromotionAdmin>();
    expect((await call('POST', '/admin-api/v1/promotions', support, firstDeposit())).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/admin-api/v1/promotions/${made.id}`, support, { enabled: false })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/admin-api/v1/promotions/${made.id}`, lotusOwner)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/admin-api/v1/promotions/${made.id}`, lotusOwner, { enabled: false })).statusCode,
    ).toBe(404);
    const patched = await call('PATCH', `/admin-api/v1/promotions/${made.id}`, owner, {
      reward: { type: 'fixed', value: '88.00' },
      kind: 'application',
      wagering: { multiple: 3, base: 'bonus' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<PromotionAdmin>()).toMatchObject({
      kind: 'application',
      reward: { type: 'fixed', value: '88.00' },
      wagering: { multiple: 3, base: 'bonus' },
      titles: { EN: 'Welcome bonus 50%' },
    });
    // The merged whole is checked again: a window turned around is refused and changes nothing.
    const turned = await call('PATCH', `/admin-api/v1/promotions/${made.id}`, owner, { endsAt: hours(-2) });
    expect(turned.json<{ fields: Record<string, string> }>().fields).toEqual({ endsAt: 'INVALID' });
    expect((await call('GET', `/admin-api/v1/promotions/${made.id}`, owner)).json()).toEqual(patched.json());
  });
});

describe('promotions players see', () => {
  it('shows each player its status: join now, signed up after joining, prohibited outside the audience', async () => {
    const made = (
      await call(
        'POST',
        '/admin-api/v1/promotions',
        owner,
        firstDeposit({
          titles: { EN: 'Team reload', CN: '团队续存' },
          kind: 'reload',
          audience: { agents: ['promoagent'] },
        }),
      )
    ).json<PromotionAdmin>();
    const statusOf = async (who: Auth | object, language = 'EN') =>
      (await listed(who, language)).find((promotion) => promotion.id === made.id);
    expect(await statusOf({})).toMatchObject({ status: 'join_now', title: 'Team reload' });
    expect(await statusOf(member.auth, 'CN')).toMatchObject({
      status: 'join_now',
      title: '团队续存',
      summary: '',
    });
    // TH has no title of its own: the English promotion shows whole.
    expect(await statusOf(member.auth, 'TH')).toMatchObject({ title: 'Team reload' });
    expect(await statusOf(stranger.auth)).toMatchObject({ status: 'prohibited' });
    const refused = await call('POST', `/api/v1/promotions/${made.id}/join`, stranger.auth, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE' });

    const joins = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/api/v1/promotions/${made.id}/join`, member.auth, {})),
    );
    expect(joins.map((joined) => joined.statusCode)).toEqual(Array(10).fill(200));
    expect(await statusOf(member.auth)).toMatchObject({ status: 'signed_up' });
    expect((await call('GET', `/admin-api/v1/promotions/${made.id}`, owner)).json()).toMatchObject({
      joined: 1,
    });
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from promotion_entries where promotion_id = ${BigInt(made.id)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });

  it('admits by VIP level the players at those levels only', async () => {
    const made = (
      await call('POST', '/admin-api/v1/promotions', owner, firstDeposit({ audience: { vipLevels: [2, 3] } }))
    ).json<PromotionAdmin>();
    const statusOf = async (who: Auth | object) =>
      (await listed(who)).find((promotion) => promotion.id === made.id)?.status;
    expect(await statusOf(member.auth)).toBe('prohibited');
    // The level the VIP module's evaluation records (its own tests move players up through thresholds).
    await t.database.db
      .execute(sql`insert into player_vip_levels (player_id, brand_id, level, evaluated_period)
      select id, brand_id, 2, 'test' from players where id = ${member.id}`);
    expect(await statusOf(member.auth)).toBe('join_now');
    expect(await statusOf(stranger.auth)).toBe('prohibited');
    await t.database.db.execute(sql`delete from player_vip_levels where player_id = ${member.id}`);
  });

  it('admits by player tag once an operator tags the player, and only within the agent it also names', async () => {
    const made = await call(
      'POST',
      '/admin-api/v1/promotions',
      owner,
      firstDeposit({ audience: { tags: [' Whale', 'whale', 'high-roller'], agents: ['promoagent'] } }),
    );
    expect(made.json<PromotionAdmin>().audience).toEqual({
      agents: ['promoagent'],
      tags: ['whale', 'high-roller'],
    });
    const id = made.json<PromotionAdmin>().id;
    const statusOf = async (who: Auth | object) =>
      (await listed(who)).find((promotion) => promotion.id === id)?.status;
    expect(await statusOf(member.auth)).toBe('prohibited');
    const tag = (who: TestMember, tags: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/admin-api/v1/players/${who.id}/tags`,
        headers: support,
        payload: { tags },
      });
    expect((await tag(member, ['WHALE'])).statusCode).toBe(200);
    expect(await statusOf(member.auth)).toBe('join_now');
    // Tagged, but outside the agent's team: every dimension named must admit the player.
    await tag(stranger, ['whale']);
    expect(await statusOf(stranger.auth)).toBe('prohibited');
    await Promise.all([tag(member, []), tag(stranger, [])]);
    expect(await statusOf(member.auth)).toBe('prohibited');

    const bad = await call('PATCH', `/admin-api/v1/promotions/${id}`, owner, {
      audience: { tags: ['ok', 'has space', 'y'.repeat(31)] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'audience.tags.1': 'INVALID', 'audience.tags.2': 'TOO_LONG' });
    expect((await call('GET', `/admin-api/v1/promotions/${id}`, owner)).json().audience.tags).toEqual([
      'whale',
      'high-roller',
    ]);
  });

  it('shows coming soon before the window and registration closed after it or when disabled hides it', async () => {
    const coming = (
      await call(
        'POST',
        '/admin-api/v1/promotions',
        owner,
        firstDeposit({ startsAt: hours(2), endsAt: hours(48) }),
      )
    ).json<PromotionAdmin>();
    const ended = (
      await call(
        'POST',
        '/admin-api/v1/promotions',
        owner,
        firstDeposit({ startsAt: hours(-48), endsAt: hours(-1) }),
      )
    ).json<PromotionAdmin>();
    const hidden = (
      await call('POST', '/admin-api/v1/promotions', owner, firstDeposit({ enabled: false }))
    ).json<PromotionAdmin>();
    const shown = await listed(member.auth);
    expect(shown.find((promotion) => promotion.id === coming.id)?.status).toBe('coming_soon');
    expect(shown.find((promotion) => promotion.id === ended.id)?.status).toBe('registration_closed');
    expect(shown.some((promotion) => promotion.id === hidden.id)).toBe(false);
    for (const id of [coming.id, ended.id]) {
      const join = await call('POST', `/api/v1/promotions/${id}/join`, member.auth, {});
      expect(join.statusCode).toBe(409);
      expect(join.json()).toMatchObject({ code: 'PROMOTION_CLOSED' });
    }
    expect((await call('POST', `/api/v1/promotions/${hidden.id}/join`, member.auth, {})).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/v1/promotions/${coming.id}/join`, {}, {})).statusCode).toBe(401);
  });
});

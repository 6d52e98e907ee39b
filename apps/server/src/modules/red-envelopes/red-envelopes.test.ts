import type { GrabResult, PlayerRain, RainDetail, RainSummary } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAgent, registerDownline, setPaymentPassword } from '../../test-support/agents.ts';
import { brandIdOf, manyMembers } from '../../test-support/many-members.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  PAYMENT_PASSWORD,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';
import { closeAgentRain, closeEndedAgentRains } from './index.ts';

let t: TestApp;
let owner: { authorization: string };
let brandId: bigint;

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const cents = (text: string) => BigInt(text.replace('.', ''));

async function makeRain(input: object): Promise<RainSummary> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/red-envelopes/rains',
    headers: owner,
    payload: { title: 'Lunar rain', startsAt: minutes(-1), endsAt: minutes(60), ...input },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const grab = (member: TestMember, rainId: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/red-envelopes/rains/${rainId}/grab`, headers: member.auth });

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  brandId = await brandIdOf(t, await newMember(t, { username: 'envbrand', paymentPassword: null }));
});
afterAll(() => t.close());

describe('operator rains', () => {
  it('gives N concurrent grabbers plus 100 more exactly N envelopes summing to the budget', async () => {
    const count = 30;
    const rain = await makeRain({ budget: '888.88', count, minAmount: '1.00' });
    expect(rain).toMatchObject({ kind: 'operator', status: 'live', count, grabbedCount: 0 });
    const crowd = await manyMembers(t, { brandId, prefix: 'rainfan', count: count + 100 });
    const answers = await Promise.all(crowd.map((member) => grab(member, rain.id)));
    const won = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<GrabResult>());
    const lost = answers.filter((answer) => answer.statusCode !== 200);
    expect(won).toHaveLength(count);
    expect(lost.every((answer) => answer.json<{ code: string }>().code === 'ENVELOPES_GONE')).toBe(true);
    expect(won.reduce((sum, result) => sum + cents(result.amount), 0n)).toBe(88_888n);
    for (const result of won) expect(cents(result.amount) >= 100n).toBe(true);
    expect(new Set(won.map((result) => result.envelopeId)).size).toBe(count);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/red-envelopes/rains/${rain.id}`,
      headers: owner,
    });
    const { rain: after, grabs } = detail.json<RainDetail>();
    expect(after).toMatchObject({ grabbedCount: count, grabbedAmount: '888.88' });
    expect(grabs).toHaveLength(count);
    // Each envelope is a bonus of the red envelopes source paid from the promotions expense, once.
    const paid = await t.database.db.execute(
      sql`select count(*)::int as n, sum(amount)::text as total from ledger_transfers
        where idempotency_key like 'bonus:envelope:%' and reference = ${`red_envelope:envelope-rain:${rain.id}`}`,
    );
    expect((paid as unknown as { rows: { n: number; total: string }[] }).rows[0]).toEqual({
      n: count,
      total: '88888',
    });
    await expectLedgerBalanced(t);
  });

  it('lets a member grab once per rain, even when asking twice at once', async () => {
    const rain = await makeRain({ budget: '50.00', count: 5, minAmount: '1.00' });
    const [member] = await manyMembers(t, { brandId, prefix: 'twicefan', count: 1 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => grab(member!, rain.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200))
      expect(answer.json<{ code: string }>().code).toBe('ENVELOPE_ALREADY_GRABBED');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/red-envelopes/rains',
      headers: member!.auth,
    });
    const mine = listed.json<PlayerRain[]>().find((one) => one.id === rain.id)!;
    expect(mine.left).toBe(4);
    expect(mine.grabbed).not.toBeNull();
    await expectLedgerBalanced(t);
  });

  it('refuses a grab outside the window and keeps the audience to its members', async () => {
    const later = await makeRain({
      budget: '10.00',
      count: 2,
      minAmount: '1.00',
      startsAt: minutes(30),
      endsAt: minutes(60),
    });
    const tagged = await makeRain({
      budget: '10.00',
      count: 2,
      minAmount: '1.00',
      audience: { tags: ['whale'] },
    });
    const [member] = await manyMembers(t, { brandId, prefix: 'outsider', count: 1 });
    const early = await grab(member!, later.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('ENVELOPE_RAIN_CLOSED');
    expect((await grab(member!, tagged.id)).statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/red-envelopes/rains',
      headers: member!.auth,
    });
    expect(listed.json<PlayerRain[]>().map((one) => one.id)).not.toContain(tagged.id);
  });

  it('checks the form on the server: a budget below count × minimum, a window backwards', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/red-envelopes/rains',
      headers: owner,
      payload: {
        title: ' ',
        budget: '5.00',
        count: 10,
        minAmount: '1.00',
        startsAt: minutes(10),
        endsAt: minutes(5),
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual({
      title: 'REQUIRED',
      budget: 'INVALID',
      endsAt: 'INVALID',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/red-envelopes/rains',
      headers: owner,
      payload: { title: 'x', budget: 'lots', count: 0, minAmount: '1', startsAt: 'now', endsAt: 'later' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('agent envelopes', () => {
  it('debits the agent, pays downlines only, and returns the leftover once', async () => {
    const agent = await openAgent(t, 'envagent');
    await setPaymentPassword(t, agent);
    expect((await adjust(t, agent, '500.00')).statusCode).toBe(201);
    const downline = await registerDownline(t, agent, 'envdown');
    const stranger = await newMember(t, { username: 'envstranger', paymentPassword: null });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/agent/red-envelopes',
        headers: { ...agent.auth, 'idempotency-key': 'send-1' },
        payload: {
          title: 'Team lunch',
          budget: '100.00',
          count: 4,
          minutes: 30,
          paymentPassword: PAYMENT_PASSWORD,
        },
      });
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(201);
    const rain = sent.json<RainSummary>();
    expect(rain).toMatchObject({ kind: 'agent', sender: 'envagent', budget: '100.00', status: 'live' });
    // The same key again sends nothing more.
    const again = await send();
    expect(again.json<RainSummary>().id).toBe(rain.id);
    expect((await walletOf(t, agent)).balance).toBe('400.00');

    expect((await grab(stranger, rain.id)).statusCode).toBe(404);
    expect((await grab(agent, rain.id)).statusCode).toBe(404);
    const got = await grab(downline, rain.id);
    expect(got.statusCode, got.body).toBe(200);
    const amount = got.json<GrabResult>().amount;
    expect((await walletOf(t, downline)).balance).toBe(amount);

    // The window ends: the leftover goes back once, however many closers run.
    await t.database.db.execute(
      sql`update envelope_rains set starts_at = starts_at - interval '2 hours', ends_at = app_now() - interval '1 second' where id = ${BigInt(rain.id)}`,
    );
    expect((await grab(downline, rain.id)).statusCode).toBe(409);
    const closes = await Promise.all([
      closeAgentRain(t.database.db, BigInt(rain.id)),
      closeAgentRain(t.database.db, BigInt(rain.id)),
      closeEndedAgentRains(t.database.db),
    ]);
    const leftover = 10_000n - cents(amount);
    expect(closes.filter((result) => result === leftover)).toHaveLength(1);
    expect((await walletOf(t, agent)).balance).toBe(
      `${(40_000n + leftover) / 100n}.${((40_000n + leftover) % 100n).toString().padStart(2, '0')}`,
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agent/red-envelopes',
      headers: agent.auth,
    });
    expect(listed.json<RainSummary[]>()[0]).toMatchObject({ id: rain.id, status: 'ended', grabbedCount: 1 });
    await expectLedgerBalanced(t);
  });

  it('refuses to send more than the agent holds, moving nothing', async () => {
    const agent = await openAgent(t, 'pooragent');
    await setPaymentPassword(t, agent);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/agent/red-envelopes',
      headers: agent.auth,
      payload: {
        title: 'Too much',
        budget: '100.00',
        count: 2,
        minutes: 30,
        paymentPassword: PAYMENT_PASSWORD,
      },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json<{ code: string }>().code).toBe('INSUFFICIENT_FUNDS');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agent/red-envelopes',
      headers: agent.auth,
    });
    expect(listed.json<RainSummary[]>()).toEqual([]);
  });
});

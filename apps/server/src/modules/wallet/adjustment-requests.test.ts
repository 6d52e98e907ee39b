import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, type TestOperator } from '../../test-support/operators.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  operatorAuth,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

let t: TestApp;
let finance: TestOperator;
let second: TestOperator;
let third: TestOperator;

beforeAll(async () => {
  t = await startTestApp();
  finance = await addOperator(t, 'asker', 'finance');
  second = await addOperator(t, 'checker', 'finance');
  third = await addOperator(t, 'auditor', 'admin');
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

interface RequestView {
  id: string;
  account: string;
  amount: string;
  reason: string;
  status: string;
  requestedBy: string;
  mine: boolean;
  decidedBy: string | null;
  rejectReason: string | null;
  balance?: string;
}

const ask = (by: TestOperator, member: TestMember, amount: string, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/players/${member.id}/adjustments`,
    headers: { ...by.auth, 'idempotency-key': key },
    payload: { amount, reason: 'VIP goodwill' },
  });

const decide = (by: TestOperator, id: string, decision: 'approve' | 'reject', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/adjustment-requests/${id}/${decision}`,
    headers: by.auth,
    payload: decision === 'reject' ? { reason } : {},
  });

async function requests(by: TestOperator, status?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/v1/adjustment-requests${status ? `?status=${status}` : ''}`,
    headers: by.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: RequestView[]; total: number }>();
}

const requestOf = async (by: TestOperator, id: string) => (await requests(by)).items.find((r) => r.id === id);

async function auditOf(target: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/admin-api/v1/audit?pageSize=100',
    headers: await operatorAuth(t),
  });
  return response
    .json<{ items: { action: string; target: string; operator: string; after: Record<string, unknown> }[] }>()
    .items.filter((e) => e.target === target)
    .reverse();
}

/** A request above the default threshold (10,000.00), by `finance`, for a fresh player. */
async function pendingRequest(username: string, amount = '25000.00') {
  const member = await newMember(t, { username });
  const asked = await ask(finance, member, amount);
  expect(asked.statusCode, asked.body).toBe(202);
  return { member, id: asked.json<{ requestId: string }>().requestId };
}

describe('four eyes on manual adjustments', () => {
  it('posts up to the threshold at once and keeps a larger amount pending until a second operator approves', async () => {
    const member = await newMember(t, { username: 'fourfirst' });
    expect((await ask(finance, member, '10000.00')).statusCode).toBe(201);
    const asked = await ask(finance, member, '10000.01');
    expect(asked.statusCode).toBe(202);
    const { requestId } = asked.json<{ requestId: string; status: string }>();
    expect(asked.json()).toEqual({ requestId, status: 'pending' });
    expect((await walletOf(t, member)).balance).toBe('10000.00');
    expect(await requestOf(finance, requestId)).toMatchObject({
      account: 'fourfirst',
      amount: '10000.01',
      reason: 'VIP goodwill',
      status: 'pending',
      requestedBy: 'asker',
      mine: true,
    });
    expect((await requestOf(second, requestId))?.mine).toBe(false);
    expect((await requests(second, 'pending')).items.map((r) => r.id)).toContain(requestId);

    const approved = await decide(second, requestId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'checker', balance: '20000.01' });
    expect((await walletOf(t, member)).balance).toBe('20000.01');
    expect((await requests(second, 'pending')).items.map((r) => r.id)).not.toContain(requestId);

    const again = await decide(third, requestId, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVALID_STATE');
    expect((await walletOf(t, member)).balance).toBe('20000.01');

    const audit = await auditOf(`player:${member.id}`);
    expect(audit.map((e) => [e.action, e.operator, e.after.amount])).toEqual([
      ['player.adjust-balance', 'asker', '10000.00'],
      ['player.adjustment-request', 'asker', '10000.01'],
      ['player.adjustment-request.approve', 'checker', '10000.01'],
    ]);
    expect(audit[2]!.after).toMatchObject({ request: requestId, requestedBy: 'asker', balance: '20000.01' });
  });

  it('refuses to let an operator approve or reject its own request', async () => {
    const { member, id } = await pendingRequest('fourself');
    for (const decision of ['approve', 'reject'] as const) {
      const own = await decide(finance, id, decision, 'changed my mind');
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe('FOUR_EYES_REQUIRED');
    }
    expect((await walletOf(t, member)).balance).toBe('0.00');
    expect((await requestOf(second, id))?.status).toBe('pending');
  });

  it('refuses an amount over the hard maximum outright, as a credit or a debit, with no request', async () => {
    const member = await newMember(t, { username: 'fourmax' });
    const before = (await requests(second)).total;
    for (const amount of ['1000000.01', '-1000000.01', '999999999999999.99']) {
      const refused = await ask(finance, member, amount);
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'AMOUNT_OUT_OF_RANGE',
        fields: { amount: 'AMOUNT_OUT_OF_RANGE' },
        max: '1000000.00',
      });
    }
    expect((await requests(second)).total).toBe(before);
    expect((await ask(finance, member, '1000000.00')).statusCode).toBe(202);
    expect((await walletOf(t, member)).balance).toBe('0.00');
  });

  it('rejects with a reason, moving nothing, audited', async () => {
    const { member, id } = await pendingRequest('fourreject');
    const bare = await decide(second, id, 'reject', '   ');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({ reason: 'REQUIRED' });
    const rejected = await decide(second, id, 'reject', 'No ticket for this');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'No ticket for this' });
    expect((await decide(third, id, 'approve')).statusCode).toBe(409);
    expect((await walletOf(t, member)).balance).toBe('0.00');
    const audit = await auditOf(`player:${member.id}`);
    expect(audit.map((e) => [e.action, e.after.amount])).toEqual([
      ['player.adjustment-request', '25000.00'],
      ['player.adjustment-request.reject', '25000.00'],
    ]);
    expect(audit[1]!.after.rejectReason).toBe('No ticket for this');
  });

  it('moves the money once when two operators approve at once', async () => {
    const { member, id } = await pendingRequest('fourrace');
    const answers = await Promise.all([decide(second, id, 'approve'), decide(third, id, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(t, member)).balance).toBe('25000.00');
    expect((await requestOf(second, id))?.status).toBe('approved');
  });

  it('lets either an approval or a rejection win a race, never both', async () => {
    const { member, id } = await pendingRequest('fourtug');
    const [approval, rejection] = await Promise.all([
      decide(second, id, 'approve'),
      decide(third, id, 'reject', 'Duplicate request'),
    ]);
    expect([approval.statusCode, rejection.statusCode].sort()).toEqual([200, 409]);
    const final = await requestOf(second, id);
    if (approval.statusCode === 200) {
      expect(final?.status).toBe('approved');
      expect((await walletOf(t, member)).balance).toBe('25000.00');
    } else {
      expect(final?.status).toBe('rejected');
      expect((await walletOf(t, member)).balance).toBe('0.00');
    }
  });

  it('refuses a debit the balance no longer covers at approval and leaves it pending', async () => {
    const member = await newMember(t, { username: 'fourdebit' });
    expect((await adjust(t, member, '8000.00')).statusCode).toBe(201);
    expect((await adjust(t, member, '8000.00')).statusCode).toBe(201);
    const asked = await ask(finance, member, '-15000.00');
    expect(asked.statusCode).toBe(202);
    const id = asked.json<{ requestId: string }>().requestId;
    expect((await adjust(t, member, '-5000.00')).statusCode).toBe(201);
    const refused = await decide(second, id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await walletOf(t, member)).balance).toBe('11000.00');
    expect((await requestOf(second, id))?.status).toBe('pending');
    expect((await adjust(t, member, '5000.00')).statusCode).toBe(201);
    expect((await decide(second, id, 'approve')).json()).toMatchObject({
      status: 'approved',
      balance: '1000.00',
    });
  });

  it('replays a request sent twice with one key as the same request', async () => {
    const member = await newMember(t, { username: 'fourreplay' });
    const [first, replay] = await Promise.all([
      ask(finance, member, '12000.00', 'one-request'),
      ask(finance, member, '12000.00', 'one-request'),
    ]);
    expect([first.statusCode, replay.statusCode]).toEqual([202, 202]);
    expect(replay.json().requestId).toBe(first.json().requestId);
    expect((await requests(second, 'pending')).items.filter((r) => r.account === 'fourreplay')).toHaveLength(
      1,
    );
  });

  it('keeps support and viewers away from requests', async () => {
    const { id } = await pendingRequest('fourroles');
    const support = await addOperator(t, 'helpdesk', 'support');
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/adjustment-requests',
      headers: support.auth,
    });
    expect(list.statusCode).toBe(403);
    expect((await decide(support, id, 'approve')).statusCode).toBe(403);
    expect((await requestOf(second, id))?.status).toBe('pending');
  });
});

describe('adjustment limits in the brand settings', () => {
  const patch = async (payload: Record<string, string | undefined>, auth?: { authorization: string }) =>
    t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: auth ?? (await operatorAuth(t)),
      payload,
    });

  it('starts at 10,000.00 and 1,000,000.00, refuses a threshold above the maximum, and routes by the new limits', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/admin-api/v1/brand', headers: second.auth });
    expect(settings.json()).toMatchObject({
      adjustmentApprovalThreshold: '10000.00',
      adjustmentMaximum: '1000000.00',
    });
    for (const payload of [
      { adjustmentApprovalThreshold: '1000000.01' },
      { adjustmentMaximum: '9999.99' },
      { adjustmentApprovalThreshold: '600.00', adjustmentMaximum: '500.00' },
    ]) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    for (const payload of [{ adjustmentMaximum: '0' }, { adjustmentApprovalThreshold: '1.001' }]) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.values(refused.json().fields ?? {})).toEqual(['INVALID']);
    }
    expect((await patch({ adjustmentApprovalThreshold: '20.00' }, finance.auth)).statusCode).toBe(403);

    const changed = await patch({ adjustmentApprovalThreshold: '100.00', adjustmentMaximum: '500.00' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      adjustmentApprovalThreshold: '100.00',
      adjustmentMaximum: '500.00',
    });
    const member = await newMember(t, { username: 'fourlimits' });
    expect((await ask(finance, member, '100.00')).statusCode).toBe(201);
    expect((await ask(finance, member, '100.01')).statusCode).toBe(202);
    expect((await ask(finance, member, '500.01')).statusCode).toBe(400);
    const audit = await auditOf('brand:' + settings.json<{ code: string }>().code);
    expect(audit.at(-1)?.after).toEqual({
      adjustmentApprovalThreshold: '100.00',
      adjustmentMaximum: '500.00',
    });
  });
});

import { dayIn, shiftDay } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, openAgent, registerDownline } from '../../test-support/agents.ts';
import { addOperator, type TestOperator } from '../../test-support/operators.ts';
import { openLotusBrand } from '../../test-support/brands.ts';
import { writeRound } from '../../test-support/stream.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';

/**
 * The agent programme's settings over HTTP as the console uses them: defaults until an operator saves the brand's
 * own, the salary minimum deciding who the agent overview counts as active, bad input refused with nothing
 * changed, every change audited, only owners and admins changing them, and each brand keeping its own.
 */
type Auth = { authorization: string };
const URL = '/admin-api/v1/agent-settings';
const DEFAULTS = {
  currency: 'THB',
  salaryActiveMinimum: '500.00',
  dividendActiveMinimum: '1000.00',
  dividendPaymentHours: 48,
  updatedAt: null,
  updatedBy: null,
};

let t: TestApp;
let owner: Auth;
let support: TestOperator;
let lotusOwner: Auth & { host: string };

beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
  support = await addOperator(t, 'support-desk', 'support');
  lotusOwner = (await openLotusBrand(t)).owner;
});
afterAll(() => t.close());

const read = async (headers: Record<string, string> = owner) =>
  (await t.app.inject({ method: 'GET', url: URL, headers })).json();
const change = (payload: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method: 'PATCH', url: URL, headers, payload });
const auditItems = async () =>
  (await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?pageSize=200', headers: owner })).json<{
    total: number;
    items: { action: string; target: string; before: unknown; after: unknown }[];
  }>();

describe('agent programme settings', () => {
  it('start from the defaults of DOMAIN.md', async () => {
    expect(await read()).toEqual(DEFAULTS);
    expect(await read(support.auth)).toEqual(DEFAULTS);
  });

  it('count active members in the agent overview by the salary minimum, and audit the change', async () => {
    const agent = await openAgent(t, 'minboss');
    const amy = await registerDownline(t, agent, 'minamy');
    const ben = await registerDownline(t, agent, 'minben');
    const brand = (await findBrandForHost(t.database.db, ''))!;
    const closedAt = new Date(Date.now() - 60_000);
    // Amy's valid bet clears 500.00 but not 1000.00; Ben's clears both; the agent's own clears neither.
    for (const [member, validBet] of [
      [amy, 60_000n],
      [ben, 150_000n],
      [agent, 10_000n],
    ] as const)
      await writeRound(t.database.db, {
        brandId: brand.id,
        playerId: member.id,
        ref: `min-${member.username}`,
        stake: validBet,
        payout: 0n,
        closedAt,
      });
    const today = dayIn(new Date(), brand.timezone);
    const period = `from=${shiftDay(today, -1)}&to=${today}`;
    const overview = async () => {
      const console = await getAs<{ activeMembers: number; activeMinimum: string }>(
        t,
        owner,
        `/admin-api/v1/agents/${agent.id}/overview?${period}`,
      );
      const own = await getAs<{ activeMembers: number; activeMinimum: string }>(
        t,
        agent,
        `/api/v1/agent/overview?${period}`,
      );
      expect(own.body).toEqual(console.body);
      const { activeMembers, activeMinimum } = console.body;
      return { activeMembers, activeMinimum };
    };
    expect(await overview()).toEqual({ activeMembers: 2, activeMinimum: '500.00' });

    const saved = await change({ salaryActiveMinimum: '1000.00' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...DEFAULTS,
      salaryActiveMinimum: '1000.00',
      updatedAt: expect.any(String),
      updatedBy: 'admin',
    });
    expect(await read()).toEqual(saved.json());
    expect(await overview()).toEqual({ activeMembers: 1, activeMinimum: '1000.00' });
    expect((await auditItems()).items[0]).toMatchObject({
      action: 'agent-settings.update',
      target: 'brand:croupier',
      before: { salaryActiveMinimum: '500.00', dividendActiveMinimum: '1000.00', dividendPaymentHours: 48 },
      after: { salaryActiveMinimum: '1000.00', dividendActiveMinimum: '1000.00', dividendPaymentHours: 48 },
    });

    expect(
      (await change({ salaryActiveMinimum: '99.5', dividendActiveMinimum: '2500' })).json(),
    ).toMatchObject({
      salaryActiveMinimum: '99.50',
      dividendActiveMinimum: '2500.00',
    });
    expect(await overview()).toEqual({ activeMembers: 3, activeMinimum: '99.50' });
  });

  it('refuse bad input with the field at fault and change nothing', async () => {
    const before = await read();
    const auditBefore = (await auditItems()).total;
    for (const [payload, field] of [
      [{ salaryActiveMinimum: '0' }, 'salaryActiveMinimum'],
      [{ salaryActiveMinimum: '0.00' }, 'salaryActiveMinimum'],
      [{ salaryActiveMinimum: '-5.00' }, 'salaryActiveMinimum'],
      [{ salaryActiveMinimum: '12.345' }, 'salaryActiveMinimum'],
      [{ salaryActiveMinimum: 'abc' }, 'salaryActiveMinimum'],
      [{ salaryActiveMinimum: 700 }, 'salaryActiveMinimum'],
      [{ dividendActiveMinimum: '100000000.01' }, 'dividendActiveMinimum'],
      [{ salaryActiveMinimum: '700.00', dividendActiveMinimum: '' }, 'dividendActiveMinimum'],
      [{ salaryActiveMinimum: '700.00', activeMinimum: '700.00' }, 'activeMinimum'],
      [{ dividendPaymentHours: 0 }, 'dividendPaymentHours'],
      [{ dividendPaymentHours: 721 }, 'dividendPaymentHours'],
      [{ dividendPaymentHours: 2.5 }, 'dividendPaymentHours'],
      [{ dividendPaymentHours: '24' }, 'dividendPaymentHours'],
    ] as const) {
      const refused = await change(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(refused.json().fields), JSON.stringify(payload)).toEqual([field]);
    }
    const empty = await change({});
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await read()).toEqual(before);
    expect((await auditItems()).total).toBe(auditBefore);
    // The largest minimum allowed is taken, and the longest payment window.
    expect((await change({ dividendActiveMinimum: '100000000.00' })).statusCode).toBe(200);
    expect((await change({ dividendPaymentHours: 720 })).json()).toMatchObject({ dividendPaymentHours: 720 });
  });

  it('let any operator read them but only owners and admins change them', async () => {
    const before = await read();
    const refused = await change({ salaryActiveMinimum: '1.00' }, support.auth);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await change({ salaryActiveMinimum: '1.00' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect(await read(support.auth)).toEqual(before);
    const admin = await addOperator(t, 'agent-admin', 'admin');
    const saved = await change({ salaryActiveMinimum: '750.00' }, admin.auth);
    expect(saved.json()).toMatchObject({ salaryActiveMinimum: '750.00', updatedBy: 'agent-admin' });
  });

  it('keep each brand its own', async () => {
    const lotus = lotusOwner;
    expect(await read(lotus)).toEqual({ ...DEFAULTS, currency: 'CNY' });
    const ours = await read();
    const saved = await change({ salaryActiveMinimum: '800.00', dividendActiveMinimum: '1600.00' }, lotus);
    expect(saved.json()).toMatchObject({
      currency: 'CNY',
      salaryActiveMinimum: '800.00',
      updatedBy: 'admin',
    });
    expect(await read()).toEqual(ours);
    expect(await read(lotus)).toMatchObject({
      salaryActiveMinimum: '800.00',
      dividendActiveMinimum: '1600.00',
    });
    // A session of one brand opens nothing at the other's address.
    expect(
      (await change({ salaryActiveMinimum: '1.00' }, { authorization: lotusOwner.authorization })).statusCode,
    ).toBe(401);
    expect(await read()).toEqual(ours);
  });
});

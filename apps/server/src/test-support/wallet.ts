import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { players } from '../modules/players/schema.ts';
import { registerByUsername } from './players.ts';
import { operatorToken, type TestApp } from './test-app.ts';

export const PAYMENT_PASSWORD = '246810';
let memberSeq = 0;

export interface TestMember {
  id: bigint;
  username: string;
  /** The session, with the host of its brand when that is not the default one. */
  auth: { authorization: string; host?: string };
}

/**
 * A member registered the way the site does, with a payment password set in the security centre; optionally
 * an agent (with an affiliate link), optionally registered through its upline's affiliate link.
 */
export async function newMember(
  t: TestApp,
  props: {
    username: string;
    agent?: boolean;
    upline?: TestMember;
    paymentPassword?: string | null;
    /** More registration fields (a referral code, a real name). */
    extra?: Record<string, unknown>;
    /** The browser's own id (`X-Device-Id`) the registration came with. */
    deviceId?: string;
    ip?: string;
  },
): Promise<TestMember> {
  const affiliateCode = props.upline ? await affiliateCodeOf(t, props.upline) : undefined;
  // Each from its own address: the SMS limits per IP would otherwise stop a suite that registers many.
  const registered = await registerByUsername(t, {
    username: props.username,
    ip: props.ip ?? `198.51.100.${(memberSeq++ % 250) + 1}`,
    extra: { ...(affiliateCode ? { affiliateCode } : {}), ...props.extra },
    ...(props.deviceId ? { headers: { 'x-device-id': props.deviceId } } : {}),
  });
  if (registered.statusCode !== 201) throw new Error(`registration failed: ${registered.body}`);
  const { token, user } = registered.json<{ token: string; user: { id: string } }>();
  const id = BigInt(user.id);
  const auth = { authorization: `Bearer ${token}` };
  if (props.agent) {
    await t.database.db
      .update(players)
      .set({ type: 1, affiliateCode: `AG${id.toString().padStart(4, '0')}` })
      .where(eq(players.id, id));
  }
  if (props.paymentPassword !== null) {
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/payment-password',
      headers: auth,
      payload: { currentPassword: 'secret12', newPaymentPassword: props.paymentPassword ?? PAYMENT_PASSWORD },
    });
    if (set.statusCode !== 204) throw new Error(`payment password failed: ${set.body}`);
  }
  return { id, username: props.username, auth };
}

async function affiliateCodeOf(t: TestApp, agent: TestMember): Promise<string> {
  const [row] = await t.database.db
    .select({ affiliateCode: players.affiliateCode })
    .from(players)
    .where(eq(players.id, agent.id));
  if (!row?.affiliateCode) throw new Error(`${agent.username} is not an agent with an affiliate link`);
  return row.affiliateCode;
}

const operatorTokens = new WeakMap<TestApp, Promise<string>>();

/** The owner's session, signed in once per test app (argon2 makes every sign-in slow on purpose). */
export async function operatorAuth(t: TestApp) {
  let token = operatorTokens.get(t);
  if (!token) {
    token = operatorToken(t.app);
    operatorTokens.set(t, token);
  }
  return { authorization: `Bearer ${await token}` };
}

/** Credits (or with a negative amount debits) a player through the operator's adjustment, as finance would. */
export async function adjust(t: TestApp, member: TestMember, amount: string, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/players/${member.id}/adjustments`,
    headers: { ...(await operatorAuth(t)), 'idempotency-key': key },
    payload: { amount, reason: 'test funding' },
  });
}

export async function walletOf(t: TestApp, member: TestMember) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/wallet', headers: member.auth });
  return response.json<{ currency: string; balance: string; available: string; locked: string }>();
}

/** The ledger invariant, asserted through the operators' reconciliation endpoint after every money test. */
export async function expectLedgerBalanced(t: TestApp) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/admin-api/v1/ledger/check',
    headers: await operatorAuth(t),
  });
  expect(response.statusCode).toBe(200);
  const check = response.json<{ balanced: boolean; problems: unknown[] }>();
  expect(check.problems).toEqual([]);
  expect(check.balanced).toBe(true);
}

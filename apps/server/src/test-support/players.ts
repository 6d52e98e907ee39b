import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../modules/messaging/schema.ts';
import type { TestApp } from './test-app.ts';

let nextNumber = 10_000_000;

/** The newest 6-digit code the outbox holds for a recipient, as a tester reading the console would. */
export async function latestOutboxCode(t: TestApp, to: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/**
 * Registers a player by username the way the site does with SMS verification on: a fresh Thai mobile
 * number, its code from the outbox, then the registration. Answers the registration response.
 */
export async function registerByUsername(
  t: TestApp,
  props: {
    username: string;
    password?: string;
    extra?: Record<string, unknown>;
    ip?: string;
    headers?: Record<string, string>;
  },
) {
  const mobileNum = `08${nextNumber++}`;
  const remoteAddress = props.ip ?? '192.0.2.200';
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/sms/code',
    remoteAddress,
    payload: { purpose: 'register', mobileNum, countryDialingCode: '66' },
  });
  const verificationCode = await latestOutboxCode(t, `+66${mobileNum.slice(1)}`);
  const password = props.password ?? 'secret12';
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress,
    ...(props.headers ? { headers: props.headers } : {}),
    payload: {
      method: 'username',
      username: props.username,
      password,
      confirmPassword: password,
      termsAccepted: true,
      ageConfirmed: true,
      mobileNum,
      countryDialingCode: '66',
      verificationCode,
      ...props.extra,
    },
  });
}

type Node = { modId: string; enabled: string; childrenNodes: Node[] };

/** Switches one whitelabel flag through the operator API, as an operator would in the console. */
export async function setFlag(
  t: TestApp,
  operatorAuth: { authorization: string },
  modId: string,
  on: boolean,
) {
  const settings = (
    await t.app.inject({ method: 'GET', url: '/admin-api/v1/brand', headers: operatorAuth })
  ).json();
  const flip = (nodes: Node[]): Node[] =>
    nodes.map((n) => ({
      ...n,
      enabled: n.modId === modId ? (on ? '1' : '0') : n.enabled,
      childrenNodes: flip(n.childrenNodes),
    }));
  const response = await t.app.inject({
    method: 'PATCH',
    url: '/admin-api/v1/brand',
    headers: operatorAuth,
    payload: { whitelabel: flip(settings.whitelabel) },
  });
  if (response.statusCode !== 200) throw new Error(`could not set ${modId}: ${response.body}`);
}

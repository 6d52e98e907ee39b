import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { operatorAuth, PAYMENT_PASSWORD, type TestMember } from './wallet.ts';

/** The password every account of these tests is opened with (the brand's rules accept it). */
export const TEAM_PASSWORD = 'secret12';

/**
 * Signs in by username, as the site's login form does (the agent portal refuses non-agents); on `host`, the
 * account of the brand that domain belongs to, whose session then carries the host along.
 */
export async function signIn(
  t: TestApp,
  username: string,
  portal: 'player' | 'agent' = 'player',
  host?: string,
): Promise<TestMember> {
  const site = host ? { host } : {};
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: site,
    payload: { type: 'username', username, password: TEAM_PASSWORD, portal },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, user } = response.json<{ token: string; user: { id: string } }>();
  return { id: BigInt(user.id), username, auth: { authorization: `Bearer ${token}`, ...site } };
}

/**
 * An operator (the default brand's owner unless given, with its brand's host) opens an agent, a top agent or
 * one under `upline`, and the agent signs in.
 */
export async function openAgent(
  t: TestApp,
  username: string,
  upline?: { id: bigint },
  operator?: { authorization: string; host?: string },
): Promise<TestMember> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/agents',
    headers: operator ?? (await operatorAuth(t)),
    payload: {
      username,
      password: TEAM_PASSWORD,
      type: 1,
      ...(upline ? { uplineId: upline.id.toString() } : {}),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return signIn(t, username, 'agent', operator?.host);
}

/** An agent registers a downline in its register centre; the downline signs in. */
export async function registerDownline(
  t: TestApp,
  agent: TestMember,
  username: string,
  type: 'member' | 'agent' = 'member',
): Promise<TestMember> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/agent/downlines',
    headers: agent.auth,
    payload: { username, password: TEAM_PASSWORD, type },
  });
  expect(created.statusCode, created.body).toBe(201);
  return signIn(t, username, type === 'agent' ? 'agent' : 'player', agent.auth.host);
}

/** Sets the payment password a transfer or withdrawal asks for. */
export async function setPaymentPassword(t: TestApp, member: TestMember): Promise<void> {
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/v1/me/payment-password',
    headers: member.auth,
    payload: { currentPassword: TEAM_PASSWORD, newPaymentPassword: PAYMENT_PASSWORD },
  });
  expect(set.statusCode, set.body).toBe(204);
}

/** GET with a session, answering the status and the JSON body. */
export async function getAs<T = Record<string, unknown>>(
  t: TestApp,
  who: { auth: { authorization: string } } | { authorization: string },
  url: string,
): Promise<{ status: number; body: T }> {
  const headers = 'auth' in who ? who.auth : who;
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

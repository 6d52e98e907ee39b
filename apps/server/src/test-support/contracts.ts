import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';
import { operatorAuth, type TestMember } from './wallet.ts';

/** A POST as an agent (or the brand's owner in the console), answered as status and JSON body. */
export async function postAs(t: TestApp, who: TestMember | 'operator', url: string, payload: object = {}) {
  const headers = who === 'operator' ? await operatorAuth(t) : who.auth;
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** An upline (or the platform, `operator`) offers a contract and the downline signs it; answers its id. */
export async function offerAndSign(
  t: TestApp,
  from: TestMember | 'operator',
  to: TestMember,
  terms: object,
): Promise<string> {
  const url = from === 'operator' ? '/admin-api/v1/contracts' : '/api/v1/agent/contracts';
  const offered = await postAs(t, from, url, { downlineId: to.id.toString(), ...terms });
  expect(offered.status, JSON.stringify(offered.body)).toBe(201);
  const signed = await postAs(t, to, `/api/v1/contracts/${String(offered.body.id)}/accept`);
  expect(signed.body).toMatchObject({ status: 'signed', ended: [] });
  return String(offered.body.id);
}

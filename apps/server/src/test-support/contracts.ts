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

/** One tier as the tables of the tests write it: the base and active members it needs, and its rate. */
export type TierRow = [minAmount: string, minActive: number, rate: string];

/** Salary or dividend terms (`extra`: a dividend's period) from tier rows. */
export const tieredTerms = (kind: string, rows: TierRow[], extra: object = {}) => ({
  kind,
  ...extra,
  tiers: rows.map(([minAmount, minActive, rate]) => ({ minAmount, minActive, rate })),
});

/** Real-time salary terms: profit rate, loss rate, single-bet minimum. */
export const realtimeTerms = (profitRate: string, lossRate: string, minBet: string) => ({
  kind: 'realtime',
  profitRate,
  lossRate,
  minBet,
});

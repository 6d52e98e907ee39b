import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { players } from '../modules/players/schema.ts';
import type { TestApp } from './test-app.ts';
import { operatorAuth, PAYMENT_PASSWORD, type TestMember } from './wallet.ts';

/** A real 1×1 png and the start of a jpg: what the receipt form accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
/** A Windows program renamed to look like an image. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export async function setRealName(t: TestApp, member: TestMember, payeeName: string) {
  await t.database.db.update(players).set({ profile: { payeeName } }).where(eq(players.id, member.id));
}

export function addAccount(
  t: TestApp,
  member: TestMember,
  body: Partial<{ bankCode: string; accountNumber: string; accountName: string }> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payout-accounts',
    headers: member.auth,
    payload: {
      bankCode: 'KBANK',
      accountNumber: '123-4-56789-0',
      accountName: 'Test Player',
      ...body,
    },
  });
}

/** The member's first payout account, created when there is none. */
export async function accountOf(t: TestApp, member: TestMember): Promise<string> {
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/v1/payout-accounts', headers: member.auth })
  ).json<{ id: string }[]>();
  if (list[0]) return list[0].id;
  const added = await addAccount(t, member);
  if (added.statusCode !== 201) throw new Error(`payout account failed: ${added.body}`);
  return added.json<{ id: string }>().id;
}

export async function withdraw(
  t: TestApp,
  member: TestMember,
  amount: string,
  options: { key?: string; password?: string; accountId?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/withdrawals',
    headers: { ...member.auth, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: {
      amount,
      payoutAccountId: options.accountId ?? (await accountOf(t, member)),
      paymentPassword: options.password ?? PAYMENT_PASSWORD,
    },
  });
}

export async function review(
  t: TestApp,
  id: string,
  action: 'approve' | 'reject' | 'paid' | 'force-receipt',
  payload: Record<string, unknown> = action === 'reject' || action === 'force-receipt'
    ? { reason: 'checked by finance' }
    : {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/withdrawals/${id}/${action}`,
    headers: { ...(await operatorAuth(t)), 'idempotency-key': randomUUID() },
    // API.md's approve and paid take no body; a client may send none at all.
    ...(Object.keys(payload).length > 0 ? { payload } : {}),
  });
}

export async function detail(t: TestApp, id: string) {
  return (
    await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/withdrawals/${id}`,
      headers: await operatorAuth(t),
    })
  ).json();
}

/** A withdrawal taken through request, approval and payment, ready for its receipt. */
export async function paidWithdrawal(t: TestApp, member: TestMember, amount: string): Promise<string> {
  const created = await withdraw(t, member, amount);
  if (created.statusCode !== 201) throw new Error(`withdrawal failed: ${created.body}`);
  const { id } = created.json<{ id: string }>();
  for (const action of ['approve', 'paid'] as const) {
    const done = await review(t, id, action);
    if (done.statusCode !== 200) throw new Error(`${action} failed: ${done.body}`);
  }
  return id;
}

export interface Upload {
  name: string;
  type?: string;
  data: Buffer;
}

/** A form as a browser's FormData would send it: its content type (with the boundary) and its bytes. */
export async function multipartOf(fields: Record<string, string>, images: Upload[], fileField = 'images') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images)
    form.append(fileField, new Blob([image.data], { type: image.type ?? 'image/png' }), image.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type')!,
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

/** The receipt as a browser's FormData would send it. */
export async function sendReceipt(
  t: TestApp,
  member: TestMember,
  id: string,
  fields: Record<string, string>,
  images: Upload[] = [],
) {
  const { contentType, payload } = await multipartOf(fields, images);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/withdrawals/${id}/receipt`,
    headers: { ...member.auth, 'content-type': contentType },
    payload,
  });
}

export async function history(t: TestApp, member: TestMember, query = '') {
  return (
    await t.app.inject({ method: 'GET', url: `/api/v1/withdrawals${query}`, headers: member.auth })
  ).json<{ items: Record<string, unknown>[]; total: number }>();
}

export async function setRules(
  t: TestApp,
  rules: Partial<Record<'min' | 'max' | 'dailyCount' | 'autoReceiptMinutes' | 'banks', unknown>>,
) {
  return t.app.inject({
    method: 'PATCH',
    url: '/admin-api/v1/withdrawal-settings',
    headers: await operatorAuth(t),
    payload: rules,
  });
}

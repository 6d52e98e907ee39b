import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestOutboxCode, registerByUsername } from '../../test-support/players.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { maskSecrets } from './outbox-masking.ts';
import { outboxMessages } from './schema.ts';

let t: TestApp;
const desks: Record<'owner' | 'admin' | 'support', { authorization: string }> = {} as never;
beforeAll(async () => {
  t = await startTestApp();
  desks.owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
  for (const role of ['admin', 'support'] as const) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/operators',
      headers: desks.owner,
      payload: { username: `${role}desk`, password: 'a-long-password-1', role },
    });
    expect(created.statusCode, created.body).toBe(201);
    desks[role] = {
      authorization: `Bearer ${await operatorToken(t.app, `${role}desk`, 'a-long-password-1')}`,
    };
  }
});
afterAll(() => t.close());

interface Shown {
  to: string;
  subject: string | null;
  body: string;
}
const outboxAs = async (role: keyof typeof desks, to: string): Promise<Shown[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/admin-api/v1/outbox?to=${encodeURIComponent(to)}`,
    headers: desks[role],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('one-time codes in the message outbox', () => {
  it('shows an SMS code to owners and admins and ****** to support', async () => {
    expect((await registerByUsername(t, { username: 'maskme01' })).statusCode).toBe(201);
    const [sms] = await t.database.db.select().from(outboxMessages).limit(1);
    const code = await latestOutboxCode(t, sms!.recipient);

    for (const role of ['owner', 'admin'] as const)
      expect((await outboxAs(role, sms!.recipient))[0]!.body).toContain(code);
    const [masked] = await outboxAs('support', sms!.recipient);
    expect(masked!.body).toContain('******');
    expect(masked!.body).not.toContain(code);
    expect(masked!.body).toBe(sms!.body.replace(code, '******'));
  });

  it('masks the token of an e-mailed reset link for support', async () => {
    const registered = await registerByUsername(t, {
      username: 'maskme02',
      extra: { email: 'maskme02@example.com' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { username: 'maskme02', email: 'maskme02@example.com' },
    });
    expect(forgot.statusCode).toBe(202);

    const [full] = await outboxAs('admin', 'maskme02@example.com');
    const token = /token=([A-Za-z0-9_-]+)/.exec(full!.body)![1]!;
    const [masked] = await outboxAs('support', 'maskme02@example.com');
    expect(masked!.subject).toBe(full!.subject);
    expect(masked!.body).not.toContain(token);
    expect(masked!.body).toContain('/resetPassword?token=******');
  });
});

describe('messages written before their secrets were recorded', () => {
  it('lose every 6-digit code and link token for support', () => {
    expect(maskSecrets('Croupier code: 012345. Valid 5 minutes. Never share it.', null)).toBe(
      'Croupier code: ******. Valid 5 minutes. Never share it.',
    );
    expect(maskSecrets('reset at https://x.example/resetPassword?token=Ab-9_z — ignore', null)).toBe(
      'reset at https://x.example/resetPassword?token=****** — ignore',
    );
  });
});

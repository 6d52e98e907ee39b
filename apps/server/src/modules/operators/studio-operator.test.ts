import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapData } from '../../demo/bootstrap.ts';
import {
  operatorToken,
  startTestApp,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test-support/test-app.ts';

const FIRST = 'studio-password-first-0123456789';
const SECOND = 'studio-password-second-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ studioOperatorPassword: FIRST });
});
afterAll(() => t.close());

const listOperators = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/operators',
      headers: { authorization: `Bearer ${await operatorToken(t.app)}` },
    })
  ).json<{ username: string; role: string; disabled: boolean }[]>();

describe('the studio operator account (STUDIO_OPERATOR_PASSWORD)', () => {
  it('is an admin that can sign in and manage vendors, next to the owner made first', async () => {
    const operators = await listOperators();
    expect(operators.map((o) => [o.username, o.role])).toEqual([
      ['admin', 'owner'],
      ['studio', 'admin'],
    ]);
    const token = await operatorToken(t.app, 'studio', FIRST);
    const vendors = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/vendors',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(vendors.statusCode).toBe(200);
  });

  it('takes a changed password at the next start, ends the old sessions, and is never duplicated', async () => {
    const before = await operatorToken(t.app, 'studio', FIRST);
    const boot = (password: string) =>
      bootstrapData(t.database.db, {
        adminPassword: TEST_ADMIN_PASSWORD,
        demoData: false,
        studioOperatorPassword: password,
      });
    await boot(FIRST);
    await boot(SECOND);
    const old = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/vendors',
      headers: { authorization: `Bearer ${before}` },
    });
    expect(old.statusCode).toBe(401);
    await expect(operatorToken(t.app, 'studio', FIRST)).rejects.toThrow(/401/);
    expect(await operatorToken(t.app, 'studio', SECOND)).toBeTruthy();
    expect((await listOperators()).filter((o) => o.username === 'studio')).toHaveLength(1);
  });
});

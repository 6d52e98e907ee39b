import { expect } from 'vitest';
import { defaultWhitelabel, insertBrand } from '../modules/brands/index.ts';
import { ensureOwnerOperator } from '../modules/operators/index.ts';
import { operatorToken, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.ts';
import { operatorAuth } from './wallet.ts';

export interface TestOperator {
  id: string;
  username: string;
  auth: { authorization: string };
}

/** Another operator of the brand, created by the owner with this role and signed in. */
export async function addOperator(t: TestApp, username: string, role: string): Promise<TestOperator> {
  const password = 'a-long-password-1';
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/operators',
    headers: await operatorAuth(t),
    payload: { username, password, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json<{ id: string }>().id,
    username,
    auth: { authorization: `Bearer ${await operatorToken(t.app, username, password)}` },
  };
}

/** The address of the second brand `openLotus` makes. */
export const LOTUS = { host: 'lotus.example' };

/** A second brand, Lotus (CNY, Asia/Shanghai, Chinese first), whose owner signs in at its own address. */
export async function openLotus(t: TestApp): Promise<{ authorization: string }> {
  const lotus = await insertBrand(t.database.db, {
    code: 'lotus',
    name: 'Lotus',
    domains: [LOTUS.host],
    currencyCode: 'CNY',
    timezone: 'Asia/Shanghai',
    languages: ['CN', 'EN'],
    defaultLanguage: 'CN',
    whitelabel: defaultWhitelabel(),
    customerService: [],
    resources: [],
  });
  await ensureOwnerOperator(t.database.db, lotus.id, TEST_ADMIN_PASSWORD, () => 'unused');
  const login = await t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/auth/login',
    headers: LOTUS,
    payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

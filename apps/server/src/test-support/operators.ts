import { expect } from 'vitest';
import { operatorToken, type TestApp } from './test-app.ts';
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

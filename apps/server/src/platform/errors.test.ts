import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  auth = { authorization: `Bearer ${await operatorToken(t.app)}` };
});
afterAll(() => t.close());

function expectProblem(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({
    type: expect.any(String),
    title: expect.any(String),
    status,
    code,
    detail: expect.any(String),
  });
}

describe('bad input gets a 4xx problem, never a 5xx', () => {
  it('malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", "password":',
    });
    expectProblem(response, 400, 'MALFORMED_REQUEST');
  });

  it('wrong types name the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/auth/login',
      payload: { username: 42, password: ['x'] },
    });
    expectProblem(response, 400, 'VALIDATION_FAILED');
    expect(response.json().fields).toMatchObject({ username: 'INVALID', password: 'INVALID' });
  });

  it('missing and unknown fields', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/admin-api/v1/auth/login', payload: {} });
    expectProblem(missing, 400, 'VALIDATION_FAILED');
    expect(missing.json().fields).toMatchObject({ username: 'REQUIRED', password: 'REQUIRED' });
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: auth,
      payload: { balance: '1000000.00' },
    });
    expectProblem(unknown, 400, 'VALIDATION_FAILED');
  });

  it('unknown API routes and methods', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' }), 404, 'NOT_FOUND');
    expectProblem(await t.app.inject({ method: 'DELETE', url: '/api/v1/site' }), 404, 'NOT_FOUND');
    expectProblem(await t.app.inject({ method: 'GET', url: '/admin-api/v1/nothing/here' }), 404, 'NOT_FOUND');
  });

  it('oversized bodies', async () => {
    const payload = JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectProblem(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('content types the API does not take', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectProblem(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('settings that break a rule the schema cannot see', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: auth,
      payload: { languages: ['CN'] },
    });
    expectProblem(response, 400, 'VALIDATION_FAILED');
    expect(response.json().fields).toEqual({ languages: 'INVALID' });
    const zone = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: auth,
      payload: { timezone: 'Mars/Olympus' },
    });
    expect(zone.json().fields).toEqual({ timezone: 'INVALID' });
    const settings = await t.app.inject({ method: 'GET', url: '/admin-api/v1/brand', headers: auth });
    expect(settings.json()).toMatchObject({ languages: ['EN', 'CN', 'TH'], timezone: 'Asia/Bangkok' });
  });

  it('text with NUL characters, which PostgreSQL cannot store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"ad\\u0000min","password":"x"}',
    });
    expectProblem(login, 400, 'VALIDATION_FAILED');
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"name":"Cro\\u0000upier"}',
    });
    expectProblem(settings, 400, 'VALIDATION_FAILED');
  });

  it('a whitelabel tree nested deeper than group, switch and sub-switch', async () => {
    const levels = 5000;
    const payload = `{"whitelabel":[${'{"modId":"N","enabled":"1","childrenNodes":['.repeat(levels)}${']}'.repeat(levels)}]}`;
    const deep = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: { ...auth, 'content-type': 'application/json' },
      payload,
    });
    expectProblem(deep, 400, 'VALIDATION_FAILED');
    const four = {
      modId: 'A',
      enabled: '1',
      childrenNodes: [
        {
          modId: 'B',
          enabled: '1',
          childrenNodes: [
            { modId: 'C', enabled: '1', childrenNodes: [{ modId: 'D', enabled: '1', childrenNodes: [] }] },
          ],
        },
      ],
    };
    expectProblem(
      await t.app.inject({
        method: 'PATCH',
        url: '/admin-api/v1/brand',
        headers: auth,
        payload: { whitelabel: [four] },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('URLs the router cannot decode, and files that do not exist', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/%zz' }), 400, 'MALFORMED_REQUEST');
    expectProblem(await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' }), 404, 'NOT_FOUND');
    expectProblem(await t.app.inject({ method: 'GET', url: '/admin/assets/old.css' }), 404, 'NOT_FOUND');
  });

  it('links that are not web addresses and exempt IPs that are not addresses', async () => {
    const link = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: auth,
      payload: { resources: [{ resourceType: 'IOS', url: 'javascript:alert(1)', labelNameEn: 'iOS' }] },
    });
    expectProblem(link, 400, 'VALIDATION_FAILED');
    const ips = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/brand',
      headers: auth,
      payload: { exemptIps: [':::::'] },
    });
    expectProblem(ips, 400, 'VALIDATION_FAILED');
    expect(ips.json().fields).toEqual({ exemptIps: 'INVALID' });
  });

  it('a flood of random bodies never produces a 5xx', async () => {
    const bodies = [
      'null',
      '[]',
      '"x"',
      '123',
      '{"a":{"b":{"c":[1,2,{}]}}}',
      '{"maintenance":"yes"}',
      '{"whitelabel":[{"modId":""}]}',
      '\u0000',
    ];
    for (const url of ['/admin-api/v1/auth/login', '/admin-api/v1/brand', '/admin-api/v1/operators']) {
      for (const payload of bodies) {
        for (const method of ['POST', 'PATCH'] as const) {
          const response = await t.app.inject({
            method,
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        }
      }
    }
  });
});

describe('OpenAPI', () => {
  it('documents the endpoints at /api/docs/json and serves the UI at /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/site',
      '/api/v1/categories',
      '/admin-api/v1/auth/login',
      '/admin-api/v1/brand',
      '/admin-api/v1/audit',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

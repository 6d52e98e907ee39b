import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCatalogueVendor, addGameRow, LAUNCH_TEMPLATE } from '../../test-support/games.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';
import { findVendor } from '../catalogue/index.ts';
import { openVendorSecret, vendorSecretBox } from './secrets.ts';

let t: TestApp;
let owner: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: auth,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const onboard = (body: Record<string, unknown>, auth: Auth = owner) =>
  call('POST', '/admin-api/v1/vendors', auth, {
    name: 'Acme Games',
    gameTypes: ['RNG', 'FISH'],
    launchUrl: LAUNCH_TEMPLATE,
    walletMode: 'seamless',
    ...body,
  });
const vendorsList = async (auth: Auth = owner) =>
  (await call('GET', '/admin-api/v1/vendors', auth)).json<Array<Record<string, unknown>>>();
const storedSecret = async (vassalage: string) =>
  openVendorSecret(vendorSecretBox(t.appSecret), (await findVendor(t.database.db, vassalage))?.secretSealed);

async function addOperator(username: string, role: string): Promise<Auth> {
  const password = 'a-long-password-1';
  const response = await call('POST', '/admin-api/v1/operators', owner, { username, password, role });
  expect(response.statusCode, response.body).toBe(201);
  return { authorization: `Bearer ${await operatorToken(t.app, username, password)}` };
}

describe('vendor onboarding', () => {
  it('answers the wallet secret once; the list never shows it', async () => {
    const response = await onboard({ vassalage: 'ACME' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { vassalage, secret } = response.json();
    expect(vassalage).toBe('ACME');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await storedSecret('ACME')).toBe(secret);
    const listed = await call('GET', '/admin-api/v1/vendors', owner);
    expect(listed.body).not.toContain(secret);
    expect((await findVendor(t.database.db, 'ACME'))?.secretSealed).not.toContain(secret);
    expect(listed.json().find((v: { vassalage: string }) => v.vassalage === 'ACME')).toMatchObject({
      name: 'Acme Games',
      gameTypes: ['RNG', 'FISH'],
      launchUrl: LAUNCH_TEMPLATE,
      walletMode: 'seamless',
      connected: true,
      enabled: true,
      underMaintenance: false,
      gameCount: 0,
    });
  });

  it('refuses a vendor that is already connected, keeping its secret', async () => {
    const first = (await onboard({ vassalage: 'TWICE' })).json().secret;
    const again = await onboard({ vassalage: 'TWICE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_EXISTS');
    expect(await storedSecret('TWICE')).toBe(first);
  });

  it('issues one secret when the same vendor is onboarded several times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => onboard({ vassalage: 'RACE' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 201)!;
    expect(await storedSecret('RACE')).toBe(winner.json().secret);
  });

  it('connects a catalogue vendor that was listed but not connected, keeping its games', async () => {
    await addCatalogueVendor(t, 'LISTED', ['LIVE']);
    await addGameRow(t, { vassalage: 'LISTED', gameCode: 'baccarat', gameType: 'LIVE' });
    const before = (await vendorsList()).find((v) => v.vassalage === 'LISTED');
    expect(before).toMatchObject({ connected: false, launchUrl: null, gameCount: 1 });
    const response = await onboard({ vassalage: 'LISTED', name: 'Listed Live', gameTypes: ['RNG'] });
    expect(response.statusCode, response.body).toBe(201);
    const after = (await vendorsList()).find((v) => v.vassalage === 'LISTED');
    expect(after).toMatchObject({
      connected: true,
      name: 'Listed Live',
      gameTypes: ['LIVE', 'RNG'],
      gameCount: 1,
    });
  });

  it('answers field errors for junk, never a 5xx', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ vassalage: 'ok', launchUrl: LAUNCH_TEMPLATE }, 'vassalage'],
      [{ vassalage: 'NOTOKEN', launchUrl: 'https://vendor.example/play?g={gameCode}' }, 'launchUrl'],
      [{ vassalage: 'PLAINHTTP', launchUrl: 'http://vendor.example/play?t={token}' }, 'launchUrl'],
      [{ vassalage: 'RELATIVE', launchUrl: '/play?token={token}' }, 'launchUrl'],
      [{ vassalage: 'UNKNOWN', launchUrl: 'https://vendor.example/?t={token}&x={secret}' }, 'launchUrl'],
      [{ vassalage: 'HOSTPART', launchUrl: 'https://{token}.vendor.example/' }, 'launchUrl'],
      [{ vassalage: 'CREDS', launchUrl: 'https://u:p@vendor.example/?t={token}' }, 'launchUrl'],
      [{ vassalage: 'NOTYPES', gameTypes: [] }, 'gameTypes'],
      [{ vassalage: 'BADTYPE', gameTypes: ['POKER'] }, 'gameTypes.0'],
      [{ vassalage: 'BADMODE', walletMode: 'credit' }, 'walletMode'],
    ];
    for (const [body, field] of cases) {
      const response = await onboard(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/vendors',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '{"vassalage":',
    });
    expect(notJson.statusCode).toBe(400);
    // A loopback vendor (a local studio) may use plain HTTP.
    expect(
      (await onboard({ vassalage: 'LOCAL', launchUrl: 'http://127.0.0.1:4100/play/{token}' })).statusCode,
    ).toBe(201);
  });

  it('needs a transfer URL for a transfer-wallet vendor, a plain HTTPS base without query, and shows it', async () => {
    const transfer = (vassalage: string, transferUrl?: unknown) =>
      onboard({ vassalage, walletMode: 'transfer', ...(transferUrl !== undefined ? { transferUrl } : {}) });
    const cases: Array<[string, unknown, string]> = [
      ['XNONE', undefined, 'REQUIRED'],
      ['XHTTP', 'http://vendor.example/transfers', 'INVALID'],
      ['XQUERY', 'https://vendor.example/transfers?op=1', 'INVALID'],
      ['XCREDS', 'https://u:p@vendor.example/transfers', 'INVALID'],
      ['XFRAG', 'https://vendor.example/transfers#x', 'INVALID'],
      ['XREL', '/transfers/api', 'INVALID'],
      ['XSPACE', 'https://vendor.example/trans fers', 'INVALID'],
    ];
    for (const [vassalage, transferUrl, reason] of cases) {
      const response = await transfer(vassalage, transferUrl);
      expect([response.statusCode, response.json().fields], vassalage).toEqual([
        400,
        { transferUrl: reason },
      ]);
    }
    expect((await transfer('XOK', 'https://vendor.example/api/transfers')).statusCode).toBe(201);
    expect((await vendorsList()).find((v) => v.vassalage === 'XOK')).toMatchObject({
      walletMode: 'transfer',
      transferUrl: 'https://vendor.example/api/transfers',
    });
    const moved = await call('PATCH', '/admin-api/v1/vendors/XOK', owner, {
      transferUrl: 'http://localhost:4200/x',
    });
    expect([moved.statusCode, moved.json().transferUrl]).toEqual([200, 'http://localhost:4200/x']);
    const bad = await call('PATCH', '/admin-api/v1/vendors/XOK', owner, {
      transferUrl: 'ftp://vendor.example/',
    });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { transferUrl: 'INVALID' }]);
    // A transfer-wallet vendor without its transfer URL could never be told of a transfer.
    const cleared = await call('PATCH', '/admin-api/v1/vendors/XOK', owner, { transferUrl: null });
    expect([cleared.statusCode, cleared.json().fields]).toEqual([400, { transferUrl: 'REQUIRED' }]);
    expect((await onboard({ vassalage: 'XSEAM' })).statusCode).toBe(201);
    const switched = await call('PATCH', '/admin-api/v1/vendors/XSEAM', owner, { walletMode: 'transfer' });
    expect([switched.statusCode, switched.json().fields]).toEqual([400, { transferUrl: 'REQUIRED' }]);
    const withUrl = await call('PATCH', '/admin-api/v1/vendors/XSEAM', owner, {
      walletMode: 'transfer',
      transferUrl: 'https://vendor.example/seam/transfers',
    });
    expect([withUrl.statusCode, withUrl.json().walletMode]).toEqual([200, 'transfer']);
    const backToSeamless = await call('PATCH', '/admin-api/v1/vendors/XSEAM', owner, {
      walletMode: 'seamless',
      transferUrl: null,
    });
    expect([backToSeamless.statusCode, backToSeamless.json().transferUrl]).toEqual([200, null]);
  });

  it('lets only owners and admins onboard, change and rotate; every operator may read', async () => {
    const support = await addOperator('vendor-support', 'support');
    const viewer = await addOperator('vendor-viewer', 'viewer');
    const admin = await addOperator('vendor-admin', 'admin');
    for (const auth of [support, viewer]) {
      expect((await onboard({ vassalage: 'NOPE' }, auth)).statusCode).toBe(403);
      expect((await call('PATCH', '/admin-api/v1/vendors/ACME', auth, { enabled: false })).statusCode).toBe(
        403,
      );
      expect((await call('POST', '/admin-api/v1/vendors/ACME/secret', auth)).statusCode).toBe(403);
      expect((await call('GET', '/admin-api/v1/vendors', auth)).statusCode).toBe(200);
    }
    expect((await onboard({ vassalage: 'BYADMIN' }, admin)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/admin-api/v1/vendors' })).statusCode).toBe(401);
    expect((await findVendor(t.database.db, 'NOPE')) ?? null).toBeNull();
  });
});

describe('vendor settings', () => {
  it('rotates the secret: the new one is answered once and replaces the old one', async () => {
    const old = (await onboard({ vassalage: 'ROTATE' })).json().secret;
    const rotated = await call('POST', '/admin-api/v1/vendors/ROTATE/secret', owner);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().vassalage).toBe('ROTATE');
    expect(rotated.json().secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.json().secret).not.toBe(old);
    expect(await storedSecret('ROTATE')).toBe(rotated.json().secret);
    const listed = (await vendorsList()).find((v) => v.vassalage === 'ROTATE');
    expect(listed?.secretRotatedAt).toEqual(expect.any(String));
    expect((await call('POST', '/admin-api/v1/vendors/NOSUCH/secret', owner)).statusCode).toBe(404);
  });

  it('connects a catalogue vendor by setting its launch URL and rotating its secret', async () => {
    await addCatalogueVendor(t, 'PATCHED');
    const patched = await call('PATCH', '/admin-api/v1/vendors/PATCHED', owner, {
      launchUrl: 'https://patched.example/launch/{token}?lang={language}',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().connected).toBe(false);
    await call('POST', '/admin-api/v1/vendors/PATCHED/secret', owner);
    expect((await vendorsList()).find((v) => v.vassalage === 'PATCHED')?.connected).toBe(true);
  });

  it('switches a vendor off and on and keeps a maintenance window', async () => {
    await onboard({ vassalage: 'WINDOW' });
    const off = await call('PATCH', '/admin-api/v1/vendors/WINDOW', owner, { enabled: false, sortOrder: 7 });
    expect(off.json()).toMatchObject({ enabled: false, sortOrder: 7 });
    const from = new Date(Date.now() - 60_000).toISOString();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const window = await call('PATCH', '/admin-api/v1/vendors/WINDOW', owner, {
      enabled: true,
      maintenanceFrom: from,
      maintenanceUntil: until,
    });
    expect(window.json()).toMatchObject({
      enabled: true,
      maintenanceFrom: from,
      maintenanceUntil: until,
      underMaintenance: true,
    });
    const later = await call('PATCH', '/admin-api/v1/vendors/WINDOW', owner, {
      maintenanceFrom: new Date(Date.now() + 3_600_000).toISOString(),
      maintenanceUntil: null,
    });
    expect(later.json()).toMatchObject({ underMaintenance: false, maintenanceUntil: null });
  });

  it('refuses a bad launch URL, a window ending before it starts, junk and unknown vendors', async () => {
    await onboard({ vassalage: 'STRICT' });
    const cases: Array<[unknown, string]> = [
      [{ launchUrl: 'ftp://vendor.example/{token}' }, 'launchUrl'],
      [{ launchUrl: 'https://vendor.example/play' }, 'launchUrl'],
      [{ maintenanceUntil: new Date().toISOString() }, 'maintenanceFrom'],
      [
        { maintenanceFrom: '2030-01-02T00:00:00.000Z', maintenanceUntil: '2030-01-01T00:00:00.000Z' },
        'maintenanceUntil',
      ],
      [{ maintenanceFrom: 'tomorrow' }, 'maintenanceFrom'],
      [{}, 'body'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ sortOrder: -1 }, 'sortOrder'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PATCH', '/admin-api/v1/vendors/STRICT', owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await call('PATCH', '/admin-api/v1/vendors/NOSUCH', owner, { enabled: false })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PATCH', '/admin-api/v1/vendors/bad%20code', owner, { enabled: false })).statusCode,
    ).toBe(400);
  });

  it('audits every change, the secret only as set or replaced', async () => {
    const { secret } = (await onboard({ vassalage: 'AUDITED' })).json();
    await call('PATCH', '/admin-api/v1/vendors/AUDITED', owner, { name: 'Audited Games' });
    const rotated = (await call('POST', '/admin-api/v1/vendors/AUDITED/secret', owner)).json().secret;
    const audit = await call('GET', '/admin-api/v1/audit?pageSize=50', owner);
    expect(audit.body).not.toContain(secret);
    expect(audit.body).not.toContain(rotated);
    const entries = audit
      .json<{ items: Array<{ action: string; target: string; before: unknown; after: unknown }> }>()
      .items.filter((entry) => entry.target === 'vendor:AUDITED');
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'vendor.create',
      'vendor.rotate-secret',
      'vendor.update',
    ]);
    expect(entries.find((e) => e.action === 'vendor.update')).toMatchObject({
      before: { name: 'Acme Games' },
      after: { name: 'Audited Games' },
    });
    expect(entries.find((e) => e.action === 'vendor.rotate-secret')?.after).toEqual({ secret: 'replaced' });
  });
});

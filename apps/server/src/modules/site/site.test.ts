import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLotusBrand } from '../../test-support/brands.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';

const THAI_IP = '49.228.0.1';
const US_IP = '8.8.8.8';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await operatorToken(t.app);
});
afterAll(() => t.close());

const site = (ip = US_IP, host = 'localhost:3000') =>
  t.app.inject({ method: 'GET', url: '/api/v1/site', remoteAddress: ip, headers: { host } });
const patchBrand = (body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/admin-api/v1/brand',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

describe('GET /api/v1/site', () => {
  it('answers the API.md shape with the visitor location', async () => {
    const response = await site(THAI_IP);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      brand: {
        code: 'croupier',
        name: 'Croupier',
        currency: { code: 'THB', symbol: '฿', decimals: 2 },
        timezone: 'Asia/Bangkok',
      },
      status: 0,
      maintenance: false,
      regionRestricted: false,
      location: { ip: THAI_IP, country: 'TH' },
      languages: ['EN', 'CN', 'TH'],
      defaultLanguage: 'EN',
      mainDomain: 'localhost',
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
    });
    expect(body.register).toMatchObject({
      methods: ['username', 'mobile'],
      defaultMethod: 'mobile',
      defaultForgotMethod: 'phone',
    });
    const modIds = JSON.stringify(body.whitelabel);
    for (const flag of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'CHNGPASSVERIF3',
    ])
      expect(modIds).toContain(flag);
    expect(body.whitelabel[0]).toMatchObject({
      modId: expect.any(String),
      enabled: expect.stringMatching(/^[01]$/),
      childrenNodes: expect.any(Array),
    });
  });

  it('turns status to 2 for a blocked country, shows the IP, and lets exempt IPs through', async () => {
    expect((await patchBrand({ blockedCountries: ['TH'] })).statusCode).toBe(200);
    const blocked = (await site(THAI_IP)).json();
    expect(blocked).toMatchObject({
      status: 2,
      regionRestricted: true,
      location: { ip: THAI_IP, country: 'TH' },
    });
    expect((await site(US_IP)).json().status).toBe(0);

    await patchBrand({ exemptIps: [THAI_IP] });
    expect((await site(THAI_IP)).json().status).toBe(0);
    await patchBrand({ exemptIps: [], blockedCountries: [] });
  });

  it('turns status to 1 in maintenance, which wins over a region block', async () => {
    await patchBrand({ maintenance: true, maintenanceMessage: 'Back at 14:00', blockedCountries: ['TH'] });
    const body = (await site(THAI_IP)).json();
    expect(body).toMatchObject({
      status: 1,
      maintenance: true,
      maintenanceMessage: 'Back at 14:00',
      regionRestricted: true,
    });
    await patchBrand({ maintenance: false, blockedCountries: [] });
    expect((await site(THAI_IP)).json().status).toBe(0);
  });

  it('answers customer-service links with their CN and TH titles; a link without them still works', async () => {
    const links = [
      {
        csType: 'LIVECHAT',
        title: ' Live chat 24/7 ',
        titles: { CN: '24小时在线客服', TH: ' ' },
        csPosition: 'BOTH',
        url: 'https://support.example/chat',
      },
      { csType: 'TELEGRAM', title: 'Telegram', csPosition: 'RIGHT', url: 'https://t.me/example' },
    ];
    const saved = await patchBrand({ customerService: links });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = [{ ...links[0], title: 'Live chat 24/7', titles: { CN: '24小时在线客服' } }, links[1]];
    expect(saved.json().customerService).toEqual(expected);
    expect((await site()).json().customerService).toEqual(expected);

    const bad: [object, Record<string, string>][] = [
      [{ titles: { TH: 'x'.repeat(81) } }, { 'customerService.0.titles.TH': 'TOO_LONG' }],
      [{ titles: { EN: 'Chat' } }, { 'customerService.0.titles.EN': 'NOT_ALLOWED' }],
      [{ titles: { CN: 'bell\u0007' } }, { 'customerService.0.titles.CN': 'INVALID' }],
      [{ title: '   ' }, { 'customerService.0.title': 'REQUIRED' }],
    ];
    for (const [change, fields] of bad) {
      const response = await patchBrand({ customerService: [{ ...links[0], ...change }] });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect((await site()).json().customerService).toEqual(expected);
    await patchBrand({ customerService: [] });
  });

  it('resolves the brand from the Host header, falling back to the default brand', async () => {
    await insertLotusBrand(t.database.db);
    const lotus = (await site(US_IP, 'lotus.example')).json();
    expect(lotus.brand).toMatchObject({ code: 'lotus', currency: { code: 'CNY', symbol: '¥' } });
    expect(lotus.defaultLanguage).toBe('CN');
    expect((await site(US_IP, 'unknown.example:8080')).json().brand.code).toBe('croupier');
  });
});

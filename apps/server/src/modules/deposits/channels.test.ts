import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultWhitelabel, findBrandForHost, insertBrand } from '../brands/index.ts';
import { addChannel, decide, requestDeposit } from '../../test-support/deposits.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, newMember, operatorAuth } from '../../test-support/wallet.ts';
import { seedDemoChannels, toAdminChannel } from './channels.ts';
import { listChannels } from './repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

const call = async (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: await operatorAuth(t), ...(payload ? { payload } : {}) });

describe('deposit channels', () => {
  it('checks a channel as a whole: limits, a bank account for bank channels, a gateway for gateway channels', async () => {
    const bank = await addChannel(t, 'bank');
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ min: '500.00', max: '100.00' }, { max: 'INVALID' }],
      [{ min: '0.00' }, { min: 'INVALID' }],
      [{ min: '1.005' }, { min: 'INVALID' }],
      [
        { bankName: ' ', accountName: '' },
        { bankName: 'REQUIRED', accountName: 'REQUIRED' },
      ],
      [{ accountNumber: 'acct#1' }, { accountNumber: 'INVALID' }],
      [{ name: '   ' }, { name: 'REQUIRED' }],
    ];
    for (const [change, fields] of cases) {
      const response = await call('PATCH', `/admin-api/v1/deposit-channels/${bank.id}`, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const noGateway = await call('POST', '/admin-api/v1/deposit-channels', {
      ...bank,
      id: undefined,
      updatedAt: undefined,
      type: 'gateway',
      gateway: null,
    });
    expect(noGateway.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { gateway: 'REQUIRED' } });
    const unknownGateway = await call('POST', '/admin-api/v1/deposit-channels', {
      type: 'gateway',
      gateway: 'nopay',
    });
    expect(unknownGateway.statusCode).toBe(400);
    const list = await call('GET', '/admin-api/v1/deposit-channels');
    expect(list.json()).toEqual([bank]);
  });

  it('changes a channel for new deposits, audited; a gateway channel keeps no bank account', async () => {
    const gateway = await addChannel(t, 'gateway', {
      bankName: 'Ignored Bank',
      accountNumber: '1234',
      accountName: 'X',
    });
    expect(gateway).toMatchObject({ gateway: 'testpay', bankName: '', accountNumber: '', accountName: '' });
    const changed = await call('PATCH', `/admin-api/v1/deposit-channels/${gateway.id}`, {
      name: 'Instant pay',
      min: '25',
      max: '999.99',
      sortOrder: 1,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Instant pay',
      min: '25.00',
      max: '999.99',
      type: 'gateway',
    });
    const member = await newMember(t, { username: 'chandepo' });
    const tooBig = await requestDeposit(t, member, { channelId: gateway.id, amount: '1000.00' });
    expect(tooBig.json()).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', max: '999.99' });
    const audit = await call('GET', '/admin-api/v1/audit');
    expect(audit.json().items[0]).toMatchObject({
      action: 'deposit-channel.update',
      target: `deposit-channel:${gateway.id}`,
      before: { name: 'Test gateway', min: '10.00' },
      after: { name: 'Instant pay', min: '25.00' },
    });
  });

  it('names a channel in CN and TH for players of those languages, English otherwise', async () => {
    const created = await addChannel(t, 'bank', {
      name: '  Bank   transfer ',
      names: { CN: ' 银行转账 ', TH: '' },
    });
    expect(created).toMatchObject({ name: 'Bank transfer', names: { CN: '银行转账' } });
    expect(created.names).not.toHaveProperty('TH');
    const bad: [Record<string, unknown>, Record<string, string>][] = [
      [{ names: { CN: 'x'.repeat(61) } }, { 'names.CN': 'TOO_LONG' }],
      [{ names: { EN: 'Bank' } }, { 'names.EN': 'NOT_ALLOWED' }],
      [{ names: { TH: 'bell\u0007' } }, { 'names.TH': 'INVALID' }],
      [{ names: { CN: 7 } }, { 'names.CN': 'INVALID' }],
    ];
    for (const [change, fields] of bad) {
      const response = await call('PATCH', `/admin-api/v1/deposit-channels/${created.id}`, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    // A patch without `names` keeps them; one with `names` replaces the whole map.
    const renamed = await call('PATCH', `/admin-api/v1/deposit-channels/${created.id}`, { sortOrder: 5 });
    expect(renamed.json().names).toEqual({ CN: '银行转账' });
    const patched = await call('PATCH', `/admin-api/v1/deposit-channels/${created.id}`, {
      names: { TH: 'โอนผ่านธนาคาร' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().names).toEqual({ TH: 'โอนผ่านธนาคาร' });

    const member = await newMember(t, { username: 'namedchan' });
    const requested = await requestDeposit(t, member, { channelId: created.id, amount: '100.00' });
    expect(requested.statusCode).toBe(201);
    const shown = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: member.auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const nameOf = (list: { id: string; name: string }[]) => list.find((c) => c.id === created.id)?.name;
    expect(nameOf(await shown('/api/v1/deposit/channels?language=TH'))).toBe('โอนผ่านธนาคาร');
    expect(nameOf(await shown('/api/v1/deposit/channels?language=CN'))).toBe('Bank transfer');
    expect(nameOf(await shown('/api/v1/deposit/channels'))).toBe('Bank transfer');
    expect((await shown('/api/v1/deposits?language=TH')).items[0].channelName).toBe('โอนผ่านธนาคาร');
    expect((await shown('/api/v1/deposits?language=CN')).items[0].channelName).toBe('Bank transfer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v1/deposit/channels?language=FR',
      headers: member.auth,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { language: 'INVALID' } });
    // The operator's queue keeps the English name.
    const queue = await call('GET', '/admin-api/v1/deposits?player=namedchan');
    expect(queue.json().items[0].channel.name).toBe('Bank transfer');
    // Once credited, the account record's remark names the channel in the reader's language too.
    expect((await decide(t, requested.json().id, 'approve')).statusCode).toBe(200);
    const remarkIn = async (language: string) =>
      (await shown(`/api/v1/wallet/transactions?type=deposit&language=${language}`)).items[0]?.remark;
    expect(await remarkIn('TH')).toBe('โอนผ่านธนาคาร');
    expect(await remarkIn('CN')).toBe('Bank transfer');
    expect(await remarkIn('EN')).toBe('Bank transfer');
  });

  it('deletes a channel that never took a deposit; one that did can only be switched off', async () => {
    const unused = await addChannel(t, 'bank', { name: 'Unused' });
    expect((await call('DELETE', `/admin-api/v1/deposit-channels/${unused.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin-api/v1/deposit-channels/${unused.id}`)).statusCode).toBe(404);
    const used = await addChannel(t, 'bank', { name: 'Used' });
    const member = await newMember(t, { username: 'usedchan' });
    expect((await requestDeposit(t, member, { channelId: used.id, amount: '100.00' })).statusCode).toBe(201);
    const refused = await call('DELETE', `/admin-api/v1/deposit-channels/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INVALID_STATE');
    const off = await call('PATCH', `/admin-api/v1/deposit-channels/${used.id}`, { enabled: false });
    expect(off.json().enabled).toBe(false);
    const channels = await t.app.inject({
      method: 'GET',
      url: '/api/v1/deposit/channels',
      headers: member.auth,
    });
    expect(channels.json().map((c: { name: string }) => c.name)).not.toContain('Used');
  });

  it('lets only finance roles change channels', async () => {
    const created = await call('POST', '/admin-api/v1/operators', {
      username: 'helpdesk',
      password: 'helpdesk-password-1',
      role: 'support',
    });
    expect(created.statusCode, created.body).toBe(201);
    const support = {
      authorization: `Bearer ${await operatorToken(t.app, 'helpdesk', 'helpdesk-password-1')}`,
    };
    const list = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/deposit-channels',
      headers: support,
    });
    expect(list.statusCode).toBe(200);
    const add = await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/deposit-channels',
      headers: support,
      payload: { ...(await addChannel(t, 'bank')), id: undefined, updatedAt: undefined },
    });
    expect(add.statusCode).toBe(403);
    expect(add.json().code).toBe('FORBIDDEN');
  });

  it('gives a demo brand a bank channel and the test gateway, once, and leaves a configured brand alone', async () => {
    const brand = await insertBrand(t.database.db, {
      code: 'demo2',
      name: 'Demo two',
      currencyCode: 'THB',
      timezone: 'Asia/Bangkok',
      languages: ['EN'],
      defaultLanguage: 'EN',
      whitelabel: defaultWhitelabel(),
      customerService: [],
      resources: [],
    });
    // Every start runs the bootstrap again; the demo channels come only the first time.
    await seedDemoChannels(t.database.db, brand);
    await seedDemoChannels(t.database.db, brand);
    const rows = await listChannels(t.database.db, brand.id);
    expect(rows.map((row) => toAdminChannel(row, 'THB'))).toMatchObject([
      {
        type: 'gateway',
        gateway: 'testpay',
        enabled: true,
        min: '10.00',
        names: { CN: '测试网关（即时到账）', TH: 'เกตเวย์ทดสอบ (เข้าทันที)' },
      },
      {
        type: 'bank',
        bankName: 'Demo Bank',
        enabled: true,
        min: '100.00',
        names: { CN: '银行转账', TH: 'โอนผ่านธนาคาร' },
      },
    ]);
    expect(rows).toHaveLength(2);
    const before = (await call('GET', '/admin-api/v1/deposit-channels')).json();
    await seedDemoChannels(t.database.db, (await findBrandForHost(t.database.db, ''))!);
    expect((await call('GET', '/admin-api/v1/deposit-channels')).json()).toEqual(before);
  });
});

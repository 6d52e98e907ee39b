import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newMember, operatorAuth } from '../../test-support/wallet.ts';
import { addAccount, setRealName, setRules } from '../../test-support/withdrawals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const accounts = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/payout-accounts', headers: auth })).json();
const limits = async (auth: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/withdrawals/limits', headers: auth })).json();

describe('payout accounts', () => {
  it('lists accounts with all but the last four digits masked', async () => {
    const member = await newMember(t, { username: 'paymask' });
    expect(await accounts(member.auth)).toEqual([]);
    const added = await addAccount(t, member, {
      accountNumber: '012-3 456 789',
      bankCode: 'BBL',
    });
    expect(added.statusCode).toBe(201);
    expect(await accounts(member.auth)).toEqual([
      {
        id: added.json().id,
        bankName: 'Bangkok Bank',
        bankNames: { EN: 'Bangkok Bank', CN: '盘谷银行', TH: 'ธนาคารกรุงเทพ' },
        accountNumber: '******6789',
        accountName: 'Test Player',
      },
    ]);
    const again = await addAccount(t, member, { accountNumber: '0123456789' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: { accountNumber: 'ALREADY_EXISTS' },
    });
    for (const accountNumber of ['12-34', 'abc123456', '-------']) {
      const bad = await addAccount(t, member, { accountNumber });
      expect(bad.statusCode, accountNumber).toBe(400);
      expect(bad.json().fields, accountNumber).toEqual({ accountNumber: expect.any(String) });
    }
    // The bank is one of the brand's list, by its code: a free-typed or unknown bank is refused.
    for (const bankCode of ['NOPE', 'Kasikorn Bank']) {
      const refused = await addAccount(t, member, { bankCode, accountNumber: '5555555555' });
      expect(refused.statusCode, bankCode).toBe(400);
      expect(Object.keys(refused.json().fields), bankCode).toEqual(['bankCode']);
    }
  });

  it('holds every account to the real name on file, ignoring case and spacing', async () => {
    const member = await newMember(t, { username: 'payreal' });
    await setRealName(t, member, 'Somchai Jaidee');
    expect((await limits(member.auth)).requiredAccountName).toBe('Somchai Jaidee');
    const other = await addAccount(t, member, { accountName: 'Someone Else' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: 'ACCOUNT_NAME_MISMATCH',
      fields: { accountName: 'ACCOUNT_NAME_MISMATCH' },
    });
    expect((await addAccount(t, member, { accountName: '  somchai   JAIDEE ' })).statusCode).toBe(201);
  });

  it('without a real name on file, holds later accounts to the first account’s name, and keeps at most five', async () => {
    const member = await newMember(t, { username: 'payfirst' });
    expect((await limits(member.auth)).requiredAccountName).toBeNull();
    expect(
      (await addAccount(t, member, { accountName: 'Malee Suk', accountNumber: '1000000001' })).statusCode,
    ).toBe(201);
    expect((await limits(member.auth)).requiredAccountName).toBe('Malee Suk');
    expect(
      (await addAccount(t, member, { accountName: 'Another Name', accountNumber: '1000000002' })).json().code,
    ).toBe('ACCOUNT_NAME_MISMATCH');
    // Five quick adds at once: the cap still holds.
    const burst = await Promise.all(
      [2, 3, 4, 5, 6].map((n) =>
        addAccount(t, member, { accountName: 'Malee Suk', accountNumber: `100000000${n}` }),
      ),
    );
    expect(burst.map((b) => b.statusCode).sort()).toEqual([201, 201, 201, 201, 409]);
    expect(burst.find((b) => b.statusCode === 409)!.json()).toMatchObject({
      code: 'PAYOUT_ACCOUNT_LIMIT',
      max: 5,
    });
    expect(await accounts(member.auth)).toHaveLength(5);
  });
});

describe('withdrawal settings', () => {
  it('starts from defaults, lets finance change them with an audit record, and refuses nonsense', async () => {
    const operator = await operatorAuth(t);
    const initial = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/withdrawal-settings', headers: operator })
    ).json();
    expect(initial).toEqual({
      currency: 'THB',
      min: '100.00',
      max: '50000.00',
      dailyCount: 5,
      autoReceiptMinutes: 60,
      banks: expect.arrayContaining([
        { code: 'KBANK', names: { EN: 'Kasikorn Bank', CN: '开泰银行', TH: 'ธนาคารกสิกรไทย' }, enabled: true },
      ]),
      updatedAt: null,
      updatedBy: null,
    });
    const saved = await setRules(t, { min: '200.50', max: '1000.00', dailyCount: 3, autoReceiptMinutes: 15 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ min: '200.50', max: '1000.00', dailyCount: 3, updatedBy: 'admin' });
    const member = await newMember(t, { username: 'paylimits' });
    expect(await limits(member.auth)).toMatchObject({
      min: '200.50',
      max: '1000.00',
      dailyCount: 3,
      autoReceiptMinutes: 15,
    });
    const audit = (
      await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit', headers: operator })
    ).json<{ items: { action: string; before: unknown; after: unknown }[] }>();
    expect(audit.items[0]).toMatchObject({
      action: 'withdrawal-settings.update',
      before: { min: '100.00', max: '50000.00', dailyCount: 5, autoReceiptMinutes: 60 },
      after: { min: '200.50', max: '1000.00', dailyCount: 3, autoReceiptMinutes: 15 },
    });
    for (const [rules, field] of [
      [{ min: '500.00', max: '499.99' }, 'max'],
      [{ min: '0' }, 'min'],
      [{ min: '1.234' }, 'min'],
      [{ dailyCount: 0 }, 'dailyCount'],
      [{ autoReceiptMinutes: 10081 }, 'autoReceiptMinutes'],
    ] as const) {
      const refused = await setRules(t, rules);
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().fields), field).toEqual([field]);
    }
    expect((await limits(member.auth)).min).toBe('200.50');
    // Nothing to change: refused, and no audit row of no change.
    const auditRows = async () =>
      (await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit', headers: operator })).json<{
        total: number;
      }>().total;
    const rowsBefore = await auditRows();
    expect(rowsBefore).toBeGreaterThan(0);
    const empty = await setRules(t, {});
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await auditRows()).toBe(rowsBefore);
    const asPlayer = await t.app.inject({
      method: 'PATCH',
      url: '/admin-api/v1/withdrawal-settings',
      headers: member.auth,
      payload: { min: '1.00', max: '2.00', dailyCount: 1, autoReceiptMinutes: 1 },
    });
    expect(asPlayer.statusCode).toBe(401);
  });

  it("keeps the brand's bank list: players pick from the enabled banks in their language, disabled ones are refused", async () => {
    const saved = await setRules(t, {
      banks: [
        { code: 'UOB', names: { EN: '  United   Overseas Bank ', CN: '大华银行', TH: '' }, enabled: true },
        { code: 'KBANK', names: { EN: 'Kasikorn Bank' }, enabled: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    // Empty names fall back to EN, so they are not kept.
    expect(saved.json().banks).toEqual([
      { code: 'UOB', names: { EN: 'United Overseas Bank', CN: '大华银行' }, enabled: true },
      { code: 'KBANK', names: { EN: 'Kasikorn Bank' }, enabled: false },
    ]);
    const member = await newMember(t, { username: 'paybanks' });
    expect((await limits(member.auth)).banks).toEqual([
      { code: 'UOB', names: { EN: 'United Overseas Bank', CN: '大华银行' } },
    ]);
    const disabled = await addAccount(t, member, { bankCode: 'KBANK' });
    expect(disabled.json().fields).toEqual({ bankCode: 'INVALID' });
    const added = await addAccount(t, member, { bankCode: 'UOB' });
    expect(added.statusCode).toBe(201);
    expect(await accounts(member.auth)).toEqual([
      expect.objectContaining({
        bankName: 'United Overseas Bank',
        bankNames: { EN: 'United Overseas Bank', CN: '大华银行' },
      }),
    ]);

    for (const [banks, field] of [
      [[{ code: 'UOB', names: { CN: '大华银行' }, enabled: true }], 'banks.0.names.EN'],
      [[{ code: 'UOB', names: { EN: '   ' }, enabled: true }], 'banks.0.names.EN'],
      [
        [
          { code: 'UOB', names: { EN: 'UOB' }, enabled: true },
          { code: 'UOB', names: { EN: 'UOB again' }, enabled: true },
        ],
        'banks.1.code',
      ],
    ] as const) {
      const refused = await setRules(t, { banks });
      expect(refused.statusCode, field).toBe(400);
      expect(Object.keys(refused.json().fields), field).toEqual([field]);
    }
    const badCode = await setRules(t, { banks: [{ code: 'uob bank', names: { EN: 'UOB' }, enabled: true }] });
    expect(badCode.statusCode).toBe(400);
    // Restore the defaults' first bank for the tests that add accounts with it.
    await setRules(t, { banks: [{ code: 'KBANK', names: { EN: 'Kasikorn Bank' }, enabled: true }] });
  });
});

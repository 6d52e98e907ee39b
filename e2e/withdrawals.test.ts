import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en.ts';
import { launchBrowser } from './support/browser.ts';
import { slipPng } from './support/images.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';

const w = en.withdrawals;
let platform: RunningPlatform;
let browser: Browser;
let operator: string;

async function api<T = Record<string, unknown>>(
  path: string,
  body?: unknown,
  method = 'POST',
  token?: string,
): Promise<T> {
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const login = { username: 'admin', password: E2E_ADMIN_PASSWORD };
  operator = (await api<{ token: string }>('/admin-api/v1/auth/login', login)).token;
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('withdrawals in a browser', () => {
  it('lets a funded member withdraw, and confirm receipt once the operator has paid', async () => {
    // A member registered without SMS verification, with a payment password, funded by finance.
    type Node = { modId: string; enabled: string; childrenNodes: Node[] };
    const brand = await api<{ whitelabel: Node[] }>('/admin-api/v1/brand', undefined, 'GET', operator);
    const flip = (nodes: Node[]): Node[] =>
      nodes.map((n) => ({
        ...n,
        enabled: n.modId === 'REGMOBVERF3' ? '0' : n.enabled,
        childrenNodes: flip(n.childrenNodes),
      }));
    await api('/admin-api/v1/brand', { whitelabel: flip(brand.whitelabel) }, 'PATCH', operator);
    const registered = await api<{ token: string; user: { id: string } }>('/api/v1/auth/register', {
      method: 'username',
      username: 'withdrawer1',
      password: 'secret12',
      confirmPassword: 'secret12',
      termsAccepted: true,
      ageConfirmed: true,
    });
    await api(
      '/api/v1/me/payment-password',
      { currentPassword: 'secret12', newPaymentPassword: '135790' },
      'POST',
      registered.token,
    );
    await api(
      `/admin-api/v1/players/${registered.user.id}/adjustments`,
      { amount: '1000.00', reason: 'e2e funding' },
      'POST',
      operator,
    );

    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/login`);
    const login = page.getByRole('dialog', { name: en.auth.loginTitle });
    await login.getByRole('textbox', { name: en.accounts.username, exact: true }).fill('withdrawer1');
    await login.getByRole('textbox', { name: en.accounts.password, exact: true }).fill('secret12');
    await login.getByRole('button', { name: en.auth.login, exact: true }).click();
    await page.getByRole('link', { name: en.account.withdraw, exact: true }).click();
    await page.getByRole('heading', { name: w.title, exact: true }).waitFor();

    // The first payout account, then the request itself.
    await page.getByRole('button', { name: w.form.addAccount }).click();
    const add = page.getByRole('dialog', { name: w.add.title });
    await add.getByRole('combobox', { name: w.add.bankName }).selectOption({ label: 'Kasikorn Bank' });
    await add.getByRole('textbox', { name: w.add.accountNumber }).fill('123-4-56789-0');
    await add.getByRole('textbox', { name: w.add.accountName }).fill('Withdraw Tester');
    await add.getByRole('button', { name: w.add.submit }).click();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: /Kasikorn Bank/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Kasikorn Bank/ }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: w.form.amount.replace('{{currency}}', 'THB') }).fill('300');
    await page.getByRole('textbox', { name: w.form.paymentPassword }).fill('135790');
    await page.getByRole('button', { name: w.form.submit }).click();
    await page.getByText(w.form.done.replace('{{amount}}', '฿300.00')).waitFor();
    const history = page.getByRole('table', { name: w.history.caption });
    await history.getByText(w.status.pending, { exact: true }).waitFor();
    expect(await page.getByText('฿700.00').first().isVisible()).toBe(true);

    // Finance pays it from the console's API.
    const queue = await api<{ items: { id: string }[] }>(
      '/admin-api/v1/withdrawals?q=withdrawer1',
      undefined,
      'GET',
      operator,
    );
    const id = queue.items[0]!.id;
    expect(queue.items[0]).toMatchObject({
      amount: '300.00',
      status: 'pending',
      accountNumber: '1234567890',
    });
    await api(`/admin-api/v1/withdrawals/${id}/approve`, {}, 'POST', operator);
    await api(`/admin-api/v1/withdrawals/${id}/paid`, { reference: 'E2E-1' }, 'POST', operator);

    await page.reload();
    await page.getByRole('button', { name: w.history.confirm }).click();
    const receipt = page.getByRole('dialog', { name: w.receipt.title.replace('{{amount}}', '฿300.00') });
    await receipt.getByRole('radio', { name: w.receipt.full }).check();
    await receipt.getByRole('textbox', { name: w.receipt.remark }).fill('Arrived, thank you');
    await receipt
      .getByLabel(w.receipt.addImages)
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slipPng() });
    await receipt.getByRole('img', { name: w.receipt.preview.replace('{{name}}', 'slip.png') }).waitFor();
    await receipt.getByRole('button', { name: w.receipt.submit }).click();
    await receipt.waitFor({ state: 'detached' });
    await history.getByText(w.history.receivedBy.player).waitFor();
    await history.getByText(w.status.received, { exact: true }).waitFor();

    const detail = await api(`/admin-api/v1/withdrawals/${id}`, undefined, 'GET', operator);
    expect(detail).toMatchObject({
      status: 'received',
      receipt: { result: 'full', remark: 'Arrived, thank you', images: 1 },
      received: { how: 'player' },
    });
    expect(
      (await api<{ balanced: boolean }>('/admin-api/v1/ledger/check', undefined, 'GET', operator)).balanced,
    ).toBe(true);
    await context.close();
  });
});

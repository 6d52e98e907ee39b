import { sql } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addChannel,
  historyOf,
  requestDeposit,
  sendCallback,
  testpaySecret,
} from '../../test-support/deposits.ts';
import { encodePayToken, readPayToken } from './gateways/testpay.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, newMember, walletOf, type TestMember } from '../../test-support/wallet.ts';

let t: TestApp;
let base: string;
let gateway: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  // The test gateway calls the platform back over HTTP, so the platform listens on a real port.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  gateway = await addChannel(t, 'gateway');
});
afterAll(() => t.close());
afterEach(() => expectLedgerBalanced(t));

async function gatewayDeposit(member: TestMember, amount: string) {
  const response = await requestDeposit(t, member, { channelId: gateway.id, amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; status: string; payUrl: string }>();
}

const press = (payUrl: string, button: 'pay' | 'cancel') =>
  fetch(`${base}${payUrl}/${button}?lang=EN&theme=dark`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });

const report = (id: string, amount: string, status: 'paid' | 'failed' = 'paid', extra = {}) =>
  sendCallback(t, { orderId: id, amount, currency: 'THB', status, ...extra });

describe('the test gateway', () => {
  it('takes a payment on its own page and reports it by signed callback: the player is credited and told', async () => {
    const member = await newMember(t, { username: 'paydepo' });
    const deposit = await gatewayDeposit(member, '1234.50');
    expect(deposit).toMatchObject({
      status: 'pending',
      payUrl: expect.stringMatching(/^\/testpay\/pay\/[\w.-]+$/),
    });

    const page = await fetch(`${base}${deposit.payUrl}?lang=TH&theme=light`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="th" data-theme="light"');
    expect(html).toContain('Croupier');
    expect(html).toContain('฿1,234.50');
    expect(html).toContain('ชำระ ฿1,234.50');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: member.auth.authorization.slice('Bearer '.length) },
    });
    try {
      await new Promise<void>((resolve) => socket.once('ready', () => resolve()));
      const pushed = new Promise<{ balance: string }>((resolve) => socket.once('balance', resolve));
      const paid = await press(deposit.payUrl, 'pay');
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/member?page=depositv2&deposit=${deposit.id}`);
      expect(await pushed).toEqual({ balance: '1234.50' });
    } finally {
      socket.close();
    }
    expect((await walletOf(t, member)).balance).toBe('1234.50');
    expect((await historyOf(t, member)).items).toMatchObject([{ id: deposit.id, status: 'approved' }]);
    expect((await historyOf(t, member)).items[0]).not.toHaveProperty('payUrl');

    // Pressing Pay again (a back button, a double click) reports again, and changes nothing.
    expect((await press(deposit.payUrl, 'pay')).status).toBe(303);
    expect((await walletOf(t, member)).balance).toBe('1234.50');
  });

  it('reports Cancel as a failed payment: the deposit is rejected and nothing is credited', async () => {
    const member = await newMember(t, { username: 'canceldepo' });
    const deposit = await gatewayDeposit(member, '50.00');
    const cancelled = await press(deposit.payUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    expect((await historyOf(t, member)).items).toMatchObject([{ id: deposit.id, status: 'rejected' }]);
    // Paying a closed order afterwards is refused by the platform, and the page says so.
    const late = await press(deposit.payUrl, 'pay');
    expect(late.status).toBe(502);
    expect(await late.text()).toContain('The merchant did not accept this payment (INVALID_STATE)');
    expect((await walletOf(t, member)).balance).toBe('0.00');
  });

  it('credits ten concurrent duplicate callbacks once', async () => {
    const member = await newMember(t, { username: 'dupdepo' });
    const deposit = await gatewayDeposit(member, '300.00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        report(deposit.id, '300.00', 'paid', { transactionId: 'TPDUPLICATE' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await walletOf(t, member)).balance).toBe('300.00');
    const record = await t.app.inject({
      method: 'GET',
      url: '/api/v1/wallet/transactions',
      headers: member.auth,
    });
    expect(record.json().total).toBe(1);
  });

  it('refuses bad signatures, stale timestamps, unknown merchants and orders, and amounts that differ', async () => {
    const member = await newMember(t, { username: 'forgedepo' });
    const deposit = await gatewayDeposit(member, '80.00');
    const forged = await sendCallback(
      t,
      { orderId: deposit.id, amount: '80.00', currency: 'THB', status: 'paid' },
      { secret: 'not-the-secret' },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    for (const minutes of [-6, 6]) {
      const stale = await sendCallback(
        t,
        { orderId: deposit.id, amount: '80.00', currency: 'THB', status: 'paid' },
        { at: Date.now() + minutes * 60_000 },
      );
      expect(stale.statusCode, `${minutes} min`).toBe(401);
      expect(stale.json().code).toBe('INVALID_SIGNATURE');
    }
    const stranger = await sendCallback(t, {
      merchantId: 'someone-else',
      orderId: deposit.id,
      amount: '80.00',
      currency: 'THB',
      status: 'paid',
    });
    expect(stranger.json().code).toBe('INVALID_SIGNATURE');
    const unknownOrder = await report('999999', '80.00');
    expect(unknownOrder.statusCode).toBe(404);
    const more = await report(deposit.id, '800.00');
    expect(more.statusCode).toBe(409);
    expect(more.json().code).toBe('AMOUNT_MISMATCH');
    const otherCurrency = await sendCallback(t, {
      orderId: deposit.id,
      amount: '80.00',
      currency: 'USD',
      status: 'paid',
    });
    expect(otherCurrency.json().code).toBe('AMOUNT_MISMATCH');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback/testpay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        merchantId: 'croupier',
        orderId: deposit.id,
        amount: '80.00',
        status: 'paid',
      }),
    });
    expect(unsigned.statusCode).toBe(401);
    const noSuchGateway = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback/nopay',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noSuchGateway.statusCode).toBe(404);
    expect((await walletOf(t, member)).balance).toBe('0.00');
    expect((await historyOf(t, member)).items[0]?.status).toBe('pending');
  });

  it('honours a late payment for an expired order, once', async () => {
    const member = await newMember(t, { username: 'latedepo' });
    const deposit = await gatewayDeposit(member, '120.00');
    await t.database.db.execute(
      sql`update deposits set expires_at = now() - interval '1 second' where id = ${BigInt(deposit.id)}`,
    );
    await t.app.jobs.runNow('deposits.expire');
    expect((await historyOf(t, member)).items[0]?.status).toBe('expired');
    // The gateway's signed report is what counts: money taken for this order is credited though it expired here.
    const late = await report(deposit.id, '120.00');
    expect(late.statusCode).toBe(200);
    expect((await historyOf(t, member)).items[0]?.status).toBe('approved');
    expect((await report(deposit.id, '120.00')).statusCode).toBe(200);
    expect((await walletOf(t, member)).balance).toBe('120.00');
  });

  it('answers a broken or expired pay link with a page, not an error', async () => {
    const broken = await fetch(`${base}/testpay/pay/not-a-token?lang=CN`);
    expect(broken.status).toBe(404);
    expect(await broken.text()).toContain('此支付链接无效。');
    const member = await newMember(t, { username: 'linkdepo' });
    const deposit = await gatewayDeposit(member, '60.00');
    const [payload, mac] = deposit.payUrl.split('/').pop()!.split('.');
    const tampered = Buffer.from(payload!, 'base64url').toString().replace('60.00', '6.00');
    const forgedUrl = `/testpay/pay/${Buffer.from(tampered).toString('base64url')}.${mac}`;
    expect((await fetch(`${base}${forgedUrl}`)).status).toBe(404);
    expect((await press(forgedUrl, 'pay')).status).toBe(404);
    const expiredToken = encodePayToken(
      { ...readPayToken(deposit.payUrl.split('/').pop()!)!, expiresAt: Date.now() - 1000 },
      await testpaySecret(t),
    );
    const expired = await fetch(`${base}/testpay/pay/${expiredToken}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This payment link has expired.');
    expect((await press(`/testpay/pay/${expiredToken}`, 'pay')).status).toBe(410);
    expect((await walletOf(t, member)).balance).toBe('0.00');
    expect((await historyOf(t, member)).items[0]?.status).toBe('pending');
  });
});

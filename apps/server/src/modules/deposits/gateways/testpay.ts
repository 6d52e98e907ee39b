import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkSignedRequest, signRequest } from '../../../platform/signed-requests.ts';
import type {
  CallbackReport,
  CallbackRequest,
  GatewayAccount,
  PaymentGateway,
  PaymentOrder,
} from './gateway.ts';

/**
 * The built-in test gateway, the embedded default: a stand-in for a real payment gateway that lets a fresh
 * install take deposits end to end. Its pay page is served by the platform itself (testpay-routes.ts); the
 * gateway side and the merchant side still meet only through a pay URL and a signed callback, exactly as an
 * outside gateway would, so the platform's callback handling is the real one.
 */

export const TESTPAY_PATH = '/testpay/pay';

/** One payment the test gateway can take: carried in the pay URL's token, signed, so the gateway keeps no state. */
export interface PayToken {
  merchantId: string;
  orderId: string;
  amount: string;
  currency: string;
  expiresAt: number;
  returnUrl: string;
}

// The router caps a path parameter at 200 characters: the token is fields joined by newlines, base64url, and
// a 128-bit truncated HMAC.
const MAX_TOKEN = 200;
const tokenMac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`testpay-token:${payload}`).digest().subarray(0, 16);

export function encodePayToken(token: PayToken, secret: string): string {
  const fields = [
    token.merchantId,
    token.orderId,
    token.amount,
    token.currency,
    String(token.expiresAt),
    token.returnUrl,
  ];
  const payload = Buffer.from(fields.join('\n')).toString('base64url');
  const encoded = `${payload}.${tokenMac(secret, payload).toString('base64url')}`;
  if (encoded.length > MAX_TOKEN)
    throw new Error('The test gateway token does not fit in a URL path segment.');
  return encoded;
}

/** The token's fields before its signature is checked: only to find the merchant whose secret checks it. */
export function readPayToken(encoded: string): PayToken | null {
  const [payload, mac, extra] = encoded.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const fields = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  if (fields.length !== 6) return null;
  const [merchantId, orderId, amount, currency, expiresAt, returnUrl] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // Back to a page of the merchant's own site, never to another host (`//host`, `/\host`).
  if (!/^\d{1,15}$/.test(expiresAt) || !/^\/[^/\\]/.test(returnUrl)) return null;
  return { merchantId, orderId, amount, currency, expiresAt: Number(expiresAt), returnUrl };
}

export function verifyPayToken(encoded: string, secret: string): PayToken | null {
  const token = readPayToken(encoded);
  if (!token) return null;
  const [payload, mac] = encoded.split('.') as [string, string];
  const given = Buffer.from(mac, 'base64url');
  const expected = tokenMac(secret, payload);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The callback body the test gateway sends; `status` is paid, or failed when the player cancelled. */
export interface TestpayCallback {
  merchantId: string;
  orderId: string;
  amount: string;
  currency: string;
  status: 'paid' | 'failed';
  transactionId: string;
}

/** A signed callback, as the test gateway sends it: headers and the exact bytes that were signed. */
export function signedCallback(
  body: Omit<TestpayCallback, 'transactionId'> & { transactionId?: string },
  secret: string,
  now = Date.now(),
) {
  const rawBody = JSON.stringify({
    ...body,
    transactionId: body.transactionId ?? `TP${randomBytes(8).toString('hex').toUpperCase()}`,
  });
  const timestamp = String(now);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signRequest(secret, timestamp, rawBody),
    },
  };
}

const header = (headers: CallbackRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function parseCallback(rawBody: Buffer): TestpayCallback | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const text = (key: string) => (typeof b[key] === 'string' && b[key].length <= 100 ? b[key] : null);
  const [merchantId, orderId, amount, currency, transactionId] = [
    text('merchantId'),
    text('orderId'),
    text('amount'),
    text('currency'),
    text('transactionId'),
  ];
  if (!merchantId || !orderId || !amount || !currency || !transactionId) return null;
  if (b.status !== 'paid' && b.status !== 'failed') return null;
  return { merchantId, orderId, amount, currency, transactionId, status: b.status };
}

export const testGateway: PaymentGateway = {
  code: 'testpay',

  // No network here: the pay URL is the platform's own page with the order signed into it.
  async createPayment(order: PaymentOrder, account: GatewayAccount) {
    const token = encodePayToken(
      {
        merchantId: account.merchantId,
        orderId: order.orderId,
        amount: order.amount,
        currency: order.currency,
        expiresAt: order.expiresAt.getTime(),
        returnUrl: order.returnUrl,
      },
      account.secret,
    );
    return { payUrl: `${TESTPAY_PATH}/${token}` };
  },

  merchantOf(callback) {
    return parseCallback(callback.rawBody)?.merchantId ?? null;
  },

  verifyCallback(callback, account) {
    const check = checkSignedRequest({
      secret: account.secret,
      timestamp: header(callback.headers, 'x-timestamp'),
      signature: header(callback.headers, 'x-signature'),
      rawBody: callback.rawBody,
    });
    if (check !== 'ok') return { refused: check };
    const body = parseCallback(callback.rawBody);
    if (!body || body.merchantId !== account.merchantId) return { refused: 'malformed' };
    const report: CallbackReport = {
      orderId: body.orderId,
      amount: body.amount,
      currency: body.currency,
      outcome: body.status,
      gatewayReference: body.transactionId,
    };
    return { report };
  },
};

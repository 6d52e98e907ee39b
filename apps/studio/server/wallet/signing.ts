import { createHmac } from 'node:crypto';

/**
 * The wallet protocol's signature (docs/api.md): hex HMAC-SHA256 of `"<timestamp>.<raw body>"` with the
 * vendor's secret, over the exact bytes sent.
 */
export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function signedHeaders(vassalage: string, secret: string, rawBody: string, now = Date.now()) {
  const timestamp = String(now);
  return {
    'content-type': 'application/json',
    'x-vendor-id': vassalage,
    'x-timestamp': timestamp,
    'x-signature': signBody(secret, timestamp, rawBody),
  };
}

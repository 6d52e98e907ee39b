import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed request's timestamp may be from our clock, either way (API.md: 5 minutes). */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/**
 * The signature of a server-to-server request, as API.md gives it for the vendor wallet protocol and the
 * payment callbacks use too: hex HMAC-SHA256 of `"<timestamp>.<raw body>"` with the shared secret. Signing the
 * raw bytes (not re-serialised JSON) means both sides agree whatever their JSON library does.
 */
export function signRequest(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export type SignatureCheck = 'ok' | 'bad-signature' | 'stale';

/**
 * Checks a request's `X-Timestamp` (milliseconds) and `X-Signature`. The comparison is constant-time, and a
 * timestamp outside the window is refused even with a good signature, so a captured request cannot be replayed
 * later.
 */
export function checkSignedRequest(props: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | string;
  now?: number;
}): SignatureCheck {
  const { timestamp, signature } = props;
  if (!timestamp || !/^\d{1,15}$/.test(timestamp) || !signature || !/^[0-9a-f]{64}$/i.test(signature))
    return 'bad-signature';
  const expected = Buffer.from(signRequest(props.secret, timestamp, props.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad-signature';
  if (Math.abs((props.now ?? Date.now()) - Number(timestamp)) > SIGNATURE_WINDOW_MS) return 'stale';
  return 'ok';
}

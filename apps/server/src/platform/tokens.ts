import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 256 random bits from node:crypto, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions store only this hash, so a copy of the table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(authorization.trim());
  return match ? match[1]! : null;
}

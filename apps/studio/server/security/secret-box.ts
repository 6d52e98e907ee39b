import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets at rest with AES-256-GCM under a key derived (HKDF-SHA256) from the studio's secret key and
 * a purpose, as the platform seals its own (apps/server security/secret-box.ts; the studio shares no code with
 * the platform): a copy of the studio database alone hands out neither vendor secrets nor launch tokens.
 * A sealed value reads `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export function secretBox(secretKey: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'croupier-studio', purpose, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    /** Throws when the value is not sealed, or was sealed under another key or purpose. */
    open(sealed: string): string {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || body === undefined || !tag) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;

/**
 * Whether a stored value is already sealed: a 12-byte IV and a 16-byte tag in base64url. Vendor secrets (hex) and
 * launch tokens (base64url) never contain a dot, so a plaintext one is never taken for a sealed one.
 */
export const isSealed = (value: string) =>
  /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]{22}$/.test(value);

/** What the studio keeps sealed, each under its own derived key. */
export interface StudioBoxes {
  /** The vendors' wallet HMAC secrets (vendor_credentials). */
  vendorSecrets: SecretBox;
  /** Real-money launch tokens (sessions, and the bets of wallet_calls that carry them). */
  launchTokens: SecretBox;
}

export const studioBoxes = (secretKey: string): StudioBoxes => ({
  vendorSecrets: secretBox(secretKey, 'vendor-secret'),
  launchTokens: secretBox(secretKey, 'launch-token'),
});

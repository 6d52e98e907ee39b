import { secretBox as sealedUnder, type SecretBox } from '@croupier/secret-box';

/** The studio's boxes: sealed under its own secret key, salted with the studio's name, one key per purpose. */
export const secretBox = (secretKey: string, purpose: string): SecretBox =>
  sealedUnder(secretKey, 'croupier-studio', purpose);

export type { SecretBox };

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

import { randomBytes } from 'node:crypto';
import { secretBox, type SecretBox } from '../security/index.ts';

/** The one purpose every vendor secret is sealed under (brief convention), so the wallet API can open it. */
export const VENDOR_SECRET_PURPOSE = 'vendor-wallet';

export const vendorSecretBox = (appSecret: string): SecretBox => secretBox(appSecret, VENDOR_SECRET_PURPOSE);

/** A new HMAC secret for the wallet protocol: 32 random bytes, hex. */
export const newVendorSecret = (): string => randomBytes(32).toString('hex');

/**
 * The vendor's HMAC secret, or null when there is none or it was sealed under another APP_SECRET (the
 * operator must rotate it then): callers treat both as "not connected" instead of failing with a 5xx.
 */
export function openVendorSecret(box: SecretBox, sealed: string | null | undefined): string | null {
  if (!sealed) return null;
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

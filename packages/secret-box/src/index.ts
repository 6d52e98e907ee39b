import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets at rest (authenticator keys, vendor secrets, launch tokens) with AES-256-GCM under a key
 * derived with HKDF-SHA256 from an installation's secret, a salt naming the service and a purpose, so a copy of a
 * database alone hands none of them out. A sealed value reads `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export function secretBox(installationSecret: string, salt: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', installationSecret, salt, purpose, 32));
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
    /** Throws when the value is not sealed, or was sealed under another secret, salt or purpose. */
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

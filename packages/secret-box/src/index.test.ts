import { describe, expect, it } from 'vitest';
import { secretBox } from './index.ts';

describe('secretBox', () => {
  const box = secretBox('an-installation-secret-of-enough-length', 'croupier', 'totp');

  it('opens what it sealed, with a fresh nonce each time', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses tampered values and other installations or purposes', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[2] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() =>
      secretBox('another-installation-secret-xxxxxxxxxx', 'croupier', 'totp').open(sealed),
    ).toThrow();
    expect(() =>
      secretBox('an-installation-secret-of-enough-length', 'croupier', 'other').open(sealed),
    ).toThrow();
    // Another service salting the same secret (the studio) cannot open the platform's values.
    expect(() =>
      secretBox('an-installation-secret-of-enough-length', 'croupier-studio', 'totp').open(sealed),
    ).toThrow();
  });
});

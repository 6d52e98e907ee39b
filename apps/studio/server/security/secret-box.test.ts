import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateStudioKey, STUDIO_KEY_FILE, StudioKeyError } from './key.ts';
import { isSealed, secretBox, studioBoxes } from './secret-box.ts';

const KEY = 'a-studio-secret-key-of-at-least-32-chars';

describe('sealing secrets at rest', () => {
  it('seals with a fresh IV each time and opens only under the same key and purpose', () => {
    const box = secretBox(KEY, 'vendor-secret');
    const secret = 'ab'.repeat(32);
    const [a, b] = [box.seal(secret), box.seal(secret)];
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(isSealed(a)).toBe(true);
    expect(box.open(a)).toBe(secret);
    expect(() => secretBox(`${KEY}!`, 'vendor-secret').open(a)).toThrow();
    expect(() => studioBoxes(KEY).launchTokens.open(a)).toThrow();
    // Tampering is detected, not decrypted to garbage.
    const [v, iv, body, tag] = a.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(() => box.open([v, iv, flipped, tag].join('.'))).toThrow();
  });

  it('never takes a plaintext vendor secret or launch token for a sealed value', () => {
    expect(isSealed('ab'.repeat(32))).toBe(false);
    expect(isSealed('v1' + 'x'.repeat(41))).toBe(false);
    expect(isSealed('v1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd')).toBe(false);
  });
});

describe('the studio secret key', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is made once into DATA_DIR (owner-only) and read back at every start', () => {
    const dir = folder();
    const first = loadOrCreateStudioKey(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, STUDIO_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateStudioKey(dir)).toBe(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ secretKey: first });
  });

  it('comes from STUDIO_SECRET_KEY when set, without touching DATA_DIR', () => {
    const dir = folder();
    expect(loadOrCreateStudioKey(dir, KEY)).toBe(KEY);
    expect(() => statSync(path.join(dir, STUDIO_KEY_FILE))).toThrow();
  });

  it('refuses a damaged key file instead of making a new key (the sealed secrets would be lost)', () => {
    const dir = folder();
    writeFileSync(path.join(dir, STUDIO_KEY_FILE), '{"secretKey":"short"}');
    expect(() => loadOrCreateStudioKey(dir)).toThrow(StudioKeyError);
    writeFileSync(path.join(dir, STUDIO_KEY_FILE), 'not json');
    expect(() => loadOrCreateStudioKey(dir)).toThrow(StudioKeyError);
  });
});

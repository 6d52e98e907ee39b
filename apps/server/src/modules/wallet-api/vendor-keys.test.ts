import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { signRequest } from '../../platform/signed-requests.ts';
import { connectVendor } from '../../test-support/vendor.ts';
import { secretBox } from '../security/index.ts';
import { UNKNOWN_LOOKUPS_PER_SECOND, UNKNOWN_VENDOR_TTL_MS, vendorKeys } from './vendor-keys.ts';

const APP_SECRET = 'vendor-keys-test-secret-0123456789abcdef';
let handle: DatabaseHandle;
let statements = 0;
/** The database as vendorKeys sees it, counting the statements it sends. */
let counted: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  counted = new Proxy(handle.db, {
    get(target, property, receiver) {
      if (property === 'execute')
        return (...args: Parameters<Database['execute']>) => {
          statements++;
          return target.execute(...args);
        };
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
});
afterAll(() => handle.close());
afterEach(() => vi.restoreAllMocks());

function signedBy(vassalage: string, secret: string) {
  const body = Buffer.from('{"playerId":"1"}');
  const timestamp = String(Date.now());
  return {
    headers: {
      'x-vendor-id': vassalage,
      'x-timestamp': timestamp,
      'x-signature': signRequest(secret, timestamp, body),
    },
    body,
  };
}

describe('vendor keys', () => {
  it('answers a flood of calls under an unknown vendor id with one lookup, and takes the vendor once onboarded', async () => {
    const keys = vendorKeys(counted, secretBox(APP_SECRET, 'vendor-wallet'));
    const call = signedBy('NEWCOMER', 'f'.repeat(64));
    statements = 0;
    for (let i = 0; i < 50; i++) expect(await keys.verify(call.headers, call.body)).toBeUndefined();
    expect(statements).toBe(1);

    const vendor = await connectVendor(handle.db, APP_SECRET, { vassalage: 'NEWCOMER' });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + UNKNOWN_VENDOR_TTL_MS + 1);
    const signed = signedBy('NEWCOMER', vendor.secret);
    expect(await keys.verify(signed.headers, signed.body)).toMatchObject({ vassalage: 'NEWCOMER' });
  });

  it('answers a flood of made-up vendor ids with a bounded number of lookups, and still knows a real vendor', async () => {
    const real = await connectVendor(handle.db, APP_SECRET, { vassalage: 'REAL' });
    const keys = vendorKeys(counted, secretBox(APP_SECRET, 'vendor-wallet'));
    // Within one second of the clock, so the bound is the per-second one.
    vi.spyOn(Date, 'now').mockReturnValue(Math.floor(Date.now() / 1_000) * 1_000 + 10);
    statements = 0;
    for (let i = 0; i < 300; i++) {
      const call = signedBy(`FAKE_${i}`, 'f'.repeat(64));
      expect(await keys.verify(call.headers, call.body)).toBeUndefined();
    }
    // A lookup for each of the first ids of the second, then one list of the vendors for all the others.
    expect(statements).toBe(UNKNOWN_LOOKUPS_PER_SECOND + 1);
    const signed = signedBy('REAL', real.secret);
    expect(await keys.verify(signed.headers, signed.body)).toMatchObject({ vassalage: 'REAL' });
  });
});

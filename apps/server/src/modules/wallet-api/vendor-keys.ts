import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { checkSignedRequest } from '../../platform/signed-requests.ts';
import type { SecretBox } from '../security/index.ts';
import type { CallingVendor } from '../gameplay/index.ts';

/**
 * How long an opened vendor secret is trusted without looking at the vendor row again. Opening the sealed
 * secret (AES-GCM) and reading the row on every call would cost more than the bet; after a rotation the old
 * secret keeps working for at most this long, and the new one works at once (a failed check looks again).
 */
export const VENDOR_KEY_TTL_MS = 5_000;
/** A failing signature looks the vendor up again at most this often, so bad calls cannot flood the database. */
const REFRESH_ON_FAILURE_MS = 1_000;
const VASSALAGE = /^[A-Z0-9_]{2,32}$/;

interface Entry {
  vendor: CallingVendor;
  sealed: string;
  secret: string;
  checkedAt: number;
}

interface VendorRow extends Record<string, unknown> {
  vassalage: string;
  secret_sealed: string | null;
  wallet_mode: string;
  enabled: boolean;
}

export interface SignedHeaders {
  'x-vendor-id'?: string | string[];
  'x-timestamp'?: string | string[];
  'x-signature'?: string | string[];
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

/** The vendors' wallet secrets, opened once and kept in memory; the row decides, the cache only saves work. */
export function vendorKeys(db: Database, box: SecretBox) {
  const cache = new Map<string, Entry>();

  async function load(vassalage: string, now: number): Promise<Entry | undefined> {
    const row = (
      (await db.execute(sql`
        select vassalage, secret_sealed, wallet_mode, enabled from vendors where vassalage = ${vassalage}`)) as unknown as {
        rows: VendorRow[];
      }
    ).rows[0];
    if (!row?.secret_sealed) {
      cache.delete(vassalage);
      return undefined;
    }
    const previous = cache.get(vassalage);
    const entry: Entry = {
      vendor: { vassalage: row.vassalage, walletMode: row.wallet_mode, enabled: row.enabled },
      sealed: row.secret_sealed,
      // Unchanged sealed value: the secret we opened is still the secret.
      secret: previous?.sealed === row.secret_sealed ? previous.secret : box.open(row.secret_sealed),
      checkedAt: now,
    };
    cache.set(vassalage, entry);
    return entry;
  }

  return {
    /** The vendor whose secret signed these exact bytes within the time window, or undefined. */
    async verify(headers: SignedHeaders, rawBody: Buffer): Promise<CallingVendor | undefined> {
      const vassalage = single(headers['x-vendor-id']);
      if (!vassalage || !VASSALAGE.test(vassalage)) return undefined;
      const now = Date.now();
      const signed = (entry: Entry) =>
        checkSignedRequest({
          secret: entry.secret,
          timestamp: single(headers['x-timestamp']),
          signature: single(headers['x-signature']),
          rawBody,
          now,
        });
      let entry = cache.get(vassalage);
      if (!entry || now - entry.checkedAt > VENDOR_KEY_TTL_MS) entry = await load(vassalage, now);
      if (!entry) return undefined;
      let result = signed(entry);
      if (result === 'bad-signature' && now - entry.checkedAt > REFRESH_ON_FAILURE_MS) {
        entry = await load(vassalage, now);
        result = entry ? signed(entry) : 'bad-signature';
      }
      return result === 'ok' ? entry!.vendor : undefined;
    },
  };
}

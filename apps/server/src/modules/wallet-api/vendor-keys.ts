import type { Database } from '../../db/client.ts';
import { checkSignedRequest } from '../../platform/signed-requests.ts';
import { connectedVendorIds, findVendorKey } from '../catalogue/index.ts';
import type { SecretBox } from '../security/index.ts';
import type { CallingVendor } from '../gameplay/index.ts';
import { onVendorKeyChange } from '../vendors/index.ts';

/**
 * How long an opened vendor secret is trusted without looking at the vendor row again. Opening the sealed
 * secret (AES-GCM) and reading the row on every call would cost more than the bet. A rotation or settings
 * change made through this process clears its entry at once; another process sharing the database keeps the
 * old secret for at most this long (the new one works at once: a failed check looks again).
 */
export const VENDOR_KEY_TTL_MS = 5_000;
/** A failing signature looks the vendor up again at most this often, so bad calls cannot flood the database. */
const REFRESH_ON_FAILURE_MS = 1_000;
/**
 * An id found to be no vendor (or one without a secret) is refused from memory this long, so a flood of calls
 * under it costs one lookup; a vendor onboarded under that id works once it has passed.
 */
export const UNKNOWN_VENDOR_TTL_MS = 3_000;
/**
 * Past this many unknown ids looked up in one second (a flood of made-up ids, each new), further new ids are
 * answered from the list of vendor ids, read at most once a second, instead of a lookup each.
 */
export const UNKNOWN_LOOKUPS_PER_SECOND = 20;
/** Past this many remembered unknown ids the memory starts again, instead of growing without bound. */
const MAX_UNKNOWN = 10_000;
const VASSALAGE = /^[A-Z0-9_]{2,32}$/;

interface Entry {
  vendor: CallingVendor;
  sealed: string;
  secret: string;
  checkedAt: number;
}

export interface SignedHeaders {
  'x-vendor-id'?: string | string[];
  'x-timestamp'?: string | string[];
  'x-signature'?: string | string[];
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

/** Which ids are no vendor, remembered briefly so that calls under them do not each cost a lookup. */
function unknownVendors(db: Database) {
  const unknown = new Map<string, number>();
  let second = 0;
  let lookups = 0;
  let list: { ids: Set<string>; at: number } | undefined;
  let listing: Promise<Set<string>> | undefined;

  async function vendorIds(now: number): Promise<Set<string>> {
    if (list && now - list.at < 1_000) return list.ids;
    listing ??= (async () => {
      list = { ids: new Set(await connectedVendorIds(db)), at: now };
      return list.ids;
    })().finally(() => {
      listing = undefined;
    });
    return listing;
  }

  function remember(vassalage: string, now: number) {
    if (unknown.size >= MAX_UNKNOWN) unknown.clear();
    unknown.set(vassalage, now);
  }

  return {
    remember,
    /** False when the id is known to be no vendor; true when it is worth looking up. */
    async mayExist(vassalage: string, now: number): Promise<boolean> {
      const since = unknown.get(vassalage);
      if (since !== undefined && now - since < UNKNOWN_VENDOR_TTL_MS) return false;
      const thisSecond = Math.floor(now / 1_000);
      if (thisSecond !== second) [second, lookups] = [thisSecond, 0];
      if (++lookups <= UNKNOWN_LOOKUPS_PER_SECOND) return true;
      if ((await vendorIds(now)).has(vassalage)) return true;
      remember(vassalage, now);
      return false;
    },
    forget(vassalage: string) {
      unknown.delete(vassalage);
    },
  };
}

/** The vendors' wallet secrets, opened once and kept in memory; the row decides, the cache only saves work. */
export function vendorKeys(db: Database, box: SecretBox) {
  const cache = new Map<string, Entry>();
  const unknown = unknownVendors(db);
  onVendorKeyChange(db, (vassalage) => {
    cache.delete(vassalage);
    unknown.forget(vassalage);
  });

  async function load(vassalage: string, now: number): Promise<Entry | undefined> {
    const row = await findVendorKey(db, vassalage);
    if (!row?.secretSealed) {
      cache.delete(vassalage);
      unknown.remember(vassalage, now);
      return undefined;
    }
    unknown.forget(vassalage);
    const previous = cache.get(vassalage);
    const entry: Entry = {
      vendor: { vassalage: row.vassalage, walletMode: row.walletMode, enabled: row.enabled },
      sealed: row.secretSealed,
      // Unchanged sealed value: the secret we opened is still the secret.
      secret: previous?.sealed === row.secretSealed ? previous.secret : box.open(row.secretSealed),
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
      if (!entry && !(await unknown.mayExist(vassalage, now))) return undefined;
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

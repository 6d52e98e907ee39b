import { createRequire } from 'node:module';
import { isIP } from 'node:net';

const require = createRequire(import.meta.url);
// geoip-country ships its database in the package and loads it into memory: no run-time download.
const geoip = require('geoip-country') as { lookup(ip: string): { country: string } | null };

/** ISO 3166 alpha-2 country of an IP address, or null for private, local and unknown addresses. */
export function countryOf(ip: string): string | null {
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIP(plain)) return null;
  return geoip.lookup(plain)?.country ?? null;
}

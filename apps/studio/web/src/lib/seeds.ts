/** Printable ASCII without spaces, 1–64 characters: the studio's rule for a client seed (engines/fairness/seeds.ts). */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export type SeedProblem = 'required' | 'tooLong' | 'characters' | null;

export function checkClientSeed(text: string): SeedProblem {
  if (text.length === 0) return 'required';
  if (text.length > 64) return 'tooLong';
  return CLIENT_SEED.test(text) ? null : 'characters';
}

export const isHex64 = (text: string) => /^[0-9a-f]{64}$/.test(text);

/** A fresh client seed suggestion: 16 random characters from the browser's CSPRNG (not money, only a seed). */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * SHA-256 of a server seed's 32 raw bytes (not of its hex text), as the studio commits it. Computed in the
 * browser so the player does not have to trust the server's answer; null where WebCrypto is unavailable
 * (plain http on a non-local host).
 */
export async function sha256OfSeed(serverSeed: string): Promise<string | null> {
  if (!isHex64(serverSeed) || !globalThis.crypto?.subtle) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(serverSeed.slice(2 * i, 2 * i + 2), 16);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

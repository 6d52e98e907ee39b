/**
 * Session storage keys the spec names (§4): the token lives in sessionStorage so it dies with the tab;
 * the merchant code outlives a logout so the next login lands on the same brand.
 */
const TOKEN_KEY = 'token';
const MERCHANT_KEY = 'merchantCode';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    // Storage can be disabled (private mode, sandboxed iframes); the site must still render.
    return fallback;
  }
}

export function readToken(): string | null {
  return safe(() => sessionStorage.getItem(TOKEN_KEY), null);
}

export function writeToken(token: string): void {
  safe(() => sessionStorage.setItem(TOKEN_KEY, token), undefined);
}

export function rememberMerchant(code: string): void {
  safe(() => {
    sessionStorage.setItem(MERCHANT_KEY, code);
    localStorage.setItem(MERCHANT_KEY, code);
  }, undefined);
}

/** Logout: everything in sessionStorage goes except the merchant code (spec §4). */
export function clearSession(): void {
  safe(() => {
    const merchant = sessionStorage.getItem(MERCHANT_KEY) ?? localStorage.getItem(MERCHANT_KEY);
    sessionStorage.clear();
    if (merchant) sessionStorage.setItem(MERCHANT_KEY, merchant);
  }, undefined);
}

export function readSessionValue(key: string): string | null {
  return safe(() => sessionStorage.getItem(key), null);
}

export function writeSessionValue(key: string, value: string): void {
  safe(() => sessionStorage.setItem(key, value), undefined);
}

export function readLocal(key: string): string | null {
  return safe(() => localStorage.getItem(key), null);
}

export function writeLocal(key: string, value: string): void {
  safe(() => localStorage.setItem(key, value), undefined);
}

const DEVICE_KEY = 'deviceId';
let memoryDeviceId: string | null = null;

/**
 * The browser's own random id, kept in localStorage and sent as `X-Device-Id`: the platform records it with
 * sign-ins, so a player who refers an account of their own from the same browser earns nothing (DOMAIN.md).
 * Without storage, the id lasts as long as the page.
 */
export function deviceId(): string {
  const stored = safe(() => localStorage.getItem(DEVICE_KEY), null);
  if (stored) return stored;
  // getRandomValues, unlike randomUUID, works on plain http too (a site reached by its LAN address).
  memoryDeviceId ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  safe(() => localStorage.setItem(DEVICE_KEY, memoryDeviceId!), undefined);
  return memoryDeviceId;
}

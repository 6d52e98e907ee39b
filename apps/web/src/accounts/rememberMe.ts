/**
 * Remember me (spec §4, 1 day). Only the username is kept: a password in a cookie would be readable by
 * any script on the page and sent with every request, so we deliberately do not store it.
 */
const COOKIE = 'rememberUsername';
const ONE_DAY_SECONDS = 24 * 60 * 60;

export interface CookieJar {
  cookie: string;
}

export function readRemembered(jar: CookieJar): string | null {
  for (const part of jar.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    try {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A username keeps it for a day; null (remember me unchecked) clears it. */
export function writeRemembered(jar: CookieJar, username: string | null, secure: boolean): void {
  const flags = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  jar.cookie = username
    ? `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${ONE_DAY_SECONDS}; ${flags}`
    : `${COOKIE}=; Max-Age=0; ${flags}`;
}

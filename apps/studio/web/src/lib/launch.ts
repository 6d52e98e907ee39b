import { LANGUAGES, type Language } from '@croupier/contracts/constants';
import type { Mode } from '../api/types.ts';

export type Theme = 'dark' | 'light';

export type Route =
  | { page: 'play'; vassalage: string; gameCode: string; token: string; mode: Mode }
  | { page: 'verify' }
  | { page: 'notFound' };

function segment(text: string | undefined): string {
  if (!text) return '';
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * Which page a URL shows. The platform launches `/play/{VASSALAGE}/{gameCode}?token=…&language=…&mode=…&theme=…`
 * (API.md "Launch"); the verifier lives at `/verify`.
 */
export function routeOf(pathname: string, search: string): Route {
  const parts = pathname.split('/').filter(Boolean);
  const params = new URLSearchParams(search);
  if (parts[0] === 'play' && parts.length === 3) {
    const vassalage = segment(parts[1]);
    const gameCode = segment(parts[2]);
    if (vassalage && gameCode) {
      return {
        page: 'play',
        vassalage,
        gameCode,
        token: params.get('token') ?? '',
        mode: params.get('mode') === 'demo' ? 'demo' : 'real',
      };
    }
  }
  if (parts.length === 1 && parts[0] === 'verify') return { page: 'verify' };
  return { page: 'notFound' };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The launch URL's `language`, else the device's first supported one, else English. */
export function languageOf(search: string, device: readonly string[]): Language {
  const asked = new URLSearchParams(search).get('language')?.toUpperCase();
  if (isLanguage(asked)) return asked;
  for (const tag of device) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (primary === 'zh') return 'CN';
    if (primary === 'th') return 'TH';
    if (primary === 'en') return 'EN';
  }
  return 'EN';
}

/** Dark is the default; the platform passes `theme=light` for a player who chose light. */
export function themeOf(search: string): Theme {
  return new URLSearchParams(search).get('theme') === 'light' ? 'light' : 'dark';
}

/**
 * The site's clock (`timeZone`, an IANA name the platform appends at launch), so the game's history shows the
 * times the site's betting record does; else the device's.
 */
export function timeZoneOf(search: string, device: string): string {
  const asked = new URLSearchParams(search).get('timeZone');
  if (!asked) return device;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: asked }).resolvedOptions().timeZone;
  } catch {
    return device;
  }
}

import { LANGUAGES, type Language } from '@croupier/contracts/constants';

export const HTML_LANG: Readonly<Record<Language, string>> = { EN: 'en', CN: 'zh-CN', TH: 'th' };

/** Names of each language in itself, so a lost visitor can always find their own. */
export const NATIVE_NAMES: Readonly<Record<Language, string>> = { EN: 'English', CN: '简体中文', TH: 'ไทย' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a BCP 47 device tag to a site language: zh* → CN, th* → TH, en* → EN. */
export function fromDeviceTag(tag: string): Language | null {
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'CN';
  if (primary === 'th') return 'TH';
  if (primary === 'en') return 'EN';
  return null;
}

/**
 * The language to show (spec §9): a stored choice the brand still offers; otherwise the first
 * supported device language; otherwise the brand default; otherwise EN.
 */
export function pickLanguage(input: {
  stored: string | null;
  device: readonly string[];
  offered: readonly string[];
  fallback: string;
}): Language {
  const offered = input.offered.filter(isLanguage);
  const allowed = (l: Language | null): l is Language =>
    l !== null && (offered.length === 0 || offered.includes(l));
  if (isLanguage(input.stored) && allowed(input.stored)) return input.stored;
  for (const tag of input.device) {
    const lang = fromDeviceTag(tag);
    if (allowed(lang)) return lang;
  }
  if (isLanguage(input.fallback) && allowed(input.fallback)) return input.fallback;
  return offered[0] ?? 'EN';
}

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@croupier/contracts/constants';
import { en } from './en.ts';
import { cn } from './cn.ts';
import { th } from './th.ts';

const LANG_KEY = 'adminLang';

/** BCP 47 tags for `<html lang>`, so screen readers and fonts pick the right script. */
export const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANG_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Storage disabled: fall back to the default.
  }
  return 'EN';
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'EN';
}

/** A text kept per language (banner titles, notice titles and contents) in the console's language, else English. */
export function titleInLanguage(titles: Partial<Record<string, string>>): string {
  return titles[currentLanguage()] || titles.EN || '';
}

export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // Not remembered; still switch for this page.
  }
  void i18n.changeLanguage(lang);
}

i18n.on('languageChanged', (lng) => {
  if (!isLanguage(lng)) return;
  document.documentElement.lang = HTML_LANG[lng];
  // The tab title is read out and shown in the task bar, so it follows the language too.
  document.title = `${i18n.t('app.title')} · Croupier`;
});

// Resources are bundled (three small languages), so init is synchronous and nothing flashes.
void i18n.use(initReactI18next).init({
  resources: { EN: { translation: en }, CN: { translation: cn }, TH: { translation: th } },
  lng: storedLanguage(),
  fallbackLng: 'EN',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@croupier/contracts';
import { readLocal, writeLocal } from '../session/storage.ts';
import { en } from './en.ts';
import { cn } from './cn.ts';
import { th } from './th.ts';
import { HTML_LANG, pickLanguage } from './language.ts';

// Before the site answers we do not know which languages the brand offers; all three are safe.
const initial = pickLanguage({
  stored: readLocal('lang'),
  device: typeof navigator === 'undefined' ? [] : navigator.languages,
  offered: ['EN', 'CN', 'TH'],
  fallback: 'EN',
});

void i18next.use(initReactI18next).init({
  resources: { EN: { translation: en }, CN: { translation: cn }, TH: { translation: th } },
  lng: initial,
  fallbackLng: 'EN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncHtml(lang: string): void {
  document.documentElement.lang = HTML_LANG[lang as Language] ?? 'en';
}
syncHtml(initial);
i18next.on('languageChanged', syncHtml);

/** A deliberate choice by the player: remembered under `lang`, the previous one under `hisLang`. */
export function chooseLanguage(lang: Language): void {
  const previous = readLocal('lang') ?? i18next.language;
  if (previous && previous !== lang) writeLocal('hisLang', previous);
  writeLocal('lang', lang);
  void i18next.changeLanguage(lang);
}

/** Once the brand's languages are known, make sure the shown one is among them. */
export function reconcileLanguage(offered: readonly string[], fallback: string): void {
  const lang = pickLanguage({ stored: readLocal('lang'), device: navigator.languages, offered, fallback });
  if (lang !== i18next.language) void i18next.changeLanguage(lang);
}

export { i18next };

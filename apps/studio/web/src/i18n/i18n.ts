import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@croupier/contracts/constants';
import { en } from './en.ts';
import { cn } from './cn.ts';
import { th } from './th.ts';

const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };

/** The language comes from the launch URL (the platform's player language); nothing is stored by the game. */
export function initI18n(language: Language): void {
  void i18next.use(initReactI18next).init({
    resources: { EN: { translation: en }, CN: { translation: cn }, TH: { translation: th } },
    lng: language,
    fallbackLng: 'EN',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const sync = (lang: string) => {
    document.documentElement.lang = HTML_LANG[lang as Language] ?? 'en';
  };
  sync(language);
  i18next.on('languageChanged', sync);
}

export { i18next };

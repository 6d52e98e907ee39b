import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@croupier/contracts';
import { readLocal, writeLocal } from '../session/storage.ts';
import type { Dictionary } from './en.ts';
import { enCore } from './en-core.ts';
import { HTML_LANG, pickLanguage } from './language.ts';

/**
 * English is built in (the source and the fallback); Chinese and Thai are their own chunks, fetched when shown,
 * so an English page does not download the words of two other languages before its first paint.
 */
const LOADERS: Readonly<Record<Exclude<Language, 'EN'>, () => Promise<Dictionary>>> = {
  CN: () => import('./cn.ts').then((m) => m.cn),
  TH: () => import('./th.ts').then((m) => m.th),
};

async function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'EN' || i18next.hasResourceBundle(lang, 'translation')) return;
  i18next.addResourceBundle(lang, 'translation', await LOADERS[lang]());
}

let englishPages: Promise<void> | undefined;

/**
 * The English words of the member pages and wallet dialogs, a chunk of their own: every lazy page waits for them
 * (routes/lazyPage.ts), so the first screen does not carry them. Chinese and Thai come whole with their language.
 */
export function englishPagesReady(): Promise<void> {
  englishPages ??= import('./en-pages.ts').then(({ enPages }) => {
    i18next.addResourceBundle('EN', 'translation', enPages, true, true);
  });
  return englishPages;
}

/** Shows `lang` once its words are here; a failed fetch leaves the page in the language it had. */
function switchTo(lang: Language): void {
  loadLanguage(lang).then(
    () => i18next.changeLanguage(lang),
    () => undefined,
  );
}

// Before the site answers we do not know which languages the brand offers; all three are safe.
export const initialLanguage = pickLanguage({
  stored: readLocal('lang'),
  device: typeof navigator === 'undefined' ? [] : navigator.languages,
  offered: ['EN', 'CN', 'TH'],
  fallback: 'EN',
});

void i18next.use(initReactI18next).init({
  resources: { EN: { translation: enCore } },
  lng: initialLanguage,
  // Chinese and Thai arrive by loadLanguage; the first render waits for i18nReady.
  partialBundledLanguages: true,
  fallbackLng: 'EN',
  interpolation: { escapeValue: false },
  returnNull: false,
});

function syncHtml(lang: string): void {
  document.documentElement.lang = HTML_LANG[lang as Language] ?? 'en';
}
syncHtml(initialLanguage);
i18next.on('languageChanged', syncHtml);

/** Resolves once the words of the first language shown are here: the entry waits for it before rendering. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage).catch(() => undefined);

/** A deliberate choice by the player: remembered under `lang`, the previous one under `hisLang`. */
export function chooseLanguage(lang: Language): void {
  const previous = readLocal('lang') ?? i18next.language;
  if (previous && previous !== lang) writeLocal('hisLang', previous);
  writeLocal('lang', lang);
  switchTo(lang);
}

/** Once the brand's languages are known, make sure the shown one is among them. */
export function reconcileLanguage(offered: readonly string[], fallback: string): void {
  const lang = pickLanguage({ stored: readLocal('lang'), device: navigator.languages, offered, fallback });
  if (lang !== i18next.language) switchTo(lang);
}

export { i18next };

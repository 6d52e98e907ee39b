import type { Translations } from '@croupier/contracts';
import { validationFailed } from './domain-errors.ts';

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/;

/** An operator-entered name as stored: one line, spaces collapsed; control characters are refused as `field`. */
export function oneLineName(text: string, field: string): string {
  const name = text.trim().replace(/\s+/g, ' ');
  if (CONTROLS.test(name)) throw validationFailed({ [field]: 'INVALID' }, 'A name is one line of text.');
  return name;
}

/**
 * A name's CN and TH translations as stored: each one line, empty ones dropped so the English name shows
 * instead. Errors name the language under `field`, as `names.CN`.
 */
export function storedTranslations(translations: Translations | undefined, field: string): Translations {
  const kept: Translations = {};
  for (const language of ['CN', 'TH'] as const) {
    const name = oneLineName(translations?.[language] ?? '', `${field}.${language}`);
    if (name) kept[language] = name;
  }
  return kept;
}

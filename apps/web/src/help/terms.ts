import type { Language } from '@croupier/contracts';
import { termsCn } from './terms-cn.ts';
import { termsEn } from './terms-en.ts';
import { termsTh } from './terms-th.ts';
import type { TermsText } from './terms-text.ts';

const TERMS: Readonly<Record<Language, TermsText>> = { EN: termsEn, CN: termsCn, TH: termsTh };

export function termsFor(language: string): TermsText {
  return TERMS[language as Language] ?? termsEn;
}

export function withBrand(text: string, brand: string): string {
  return text.replaceAll('{{brand}}', brand);
}

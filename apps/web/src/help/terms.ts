import type { Language } from '@croupier/contracts';
import { termsCn } from './terms-cn.ts';
import { termsEn } from './terms-en.ts';
import { termsTh } from './terms-th.ts';

/** The published terms in one language; `{{brand}}` stands for the brand's name. */
export interface TermsText {
  title: string;
  notice: string;
  sections: readonly { title: string; body: readonly string[] }[];
}

const TERMS: Readonly<Record<Language, TermsText>> = { EN: termsEn, CN: termsCn, TH: termsTh };

export function termsFor(language: string): TermsText {
  return TERMS[language as Language] ?? termsEn;
}

export function withBrand(text: string, brand: string): string {
  return text.replaceAll('{{brand}}', brand);
}

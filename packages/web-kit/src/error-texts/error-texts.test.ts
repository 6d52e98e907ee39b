import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES, STUDIO_ERROR_CODES } from '@croupier/contracts/constants';
import { CLIENT_ERROR_CODES, errorTexts } from './index.ts';

describe('error texts', () => {
  it('word every error code of the contracts in EN, CN and TH for players and operators', () => {
    for (const language of LANGUAGES) {
      for (const audience of ['player', 'console'] as const) {
        const texts: Record<string, string> = errorTexts(audience, language);
        for (const code of ERROR_CODES)
          expect(texts[code]?.trim(), `${audience} ${language} ${code}`).toBeTruthy();
      }
    }
  });

  it('word what the console makes up itself, and every studio code, in every language', () => {
    for (const language of LANGUAGES) {
      const console: Record<string, string> = errorTexts('console', language);
      for (const code of [...CLIENT_ERROR_CODES, 'CONFLICT']) expect(console[code], code).toBeTruthy();
      const studio: Record<string, string> = errorTexts('studio', language);
      for (const code of [...STUDIO_ERROR_CODES, 'NETWORK']) expect(studio[code], code).toBeTruthy();
    }
  });

  it('has no text for a code the contracts do not know', () => {
    const known = new Set<string>([...ERROR_CODES, ...CLIENT_ERROR_CODES, 'CONFLICT']);
    for (const language of LANGUAGES) {
      for (const code of Object.keys(errorTexts('console', language)))
        expect(known.has(code), code).toBe(true);
    }
  });

  it('says it differently in each language', () => {
    const [en, cn, th] = LANGUAGES.map((language) => errorTexts('player', language).INSUFFICIENT_FUNDS);
    expect(new Set([en, cn, th]).size).toBe(3);
  });
});

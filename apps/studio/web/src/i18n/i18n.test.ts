import { describe, expect, it } from 'vitest';
import { STUDIO_ERROR_CODES } from '@croupier/contracts/constants';
import { ART_SETS, MOTIFS } from '../games/slots/themes.ts';
import { cn } from './cn.ts';
import { en } from './en.ts';
import { th } from './th.ts';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe('studio translations', () => {
  it('have the same keys in every language', () => {
    const reference = entries(en)
      .map(([k]) => k)
      .sort();
    expect(
      entries(cn)
        .map(([k]) => k)
        .sort(),
    ).toEqual(reference);
    expect(
      entries(th)
        .map(([k]) => k)
        .sort(),
    ).toEqual(reference);
  });

  it('keep every placeholder of the English text', () => {
    const english = new Map(entries(en));
    for (const dict of [cn, th])
      for (const [key, text] of entries(dict))
        expect([key, placeholders(text)]).toEqual([key, placeholders(english.get(key)!)]);
  });

  it('translate every API error code and every slot motif', () => {
    for (const dict of [en, cn, th]) {
      for (const code of [...STUDIO_ERROR_CODES, 'NETWORK'] as const) expect(dict.errors[code]).toBeTruthy();
      for (const motif of MOTIFS) {
        const drawn = ART_SETS[motif];
        if (drawn)
          for (const name of drawn) expect(dict.slot.art[name as keyof typeof dict.slot.art]).toBeTruthy();
        else
          expect(Object.keys(dict.slot.high[motif as keyof typeof dict.slot.high])).toEqual([
            'H1',
            'H2',
            'H3',
            'H4',
            'H5',
          ]);
      }
    }
  });

  it('are not left in English', () => {
    const english = new Map(entries(en));
    // Names, examples and symbols that are the same in every language.
    const same =
      /^(slot\.lines|slot\.ways|roulette\.outside\.(low|high)|verify\.hint\.bets_|baccarat\.short|.*\.pays$)/;
    for (const dict of [cn, th]) {
      const untranslated = entries(dict).filter(
        ([key, text]) => text === english.get(key) && /[a-z]{3}/i.test(text) && !same.test(key),
      );
      expect(untranslated).toEqual([]);
    }
  });
});

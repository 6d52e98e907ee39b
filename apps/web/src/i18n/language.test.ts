import { describe, expect, it } from 'vitest';
import { fromDeviceTag, pickLanguage } from './language.ts';
import { en } from './en.ts';
import { cn } from './cn.ts';
import { th } from './th.ts';
import { ERROR_CODES, PATTERN_IDS } from '@croupier/contracts/constants';

const offered = ['EN', 'CN', 'TH'];

describe('language choice', () => {
  it('maps device tags', () => {
    expect(fromDeviceTag('zh-TW')).toBe('CN');
    expect(fromDeviceTag('zh')).toBe('CN');
    expect(fromDeviceTag('th-TH')).toBe('TH');
    expect(fromDeviceTag('en-GB')).toBe('EN');
    expect(fromDeviceTag('fr-FR')).toBeNull();
  });

  it('prefers a stored choice the brand still offers', () => {
    expect(pickLanguage({ stored: 'TH', device: ['zh-CN'], offered, fallback: 'EN' })).toBe('TH');
    expect(pickLanguage({ stored: 'TH', device: ['zh-CN'], offered: ['EN', 'CN'], fallback: 'EN' })).toBe(
      'CN',
    );
  });

  it('uses the first supported device language on a first visit', () => {
    expect(pickLanguage({ stored: null, device: ['fr-FR', 'th-TH', 'en-US'], offered, fallback: 'EN' })).toBe(
      'TH',
    );
  });

  it('falls back to the site default, then to the first offered', () => {
    expect(pickLanguage({ stored: null, device: ['fr-FR'], offered, fallback: 'CN' })).toBe('CN');
    expect(pickLanguage({ stored: 'XX', device: [], offered: ['TH'], fallback: 'EN' })).toBe('TH');
  });
});

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
}

describe('translations', () => {
  it('have the same keys in every language', () => {
    const reference = keys(en).sort();
    expect(keys(cn).sort()).toEqual(reference);
    expect(keys(th).sort()).toEqual(reference);
  });

  it('translate every error code', () => {
    for (const code of ERROR_CODES) {
      expect(en.errors).toHaveProperty(code);
      expect(cn.errors).toHaveProperty(code);
      expect(th.errors).toHaveProperty(code);
    }
  });
});

describe('account texts', () => {
  it('has a rule text for every pattern id, with the bounds where they apply', () => {
    for (const dict of [en, cn, th]) {
      expect(Object.keys(dict.fieldRules).sort()).toEqual([...PATTERN_IDS].sort());
      expect(dict.fieldRules.LENGTH).toContain('{{max}}');
    }
  });
});

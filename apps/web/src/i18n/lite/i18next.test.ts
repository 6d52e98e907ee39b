import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import i18next, { interpolate } from './i18next.ts';
import { withComponents } from './react-i18next.tsx';

describe('the site’s own i18next', () => {
  it('looks up nested keys, plurals by count, interpolation and the fallback language', async () => {
    await i18next.init({
      resources: {
        EN: {
          translation: {
            common: { games_one: '{{count}} game', games_other: '{{count}} games', hi: 'Hi {{name}}' },
            only: { en: 'English only' },
          },
        },
      },
      lng: 'EN',
      fallbackLng: 'EN',
    });
    i18next.addResourceBundle('TH', 'translation', { common: { games_other: '{{count}} เกม' } });
    expect(i18next.hasResourceBundle('TH', 'translation')).toBe(true);
    expect(i18next.t('common.games', { count: 1 })).toBe('1 game');
    expect(i18next.t('common.games', { count: 2 })).toBe('2 games');
    expect(i18next.t('common.hi', { name: 'Ann' })).toBe('Hi Ann');
    expect(i18next.t('no.such.key')).toBe('no.such.key');
    expect(i18next.t('no.such.key', { defaultValue: 'SLOTS' })).toBe('SLOTS');
    expect(i18next.t('common')).toBe('common');

    const seen: string[] = [];
    i18next.on('languageChanged', (language) => seen.push(language));
    await i18next.changeLanguage('TH');
    expect(seen).toEqual(['TH']);
    expect(i18next.language).toBe('TH');
    expect(i18next.t('common.games', { count: 1 })).toBe('1 เกม');
    expect(i18next.t('only.en')).toBe('English only');
    expect(i18next.getFixedT('EN')('common.games', { count: 1 })).toBe('1 game');
  });

  it('leaves a value that is not given empty, as i18next does', () => {
    expect(interpolate('{{a}} and {{ b }}', { a: 1 })).toBe('1 and ');
  });

  it('puts the named components of a text in place of their tags', () => {
    const parts = withComponents('Read the <terms>terms</terms>.', {
      terms: createElement('a', { href: '/help' }),
    });
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe('Read the ');
    expect((parts[1] as { props: { children: string; href: string } }).props).toMatchObject({
      href: '/help',
      children: 'terms',
    });
    expect(parts[2]).toBe('.');
  });
});

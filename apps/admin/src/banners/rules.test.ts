import { describe, expect, it } from 'vitest';
import { bannerBody, byGroup, newBanner, validateBanner } from './rules.ts';

describe('banner editor rules', () => {
  it('needs an image, an English title and a target that fits the click action', () => {
    const errors = validateBanner({ ...newBanner(), linkageType: 'url', linkageTarget: 'not a url' });
    expect(errors.url?.key).toBe('fieldErrors.REQUIRED');
    expect(errors['titles.EN']?.key).toBe('banners.v.titleEn');
    expect(errors.linkageTarget?.key).toBe('banners.v.url');
    expect(
      validateBanner({ ...newBanner(), linkageType: 'category', linkageTarget: 'live' }).linkageTarget?.key,
    ).toBe('banners.v.category');
  });

  it('drops empty titles, and the target and call to action of a banner that opens nothing', () => {
    const values = {
      ...newBanner('LIVE'),
      url: '/art/banners/live.svg',
      linkageTarget: '/leftover',
      titles: { EN: ' Live tables ', CN: '', TH: 'โต๊ะสด' },
      actions: { EN: 'Play now', CN: '', TH: '' },
      sortOrder: '5',
    };
    expect(validateBanner(values)).toEqual({});
    expect(bannerBody(values)).toEqual({
      groupName: 'LIVE',
      url: '/art/banners/live.svg',
      linkageType: 'none',
      linkageTarget: '',
      titles: { EN: 'Live tables', TH: 'โต๊ะสด' },
      actions: {},
      enabled: true,
      sortOrder: 5,
    });
    const linked = { ...values, linkageType: 'category' as const, linkageTarget: '/live' };
    expect(bannerBody(linked).actions).toEqual({ EN: 'Play now' });
    expect(
      validateBanner({ ...linked, actions: { EN: 'x'.repeat(41), CN: '', TH: '' } })['actions.EN'],
    ).toEqual({
      key: 'vendors.v.tooLong',
      values: { max: 40 },
    });
  });

  it('lists groups in their fixed order and banners by their order', () => {
    const banner = (id: string, groupName: 'w_home' | 'w_login', sortOrder: number) => ({
      id,
      groupName,
      url: '/x.svg',
      linkageType: 'none' as const,
      linkageTarget: '',
      titles: {},
      actions: {},
      enabled: true,
      sortOrder,
    });
    const groups = byGroup([banner('a', 'w_login', 1), banner('b', 'w_home', 2), banner('c', 'w_home', 1)]);
    expect(groups.map(([g, list]) => [g, list.map((b) => b.id)])).toEqual([
      ['w_home', ['c', 'b']],
      ['w_login', ['a']],
    ]);
  });
});

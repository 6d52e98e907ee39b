import { describe, expect, it } from 'vitest';
import { ISO_COUNTRY_COUNT, moveItem, parseCountry, parseIp, validateCustomerService } from './validation.ts';

describe('parseCountry', () => {
  it('uppercases and accepts ISO alpha-2 codes', () => {
    expect(parseCountry(' us ', [])).toEqual({ value: 'US' });
    expect(parseCountry('th', ['US'])).toEqual({ value: 'TH' });
  });
  it('rejects unknown, malformed, empty and duplicate codes', () => {
    expect(parseCountry('ZZ', [])).toEqual({ error: 'COUNTRY' });
    expect(parseCountry('USA', [])).toEqual({ error: 'COUNTRY' });
    expect(parseCountry('1A', [])).toEqual({ error: 'COUNTRY' });
    expect(parseCountry('', [])).toEqual({ error: 'REQUIRED' });
    expect(parseCountry('us', ['US'])).toEqual({ error: 'DUPLICATE' });
  });
  it('knows all 249 assigned codes plus XK', () => {
    expect(ISO_COUNTRY_COUNT).toBe(250);
  });
});

describe('parseIp', () => {
  it('accepts IPv4 and IPv6', () => {
    for (const ip of [
      '1.2.3.4',
      '255.255.255.255',
      '::1',
      '2001:db8::8a2e:370:7334',
      '::ffff:192.0.2.1',
      '1:2:3:4:5:6:7:8',
    ]) {
      expect(parseIp(ip, [])).toEqual({ value: ip });
    }
  });
  it('rejects malformed addresses and duplicates', () => {
    for (const ip of [
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'abc',
      '10.0.0.0/8',
      'gggg::1',
    ]) {
      expect(parseIp(ip, [])).toEqual({ error: 'IP' });
    }
    expect(parseIp('::A', ['::a'])).toEqual({ error: 'DUPLICATE' });
  });
});

describe('validateCustomerService', () => {
  it('checks title and the allowed URL schemes per row', () => {
    const errors = validateCustomerService([
      { csType: 'LIVECHAT', title: 'Chat', csPosition: 'BOTH', url: 'https://chat.example' },
      { csType: 'TELEGRAM', title: '', csPosition: 'LEFT', url: 'tg://resolve?domain=x' },
      { csType: 'LINE', title: 'Line', csPosition: 'RIGHT', url: 'javascript:alert(1)' },
      { csType: 'FACEBOOK', title: 'Mail', csPosition: 'RIGHT', url: 'mailto:help@example.com' },
    ]);
    expect(errors).toEqual({ '1.title': 'REQUIRED', '2.url': 'URL_SCHEME' });
  });
  it('checks the Chinese and Thai titles’ length; they may be left out', () => {
    const link = {
      csType: 'LIVECHAT',
      title: 'Chat',
      csPosition: 'BOTH',
      url: 'https://chat.example',
    } as const;
    expect(validateCustomerService([{ ...link, titles: { CN: '在线客服', TH: '' } }])).toEqual({});
    expect(validateCustomerService([link, { ...link, titles: { TH: 'ก'.repeat(81) } }])).toEqual({
      '1.titles.TH': 'TOO_LONG',
    });
  });
});

describe('moveItem', () => {
  it('swaps neighbours and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

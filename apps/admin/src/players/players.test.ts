import { describe, expect, it } from 'vitest';
import { parsePage, parsePlayerFilters, playerFiltersToParams, playersApiPath } from './filters.ts';
import { deviceLabel, playerTypeLabel, profileLabelKey, sortProfileEntries } from './labels.ts';
import { REASON_MAX, parseTag, validateReason } from './validate.ts';
import { canActOnPlayers } from '../operators/roles.ts';

describe('player filters in the URL', () => {
  it('reads q, status, tag and page, trimming and defaulting', () => {
    expect(
      parsePlayerFilters(new URLSearchParams('q=%20%2B66812%20&status=frozen&tag=%20Whale&page=3')),
    ).toEqual({
      q: '+66812',
      status: 'frozen',
      tag: 'whale',
      page: 3,
    });
    expect(parsePlayerFilters(new URLSearchParams(''))).toEqual({ q: '', status: null, tag: '', page: 1 });
  });

  it('ignores an unknown status and a bad page', () => {
    expect(parsePlayerFilters(new URLSearchParams('status=deleted&page=-2'))).toEqual({
      q: '',
      status: null,
      tag: '',
      page: 1,
    });
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(playerFiltersToParams({ q: '', status: null, tag: '', page: 1 })).toEqual({});
    const filters = { q: 'a@b.co', status: 'active' as const, tag: 'ลูกค้าใหม่', page: 2 };
    const params = new URLSearchParams(playerFiltersToParams(filters));
    expect(parsePlayerFilters(params)).toEqual(filters);
  });

  it('builds the API path with an encoded query and the page size', () => {
    expect(playersApiPath({ q: '+66 81', status: null, tag: '', page: 1 }, 50)).toBe(
      '/players?q=%2B66+81&page=1&pageSize=50',
    );
    expect(playersApiPath({ q: '', status: 'frozen', tag: 'whale', page: 4 }, 20)).toBe(
      '/players?status=frozen&tag=whale&page=4&pageSize=20',
    );
  });
});

describe('player labels', () => {
  it('labels trial before agent before member', () => {
    expect(playerTypeLabel({ isAgent: false, isTrial: false })).toBe('member');
    expect(playerTypeLabel({ isAgent: true, isTrial: false })).toBe('agent');
    expect(playerTypeLabel({ isAgent: true, isTrial: true })).toBe('trial');
  });

  it('finds labels for registration field names in any case', () => {
    expect(profileLabelKey('payeeName')).toBe('players.profileKeys.realName');
    expect(profileLabelKey('realName')).toBe('players.profileKeys.realName');
    expect(profileLabelKey('LINE')).toBe('players.profileKeys.line');
    expect(profileLabelKey('favouriteColour')).toBeNull();
  });

  it('orders known profile fields first, the rest alphabetically', () => {
    const sorted = sortProfileEntries({ zeta: '1', birthday: '2000-01-01', alpha: '2', payeeName: 'Som' });
    expect(sorted.map(([key]) => key)).toEqual(['payeeName', 'birthday', 'alpha', 'zeta']);
  });

  it('names browser and system from a user agent', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(
      'Edge · Windows',
    );
    expect(deviceLabel('curl/8.5.0')).toBeNull();
  });
});

describe('freeze reason', () => {
  it('requires 1 to 200 characters after trimming', () => {
    expect(validateReason('')).toBe('REQUIRED');
    expect(validateReason('   ')).toBe('REQUIRED');
    expect(validateReason('Chargeback fraud')).toBeNull();
    expect(validateReason('x'.repeat(REASON_MAX))).toBeNull();
    expect(validateReason('x'.repeat(REASON_MAX + 1))).toBe('TOO_LONG');
    expect(validateReason(`  ${'x'.repeat(REASON_MAX)}  `)).toBeNull();
  });
});

describe('player action roles', () => {
  it('lets owner, admin and support act; finance and viewer only read', () => {
    expect(canActOnPlayers('owner')).toBe(true);
    expect(canActOnPlayers('admin')).toBe(true);
    expect(canActOnPlayers('support')).toBe(true);
    expect(canActOnPlayers('finance')).toBe(false);
    expect(canActOnPlayers('viewer')).toBe(false);
    expect(canActOnPlayers(undefined)).toBe(false);
  });
});

describe('a tag typed into the editor', () => {
  it('is kept as the server stores it, or refused with the field reason the server would give', () => {
    expect(parseTag(' Whale ', [])).toEqual({ value: 'whale' });
    expect(parseTag('老客户', [])).toEqual({ value: '老客户' });
    expect(parseTag('WHALE', ['whale'])).toEqual({ error: 'DUPLICATE' });
    expect(parseTag('x'.repeat(31), [])).toEqual({ error: 'TOO_LONG' });
    expect(parseTag('a.b', [])).toEqual({ error: 'INVALID' });
  });
});

import { describe, expect, it } from 'vitest';
import { betFiltersToParams, betQuery, isBetFiltered, parseBetFilters } from './betFilters.ts';

const TODAY = '2026-03-15';

describe('betting record filters', () => {
  it('opens on today with no filters', () => {
    const filters = parseBetFilters(new URLSearchParams(), TODAY);
    expect(filters).toMatchObject({ range: 'today', from: TODAY, to: TODAY, page: 1, gameType: null });
    expect(isBetFiltered(filters)).toBe(false);
    expect(betQuery(filters)).toBe(`from=${TODAY}&to=${TODAY}&page=1&pageSize=20`);
  });

  it('reads every filter from the address and writes it back, keeping the member page parameter', () => {
    const params = new URLSearchParams(
      'page=personalHistoryCopy&range=custom&from=2026-03-01&to=2026-03-10&gameType=LIVE&vassalage=EVO&status=settled&pageNo=3',
    );
    const filters = parseBetFilters(params, TODAY);
    expect(filters).toEqual({
      range: 'custom',
      from: '2026-03-01',
      to: '2026-03-10',
      gameType: 'LIVE',
      vassalage: 'EVO',
      status: 'settled',
      page: 3,
    });
    expect(betFiltersToParams(filters, new URLSearchParams('page=personalHistoryCopy')).toString()).toBe(
      params.toString(),
    );
    expect(betQuery(filters)).toBe(
      'from=2026-03-01&to=2026-03-10&gameType=LIVE&vassalage=EVO&status=settled&page=3&pageSize=20',
    );
    expect(betQuery(filters, { periodOnly: true })).toBe('from=2026-03-01&to=2026-03-10');
  });

  it('falls back to defaults for anything it cannot read', () => {
    const filters = parseBetFilters(
      new URLSearchParams(
        'range=custom&from=2026-03-10&to=2026-03-01&gameType=POKER&vassalage=a%20b&status=x',
      ),
      TODAY,
    );
    expect(filters).toMatchObject({ range: 'today', gameType: null, vassalage: null, status: null });
  });

  it('turns a preset into brand days', () => {
    expect(parseBetFilters(new URLSearchParams('range=7d'), TODAY)).toMatchObject({
      from: '2026-03-09',
      to: TODAY,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { outboxApiPath, outboxFiltersToParams, parseOutboxFilters } from './filters.ts';

describe('outbox filter in the URL', () => {
  it('maps the outbox recipient filter the same way', () => {
    expect(parseOutboxFilters(new URLSearchParams('to=%2B66812&page=2'))).toEqual({ to: '+66812', page: 2 });
    expect(outboxApiPath({ to: 'x@y.z', page: 1 }, 50)).toBe('/outbox?to=x%40y.z&page=1&pageSize=50');
  });

  it('leaves defaults out of the URL', () => {
    expect(outboxFiltersToParams({ to: '', page: 1 })).toEqual({});
    expect(outboxFiltersToParams({ to: '+66812', page: 3 })).toEqual({ to: '+66812', page: '3' });
  });
});

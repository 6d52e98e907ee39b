import { describe, expect, it } from 'vitest';
import {
  NO_TRANSFER_FILTERS,
  isStuck,
  parseTransferFilters,
  transferFiltersToParams,
  transfersApiPath,
} from './rules.ts';

describe('the vendor transfer filters', () => {
  it('read the URL, dropping what the server would refuse', () => {
    expect(
      parseTransferFilters(new URLSearchParams('q= alice &vassalage=HOLDS&status=pending&page=3')),
    ).toEqual({ q: 'alice', vassalage: 'HOLDS', status: 'pending', page: 3 });
    expect(parseTransferFilters(new URLSearchParams('vassalage=no-such&status=stuck&page=-2'))).toEqual(
      NO_TRANSFER_FILTERS,
    );
    expect(parseTransferFilters(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('keep the plain list at a plain URL and always ask the server for a page', () => {
    expect(transferFiltersToParams(NO_TRANSFER_FILTERS)).toEqual({});
    expect(transfersApiPath(NO_TRANSFER_FILTERS, 20)).toBe('/vendor-transfers?page=1&pageSize=20');
    expect(transfersApiPath({ q: 'bob 1', vassalage: 'HOLDS', status: 'refused', page: 2 }, 20)).toBe(
      '/vendor-transfers?q=bob+1&vassalage=HOLDS&status=refused&page=2&pageSize=20',
    );
  });

  it('call a pending transfer stuck once the retry job has asked about it', () => {
    expect(isStuck({ status: 'pending', attempts: 0 })).toBe(false);
    expect(isStuck({ status: 'pending', attempts: 2 })).toBe(true);
    expect(isStuck({ status: 'refused', attempts: 2 })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  billFiltersToParams,
  billFiltersToQuery,
  hasOpenShortfall,
  parseBillFilters,
  validateShortfall,
} from './bill-rules.ts';

const TODAY = '2026-03-18';

describe('the console dividend bills', () => {
  it('show every period unless one is chosen, so an old open shortfall is not hidden', () => {
    const filters = parseBillFilters(new URLSearchParams('status=nonsense&shortfall=open'), TODAY);
    expect(filters).toEqual({ status: '', openShortfall: true, period: null });
    expect(billFiltersToQuery(filters)).toEqual({ openShortfall: 'true' });
    expect(billFiltersToParams(filters)).toEqual({ shortfall: 'open' });
  });

  it('keep a preset by name in the URL (the agent pages’ default too) and ask the server for its days', () => {
    const filters = parseBillFilters(new URLSearchParams('status=shortfall&range=thisMonth'), TODAY);
    expect(filters.period).toEqual({ choice: 'thisMonth', from: '2026-03-01', to: '2026-03-18' });
    expect(billFiltersToParams(filters)).toEqual({ status: 'shortfall', range: 'thisMonth' });
    expect(billFiltersToQuery(filters)).toEqual({
      status: 'shortfall',
      from: '2026-03-01',
      to: '2026-03-18',
    });
    const custom = parseBillFilters(new URLSearchParams('range=custom&from=2026-02-01&to=2026-02-15'), TODAY);
    expect(billFiltersToParams(custom)).toEqual({ range: 'custom', from: '2026-02-01', to: '2026-02-15' });
  });

  it('offer to settle only a shortfall nobody decided yet', () => {
    expect(hasOpenShortfall({ shortfall: '310.00', shortfallResolution: null })).toBe(true);
    expect(hasOpenShortfall({ shortfall: '310.00', shortfallResolution: 'written_off' })).toBe(false);
    expect(hasOpenShortfall({ shortfall: '0.00', shortfallResolution: null })).toBe(false);
    expect(hasOpenShortfall({ shortfall: '0', shortfallResolution: null })).toBe(false);
  });

  it('ask for a choice made on purpose and a reason before settling', () => {
    expect(validateShortfall({ resolution: '', reason: ' ' })).toEqual({
      resolution: 'CHOOSE',
      reason: 'REQUIRED',
    });
    expect(validateShortfall({ resolution: 'platform_paid', reason: 'x'.repeat(201) })).toEqual({
      reason: 'TOO_LONG',
    });
    expect(validateShortfall({ resolution: 'written_off', reason: 'upline left the brand' })).toEqual({});
  });
});

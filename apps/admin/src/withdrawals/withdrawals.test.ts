import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  canActOnWithdrawals,
  canSeeWithdrawals,
  parseWithdrawalFilters,
  withdrawalFiltersToParams,
  withdrawalsApiPath,
} from './filters.ts';
import { checkSettings } from './settings-form.ts';

describe('withdrawal queue filters', () => {
  it('reads the URL, dropping what is not valid', () => {
    const filters = parseWithdrawalFilters(
      new URLSearchParams('status=paid&q=%20bob%20&from=2026-01-02&to=yesterday&page=3'),
    );
    expect(filters).toEqual({ status: 'paid', q: 'bob', from: '2026-01-02', to: '', page: 3 });
    expect(parseWithdrawalFilters(new URLSearchParams('status=lost&page=-1'))).toEqual({
      status: null,
      q: '',
      from: '',
      to: '',
      page: 1,
    });
  });

  it('writes defaults-free URLs and the API path with its page size', () => {
    const filters = { status: 'disputed' as const, q: '', from: '', to: '2026-02-01', page: 1 };
    expect(withdrawalFiltersToParams(filters)).toEqual({ status: 'disputed', to: '2026-02-01' });
    expect(withdrawalsApiPath(filters, 50)).toBe(
      '/withdrawals?status=disputed&to=2026-02-01&page=1&pageSize=50',
    );
  });
});

describe('withdrawal decisions', () => {
  it('offers only the moves the server allows from each status', () => {
    expect(actionsFor('pending')).toEqual(['approve', 'reject']);
    expect(actionsFor('approved')).toEqual(['paid', 'reject']);
    expect(actionsFor('disputed')).toEqual(['force-receipt']);
    expect(actionsFor('received')).toEqual([]);
    expect(actionsFor('rejected')).toEqual([]);
  });

  it('lets money roles act and support look', () => {
    expect(canActOnWithdrawals('finance')).toBe(true);
    expect(canActOnWithdrawals('support')).toBe(false);
    expect(canSeeWithdrawals('support')).toBe(true);
    expect(canSeeWithdrawals('viewer')).toBe(false);
  });
});

describe('withdrawal settings form', () => {
  const THB = { code: 'THB', symbol: '฿', decimals: 2 };
  const draft = { min: '100.00', max: '50000', dailyCount: '5', autoReceiptMinutes: '60' };

  it('accepts sensible settings', () => {
    expect(checkSettings(draft, THB)).toEqual({});
  });

  it('names each field that the server would refuse', () => {
    expect(
      checkSettings({ min: '', max: '1.234', dailyCount: '0', autoReceiptMinutes: '10081' }, THB),
    ).toEqual({
      min: 'REQUIRED',
      max: 'INVALID',
      dailyCount: 'OUT_OF_RANGE',
      autoReceiptMinutes: 'OUT_OF_RANGE',
    });
    expect(checkSettings({ ...draft, min: '500', max: '499.99' }, THB)).toEqual({ max: 'MAX_BELOW_MIN' });
    expect(checkSettings({ ...draft, dailyCount: '2.5' }, THB)).toEqual({ dailyCount: 'OUT_OF_RANGE' });
  });
});

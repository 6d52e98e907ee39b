import { describe, expect, it } from 'vitest';
import { currencyOf } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { checkAmount, depositProblem, payPageUrl, quickAmounts, wireAmount } from './logic.ts';

const THB = currencyOf('THB');
const VND = currencyOf('VND');
const bank = { id: '1', name: 'Bank', type: 'bank' as const, min: '100.00', max: '50000.00' };

describe('deposit amounts', () => {
  it('offers round quick amounts inside the limits, or the limits themselves when few fit', () => {
    expect(quickAmounts(bank, THB)).toEqual(['100.00', '200.00', '500.00', '1000.00', '2000.00', '5000.00']);
    expect(quickAmounts({ ...bank, min: '30000.00', max: '60000.00' }, THB)).toEqual([
      '30000.00',
      '50000.00',
      '60000.00',
    ]);
    expect(quickAmounts({ ...bank, min: '10.50', max: '99.99' }, THB)).toEqual(['10.50', '99.99']);
    expect(quickAmounts({ ...bank, min: '1000', max: '2000' }, VND)).toEqual(['1000', '2000']);
  });

  it('checks format, decimals and the channel limits as the server does', () => {
    expect(checkAmount('', bank, THB)).toEqual({ key: 'deposits.v.required' });
    for (const bad of ['abc', '1.234', '0', '-5', '1e3', '.5']) {
      expect(checkAmount(bad, bank, THB), bad).toEqual({
        key: 'deposits.v.invalid',
        values: { decimals: 2 },
      });
    }
    expect(checkAmount('99.99', bank, THB)).toEqual({ key: 'deposits.v.min', values: { min: '฿100.00' } });
    expect(checkAmount('50,000.01', bank, THB)).toEqual({
      key: 'deposits.v.max',
      values: { max: '฿50,000.00' },
    });
    expect(checkAmount(' 1,500.5 ', bank, THB)).toBeNull();
    expect(wireAmount(' 1,500.5 ', THB)).toBe('1500.50');
    expect(checkAmount('1500.5', { ...bank, min: '100', max: '5000' }, VND)).toEqual({
      key: 'deposits.v.invalid',
      values: { decimals: 0 },
    });
  });

  it('names the limits when the server refuses the amount, and points a closed channel at the choice', () => {
    const range = new ApiError(
      400,
      'AMOUNT_OUT_OF_RANGE',
      '',
      { amount: 'AMOUNT_OUT_OF_RANGE' },
      {
        min: '100.00',
        max: '500.00',
      },
    );
    expect(depositProblem(range, THB)).toEqual({
      fields: { amount: { key: 'deposits.amountHint', values: { min: '฿100.00', max: '฿500.00' } } },
      form: null,
    });
    const closed = new ApiError(409, 'CHANNEL_UNAVAILABLE', '', { channelId: 'CHANNEL_UNAVAILABLE' });
    expect(depositProblem(closed, THB).fields).toEqual({ channelId: { key: 'errors.CHANNEL_UNAVAILABLE' } });
    expect(depositProblem(new TypeError('offline'), THB).form).toEqual({ key: 'errors.INTERNAL_ERROR' });
  });
});

describe('the pay page address', () => {
  it('carries the language and theme, on our own site or a gateway’s', () => {
    expect(payPageUrl('/testpay/pay/abc.def', { lang: 'TH', theme: 'light' })).toBe(
      '/testpay/pay/abc.def?lang=TH&theme=light',
    );
    expect(payPageUrl('https://gw.example/pay?o=1', { lang: 'CN', theme: 'dark' })).toBe(
      'https://gw.example/pay?o=1&lang=CN&theme=dark',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { WithdrawalLimits } from '@croupier/contracts';
import { formatAmount } from '@croupier/money';
import { checkAccount, checkAmount, checkImage, checkReceipt, largestAmount, minutesLeft } from './logic.ts';

const THB = { code: 'THB', symbol: '฿', decimals: 2 };
const limits: WithdrawalLimits = {
  currency: 'THB',
  min: '100.00',
  max: '50000.00',
  dailyCount: 5,
  usedToday: 0,
  autoReceiptMinutes: 60,
  maxPayoutAccounts: 5,
  requiredAccountName: null,
  banks: [],
};

describe('withdraw amount', () => {
  it('asks for an amount within the limits and the available balance', () => {
    expect(checkAmount('', limits, '500.00', THB)).toEqual({ key: 'accounts.v.required' });
    expect(checkAmount('12.345', limits, '500.00', THB)?.key).toBe('withdrawals.v.amount');
    expect(checkAmount('99.99', limits, '500.00', THB)).toEqual({
      key: 'withdrawals.v.min',
      values: { min: '฿100.00' },
    });
    expect(checkAmount('50000.01', limits, '90000.00', THB)).toEqual({
      key: 'withdrawals.v.max',
      values: { max: '฿50,000.00' },
    });
    expect(checkAmount('500.01', limits, '500.00', THB)).toEqual({ key: 'errors.INSUFFICIENT_FUNDS' });
    expect(checkAmount('500', limits, '500.00', THB)).toBeNull();
  });

  it('offers the largest amount that may be asked for, or none', () => {
    expect(largestAmount('1234.50', limits, THB)).toBe('1234.50');
    expect(largestAmount('90000.00', limits, THB)).toBe('50000.00');
    expect(largestAmount('99.00', limits, THB)).toBeNull();
    expect(formatAmount('1234.5', THB)).toBe('฿1,234.50');
  });
});

describe('payout account form', () => {
  it('checks bank, number and the name on file', () => {
    const ok = { bankCode: 'SCB', accountNumber: '123-456 7890', accountName: 'Somchai  Jaidee' };
    expect(checkAccount(ok, null)).toEqual({});
    expect(checkAccount(ok, 'somchai jaidee')).toEqual({});
    expect(checkAccount(ok, 'Malee Suk')).toEqual({ accountName: { key: 'errors.ACCOUNT_NAME_MISMATCH' } });
    expect(checkAccount({ bankCode: '', accountNumber: '12-34', accountName: '' }, null)).toEqual({
      bankCode: { key: 'withdrawals.v.chooseBank' },
      accountNumber: { key: 'withdrawals.v.accountNumber' },
      accountName: { key: 'accounts.v.required' },
    });
  });
});

describe('receipt form', () => {
  it('needs an answer, a partial amount below the withdrawal, and at most 140 characters of remark', () => {
    const w = { amount: '500.00' };
    expect(checkReceipt({ result: '', amountReceived: '', remark: '' }, w, THB)).toEqual({
      result: { key: 'accounts.v.required' },
    });
    expect(
      checkReceipt({ result: 'partial', amountReceived: '500', remark: '' }, w, THB).amountReceived?.key,
    ).toBe('withdrawals.v.partial');
    expect(
      checkReceipt({ result: 'partial', amountReceived: '200', remark: 'ก'.repeat(140) }, w, THB),
    ).toEqual({});
    expect(checkReceipt({ result: 'none', amountReceived: '', remark: 'x'.repeat(141) }, w, THB)).toEqual({
      remark: { key: 'withdrawals.v.remark', values: { max: 140 } },
    });
  });

  it('refuses files by their bytes and size, not their names', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], {
      type: 'image/png',
    });
    const exe = new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], { type: 'image/png' });
    const big = new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(5 * 1024 * 1024)]);
    expect(await checkImage(png)).toBeNull();
    expect(await checkImage(exe)).toEqual({ key: 'errors.FILE_TYPE_NOT_ALLOWED' });
    expect(await checkImage(big)).toEqual({ key: 'errors.FILE_TOO_LARGE' });
  });

  it('counts down to the automatic receipt', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(minutesLeft('2026-01-01T00:30:01Z', now)).toBe(31);
    expect(minutesLeft('2025-12-31T23:00:00Z', now)).toBe(0);
    expect(minutesLeft(null, now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { currencyOf, formatAmount } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import {
  amountTone,
  checkAmount,
  shortReference,
  transferProblem,
  transferReceiver,
  validateTransfer,
  type TransferInput,
} from './logic.ts';

const THB = currencyOf('THB');
const VND = currencyOf('VND');

describe('money on the wallet pages', () => {
  it('shows the symbol, thousands and decimals, and signs movements both ways', () => {
    expect(formatAmount('1234567.5', THB)).toBe('฿1,234,567.50');
    expect(formatAmount('100.00', THB, { sign: true })).toBe('+฿100.00');
    expect(formatAmount('-20.00', THB, { sign: true })).toBe('-฿20.00');
    expect(formatAmount('0.00', THB, { sign: true })).toBe('฿0.00');
    expect(formatAmount('25000', VND)).toBe('₫25,000');
  });

  it('colours money in and out, never zero', () => {
    expect(amountTone('12.00')).toBe('in');
    expect(amountTone('-0.01')).toBe('out');
    expect(amountTone('0.00')).toBe('none');
  });
});

describe('the transfer amount', () => {
  it('is required, positive and in the currency’s decimals', () => {
    expect(checkAmount('', THB, '10.00')).toEqual({ key: 'accounts.v.required' });
    for (const bad of ['0', '0.00', '-5', '1.234', 'abc', '1e3', '1,000']) {
      expect(checkAmount(bad, THB, '5000.00'), bad).toEqual({
        key: 'wallet.v.amount',
        values: { decimals: 2 },
      });
    }
    expect(checkAmount('10.5', VND, '100')).toEqual({ key: 'wallet.v.amount', values: { decimals: 0 } });
    expect(checkAmount(' 10.50 ', THB, '10.50')).toBeNull();
  });

  it('may not exceed what is available', () => {
    expect(checkAmount('10.51', THB, '10.50')).toEqual({
      key: 'wallet.v.moreThanAvailable',
      values: { available: '฿10.50' },
    });
    // Before the wallet has loaded the server decides.
    expect(checkAmount('99999', THB, undefined)).toBeNull();
  });
});

describe('the transfer form', () => {
  const context = { currency: THB, available: '100.00', self: 'Agent7' };
  const input = (change: Partial<TransferInput>): TransferInput => ({
    mode: 'upline',
    account: '',
    amount: '10.00',
    paymentPassword: '246810',
    ...change,
  });

  it('needs a team member only when sending to the team, and never oneself', () => {
    expect(validateTransfer(input({}), context)).toEqual({});
    expect(validateTransfer(input({ mode: 'team' }), context)).toEqual({
      account: { key: 'accounts.v.required' },
    });
    expect(validateTransfer(input({ mode: 'team', account: ' agent7 ' }), context)).toEqual({
      account: { key: 'wallet.transfer.v.self' },
    });
    expect(validateTransfer(input({ paymentPassword: '12ab' }), context)).toEqual({
      paymentPassword: { key: 'security.v.paymentPassword' },
    });
  });

  it('sends to the upline by name, or to the typed account', () => {
    expect(transferReceiver(input({ account: 'ignored' }), 'boss1')).toBe('boss1');
    expect(transferReceiver(input({ mode: 'team', account: ' member9 ' }), 'boss1')).toBe('member9');
  });

  it('puts refusals where the player looks: under the field, or above the button', () => {
    const frozen = new ApiError(409, 'ACCOUNT_FROZEN', '', { to: 'ACCOUNT_FROZEN' });
    expect(transferProblem(frozen, 'team', THB)).toEqual({
      fields: { account: { key: 'wallet.transfer.v.receiverFrozen' } },
      form: null,
    });
    expect(transferProblem(frozen, 'upline', THB)).toEqual({
      fields: {},
      form: { key: 'wallet.transfer.v.receiverFrozen' },
    });
    const unknown = new ApiError(400, 'VALIDATION_FAILED', '', { to: 'INVALID' });
    expect(transferProblem(unknown, 'team', THB).fields.account).toEqual({
      key: 'wallet.transfer.v.noSuchAccount',
    });
    const wrong = new ApiError(400, 'PAYMENT_PASSWORD_INVALID', '', {
      paymentPassword: 'PAYMENT_PASSWORD_INVALID',
    });
    expect(transferProblem(wrong, 'upline', THB)).toEqual({
      fields: { paymentPassword: { key: 'errors.PAYMENT_PASSWORD_INVALID' } },
      form: null,
    });
    expect(transferProblem(new ApiError(409, 'INSUFFICIENT_FUNDS', ''), 'upline', THB).fields).toEqual({
      amount: { key: 'wallet.v.notEnough' },
    });
    const locked = new ApiError(429, 'ACCOUNT_LOCKED', '', {}, { retryAfterSeconds: 61 });
    expect(transferProblem(locked, 'upline', THB).form).toEqual({
      key: 'wallet.transfer.lockedFor',
      values: { minutes: 2 },
    });
    expect(transferProblem(new ApiError(403, 'PAYMENT_PASSWORD_NOT_SET', ''), 'upline', THB).form).toEqual({
      key: 'errors.PAYMENT_PASSWORD_NOT_SET',
    });
    expect(transferProblem(new TypeError('Failed to fetch'), 'upline', THB).form).toEqual({
      key: 'errors.INTERNAL_ERROR',
    });
  });
});

describe('account record references', () => {
  it('shows the last eight characters of a long reference and short ones whole', () => {
    expect(shortReference('INHOUSE:258486b5-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe('…2e3f4a5b');
    expect(shortReference('deposit D42')).toBe('deposit D42');
  });
});

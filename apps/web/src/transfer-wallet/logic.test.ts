import { describe, expect, it } from 'vitest';
import type { VendorWallet } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import {
  anyPending,
  checkTransferAmount,
  isRefusal,
  outcomeUnknown,
  transferProblem,
  withWallet,
} from './logic.ts';

const THB = currencyOf('THB');
const VND = currencyOf('VND');

const wallet = (vassalage: string, over: Partial<VendorWallet> = {}): VendorWallet => ({
  vassalage,
  name: `${vassalage} Games`,
  currency: 'THB',
  balance: '0.00',
  pendingIn: '0.00',
  pendingOut: '0.00',
  acceptsTransfersIn: true,
  ...over,
});

describe('the transfer amount, checked as the server checks it', () => {
  const inWith = (available: string | undefined) => ({ currency: THB, direction: 'in' as const, available });

  it('is required, a plain positive decimal in the currency’s decimals', () => {
    expect(checkTransferAmount('  ', inWith('10.00'))).toEqual({ key: 'accounts.v.required' });
    for (const bad of ['0', '0.00', '-5', '1.234', 'abc', '1e3', '1,000', '1.', '.5', '+5']) {
      expect(checkTransferAmount(bad, inWith('5000.00')), bad).toEqual({
        key: 'wallet.v.amount',
        values: { decimals: 2 },
      });
    }
    expect(checkTransferAmount(' 12.5 ', inWith('5000.00'))).toBeNull();
    expect(checkTransferAmount('12.5', { currency: VND, direction: 'in', available: '100' })).toEqual({
      key: 'wallet.v.amount',
      values: { decimals: 0 },
    });
  });

  it('refuses more than 10^15 minor units, as the server does', () => {
    const out = { currency: THB, direction: 'out' as const, available: undefined };
    expect(checkTransferAmount('10000000000000.00', out)).toBeNull();
    expect(checkTransferAmount('10000000000000.01', out)).toEqual({ key: 'transferWallet.v.tooLarge' });
  });

  it('caps a transfer in at the available cash, and leaves a transfer out to the vendor’s books', () => {
    expect(checkTransferAmount('10.01', inWith('10.00'))).toEqual({
      key: 'transferWallet.v.notEnoughCash',
      values: { available: '฿10.00' },
    });
    expect(checkTransferAmount('10.00', inWith('10.00'))).toBeNull();
    // Before the wallet has loaded, the server decides.
    expect(checkTransferAmount('10.01', inWith(undefined))).toBeNull();
    expect(checkTransferAmount('999.00', { currency: THB, direction: 'out', available: '1.00' })).toBeNull();
  });
});

describe('a failed transfer', () => {
  const context = { currency: THB, direction: 'in' as const, vendor: 'Holds Games' };
  const problem = (status: number, code: ApiError['code'], extra: Record<string, unknown> = {}) =>
    new ApiError(status, code, '', {}, extra);

  it('keeps its Idempotency-Key only when the outcome is unknown', () => {
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
    // The client reports no answer at all as status 0.
    expect(outcomeUnknown(new ApiError(0, 'INTERNAL_ERROR'))).toBe(true);
    expect(outcomeUnknown(problem(502, 'INTERNAL_ERROR'))).toBe(true);
    expect(outcomeUnknown(problem(409, 'VENDOR_REFUSED'))).toBe(false);
    expect(outcomeUnknown(problem(400, 'VALIDATION_FAILED'))).toBe(false);
  });

  it('says what went wrong in the player’s words, on the amount where it is about the amount', () => {
    expect(transferProblem(problem(409, 'INSUFFICIENT_FUNDS'), context)).toEqual({
      fields: { amount: { key: 'wallet.v.notEnough' } },
      form: null,
    });
    expect(transferProblem(problem(409, 'INSUFFICIENT_FUNDS'), { ...context, direction: 'out' })).toEqual({
      fields: { amount: { key: 'transferWallet.v.notEnoughThere', values: { vendor: 'Holds Games' } } },
      form: null,
    });
    expect(transferProblem(problem(400, 'VALIDATION_FAILED'), context).fields.amount).toEqual({
      key: 'wallet.v.amount',
      values: { decimals: 2 },
    });
    expect(
      transferProblem(problem(409, 'VENDOR_REFUSED', { vendorStatus: 'PLAYER_BLOCKED' }), context).form,
    ).toEqual({
      key: 'transferWallet.problem.VENDOR_REFUSED',
      values: { vendor: 'Holds Games', status: 'PLAYER_BLOCKED' },
    });
    expect(transferProblem(problem(409, 'VENDOR_UNAVAILABLE'), context).form).toEqual({
      key: 'transferWallet.problem.VENDOR_UNAVAILABLE',
      values: { vendor: 'Holds Games' },
    });
    for (const code of ['NOT_FOUND', 'IDEMPOTENCY_CONFLICT', 'RATE_LIMITED'] as const)
      expect(transferProblem(problem(409, code), context).form).toEqual({
        key: `transferWallet.problem.${code}`,
      });
    expect(transferProblem(problem(401, 'LOGIN_REQUIRED'), context).form).toEqual({
      key: 'errors.LOGIN_REQUIRED',
    });
    expect(transferProblem(new TypeError('Failed to fetch'), context)).toEqual({
      fields: {},
      form: { key: 'transferWallet.problem.unknown' },
    });
  });

  it('counts a replay’s recorded refusal as an outcome, not a failure', () => {
    expect(isRefusal(problem(409, 'VENDOR_REFUSED', { transferId: 'x' }))).toBe(true);
    expect(isRefusal(problem(409, 'INSUFFICIENT_FUNDS', { transferId: 'x' }))).toBe(true);
    // Our own cash check refuses before any transfer exists.
    expect(isRefusal(problem(409, 'INSUFFICIENT_FUNDS'))).toBe(false);
    expect(isRefusal(problem(500, 'INTERNAL_ERROR', { transferId: 'x' }))).toBe(false);
  });
});

describe('the list of game wallets', () => {
  it('knows when a transfer is waiting for its vendor, which is when it is polled', () => {
    expect(anyPending([wallet('A'), wallet('B', { balance: '5.00' })])).toBe(false);
    expect(anyPending([wallet('A'), wallet('B', { pendingIn: '0.01' })])).toBe(true);
    expect(anyPending([wallet('A', { pendingOut: '3.00' })])).toBe(true);
  });

  it('takes a newer answer for one wallet and keeps the others and their order', () => {
    const answer = { ...wallet('B', { balance: '9.00' }), transfer: { id: 't' } } as VendorWallet;
    expect(withWallet([wallet('A'), wallet('B'), wallet('C')], answer)).toEqual([
      wallet('A'),
      wallet('B', { balance: '9.00' }),
      wallet('C'),
    ]);
    expect(withWallet([wallet('A')], wallet('B'))).toEqual([wallet('A'), wallet('B')]);
    expect(withWallet(undefined, wallet('B'))).toBeUndefined();
  });
});

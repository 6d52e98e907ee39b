import { describe, expect, it } from 'vitest';
import { currencyOf } from '@croupier/money';
import {
  adjustmentEffect,
  adjustmentLimits,
  canMoveMoney,
  checkAdjustment,
  checkAdjustmentLimits,
  houseAccountLabel,
  netOfAccounts,
} from './adjust.ts';

const THB = currencyOf('THB');
const check = (amount: string, reason = 'goodwill', available = '100.00') =>
  checkAdjustment({ amount, reason }, THB, available);

describe('manual adjustment limits', () => {
  const limits = adjustmentLimits(
    { adjustmentApprovalThreshold: '10000.00', adjustmentMaximum: '1000000.00' },
    THB,
  );
  const sized = (amount: string) =>
    checkAdjustment({ amount, reason: 'goodwill' }, THB, '5000000.00', limits);

  it('reads the brand limits in minor units, and nothing from unreadable ones', () => {
    expect(limits).toEqual({ approvalThreshold: 1_000_000n, maximum: 100_000_000n });
    expect(adjustmentLimits(undefined, THB)).toBeNull();
    expect(adjustmentLimits({ adjustmentApprovalThreshold: 'x', adjustmentMaximum: '1.00' }, THB)).toBeNull();
  });

  it('posts up to the threshold, needs approval above it and refuses above the maximum, credit or debit', () => {
    expect(sized('10000.00')).toMatchObject({ errors: {}, needsApproval: false });
    expect(sized('-10000.00')).toMatchObject({ errors: {}, needsApproval: false });
    expect(sized('10000.01')).toMatchObject({ errors: {}, amount: 1_000_001n, needsApproval: true });
    expect(sized('-10000.01')).toMatchObject({ errors: {}, needsApproval: true });
    expect(sized('1000000.00')).toMatchObject({ errors: {}, needsApproval: true });
    expect(sized('1000000.01')).toEqual({
      errors: { amount: 'OVER_MAXIMUM' },
      amount: null,
      needsApproval: false,
    });
    expect(sized('-999999999999999.99').errors.amount).toBe('OVER_MAXIMUM');
  });

  it('checks the settings as the server does: positive amounts, the threshold not above the maximum', () => {
    const limitsOf = (adjustmentApprovalThreshold: string, adjustmentMaximum: string) =>
      checkAdjustmentLimits({ adjustmentApprovalThreshold, adjustmentMaximum }, THB);
    expect(limitsOf('10000.00', '1000000.00')).toEqual({});
    expect(limitsOf('500', '500')).toEqual({});
    expect(limitsOf('500.01', '500')).toEqual({ adjustmentApprovalThreshold: 'ABOVE_MAXIMUM' });
    expect(limitsOf('', '0')).toEqual({
      adjustmentApprovalThreshold: 'REQUIRED',
      adjustmentMaximum: 'AMOUNT',
    });
    expect(limitsOf('1.001', '-5')).toEqual({
      adjustmentApprovalThreshold: 'AMOUNT',
      adjustmentMaximum: 'AMOUNT',
    });
  });
});

describe('manual adjustment', () => {
  it('takes a signed amount in the currency’s decimals: positive credits, negative debits', () => {
    expect(check('250.5')).toEqual({ errors: {}, amount: 25050n, needsApproval: false });
    expect(check(' -40.00 ')).toEqual({ errors: {}, amount: -4000n, needsApproval: false });
    // A typographic minus pasted from a document is a minus.
    expect(check('\u221240')).toEqual({ errors: {}, amount: -4000n, needsApproval: false });
  });

  it('refuses empty, zero, malformed and too precise amounts', () => {
    expect(check('').errors.amount).toBe('REQUIRED');
    expect(check('0.00').errors.amount).toBe('ZERO');
    expect(check('-0').errors.amount).toBe('ZERO');
    for (const bad of ['abc', '1.234', '+5', '1e3', '1,000', '--5']) {
      expect(check(bad), bad).toEqual({ errors: { amount: 'AMOUNT' }, amount: null, needsApproval: false });
    }
  });

  it('refuses a debit larger than what the player has available, not a credit', () => {
    expect(check('-100.01').errors.amount).toBe('DEBIT_TOO_LARGE');
    expect(check('-100.00').errors).toEqual({});
    expect(check('100000.00').errors).toEqual({});
  });

  it('needs a reason of at most 200 characters', () => {
    expect(check('10', '   ').errors).toEqual({ reason: 'REQUIRED' });
    expect(check('10', 'x'.repeat(201)).errors).toEqual({ reason: 'TOO_LONG' });
    expect(check('', '').errors).toEqual({ amount: 'REQUIRED', reason: 'REQUIRED' });
  });

  it('states its effect on the balance', () => {
    expect(adjustmentEffect(5000n, '1200.00', THB)).toEqual({
      kind: 'credit',
      amount: '฿50.00',
      before: '฿1,200.00',
      after: '฿1,250.00',
    });
    expect(adjustmentEffect(-120000n, '1200.00', THB)).toEqual({
      kind: 'debit',
      amount: '฿1,200.00',
      before: '฿1,200.00',
      after: '฿0.00',
    });
  });

  it('is for owner, admin and finance only, as the server allows', () => {
    expect(['owner', 'admin', 'finance'].every((role) => canMoveMoney(role as 'owner'))).toBe(true);
    expect(canMoveMoney('support')).toBe(false);
    expect(canMoveMoney('viewer')).toBe(false);
    expect(canMoveMoney(undefined)).toBe(false);
  });
});

describe('ledger check totals', () => {
  it('nets players against every house account to zero when balanced', () => {
    const totals = {
      playerBalances: '1500.00',
      house: { adjustments: '-1000.00', deposits_clearing: '-500.00' },
    };
    expect(netOfAccounts(totals, THB)).toEqual({ text: '฿0.00', zero: true });
    expect(netOfAccounts({ ...totals, playerBalances: '1500.01' }, THB)).toEqual({
      text: '฿0.01',
      zero: false,
    });
  });

  it('names house accounts, vendor clearing with its vendor', () => {
    expect(houseAccountLabel('adjustments')).toEqual({ key: 'wallet.house.adjustments' });
    expect(houseAccountLabel('vendor_clearing:INHOUSE')).toEqual({
      key: 'wallet.house.vendor_clearing',
      vendor: 'INHOUSE',
    });
  });
});

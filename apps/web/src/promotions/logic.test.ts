import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/web-kit';
import { wageringRemainingOf } from '../withdrawals/logic.ts';
import { actionOf, checkApplication, wageredPercent } from './logic.ts';

const THB = { code: 'THB', symbol: '฿', decimals: 2 };

describe('promotion actions', () => {
  it('offers join, apply or claim by status and kind, and nothing otherwise', () => {
    expect(actionOf('join_now', 'first_deposit')).toBe('join');
    expect(actionOf('join_now', 'application')).toBe('apply');
    expect(actionOf('claim_reward', 'birthday')).toBe('claim');
    expect(actionOf('applying', 'application')).toBeNull();
    expect(actionOf('signed_up', 'reload')).toBeNull();
    expect(actionOf('coming_soon', 'application')).toBeNull();
  });
});

describe('application form', () => {
  it('accepts a remark of 140 characters as a person counts them and refuses 141', () => {
    expect(checkApplication({ remark: 'ก'.repeat(140) })).toEqual({});
    expect(checkApplication({ remark: '😀'.repeat(140) })).toEqual({});
    expect(checkApplication({ remark: 'a'.repeat(141) })).toEqual({
      remark: { key: 'rewards.apply.remarkTooLong', values: { max: 140 } },
    });
  });
  it('counts the remark without the spaces around it, and allows none', () => {
    expect(checkApplication({ remark: `  ${'a'.repeat(140)}  ` })).toEqual({});
    expect(checkApplication({ remark: '' })).toEqual({});
  });
});

describe('wagering progress', () => {
  it('is the share of the requirement already wagered, whole percent', () => {
    expect(wageredPercent('13000.00', '13000.00', THB)).toBe(0);
    expect(wageredPercent('13000.00', '9750.00', THB)).toBe(25);
    expect(wageredPercent('3.00', '2.00', THB)).toBe(33);
    expect(wageredPercent('13000.00', '0.00', THB)).toBe(100);
  });
  it('shows a bonus without a requirement as done', () => {
    expect(wageredPercent('0.00', '0.00', THB)).toBe(100);
  });
});

describe('withdrawal refused for open wagering', () => {
  it('reads the remaining amount from a 409 WAGERING_OPEN answer only', () => {
    const open = new ApiError(409, 'WAGERING_OPEN', 'Wager more', {}, { remaining: '1200.50' });
    expect(wageringRemainingOf(open)).toBe('1200.50');
    expect(wageringRemainingOf(new ApiError(409, 'INVALID_STATE'))).toBeNull();
    expect(wageringRemainingOf(new Error('offline'))).toBeNull();
  });
});

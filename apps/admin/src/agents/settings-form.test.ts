import { describe, expect, it } from 'vitest';
import { currencyOf } from '@croupier/money';
import { activeMinimumMax, checkAgentSettings } from './settings-form.ts';

const THB = currencyOf('THB');
const VND = currencyOf('VND');
const valid = { salaryActiveMinimum: '500.00', dividendActiveMinimum: '1000', dividendPaymentHours: '48' };

describe('the agent settings form as the server checks it', () => {
  it('takes positive amounts in the currency’s decimals up to the largest minimum', () => {
    expect(checkAgentSettings(valid, THB)).toEqual({});
    expect(checkAgentSettings({ ...valid, salaryActiveMinimum: ' 99.5 ' }, THB)).toEqual({});
    expect(checkAgentSettings({ ...valid, dividendActiveMinimum: '100000000.00' }, THB)).toEqual({});
    expect(
      checkAgentSettings({ ...valid, salaryActiveMinimum: '100000000', dividendActiveMinimum: '1' }, VND),
    ).toEqual({});
  });

  it('names the field at fault', () => {
    for (const [salaryActiveMinimum, reason] of [
      ['', 'REQUIRED'],
      ['   ', 'REQUIRED'],
      ['0', 'INVALID'],
      ['0.00', 'INVALID'],
      ['-5', 'INVALID'],
      ['12.345', 'INVALID'],
      ['1,000', 'INVALID'],
      ['abc', 'INVALID'],
      ['100000000.01', 'TOO_LARGE'],
    ] as const)
      expect(checkAgentSettings({ ...valid, salaryActiveMinimum }, THB), salaryActiveMinimum).toEqual({
        salaryActiveMinimum: reason,
      });
    expect(checkAgentSettings({ ...valid, dividendActiveMinimum: '500.5' }, VND)).toEqual({
      salaryActiveMinimum: 'INVALID',
      dividendActiveMinimum: 'INVALID',
    });
  });

  it('takes a payment window of whole hours from 1 to 720', () => {
    for (const hours of ['1', '720', ' 24 '])
      expect(checkAgentSettings({ ...valid, dividendPaymentHours: hours }, THB), hours).toEqual({});
    for (const [hours, reason] of [
      ['', 'REQUIRED'],
      ['0', 'INVALID'],
      ['721', 'INVALID'],
      ['2.5', 'INVALID'],
      ['-1', 'INVALID'],
      ['abc', 'INVALID'],
    ] as const)
      expect(checkAgentSettings({ ...valid, dividendPaymentHours: hours }, THB), hours).toEqual({
        dividendPaymentHours: reason,
      });
  });

  it('shows the largest minimum in the currency', () => {
    expect(activeMinimumMax(THB)).toBe('100000000.00');
    expect(activeMinimumMax(VND)).toBe('100000000');
  });
});

import { describe, expect, it } from 'vitest';
import { currencyOf } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { cascadeOf } from './contractsApi.ts';
import { draftsOf, rateUnits, tieredOffer, validateRealtime, validateTiers } from './tiers.ts';

const THB = currencyOf('THB');
const tier = (minAmount: string, minActive: string, rate: string) => ({ minAmount, minActive, rate });

describe('a contract rate', () => {
  it('is a percent above 0 and at most 100, with at most four decimals', () => {
    expect(rateUnits('1.5')).toBe(15_000);
    expect(rateUnits('100')).toBe(1_000_000);
    expect(rateUnits('0.0001')).toBe(1);
    for (const refused of ['0', '0.0000', '100.0001', '1.23456', '-1', '1e2', '', '.5', '1000'])
      expect([refused, rateUnits(refused)]).toEqual([refused, undefined]);
  });
});

describe('contract tiers, checked as the server checks them', () => {
  it('accepts rates that rise with thresholds that never fall', () => {
    const rows = [tier('0', '0', '0.5'), tier('10000', '5', '0.8'), tier('10000', '8', '1.2')];
    expect(validateTiers(rows, THB)).toEqual({});
    expect(tieredOffer('7', 'daily', rows)).toEqual({
      downlineId: '7',
      kind: 'daily',
      tiers: [
        { minAmount: '0', minActive: 0, rate: '0.5' },
        { minAmount: '10000', minActive: 5, rate: '0.8' },
        { minAmount: '10000', minActive: 8, rate: '1.2' },
      ],
    });
  });

  it('names the row whose rate does not rise above the tier before', () => {
    const rows = [tier('0', '0', '1'), tier('100', '1', '1'), tier('200', '2', '0.9')];
    expect(validateTiers(rows, THB)).toEqual({ 'tiers.1.rate': 'rising', 'tiers.2.rate': 'rising' });
  });

  it('names the threshold that falls below the tier before', () => {
    const rows = [tier('500', '3', '1'), tier('400', '3', '2'), tier('500', '2', '3')];
    expect(validateTiers(rows, THB)).toEqual({
      'tiers.1.minAmount': 'falling',
      'tiers.2.minActive': 'falling',
    });
  });

  it('refuses amounts beyond the currency decimals, counts that are not whole, and rates out of range', () => {
    const rows = [tier('10.005', '1.5', '101'), tier('-1', '', '1.00001')];
    expect(validateTiers(rows, THB)).toEqual({
      'tiers.0.minAmount': 'amount',
      'tiers.0.minActive': 'active',
      'tiers.0.rate': 'rate',
      'tiers.1.minAmount': 'amount',
      'tiers.1.minActive': 'active',
      'tiers.1.rate': 'rate',
    });
    expect(validateTiers([tier('10.25', '0', '1')], THB)).toEqual({});
  });

  it('takes one to ten tiers', () => {
    expect(validateTiers([], THB)).toEqual({ tiers: 'tiers' });
    const eleven = Array.from({ length: 11 }, (_, i) => tier(String(i), '0', String(i + 1)));
    expect(validateTiers(eleven, THB)).toEqual({ tiers: 'tiers' });
    expect(validateTiers(eleven.slice(0, 10), THB)).toEqual({});
  });
});

describe('a real-time salary offer', () => {
  it('needs both rates and a smallest bet in the currency', () => {
    expect(validateRealtime({ profitRate: '0.3', lossRate: '0.5', minBet: '10' }, THB)).toEqual({});
    expect(validateRealtime({ profitRate: '0', lossRate: 'x', minBet: '1.234' }, THB)).toEqual({
      profitRate: 'rate',
      lossRate: 'rate',
      minBet: 'amount',
    });
  });
});

describe('a new offer', () => {
  it('starts from the offerer’s own terms, or one empty tier', () => {
    expect(draftsOf({ tiers: [{ minAmount: '100.00', minActive: 2, rate: '1' }] }).tiers).toEqual([
      tier('100.00', '2', '1'),
    ]);
    expect(draftsOf({}).tiers).toEqual([tier('', '', '')]);
    expect(draftsOf({ profitRate: '1', lossRate: '2', minBet: '5.00' }).realtime).toEqual({
      profitRate: '1',
      lossRate: '2',
      minBet: '5.00',
    });
  });
});

describe('signing terms that end contracts granted below', () => {
  it('reads the contracts the server names before it ends them, and nothing from other refusals', () => {
    const listed = [{ id: '9', downline: 'e2ecsub' }];
    const unconfirmed = new ApiError(409, 'CONTRACT_CASCADE_UNCONFIRMED', '', {}, { contracts: listed });
    expect(cascadeOf(unconfirmed)).toEqual(listed);
    expect(cascadeOf(new ApiError(409, 'INVALID_STATE'))).toBeNull();
    expect(cascadeOf(new Error('offline'))).toBeNull();
  });
});

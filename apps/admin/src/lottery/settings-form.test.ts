import { describe, expect, it } from 'vitest';
import type { LotterySettings } from '@croupier/contracts';
import { checkLotterySettings, oddsKeysOf, toDraft, type LotterySettingsDraft } from './settings-form.ts';

const THB = { decimals: 2 };
const SAVED: LotterySettings = {
  maxPrizeGroup: 1950,
  prizeGroups: [1800, 1850, 1900, 1950],
  overrides: {},
  minLineStake: null,
  maxLineStake: null,
  maxPlayerIssueStake: null,
  numberCap: null,
  maxNumberStake: null,
  capMode: 'stop',
};

const draft = (patch: Partial<LotterySettingsDraft>): LotterySettingsDraft => ({
  ...toDraft(SAVED),
  ...patch,
});
const errorsOf = (patch: Partial<LotterySettingsDraft>) => checkLotterySettings(draft(patch), THB).errors;

describe('the lottery settings form', () => {
  it('sends what it was given back unchanged, empty boxes as no limit and no override', () => {
    expect(checkLotterySettings(draft({ overrides: { 'thai.top3': ' ' } }), THB)).toEqual({
      errors: {},
      settings: SAVED,
    });
    expect(
      checkLotterySettings(
        draft({
          prizeGroups: '1950，1800 1900',
          overrides: { 'thai.run.top': '3.25', 'vn-mb.lo2.price': '25' },
          minLineStake: '1',
          maxLineStake: '1000.50',
          numberCap: '20000',
          capMode: 'half',
        }),
        THB,
      ).settings,
    ).toEqual({
      ...SAVED,
      prizeGroups: [1800, 1900, 1950],
      overrides: { 'thai.run.top': '3.25', 'vn-mb.lo2.price': '25' },
      minLineStake: '1',
      maxLineStake: '1000.50',
      numberCap: '20000',
      capMode: 'half',
    });
  });

  it('refuses prize groups as the server does', () => {
    expect(errorsOf({ maxPrizeGroup: '' })).toEqual({ maxPrizeGroup: 'REQUIRED' });
    expect(errorsOf({ maxPrizeGroup: '1699', prizeGroups: '1700' })).toEqual({ maxPrizeGroup: 'INVALID' });
    expect(errorsOf({ maxPrizeGroup: '2001', prizeGroups: '1700' })).toEqual({ maxPrizeGroup: 'INVALID' });
    expect(errorsOf({ maxPrizeGroup: '19.5', prizeGroups: '1700' })).toEqual({ maxPrizeGroup: 'INVALID' });
    expect(errorsOf({ prizeGroups: '' })).toEqual({ prizeGroups: 'REQUIRED' });
    expect(errorsOf({ prizeGroups: '1800, 1800' })).toEqual({ prizeGroups: 'INVALID' });
    expect(errorsOf({ prizeGroups: '1650, 1800' })).toEqual({ prizeGroups: 'INVALID' });
    expect(errorsOf({ prizeGroups: '1800, x' })).toEqual({ prizeGroups: 'INVALID' });
    expect(errorsOf({ prizeGroups: '1800, 1960' })).toEqual({ prizeGroups: 'NOT_ALLOWED' });
    const many = Array.from({ length: 51 }, (_, i) => 1700 + i).join(',');
    expect(errorsOf({ maxPrizeGroup: '2000', prizeGroups: many })).toEqual({ prizeGroups: 'TOO_MANY' });
  });

  it('refuses odds that are not above 0, prices that are not whole and keys it does not know', () => {
    expect(
      errorsOf({
        overrides: {
          'thai.top3': '0',
          'thai.top2': '-5',
          'thai.run.top': '3.12345',
          'vn-mn.lo3.price': '17.5',
          'vn-mn.de': 'abc',
          'ssc.star5': '9',
        },
      }),
    ).toEqual({
      'overrides.thai.top3': 'INVALID',
      'overrides.thai.top2': 'INVALID',
      'overrides.thai.run.top': 'INVALID',
      'overrides.vn-mn.lo3.price': 'INVALID',
      'overrides.vn-mn.de': 'INVALID',
      'overrides.ssc.star5': 'INVALID',
    });
  });

  it('refuses limits that are not amounts above 0 in the currency, and a line minimum above its maximum', () => {
    expect(
      errorsOf({
        minLineStake: '0',
        maxLineStake: '1.234',
        maxPlayerIssueStake: '-1',
        numberCap: 'ten',
        maxNumberStake: '0.00',
      }),
    ).toEqual({
      minLineStake: 'INVALID',
      maxLineStake: 'INVALID',
      maxPlayerIssueStake: 'INVALID',
      numberCap: 'INVALID',
      maxNumberStake: 'INVALID',
    });
    expect(checkLotterySettings(draft({ maxNumberStake: ' 500.5 ' }), THB).settings.maxNumberStake).toBe(
      '500.5',
    );
    expect(errorsOf({ minLineStake: '50', maxLineStake: '49.99' })).toEqual({ minLineStake: 'NOT_ALLOWED' });
    expect(errorsOf({ minLineStake: '50', maxLineStake: '50' })).toEqual({});
  });

  it('lists each family’s odds and prices, the Vietnamese ones with their point prices', () => {
    expect(oddsKeysOf('thai')).toEqual([
      'thai.top3',
      'thai.tote3',
      'thai.top2',
      'thai.bottom2',
      'thai.run.top',
      'thai.run.bottom',
    ]);
    expect(oddsKeysOf('vn-mb')).toContain('vn-mb.lo2.price');
    expect(oddsKeysOf('4d')).toHaveLength(8);
  });
});

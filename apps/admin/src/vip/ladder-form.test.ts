import { describe, expect, it } from 'vitest';
import { currencyOf } from '@croupier/money';
import { basisPoints, checkLadder, nextLevel, toDraft, toProgramme } from './ladder-form.ts';

const THB = currencyOf('THB');
const programme = {
  windowDays: 30,
  levels: [
    {
      level: 0,
      label: 'Member',
      depositThreshold: '0.00',
      validBetThreshold: '0.00',
      upgradeBonus: '0.00',
      wageringMultiple: 1,
      rebateRates: { RNG: 40 },
      withdrawalsPerDay: 3,
    },
    {
      level: 1,
      label: 'Bronze',
      depositThreshold: '1000.00',
      validBetThreshold: '5000.00',
      upgradeBonus: '58.00',
      wageringMultiple: 5,
      rebateRates: { RNG: 60, LIVE: 30 },
      withdrawalsPerDay: 5,
    },
  ],
};

describe('the VIP ladder form', () => {
  it('reads rates as percents and writes them back as basis points, leaving zero rates out', () => {
    const draft = toDraft(programme);
    expect(draft.levels[1]!.rebateRates).toEqual({ RNG: '0.60', LIVE: '0.30' });
    draft.levels[1]!.rebateRates.LIVE = '0';
    draft.levels[1]!.rebateRates.FISH = '1.25';
    expect(toProgramme(draft).levels[1]!.rebateRates).toEqual({ RNG: 60, FISH: 125 });
    expect(basisPoints('10.01')).toBeNull();
    expect(basisPoints('0.5')).toBe(50);
  });

  it('adds a level that starts from the top one and refuses thresholds below the level under it', () => {
    const draft = toDraft(programme);
    const added = nextLevel(draft);
    expect(added).toMatchObject({ level: 2, label: 'VIP 2', validBetThreshold: '5000.00' });
    draft.levels.push({ ...added, validBetThreshold: '4000' });
    expect(checkLadder(draft, THB)).toEqual({ 'levels.2.validBetThreshold': 'BELOW_PREVIOUS' });
  });

  it('keeps level 0 free of thresholds and checks counts and the window', () => {
    const draft = toDraft(programme);
    draft.windowDays = '0';
    draft.levels[0]!.depositThreshold = '1';
    draft.levels[1]!.withdrawalsPerDay = '0';
    draft.levels[1]!.label = ' ';
    expect(checkLadder(draft, THB)).toEqual({
      windowDays: 'OUT_OF_RANGE',
      'levels.0.depositThreshold': 'LEVEL_ZERO',
      'levels.1.withdrawalsPerDay': 'OUT_OF_RANGE',
      'levels.1.label': 'REQUIRED',
    });
  });
});

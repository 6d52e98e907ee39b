import { describe, expect, it } from 'vitest';
import {
  fraction,
  fractionText,
  groupPrizeMinor,
  groupPrizeUnits,
  groupRebatePercent,
  lineStakeMinor,
  unitMinor,
} from './prize.ts';

describe('stakes', () => {
  it('turns a bet unit into minor units of the currency, when it can hold it', () => {
    expect(unitMinor('1', 2)).toBe(100n);
    expect(unitMinor('0.1', 2)).toBe(10n);
    expect(unitMinor('0.01', 2)).toBe(1n);
    expect(unitMinor('1', 0)).toBe(1n);
    expect(unitMinor('0.1', 0)).toBeNull();
    expect(unitMinor('0.01', 1)).toBeNull();
  });

  it('charges notes × 2 units × unit × multiple', () => {
    expect(lineStakeMinor({ notes: 4, unitsPerNote: 2, unitMinor: 100n, multiple: 3 })).toBe(2400n);
    expect(lineStakeMinor({ notes: 100_000, unitsPerNote: 2, unitMinor: 1n, multiple: 1 })).toBe(200_000n);
  });
});

describe('prizes at a prize group', () => {
  it("pays g / (1000 × p) units per note, DOMAIN.md's examples at 1800", () => {
    expect(groupPrizeUnits(1800, [1, 1000])).toEqual([1800, 1]);
    expect(groupPrizeUnits(1800, [1, 100])).toEqual([180, 1]);
    expect(groupPrizeUnits(1800, [1, 10])).toEqual([18, 1]);
    expect(groupPrizeUnits(1950, [9, 20])).toEqual([13, 3]);
    expect(fraction(6, 1000)).toEqual([3, 500]);
  });

  it('pays a win in minor units, floored once for all its notes', () => {
    const backThree = { group: 1800, chance: fraction(1, 1000) };
    expect(groupPrizeMinor({ ...backThree, notes: 1, unitMinor: 100n, multiple: 1 })).toBe(180_000n);
    expect(groupPrizeMinor({ ...backThree, notes: 2, unitMinor: 1n, multiple: 5 })).toBe(18_000n);
    const sumOfFour = { group: 1800, chance: fraction(3, 216) };
    expect(groupPrizeMinor({ ...sumOfFour, notes: 1, unitMinor: 100n, multiple: 1 })).toBe(12_960n);
    expect(groupPrizeMinor({ ...sumOfFour, notes: 1, unitMinor: 1n, multiple: 1 })).toBe(129n);
    expect(groupPrizeMinor({ ...sumOfFour, notes: 1, unitMinor: 1n, multiple: 5 })).toBe(648n);
    const dragon = { group: 1950, chance: fraction(9, 20) };
    expect(groupPrizeMinor({ ...dragon, notes: 1, unitMinor: 1n, multiple: 1 })).toBe(4n);
    expect(groupPrizeMinor({ ...dragon, notes: 3, unitMinor: 1n, multiple: 1 })).toBe(13n);
  });
});

describe('prize and rebate as the slip shows them', () => {
  it('writes a prize with at most four places, cut and never rounded up', () => {
    expect(fractionText(groupPrizeUnits(1950, fraction(1, 216)))).toBe('421.2');
    expect(fractionText(groupPrizeUnits(1800, fraction(1, 1000)))).toBe('1800');
    // 1950 / (1000 × 3/216) = 140.4; 1800 × 72 / 1000 / 7 = 18.514285… cut to 18.5142.
    expect(fractionText(groupPrizeUnits(1950, fraction(3, 216)))).toBe('140.4');
    expect(fractionText(fraction(129_600, 7000))).toBe('18.5142');
  });

  it('gives (G − g) / 20 % of stake as the rebate of a lower group, none at the maximum', () => {
    expect(groupRebatePercent(1950, 1950)).toBe('0');
    expect(groupRebatePercent(1950, 1900)).toBe('2.5');
    expect(groupRebatePercent(1950, 1800)).toBe('7.5');
    expect(groupRebatePercent(1980, 1979)).toBe('0.05');
    expect(groupRebatePercent(1800, 1900)).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import type { LotteryPlay } from '@croupier/contracts';
import { playOf } from './picks.ts';
import { chosenGroup, prizeGroupChoices } from './prize-groups.ts';

const listed = (play: string, prizeGroups?: LotteryPlay['prizeGroups']): LotteryPlay => ({
  play,
  name: play,
  selection: { format: 'positions', example: '1|2|3' },
  unitPrice: '2',
  payouts: [],
  ...(prizeGroups ? { prizeGroups } : {}),
});
const GROUPS = { max: 1950, offered: [1950, 1900, 1800] };

describe('the slip’s prize groups', () => {
  it('prices a winning note at each group and the rebate of the lower ones (THB, 2 decimals)', () => {
    const backThree = playOf('ssc.back3.straight')!;
    expect(prizeGroupChoices(listed(backThree.code, GROUPS), backThree, '1', 2)).toEqual([
      { group: 1950, prizeUnits: '1950', prizeMinor: 195_000n, rebatePercent: '0' },
      { group: 1900, prizeUnits: '1900', prizeMinor: 190_000n, rebatePercent: '2.5' },
      { group: 1800, prizeUnits: '1800', prizeMinor: 180_000n, rebatePercent: '7.5' },
    ]);
    // At unit 0.01 a note of the fixed position (p = 1/10) pays 19.5 × 0.01 = 0.195, floored to 0.19.
    const fixed = playOf('ssc.fixed')!;
    expect(prizeGroupChoices(listed(fixed.code, GROUPS), fixed, '0.01', 2)[0]).toMatchObject({
      prizeUnits: '19.5',
      prizeMinor: 19n,
    });
  });

  it('prices K3’s sums by their first payout and offers no groups for plays priced by odds', () => {
    const sum = playOf('k3.sum')!;
    // A sum of 3 or 18 (1 in 216) at 1800: 1800 × 216 / 1000 = 388.8 units.
    expect(prizeGroupChoices(listed(sum.code, GROUPS), sum, '1', 2)[2]).toMatchObject({
      group: 1800,
      prizeUnits: '388.8',
      prizeMinor: 38_880n,
    });
    const lo = playOf('vn-mb.lo2')!;
    expect(prizeGroupChoices(listed(lo.code, GROUPS), lo, '1', 2)).toEqual([]);
    expect(prizeGroupChoices(listed(sum.code), sum, '1', 2)).toEqual([]);
  });

  it('keeps the chosen group while it is offered, else buys at the maximum', () => {
    const backThree = playOf('ssc.back3.straight')!;
    const choices = prizeGroupChoices(listed(backThree.code, GROUPS), backThree, '1', 2);
    expect(chosenGroup(choices, 1900)).toBe(1900);
    expect(chosenGroup(choices, 1850)).toBe(1950);
    expect(chosenGroup(choices, null)).toBe(1950);
    expect(chosenGroup([], 1900)).toBeNull();
    // A currency without decimals cannot hold 0.01 of a unit: the prize is not shown.
    expect(prizeGroupChoices(listed(backThree.code, GROUPS), backThree, '0.01', 0)[0]!.prizeMinor).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  EACH_BIG_SMALL_ODD_EVEN,
  itCountsEveryPlayExactly,
  itRefuses,
  playOf,
  sequences,
  winsOf,
} from './enumeration.test-support.ts';
import { groupPrizeUnits } from './prize.ts';
import { SSC_PLAYS } from './ssc.ts';

const EVERY_RESULT = sequences(5, 0, 9);
const ALL_DIGITS = '0,1,2,3,4,5,6,7,8,9';
const play = (code: string) => playOf(SSC_PLAYS, code);

const threeDigitCases = (kind: string, cases: readonly (readonly [string, number])[]) =>
  Object.fromEntries(['front3', 'middle3', 'back3'].map((part) => [`ssc.${part}.${kind}`, cases]));

describe('SSC plays by enumeration of the 100,000 results', () => {
  itCountsEveryPlayExactly(
    SSC_PLAYS,
    {
      'ssc.star5.straight': [
        ['1|2|3|4|5,6', 2],
        ['0,9|1,2,3|4|5,6,7,8|0', 24],
      ],
      'ssc.star4.straight': [
        ['2|3|4|5,6', 2],
        ['0,1,2|3,4|5|6,7,8,9', 24],
      ],
      ...threeDigitCases('straight', [
        ['1,2|3|4,5', 4],
        [`${ALL_DIGITS}|0|9`, 10],
      ]),
      ...threeDigitCases('group3', [
        ['0,9', 2],
        ['1,2,3', 6],
        [ALL_DIGITS, 90],
      ]),
      ...threeDigitCases('group6', [
        ['0,1,2', 1],
        ['1,2,3,4', 4],
        [ALL_DIGITS, 120],
      ]),
      'ssc.front2.straight': [['1,2|3', 2]],
      'ssc.back2.straight': [[`${ALL_DIGITS}|${ALL_DIGITS}`, 100]],
      'ssc.fixed': [
        ['0|1|2|3|4', 5],
        [`||||${ALL_DIGITS}`, 10],
      ],
      'ssc.bsoe': [
        ['big,small,odd,even|big|||', 5],
        ['||||even', 1],
      ],
      'ssc.sum.bsoe': EACH_BIG_SMALL_ODD_EVEN,
      'ssc.dragon-tiger': [
        ['dragon', 1],
        ['tiger', 1],
        ['tie', 1],
        ['dragon,tiger,tie', 3],
      ],
    },
    () => EVERY_RESULT,
  );
});

describe('SSC plays on hand-checked results', () => {
  it('pays straights only on their own positions', () => {
    expect(winsOf(play('ssc.star5.straight'), '1|2|3|4|5,6', [1, 2, 3, 4, 6])).toEqual(['1@1/100000']);
    expect(winsOf(play('ssc.star4.straight'), '2|3|4|5,6', [9, 2, 3, 4, 5])).toEqual(['1@1/10000']);
    expect(winsOf(play('ssc.back3.straight'), '3|4|5', [1, 2, 3, 4, 5])).toEqual(['1@1/1000']);
    expect(winsOf(play('ssc.middle3.straight'), '3|4|5', [1, 2, 3, 4, 5])).toEqual([]);
    expect(winsOf(play('ssc.front3.straight'), '1,2|2|3,4', [1, 2, 3, 4, 5])).toEqual(['1@1/1000']);
    expect(winsOf(play('ssc.front2.straight'), '1|2', [1, 2, 3, 4, 5])).toEqual(['1@1/100']);
    expect(winsOf(play('ssc.back2.straight'), '5|4', [1, 2, 3, 4, 5])).toEqual([]);
  });

  it('pays 组三 on a pair and a single, never on a triple or three different digits', () => {
    const back = play('ssc.back3.group3');
    expect(winsOf(back, '1,2', [0, 0, 1, 2, 1])).toEqual(['1@3/1000']);
    expect(winsOf(back, '1,3', [0, 0, 1, 2, 1])).toEqual([]);
    expect(winsOf(back, '2,3', [0, 0, 2, 2, 2])).toEqual([]);
    expect(winsOf(back, '1,2,3', [0, 0, 1, 2, 3])).toEqual([]);
    expect(winsOf(play('ssc.front3.group3'), '7,8', [8, 7, 8, 0, 0])).toEqual(['1@3/1000']);
  });

  it('pays 组六 on three different digits in any order', () => {
    expect(winsOf(play('ssc.front3.group6'), '1,2,3', [3, 1, 2, 9, 9])).toEqual(['1@3/500']);
    expect(winsOf(play('ssc.middle3.group6'), '1,2,3,4', [0, 4, 2, 1, 0])).toEqual(['1@3/500']);
    expect(winsOf(play('ssc.middle3.group6'), '1,2,3,4', [0, 4, 2, 2, 0])).toEqual([]);
  });

  it('pays each fixed-position and big/small pick on its own', () => {
    expect(winsOf(play('ssc.fixed'), '1,2|2||4,5|', [1, 2, 3, 4, 5])).toEqual(['3@1/10']);
    expect(winsOf(play('ssc.fixed'), '1,2|2||4,5|', [0, 0, 0, 0, 0])).toEqual([]);
    expect(winsOf(play('ssc.bsoe'), 'big,odd|small,even|||big', [5, 4, 3, 2, 4])).toEqual(['4@1/2']);
  });

  it('calls a sum of 23 and above big and compares the 1st digit with the 5th', () => {
    expect(winsOf(play('ssc.sum.bsoe'), 'big,small,odd,even', [9, 9, 5, 0, 0])).toEqual(['2@1/2']);
    expect(winsOf(play('ssc.sum.bsoe'), 'big,odd', [9, 9, 4, 0, 0])).toEqual([]);
    const dragonTiger = play('ssc.dragon-tiger');
    expect(winsOf(dragonTiger, 'dragon,tiger,tie', [7, 0, 0, 0, 7])).toEqual(['1@1/10']);
    expect(winsOf(dragonTiger, 'dragon,tiger,tie', [8, 0, 0, 0, 3])).toEqual(['1@9/20']);
    expect(winsOf(dragonTiger, 'dragon,tie', [2, 0, 0, 0, 3])).toEqual([]);
  });

  it("prices DOMAIN.md's examples at prize group 1800", () => {
    const prizeOf = (code: string) => {
      const [line] = play(code).payouts;
      if (line?.payout.basis !== 'group') throw new Error(`${code} has no group payout`);
      return groupPrizeUnits(1800, line.payout.chance);
    };
    expect(prizeOf('ssc.back3.straight')).toEqual([1800, 1]);
    expect(prizeOf('ssc.back2.straight')).toEqual([180, 1]);
    expect(prizeOf('ssc.fixed')).toEqual([18, 1]);
  });

  it('lists the tie apart from dragon and tiger', () => {
    expect(play('ssc.dragon-tiger').payouts).toEqual([
      { picks: ['dragon', 'tiger'], payout: { basis: 'group', chance: [9, 20] } },
      { picks: ['tie'], payout: { basis: 'group', chance: [1, 10] } },
    ]);
  });
});

describe('SSC selections refused', () => {
  itRefuses(SSC_PLAYS, [
    ['ssc.back3.straight', '1,2|3', 'SELECTION_TOO_FEW'],
    ['ssc.back3.straight', '|2|3', 'SELECTION_TOO_FEW'],
    ['ssc.back3.straight', '', 'SELECTION_TOO_FEW'],
    ['ssc.back3.straight', '1|2|3|4', 'SELECTION_TOO_MANY'],
    ['ssc.back3.straight', '1,1|2|3', 'SELECTION_DUPLICATE'],
    ['ssc.back3.straight', '10|2|3', 'SELECTION_OUT_OF_RANGE'],
    ['ssc.back3.straight', 'big|2|3', 'SELECTION_OUT_OF_RANGE'],
    ['ssc.back3.straight', '1,|2|3', 'SELECTION_MALFORMED'],
    ['ssc.back3.straight', '1 |2|3', 'SELECTION_MALFORMED'],
    ['ssc.back3.straight', '01|2|3', 'SELECTION_MALFORMED'],
    ['ssc.back3.straight', '-1|2|3', 'SELECTION_MALFORMED'],
    ['ssc.back3.straight', '1,1|x!', 'SELECTION_MALFORMED'],
    ['ssc.front3.group3', '1', 'SELECTION_TOO_FEW'],
    ['ssc.front3.group6', '1,2', 'SELECTION_TOO_FEW'],
    ['ssc.fixed', '||||', 'SELECTION_TOO_FEW'],
    ['ssc.fixed', '1|||', 'SELECTION_TOO_FEW'],
    ['ssc.bsoe', 'big', 'SELECTION_TOO_FEW'],
    ['ssc.sum.bsoe', 'big|odd', 'SELECTION_TOO_MANY'],
    ['ssc.sum.bsoe', 'large', 'SELECTION_OUT_OF_RANGE'],
    ['ssc.sum.bsoe', 'BIG', 'SELECTION_MALFORMED'],
    ['ssc.sum.bsoe', 'big,big', 'SELECTION_DUPLICATE'],
    ['ssc.dragon-tiger', '5', 'SELECTION_OUT_OF_RANGE'],
  ]);
});

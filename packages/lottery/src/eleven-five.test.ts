import { describe, expect, it } from 'vitest';
import { ELEVEN_FIVE_PLAYS } from './eleven-five.ts';
import {
  arrangements,
  itCountsEveryPlayExactly,
  itRefuses,
  playOf,
  winsOf,
} from './enumeration.test-support.ts';

const EVERY_DRAW = arrangements([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 5);
const ALL = '1,2,3,4,5,6,7,8,9,10,11';
const play = (code: string) => playOf(ELEVEN_FIVE_PLAYS, code);

describe('11x5 plays by enumeration of the 55,440 draws', () => {
  itCountsEveryPlayExactly(
    ELEVEN_FIVE_PLAYS,
    {
      '11x5.any1': [
        ['7', 1],
        [ALL, 11],
      ],
      '11x5.any2': [
        ['1,2', 1],
        [ALL, 55],
      ],
      '11x5.any3': [
        ['1,2,3,4', 4],
        [ALL, 165],
      ],
      '11x5.any4': [
        ['1,2,3,4', 1],
        ['1,2,3,4,5', 5],
      ],
      '11x5.any5': [
        ['1,2,3,4,5', 1],
        [ALL, 462],
      ],
      '11x5.any6': [
        ['1,2,3,4,5,6', 1],
        [ALL, 462],
      ],
      '11x5.any7': [
        ['1,2,3,4,5,6,7,8', 8],
        [ALL, 330],
      ],
      '11x5.any8': [
        ['1,2,3,4,5,6,7,8', 1],
        [ALL, 165],
      ],
      '11x5.front3.straight': [
        ['1,2|3|4,11', 4],
        ['1,2|1,2|1,2,3', 2],
        [`${ALL}|${ALL}|${ALL}`, 990],
      ],
      '11x5.front3.group': [
        ['1,2,3,4', 4],
        [ALL, 165],
      ],
      '11x5.front2.straight': [
        ['1,2|2,3', 3],
        [`${ALL}|${ALL}`, 110],
      ],
      '11x5.front2.group': [
        ['1,2', 1],
        ['1,2,3', 3],
      ],
      '11x5.fixed': [
        ['1|2|3', 3],
        [`${ALL}||`, 11],
      ],
      '11x5.first': [
        ['5', 1],
        [ALL, 11],
      ],
    },
    () => EVERY_DRAW,
  );
});

describe('11x5 plays on a hand-checked draw', () => {
  const drawn = [3, 7, 1, 9, 11];

  it('pays any-k on its picks among the five drawn, or the five among its picks', () => {
    expect(winsOf(play('11x5.any1'), '3,4,5', drawn)).toEqual(['1@5/11']);
    expect(winsOf(play('11x5.any2'), '1,3,7,8', drawn)).toEqual(['3@2/11']);
    expect(winsOf(play('11x5.any3'), '1,3,7,9,11', drawn)).toEqual(['10@2/33']);
    expect(winsOf(play('11x5.any4'), '1,3,7,8', drawn)).toEqual([]);
    expect(winsOf(play('11x5.any5'), '1,2,3,7,9,11', drawn)).toEqual(['1@1/462']);
    expect(winsOf(play('11x5.any6'), '1,2,3,7,9,11', drawn)).toEqual(['1@1/77']);
    expect(winsOf(play('11x5.any6'), '1,2,3,4,7,9', drawn)).toEqual([]);
    expect(winsOf(play('11x5.any7'), '1,2,3,4,5,7,9,11', drawn)).toEqual(['3@1/22']);
    expect(winsOf(play('11x5.any8'), '1,2,3,4,5,6,7,9,11', drawn)).toEqual(['4@4/33']);
  });

  it('pays the first numbers in order (straight) or in any order (group)', () => {
    expect(winsOf(play('11x5.front3.straight'), '3|7|1,2', drawn)).toEqual(['1@1/990']);
    expect(winsOf(play('11x5.front3.straight'), '7|3|1', drawn)).toEqual([]);
    expect(winsOf(play('11x5.front3.group'), '1,3,7', drawn)).toEqual(['1@1/165']);
    expect(winsOf(play('11x5.front2.straight'), '3|7', drawn)).toEqual(['1@1/110']);
    expect(winsOf(play('11x5.front2.group'), '7,3', drawn)).toEqual(['1@1/55']);
    expect(winsOf(play('11x5.front2.group'), '3,9', drawn)).toEqual([]);
    expect(winsOf(play('11x5.fixed'), '3|7|2', drawn)).toEqual(['2@1/11']);
    expect(winsOf(play('11x5.first'), '3,7', drawn)).toEqual(['1@1/11']);
  });
});

describe('11x5 selections refused', () => {
  itRefuses(ELEVEN_FIVE_PLAYS, [
    ['11x5.any1', '12', 'SELECTION_OUT_OF_RANGE'],
    ['11x5.any1', '0', 'SELECTION_OUT_OF_RANGE'],
    ['11x5.any1', '01', 'SELECTION_MALFORMED'],
    ['11x5.any2', '1', 'SELECTION_TOO_FEW'],
    ['11x5.any8', '1,2,3,4,5,6,7', 'SELECTION_TOO_FEW'],
    ['11x5.any3', '1,2,2', 'SELECTION_DUPLICATE'],
    ['11x5.front3.straight', '1|1|1', 'SELECTION_TOO_FEW'],
    ['11x5.front3.straight', '1|2', 'SELECTION_TOO_FEW'],
    ['11x5.front2.straight', '1|1', 'SELECTION_TOO_FEW'],
    ['11x5.front3.group', '1,2', 'SELECTION_TOO_FEW'],
    ['11x5.fixed', '1|2|3|4', 'SELECTION_TOO_MANY'],
    ['11x5.first', '1|2', 'SELECTION_TOO_MANY'],
  ]);
});

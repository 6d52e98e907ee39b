import { describe, expect, it } from 'vitest';
import {
  EACH_BIG_SMALL_ODD_EVEN,
  itCountsEveryPlayExactly,
  itRefuses,
  playOf,
  sequences,
  winsOf,
} from './enumeration.test-support.ts';
import { K3_PLAYS } from './k3.ts';

const EVERY_THROW = sequences(3, 1, 6);
const play = (code: string) => playOf(K3_PLAYS, code);
const EACH_SUM = Array.from({ length: 16 }, (_, index) => [String(index + 3), 1] as const);

describe('K3 plays by enumeration of the 216 throws', () => {
  itCountsEveryPlayExactly(
    K3_PLAYS,
    {
      'k3.sum': [...EACH_SUM, [EACH_SUM.map(([sum]) => sum).join(','), 16]],
      'k3.triple': [
        ['3', 1],
        ['1,2,3,4,5,6', 6],
      ],
      'k3.any-triple': [['any', 1]],
      'k3.pair': [
        ['1', 1],
        ['1,2,3,4,5,6', 6],
      ],
      'k3.two-different': [
        ['1,2', 1],
        ['1,3,5', 3],
        ['1,2,3,4,5,6', 15],
      ],
      'k3.three-different': [
        ['1,2,3', 1],
        ['1,2,3,4', 4],
        ['1,2,3,4,5,6', 20],
      ],
      'k3.sum.bsoe': EACH_BIG_SMALL_ODD_EVEN,
    },
    () => EVERY_THROW,
  );
});

describe('K3 plays on hand-checked throws', () => {
  it('pays a sum at its own chance', () => {
    expect(winsOf(play('k3.sum'), '4,10,17', [1, 2, 1])).toEqual(['1@1/72']);
    expect(winsOf(play('k3.sum'), '4,10,17', [6, 6, 6])).toEqual([]);
    expect(winsOf(play('k3.sum'), '3,18', [6, 6, 6])).toEqual(['1@1/216']);
  });

  it('pays triples, pairs (their triple included) and different faces', () => {
    expect(winsOf(play('k3.triple'), '1,6', [6, 6, 6])).toEqual(['1@1/216']);
    expect(winsOf(play('k3.any-triple'), 'any', [6, 6, 6])).toEqual(['1@1/36']);
    expect(winsOf(play('k3.any-triple'), 'any', [6, 5, 6])).toEqual([]);
    expect(winsOf(play('k3.pair'), '2,5', [2, 5, 2])).toEqual(['1@2/27']);
    expect(winsOf(play('k3.pair'), '2', [2, 2, 2])).toEqual(['1@2/27']);
    expect(winsOf(play('k3.pair'), '5', [2, 5, 2])).toEqual([]);
    expect(winsOf(play('k3.two-different'), '1,3,5', [5, 1, 3])).toEqual(['3@5/36']);
    expect(winsOf(play('k3.two-different'), '1,3,5', [1, 1, 3])).toEqual(['1@5/36']);
    expect(winsOf(play('k3.two-different'), '1,3', [1, 1, 1])).toEqual([]);
    expect(winsOf(play('k3.three-different'), '1,2,3,4', [4, 2, 1])).toEqual(['1@1/36']);
    expect(winsOf(play('k3.three-different'), '1,2,3,4', [4, 4, 1])).toEqual([]);
  });

  it('calls 11–18 big and lets a triple lose big, small, odd and even', () => {
    expect(winsOf(play('k3.sum.bsoe'), 'big,small,odd,even', [5, 5, 6])).toEqual(['2@35/72']);
    expect(winsOf(play('k3.sum.bsoe'), 'big,small,odd,even', [1, 4, 5])).toEqual(['2@35/72']);
    expect(winsOf(play('k3.sum.bsoe'), 'small', [1, 4, 5])).toEqual(['1@35/72']);
    expect(winsOf(play('k3.sum.bsoe'), 'big,small,odd,even', [4, 4, 4])).toEqual([]);
  });
});

describe('K3 selections refused', () => {
  itRefuses(K3_PLAYS, [
    ['k3.sum', '2', 'SELECTION_OUT_OF_RANGE'],
    ['k3.sum', '19', 'SELECTION_OUT_OF_RANGE'],
    ['k3.sum', 'big', 'SELECTION_OUT_OF_RANGE'],
    ['k3.triple', '7', 'SELECTION_OUT_OF_RANGE'],
    ['k3.triple', '666', 'SELECTION_OUT_OF_RANGE'],
    ['k3.any-triple', 'any,any', 'SELECTION_DUPLICATE'],
    ['k3.any-triple', '1', 'SELECTION_OUT_OF_RANGE'],
    ['k3.any-triple', '', 'SELECTION_TOO_FEW'],
    ['k3.pair', '2|5', 'SELECTION_TOO_MANY'],
    ['k3.two-different', '1', 'SELECTION_TOO_FEW'],
    ['k3.three-different', '1,2', 'SELECTION_TOO_FEW'],
    ['k3.three-different', '1,2,3,3', 'SELECTION_DUPLICATE'],
    ['k3.sum.bsoe', 'tie', 'SELECTION_OUT_OF_RANGE'],
  ]);
});

import { describe, expect, it } from 'vitest';
import {
  itCountsEveryPlayExactly,
  itRefuses,
  permutationsOver,
  playOf,
  winsOf,
} from './enumeration.test-support.ts';
import { PK10_PLAYS } from './pk10.ts';
import type { Play } from './types.ts';

const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const play = (code: string) => playOf(PK10_PLAYS, code);

/** The places a selection's notes depend on: its picked places, both places of a duel, the first two for the sum. */
function placesRead(pk10Play: Play<unknown, readonly number[]>, text: string): number[] {
  if (pk10Play.code === 'pk10.top2.sum') return [0, 1];
  const picked = text.split('|').flatMap((picks, place) => (picks === '' ? [] : [place]));
  return pk10Play.code === 'pk10.dragon-tiger' ? picked.flatMap((duel) => [duel, 9 - duel]) : picked;
}

describe('PK10 plays by enumeration of every arrangement of the places they read', () => {
  itCountsEveryPlayExactly(
    PK10_PLAYS,
    {
      'pk10.positions': [
        ['1|2|3|4||||||', 4],
        ['1,2,3,4,5,6,7,8,9,10|||||||||', 10],
      ],
      'pk10.top2.sum': [
        ['3', 1],
        ['4', 1],
        ['11', 1],
        ['10,12', 2],
        ['3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19', 17],
      ],
      'pk10.bsoe': [
        ['||big,small,odd,even|||||||', 4],
        ['big|small|odd|even||||||', 4],
      ],
      'pk10.dragon-tiger': [
        ['dragon,tiger||||', 2],
        ['||||tiger', 1],
        ['dragon|tiger|||', 2],
      ],
    },
    (pk10Play, text) => permutationsOver(NUMBERS, placesRead(pk10Play, text)),
  );
});

describe('PK10 plays on hand-checked results', () => {
  const finish = [3, 8, 1, 2, 4, 5, 6, 7, 9, 10];

  it('pays each place picked and the sum of the first two', () => {
    expect(winsOf(play('pk10.positions'), '3|8,1||||||||10', finish)).toEqual(['3@1/10']);
    expect(winsOf(play('pk10.positions'), '8|3||||||||', finish)).toEqual([]);
    expect(winsOf(play('pk10.top2.sum'), '3,11,19', finish)).toEqual(['1@1/9']);
    expect(winsOf(play('pk10.top2.sum'), '3,11,19', [1, 2, ...finish.slice(2)])).toEqual(['1@1/45']);
    expect(winsOf(play('pk10.top2.sum'), '10,12', finish)).toEqual([]);
  });

  it('calls 6–10 big and duels the 1st with the 10th, the 2nd with the 9th…', () => {
    expect(winsOf(play('pk10.bsoe'), 'small,odd|big,even||||||||big', finish)).toEqual(['5@1/2']);
    const rotated = [10, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect(winsOf(play('pk10.dragon-tiger'), 'dragon,tiger|dragon|||', rotated)).toEqual(['1@1/2']);
    expect(winsOf(play('pk10.dragon-tiger'), '||||dragon', rotated)).toEqual([]);
  });

  it('lists the chance of each sum of the first two', () => {
    const chances = Object.fromEntries(
      play('pk10.top2.sum').payouts.flatMap(({ picks, payout }) =>
        (picks ?? []).map((sum) => [sum, payout.basis === 'group' ? payout.chance : null]),
      ),
    );
    expect(chances['3']).toEqual([1, 45]);
    expect(chances['5']).toEqual([2, 45]);
    expect(chances['11']).toEqual([1, 9]);
    expect(chances['19']).toEqual([1, 45]);
  });
});

describe('PK10 selections refused', () => {
  itRefuses(PK10_PLAYS, [
    ['pk10.positions', '11|||||||||', 'SELECTION_OUT_OF_RANGE'],
    ['pk10.positions', '0|||||||||', 'SELECTION_OUT_OF_RANGE'],
    ['pk10.positions', '1', 'SELECTION_TOO_FEW'],
    ['pk10.positions', '|||||||||', 'SELECTION_TOO_FEW'],
    ['pk10.positions', '1||||||||||', 'SELECTION_TOO_MANY'],
    ['pk10.positions', '1,1|||||||||', 'SELECTION_DUPLICATE'],
    ['pk10.top2.sum', '2', 'SELECTION_OUT_OF_RANGE'],
    ['pk10.top2.sum', '20', 'SELECTION_OUT_OF_RANGE'],
    ['pk10.top2.sum', '3;4', 'SELECTION_MALFORMED'],
    ['pk10.bsoe', 'big', 'SELECTION_TOO_FEW'],
    ['pk10.dragon-tiger', 'tie||||', 'SELECTION_OUT_OF_RANGE'],
  ]);
});

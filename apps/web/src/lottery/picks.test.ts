import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@croupier/money';
import {
  checkLine,
  enteredSelection,
  padOf,
  playOf,
  quickPick,
  quickPicksFit,
  selectionText,
} from './picks.ts';
import { trendAt } from './trend.ts';

const play = (code: string) => {
  const found = playOf(code);
  if (!found) throw new Error(`no play ${code}`);
  return found;
};
const decimals = CURRENCIES.THB!.decimals;

describe('the pad of a play', () => {
  it('offers the digits of each SSC position, the cars of PK10, the dice sums of K3 and the balls of 11x5', () => {
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(padOf(play('ssc.back3.straight'), 'positions')).toEqual({
      kind: 'rows',
      rows: [digits, digits, digits],
    });
    const pk10 = padOf(play('pk10.positions'), 'positions');
    expect(pk10.kind === 'rows' && pk10.rows.length).toBe(10);
    expect(pk10.kind === 'rows' && pk10.rows[0]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const sums = padOf(play('k3.sum'), 'picks');
    expect(sums.kind === 'rows' && sums.rows[0]).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 3)));
    const balls = padOf(play('11x5.any5'), 'picks');
    expect(balls.kind === 'rows' && balls.rows[0]).toHaveLength(11);
  });

  it('offers word picks where a play takes them', () => {
    expect(padOf(play('ssc.dragon-tiger'), 'picks')).toEqual({
      kind: 'rows',
      rows: [['dragon', 'tiger', 'tie']],
    });
    expect(padOf(play('k3.sum.bsoe'), 'picks')).toEqual({
      kind: 'rows',
      rows: [['big', 'small', 'odd', 'even']],
    });
  });

  it('lists two-digit numbers with their leading zeros and lets longer ones be typed', () => {
    const lo = padOf(play('vn-mb.lo2'), 'digits-2');
    expect(lo.kind === 'rows' && lo.rows[0]!.slice(0, 3)).toEqual(['00', '01', '02']);
    expect(lo.kind === 'rows' && lo.rows[0]).toHaveLength(100);
    expect(padOf(play('4d.big'), 'digits-4')).toEqual({ kind: 'entry', digits: 4 });
  });
});

describe('quick picks', () => {
  const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
  it('splits a row of numbers into big and small halves, odd and even', () => {
    expect(quickPick(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick(digits, 'all')).toEqual(digits);
    expect(quickPick(digits, 'clear')).toEqual([]);
  });
  it('fit rows of numbers only', () => {
    expect(quickPicksFit(digits)).toBe(true);
    expect(quickPicksFit(['dragon', 'tiger', 'tie'])).toBe(false);
  });
});

describe('a slip line', () => {
  it('writes picks in the pad order and counts notes and stake as the package does', () => {
    const rows = [
      ['0', '1', '2'],
      ['0', '1', '2'],
      ['0', '1', '2'],
    ];
    const selection = selectionText(rows, [new Set(['2', '0']), new Set(['1']), new Set(['0', '1'])]);
    expect(selection).toBe('0,2|1|0,1');
    const line = checkLine({
      play: play('ssc.back3.straight'),
      selection,
      unitPrice: 2,
      unit: '0.1',
      multiple: 3,
      decimals,
    });
    // 4 notes × 2 units × 0.10 × 3 = 2.40
    expect(line).toEqual({ ok: true, notes: 4, stakeMinor: 240n });
  });

  it('prices a lô point at the brand price given by the plays list', () => {
    const line = checkLine({
      play: play('vn-mb.lo2'),
      selection: enteredSelection('27 05'),
      unitPrice: 27,
      unit: '1',
      multiple: 1,
      decimals,
    });
    expect(line).toEqual({ ok: true, notes: 2, stakeMinor: 5400n });
  });

  it('refuses what the platform would refuse', () => {
    const base = { play: play('ssc.front3.group6'), unitPrice: 2, unit: '1' as const, multiple: 1, decimals };
    expect(checkLine({ ...base, selection: '1,2' })).toEqual({ ok: false, error: 'SELECTION_TOO_FEW' });
    expect(checkLine({ ...base, selection: '1,2,3', multiple: 0 })).toEqual({
      ok: false,
      error: 'MULTIPLE_INVALID',
    });
    expect(checkLine({ ...base, selection: '1,2,3', unit: '0.01', decimals: 0 })).toEqual({
      ok: false,
      error: 'UNIT_UNAVAILABLE',
    });
  });
});

describe('the trend', () => {
  it('counts hits and the draws since each number last came at a position', () => {
    const draws = [
      ['1', '2'],
      ['3', '2'],
      ['1', '4'],
    ];
    expect(trendAt(draws, 0, ['1', '3', '5'])).toEqual([
      { value: '1', hits: 2, missing: 0 },
      { value: '3', hits: 1, missing: 1 },
      { value: '5', hits: 0, missing: 3 },
    ]);
  });
});

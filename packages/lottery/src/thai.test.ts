import { describe, expect, it } from 'vitest';
import { allNumbers, winningNotes } from './plays-testing.ts';
import type { ThaiResult } from './results.ts';
import { THAI_ODDS, THAI_PLAYS } from './thai.ts';

function play(code: string) {
  return THAI_PLAYS.find((candidate) => candidate.code === code)!;
}

/** Results differing only in the first prize's last three digits (`top`) and the bottom two. */
function result(top: string, bottomTwo = '00'): ThaiResult {
  return { firstPrize: `945${top}`, frontThree: ['098', '918'], backThree: ['468', '670'], bottomTwo };
}

/** How many of the 1000 possible top threes (or 100 bottom twos) a selection wins on. */
function winningResults(code: string, selection: string, over: 'top' | 'bottom'): number {
  const results =
    over === 'top' ? allNumbers(3).map((top) => result(top)) : allNumbers(2).map((two) => result('000', two));
  return results.filter((drawn) => winningNotes(play(code), selection, drawn) > 0).length;
}

describe('Thai plays by enumeration over every possible result', () => {
  it('wins 3 top on one top three in 1000, and 2 top on ten', () => {
    for (const pick of ['000', '123', '909']) expect(winningResults('thai.top3', pick, 'top')).toBe(1);
    for (const pick of ['00', '45', '99']) expect(winningResults('thai.top2', pick, 'top')).toBe(10);
  });

  it('wins 3 tote on every order of its digits: 6 of 1000, or 3 with a repeated digit', () => {
    for (const pick of ['123', '907', '012']) expect(winningResults('thai.tote3', pick, 'top')).toBe(6);
    for (const pick of ['112', '099', '554']) expect(winningResults('thai.tote3', pick, 'top')).toBe(3);
  });

  it('wins run top when the digit is among the top three (271 of 1000) and run bottom in the bottom two (19 of 100)', () => {
    for (const digit of ['0', '5', '9']) {
      expect(winningResults('thai.run.top', digit, 'top')).toBe(271);
      expect(winningResults('thai.run.bottom', digit, 'bottom')).toBe(19);
    }
  });

  it('wins 2 bottom on one bottom two in 100', () => {
    for (const pick of ['00', '71', '99']) expect(winningResults('thai.bottom2', pick, 'bottom')).toBe(1);
  });
});

describe('Thai hand vectors', () => {
  const drawn: ThaiResult = {
    firstPrize: '945594',
    frontThree: ['098', '918'],
    backThree: ['468', '670'],
    bottomTwo: '71',
  };

  it('reads the top from the first prize and the bottom from the two-digit number', () => {
    expect(winningNotes(play('thai.top3'), '594,945,000', drawn)).toBe(1);
    expect(winningNotes(play('thai.tote3'), '459,123,780', drawn)).toBe(1);
    expect(winningNotes(play('thai.top2'), '94,59', drawn)).toBe(1);
    expect(winningNotes(play('thai.bottom2'), '71,17', drawn)).toBe(1);
    // 9 is twice in the top three and still one win; 1 and 7 are both in the bottom two.
    expect(winningNotes(play('thai.run.top'), '9,5,1', drawn)).toBe(2);
    expect(winningNotes(play('thai.run.bottom'), '1,7,9', drawn)).toBe(2);
    expect(play('thai.run.top').wins(['9'], drawn)).toEqual([
      { notes: 1, payout: { basis: 'odds', oddsKey: 'thai.run.top' } },
    ]);
  });
});

describe('Thai selections and odds', () => {
  it('refuses malformed picks, repeated orders of one tote and a tote of three equal digits', () => {
    const cases: [string, string, string][] = [
      ['thai.top3', '12', 'SELECTION_MALFORMED'],
      ['thai.top3', '', 'SELECTION_TOO_FEW'],
      ['thai.top2', '12,12', 'SELECTION_DUPLICATE'],
      ['thai.run.top', '10', 'SELECTION_MALFORMED'],
      ['thai.tote3', '123,321', 'SELECTION_DUPLICATE'],
      ['thai.tote3', '777', 'SELECTION_OUT_OF_RANGE'],
    ];
    for (const [code, selection, error] of cases) {
      expect(play(code).parse(selection), `${code} ${selection}`).toEqual({ ok: false, error });
    }
    expect(play('thai.top3').parse('123,777')).toEqual({ ok: true, selection: ['123', '777'], notes: 2 });
    for (const candidate of THAI_PLAYS)
      expect(candidate.parse(candidate.example).ok, candidate.code).toBe(true);
  });

  it('has default odds for every play, each leaving the house an edge', () => {
    expect(Object.keys(THAI_ODDS).sort()).toEqual(THAI_PLAYS.map((p) => p.code).sort());
    const chance: Record<string, number> = {
      'thai.top3': 1 / 1000,
      'thai.tote3': 6 / 1000,
      'thai.top2': 1 / 100,
      'thai.bottom2': 1 / 100,
      'thai.run.top': 271 / 1000,
      'thai.run.bottom': 19 / 100,
    };
    for (const [code, odds] of Object.entries(THAI_ODDS))
      expect(odds * chance[code]!, code).toBeLessThan(0.95);
  });
});

import { describe, expect, it } from 'vitest';
import { allNumbers, winningNotes } from './plays-testing.ts';
import { drawResult } from './draw.ts';
import { nodeHashing } from './node-hashing.ts';
import type { VietnamRegion, VietnamResult } from './results.ts';
import type { Play, Win } from './types.ts';
import { VIETNAM_DEFAULTS, VIETNAM_PLAY_NAMES, VIETNAM_PLAYS } from './vietnam.ts';

const REGIONS: readonly VietnamRegion[] = ['vn-mb', 'vn-mn', 'vn-mt'];

function play(code: string): Play<readonly string[], VietnamResult> {
  return VIETNAM_PLAYS.find((candidate) => candidate.code === code)!;
}

async function drawn(region: VietnamRegion, issue: number): Promise<VietnamResult> {
  return drawResult(region, 'VN', `${issue}`, issue.toString(16).padStart(64, '0'), nodeHashing);
}

/** A northern draw written by hand: three numbers end in 27 (one of them G6's 127), one in 05; ĐB ends in 62. */
const NORTH: VietnamResult = {
  DB: ['12562'],
  G1: ['40127'],
  G2: ['11005', '90127'],
  G3: ['33333', '44444', '55555', '66666', '77777', '88888'],
  G4: ['1234', '5678', '9012', '3456'],
  G5: ['7890', '1357', '2468', '3690', '4812', '5931'],
  G6: ['127', '640', '752'],
  G7: ['19', '38', '46', '71'],
};

describe('lô, bao lô and đề by enumeration over every pick', () => {
  it('counts occurrences summing to the numbers covered, which is the point price', async () => {
    for (const region of REGIONS) {
      for (let issue = 0; issue < 3; issue++) {
        const result = await drawn(region, issue);
        for (const [name, digits] of [
          ['lo2', 2],
          ['lo3', 3],
          ['baolo4', 4],
        ] as const) {
          const code = `${region}.${name}`;
          const total = allNumbers(digits).reduce(
            (sum, pick) => sum + winningNotes(play(code), pick, result),
            0,
          );
          expect(total, code).toBe(play(code).unitsPerNote);
          expect(VIETNAM_DEFAULTS[`${code}.price`]).toBe(total);
        }
        const deWinners = allNumbers(2).filter(
          (pick) => winningNotes(play(`${region}.de`), pick, result) > 0,
        );
        expect(deWinners).toEqual([result.DB![0]!.slice(-2)]);
      }
    }
  });

  it('prices a point at 27 units in the north and 18 in the south and centre', () => {
    expect([play('vn-mb.lo2').unitsPerNote, play('vn-mb.lo2').priceKey]).toEqual([27, 'vn-mb.lo2.price']);
    expect(play('vn-mn.lo2').unitsPerNote).toBe(18);
    expect(play('vn-mt.lo2').unitsPerNote).toBe(18);
    expect(play('vn-mb.de').unitsPerNote).toBe(1);
    expect(play('vn-mb.de').priceKey).toBeUndefined();
  });
});

describe('hand vectors (northern draw)', () => {
  it('pays lô per occurrence of the last two digits', () => {
    expect(winningNotes(play('vn-mb.lo2'), '27', NORTH)).toBe(3);
    expect(winningNotes(play('vn-mb.lo2'), '27,05,00', NORTH)).toBe(4);
    expect(play('vn-mb.lo2').wins(['27', '05'], NORTH)).toEqual<Win[]>([
      { notes: 4, payout: { basis: 'odds', oddsKey: 'vn-mb.lo2' } },
    ]);
    expect(play('vn-mb.lo2').wins(['00'], NORTH)).toEqual([]);
  });

  it('pays lô 3 số on the last three digits, which a two-digit number does not have', () => {
    expect(winningNotes(play('vn-mb.lo3'), '127', NORTH)).toBe(3);
    expect(winningNotes(play('vn-mb.lo3'), '019', NORTH)).toBe(0);
    expect(winningNotes(play('vn-mb.baolo4'), '0127,3333', NORTH)).toBe(3);
  });

  it('pays đề on the last two digits of ĐB only', () => {
    expect(winningNotes(play('vn-mb.de'), '62,27', NORTH)).toBe(1);
    expect(winningNotes(play('vn-mb.de'), '12', NORTH)).toBe(0);
  });

  it('pays xiên when all of a combination’s numbers appear, each counted once', () => {
    expect(winningNotes(play('vn-mb.xien2'), '27,05', NORTH)).toBe(1);
    expect(winningNotes(play('vn-mb.xien2'), '27,00', NORTH)).toBe(0);
    // 27, 05, 19 appear and 00 does not: C(3, 2) = 3 winning pairs of C(4, 2) = 6.
    expect(play('vn-mb.xien2').parse('27,05,19,00')).toMatchObject({ ok: true, notes: 6 });
    expect(winningNotes(play('vn-mb.xien2'), '27,05,19,00', NORTH)).toBe(3);
    expect(winningNotes(play('vn-mb.xien3'), '27,05,19,00', NORTH)).toBe(1);
    expect(winningNotes(play('vn-mb.xien4'), '27,05,19,00', NORTH)).toBe(0);
    expect(winningNotes(play('vn-mb.xien4'), '27,05,19,38', NORTH)).toBe(1);
  });
});

describe('xiên by enumeration over every line of two numbers', () => {
  it('wins exactly the pairs of distinct endings drawn', async () => {
    const result = await drawn('vn-mb', 7);
    const endings = new Set(Object.values(result).flatMap((numbers) => numbers.map((n) => n.slice(-2))));
    let winningPairs = 0;
    const numbers = allNumbers(2);
    for (let a = 0; a < numbers.length; a++) {
      for (let b = a + 1; b < numbers.length; b++) {
        winningPairs += winningNotes(play('vn-mb.xien2'), `${numbers[a]},${numbers[b]}`, result);
      }
    }
    expect(winningPairs).toBe((endings.size * (endings.size - 1)) / 2);
  });
});

describe('selections', () => {
  it('refuses malformed, duplicate, too few and too many picks', () => {
    const cases: [string, string, string][] = [
      ['vn-mb.lo2', '', 'SELECTION_TOO_FEW'],
      ['vn-mb.lo2', '5', 'SELECTION_MALFORMED'],
      ['vn-mb.lo2', '05,', 'SELECTION_MALFORMED'],
      ['vn-mb.lo2', ' 05', 'SELECTION_MALFORMED'],
      ['vn-mb.lo2', '05|06', 'SELECTION_MALFORMED'],
      ['vn-mb.lo2', '0x', 'SELECTION_MALFORMED'],
      ['vn-mb.lo2', '05,05', 'SELECTION_DUPLICATE'],
      ['vn-mn.lo3', '05', 'SELECTION_MALFORMED'],
      ['vn-mt.de', '123', 'SELECTION_MALFORMED'],
      ['vn-mb.xien2', '12', 'SELECTION_TOO_FEW'],
      ['vn-mb.xien4', '12,34,56', 'SELECTION_TOO_FEW'],
      ['vn-mb.xien2', allNumbers(2).slice(0, 11).join(','), 'SELECTION_TOO_MANY'],
    ];
    for (const [code, selection, error] of cases) {
      expect(play(code).parse(selection), `${code} ${selection}`).toEqual({ ok: false, error });
    }
  });

  it('counts a note per pick, and C(n, k) for xiên k', () => {
    expect(play('vn-mb.lo2').parse('00,99,27')).toEqual({
      ok: true,
      selection: ['00', '99', '27'],
      notes: 3,
    });
    expect(play('vn-mb.xien3').parse('01,02,03,04,05')).toMatchObject({ ok: true, notes: 10 });
    expect(play('vn-mb.xien4').parse(allNumbers(2).slice(0, 10).join(','))).toMatchObject({ notes: 210 });
  });

  it('parses every play’s example', () => {
    for (const candidate of VIETNAM_PLAYS)
      expect(candidate.parse(candidate.example).ok, candidate.code).toBe(true);
  });
});

describe('defaults and names', () => {
  /** P(k given distinct endings all appear among n uniform endings), by inclusion–exclusion. */
  function xienChance(numbers: number, size: number): number {
    let chance = 0;
    let binomial = 1;
    for (let j = 0; j <= size; j++) {
      chance += (j % 2 === 0 ? 1 : -1) * binomial * (1 - j / 100) ** numbers;
      binomial = (binomial * (size - j)) / (j + 1);
    }
    return chance;
  }

  it('has odds for every play, a price for every priced play, and no key no play reads', () => {
    const keys = VIETNAM_PLAYS.flatMap((p) => [p.code, ...(p.priceKey ? [p.priceKey] : [])]);
    expect(Object.keys(VIETNAM_DEFAULTS).sort()).toEqual(keys.sort());
  });

  it('leaves the house an edge on every default', () => {
    for (const region of REGIONS) {
      const numbers = region === 'vn-mb' ? 27 : 18;
      // Lô at its point price returns odds / 10^digits per unit: 99 %, 98 %, 88.8 %.
      expect(VIETNAM_DEFAULTS[`${region}.lo2`]! / 100).toBeLessThan(1);
      expect(VIETNAM_DEFAULTS[`${region}.lo3`]! / 1000).toBeLessThan(1);
      expect(VIETNAM_DEFAULTS[`${region}.baolo4`]! / 10000).toBeLessThan(1);
      expect(VIETNAM_DEFAULTS[`${region}.de`]! / 100).toBeLessThan(1);
      for (const size of [2, 3, 4]) {
        const rtp = VIETNAM_DEFAULTS[`${region}.xien${size}`]! * xienChance(numbers, size);
        expect(rtp, `${region} xiên ${size}`).toBeLessThan(0.95);
        expect(rtp, `${region} xiên ${size}`).toBeGreaterThan(0.65);
      }
    }
  });

  it('names lô bao lô in the south and centre', () => {
    expect(VIETNAM_PLAY_NAMES['vn-mb.lo2']).toBe('Lô 2 số');
    expect(VIETNAM_PLAY_NAMES['vn-mn.lo2']).toBe('Bao lô 2 số');
    expect(VIETNAM_PLAY_NAMES['vn-mt.lo3']).toBe('Bao lô 3 số');
    expect(Object.keys(VIETNAM_PLAY_NAMES).sort()).toEqual(VIETNAM_PLAYS.map((p) => p.code).sort());
  });
});

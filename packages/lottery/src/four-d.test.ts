import { describe, expect, it } from 'vitest';
import { drawResult } from './draw.ts';
import { FOUR_D_ODDS, FOUR_D_PLAYS } from './four-d.ts';
import { nodeHashing } from './node-hashing.ts';
import type { FourDResult } from './results.ts';
import type { Win } from './types.ts';

function play(code: string) {
  return FOUR_D_PLAYS.find((candidate) => candidate.code === code)!;
}

function wins(code: string, selection: string, result: FourDResult): Win[] {
  const parsed = play(code).parse(selection);
  if (!parsed.ok) throw new Error(`${selection}: ${parsed.error}`);
  return play(code).wins(parsed.selection, result);
}

const DRAWN: FourDResult = {
  first: '7542',
  second: '8679',
  third: '5483',
  starter: ['1251', '2105', '7816', '7421', '6038', '9060', '5228', '9965', '2810', '0206'],
  consolation: ['6248', '9315', '3095', '3886', '4166', '7644', '7946', '3676', '7308', '7840'],
};

const odds = (oddsKey: string, notes = 1): Win => ({ notes, payout: { basis: 'odds', oddsKey } });

describe('4D by enumeration over every pick', () => {
  it('wins Big on all 23 numbers, one tier each, and Small on the first three', async () => {
    for (let issue = 0; issue < 3; issue++) {
      const result = await drawResult(
        '4d',
        '4D',
        `${issue}`,
        issue.toString(16).padStart(64, '0'),
        nodeHashing,
      );
      const tiers = { big: new Map<string, number>(), small: new Map<string, number>() };
      for (let n = 0; n < 10_000; n++) {
        const pick = String(n).padStart(4, '0');
        for (const size of ['big', 'small'] as const) {
          const won = wins(`4d.${size}`, pick, result);
          expect(won.length).toBeLessThanOrEqual(1);
          for (const win of won) {
            const key = win.payout.basis === 'odds' ? win.payout.oddsKey : 'group';
            tiers[size].set(key, (tiers[size].get(key) ?? 0) + win.notes);
          }
        }
      }
      expect(Object.fromEntries(tiers.big)).toEqual({
        '4d.big.first': 1,
        '4d.big.second': 1,
        '4d.big.third': 1,
        '4d.big.starter': 10,
        '4d.big.consolation': 10,
      });
      expect(Object.fromEntries(tiers.small)).toEqual({
        '4d.small.first': 1,
        '4d.small.second': 1,
        '4d.small.third': 1,
      });
    }
  });
});

describe('4D hand vectors', () => {
  it('returns one Win per tier a line hits', () => {
    expect(wins('4d.big', '7542,1251,6248,7840,0000', DRAWN)).toEqual([
      odds('4d.big.first'),
      odds('4d.big.starter'),
      odds('4d.big.consolation', 2),
    ]);
    expect(wins('4d.small', '7542,1251,6248,5483', DRAWN)).toEqual([
      odds('4d.small.first'),
      odds('4d.small.third'),
    ]);
    expect(wins('4d.small', '1251', DRAWN)).toEqual([]);
  });

  it('refuses picks that are not four digits, and duplicates', () => {
    expect(play('4d.big').parse('123')).toEqual({ ok: false, error: 'SELECTION_MALFORMED' });
    expect(play('4d.big').parse('1234,1234')).toEqual({ ok: false, error: 'SELECTION_DUPLICATE' });
    expect(play('4d.small').parse('0001,9999')).toEqual({ ok: true, selection: ['0001', '9999'], notes: 2 });
    for (const candidate of FOUR_D_PLAYS)
      expect(candidate.parse(candidate.example).ok, candidate.code).toBe(true);
  });

  it('leaves the house an edge with the default odds (Big 23 numbers, Small 3, in 10 000)', () => {
    const big = ['first', 'second', 'third', 'starter', 'consolation'].map(
      (tier) => FOUR_D_ODDS[`4d.big.${tier}`]!,
    );
    const bigReturn = (big[0]! + big[1]! + big[2]! + 10 * big[3]! + 10 * big[4]!) / 10_000;
    const smallReturn =
      (FOUR_D_ODDS['4d.small.first']! + FOUR_D_ODDS['4d.small.second']! + FOUR_D_ODDS['4d.small.third']!) /
      10_000;
    expect([bigReturn, smallReturn]).toEqual([0.64, 0.65]);
  });
});

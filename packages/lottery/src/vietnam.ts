import { type DigitPicks, notePerPick, oddsPayouts, oddsWin, parseDigitPicks } from './digit-picks.ts';
import { type VietnamRegion, type VietnamResult, vietnamNumbers } from './results.ts';
import type { Play } from './types.ts';
import { choose } from './selection.ts';

/**
 * The Vietnamese plays of the north (MB, 27 numbers) and the south and centre (MN, MT, 18 numbers each). A
 * winning note pays the odds × unit × multiple (README.md). Lô and bao lô cost one unit per number of the draw
 * they cover (the "point" price): 27 units for lô 2 số in the north, 18 in the south; đề and xiên cost 1.
 *
 * Bao lô: in the south and centre the bet northerners call lô is named bao lô ("cover every prize"), so lô 2 số
 * and lô 3 số are shown there as bao lô 2 số and 3 số (VIETNAM_PLAY_NAMES). What bao lô adds in every region
 * is the four-digit cover, bao lô 4 số: the last four digits of every number of four digits or more (20 in the
 * north, 16 in the south and centre).
 */

type VietnamPlay = Play<DigitPicks, VietnamResult>;

/** The brand settings' defaults: odds per play (key = play code) and point prices (`<code>.price`). */
export const VIETNAM_DEFAULTS: Readonly<Record<string, number>> = {
  'vn-mb.lo2': 99,
  'vn-mb.lo2.price': 27,
  'vn-mb.lo3': 980,
  'vn-mb.lo3.price': 23,
  'vn-mb.baolo4': 8880,
  'vn-mb.baolo4.price': 20,
  'vn-mb.de': 99,
  'vn-mb.xien2': 17,
  'vn-mb.xien3': 65,
  'vn-mb.xien4': 250,
  'vn-mn.lo2': 99,
  'vn-mn.lo2.price': 18,
  'vn-mn.lo3': 980,
  'vn-mn.lo3.price': 17,
  'vn-mn.baolo4': 8880,
  'vn-mn.baolo4.price': 16,
  'vn-mn.de': 99,
  'vn-mn.xien2': 35,
  'vn-mn.xien3': 200,
  'vn-mn.xien4': 1200,
  'vn-mt.lo2': 99,
  'vn-mt.lo2.price': 18,
  'vn-mt.lo3': 980,
  'vn-mt.lo3.price': 17,
  'vn-mt.baolo4': 8880,
  'vn-mt.baolo4.price': 16,
  'vn-mt.de': 99,
  'vn-mt.xien2': 35,
  'vn-mt.xien3': 200,
  'vn-mt.xien4': 1200,
};

/** Each play's name in Vietnamese, by region (the SPAs show it beside its translation). */
export const VIETNAM_PLAY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  (['vn-mb', 'vn-mn', 'vn-mt'] as const).flatMap((region) => {
    const lo = region === 'vn-mb' ? 'Lô' : 'Bao lô';
    return [
      [`${region}.lo2`, `${lo} 2 số`],
      [`${region}.lo3`, `${lo} 3 số`],
      [`${region}.baolo4`, 'Bao lô 4 số'],
      [`${region}.de`, 'Đề'],
      [`${region}.xien2`, 'Xiên 2'],
      [`${region}.xien3`, 'Xiên 3'],
      [`${region}.xien4`, 'Xiên 4'],
    ];
  }),
);

/** The most numbers on one xiên line (210 notes for xiên 4). */
const MOST_XIEN_PICKS = 10;

function defaultOf(key: string): number {
  return VIETNAM_DEFAULTS[key]!;
}

/** How many times each ending of `digits` digits occurs among the numbers long enough to have one. */
function endings(region: VietnamRegion, result: VietnamResult, digits: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const number of vietnamNumbers(region, result)) {
    if (number.length < digits) continue;
    const ending = number.slice(-digits);
    counts.set(ending, (counts.get(ending) ?? 0) + 1);
  }
  return counts;
}

/** Lô and bao lô: each pick wins once per number of the draw ending in it. */
function coverPlay(region: VietnamRegion, name: 'lo2' | 'lo3' | 'baolo4', digits: number): VietnamPlay {
  const code = `${region}.${name}`;
  return {
    code,
    family: region,
    example: ['27,05', '127,905', '1127,0905'][digits - 2]!,
    unitsPerNote: defaultOf(`${code}.price`),
    priceKey: `${code}.price`,
    payouts: oddsPayouts(code),
    parse: notePerPick(digits),
    wins(picks, result) {
      const counts = endings(region, result, digits);
      return oddsWin(
        picks.reduce((occurrences, pick) => occurrences + (counts.get(pick) ?? 0), 0),
        code,
      );
    },
  };
}

/** Đề: the last two digits of the special prize (ĐB). */
function dePlay(region: VietnamRegion): VietnamPlay {
  const code = `${region}.de`;
  return {
    code,
    family: region,
    example: '27,72',
    unitsPerNote: 1,
    payouts: oddsPayouts(code),
    parse: notePerPick(2),
    wins(picks, result) {
      const special = result.DB?.[0]?.slice(-2);
      return oddsWin(picks.filter((pick) => pick === special).length, code);
    },
  };
}

/**
 * Xiên k: a note is k lô numbers that must all appear (at least once each) among the draw's last two digits.
 * A line of n ≥ k numbers holds every combination of k of them: C(n, k) notes, C(m, k) winning when m appear.
 */
function xienPlay(region: VietnamRegion, size: 2 | 3 | 4): VietnamPlay {
  const code = `${region}.xien${size}`;
  return {
    code,
    family: region,
    example: ['12,34', '12,34,56', '12,34,56,78'][size - 2]!,
    unitsPerNote: 1,
    payouts: oddsPayouts(code),
    parse(text) {
      const parsed = parseDigitPicks(text, 2, { min: size, max: MOST_XIEN_PICKS });
      return parsed.ok
        ? { ok: true, selection: parsed.picks, notes: choose(parsed.picks.length, size) }
        : parsed;
    },
    wins(picks, result) {
      const drawn = endings(region, result, 2);
      return oddsWin(choose(picks.filter((pick) => drawn.has(pick)).length, size), code);
    },
  };
}

function regionPlays(region: VietnamRegion): VietnamPlay[] {
  return [
    coverPlay(region, 'lo2', 2),
    coverPlay(region, 'lo3', 3),
    coverPlay(region, 'baolo4', 4),
    dePlay(region),
    xienPlay(region, 2),
    xienPlay(region, 3),
    xienPlay(region, 4),
  ];
}

export const VIETNAM_PLAYS: readonly VietnamPlay[] = [
  ...regionPlays('vn-mb'),
  ...regionPlays('vn-mn'),
  ...regionPlays('vn-mt'),
];

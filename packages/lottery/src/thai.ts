import { type DigitPicks, notePerPick, oddsPayouts, oddsWin, parseDigitPicks } from './digit-picks.ts';
import type { ThaiResult } from './results.ts';
import type { Parsed, Play } from './types.ts';

/**
 * The plays Thai players make on the government draw. "Top" reads the first prize's last digits, "bottom" the
 * two-digit bottom number. Every pick is one note of 1 unit; a winning note pays the odds × unit × multiple.
 */

type ThaiPlay = Play<DigitPicks, ThaiResult>;

/**
 * Typical market odds (baht paid per baht): near a 90 % return on the straight plays (3 top 900 for a chance
 * of 1/1000, 2 top and 2 bottom 90 for 1/100); 3 tote 150 for a pick of three different digits (6 orders in
 * 1000, 90 %; a pick with a repeated digit has 3 orders and pays the same); run top 3.2 (a digit in the top
 * three, chance 27.1 %, 87 %) and run bottom 4.2 (a digit in the bottom two, 19 %, 80 %).
 */
export const THAI_ODDS: Readonly<Record<string, number>> = {
  'thai.top3': 900,
  'thai.tote3': 150,
  'thai.top2': 90,
  'thai.bottom2': 90,
  'thai.run.top': 3.2,
  'thai.run.bottom': 4.2,
};

function top(result: ThaiResult, digits: number): string {
  return result.firstPrize.slice(-digits);
}

function sortedDigits(number: string): string {
  return [...number].sort().join('');
}

function straight(
  code: string,
  example: string,
  digits: number,
  drawn: (result: ThaiResult) => string,
): ThaiPlay {
  return {
    code,
    family: 'thai',
    example,
    unitsPerNote: 1,
    payouts: oddsPayouts(code),
    parse: notePerPick(digits),
    wins: (picks, result) => oddsWin(picks.filter((pick) => pick === drawn(result)).length, code),
  };
}

function run(code: string, drawn: (result: ThaiResult) => string): ThaiPlay {
  return {
    code,
    family: 'thai',
    example: '3,7',
    unitsPerNote: 1,
    payouts: oddsPayouts(code),
    parse: notePerPick(1),
    // A digit that appears twice still wins once.
    wins: (picks, result) => oddsWin(picks.filter((pick) => drawn(result).includes(pick)).length, code),
  };
}

/**
 * 3 tote: the three digits in any order. Two orders of the same digits are the same bet (a duplicate), and
 * three equal digits have one order only: that is 3 top, refused here as out of range.
 */
function parseTote(text: string): Parsed<DigitPicks> {
  const parsed = parseDigitPicks(text, 3);
  if (!parsed.ok) return parsed;
  const digitSets = parsed.picks.map(sortedDigits);
  if (new Set(digitSets).size !== digitSets.length) return { ok: false, error: 'SELECTION_DUPLICATE' };
  if (parsed.picks.some((pick) => pick[0] === pick[1] && pick[1] === pick[2])) {
    return { ok: false, error: 'SELECTION_OUT_OF_RANGE' };
  }
  return { ok: true, selection: parsed.picks, notes: parsed.picks.length };
}

const tote: ThaiPlay = {
  code: 'thai.tote3',
  family: 'thai',
  example: '123,450',
  unitsPerNote: 1,
  payouts: oddsPayouts('thai.tote3'),
  parse: parseTote,
  wins(picks, result) {
    const drawn = sortedDigits(top(result, 3));
    return oddsWin(picks.filter((pick) => sortedDigits(pick) === drawn).length, 'thai.tote3');
  },
};

export const THAI_PLAYS: readonly ThaiPlay[] = [
  straight('thai.top3', '123,908', 3, (result) => top(result, 3)),
  tote,
  straight('thai.top2', '23,08', 2, (result) => top(result, 2)),
  straight('thai.bottom2', '45,90', 2, (result) => result.bottomTwo),
  run('thai.run.top', (result) => top(result, 3)),
  run('thai.run.bottom', (result) => result.bottomTwo),
];

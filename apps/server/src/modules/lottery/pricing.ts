import type { LotteryBet } from '@croupier/contracts';
import {
  type BetUnit,
  type GameFamily,
  groupPrizeMinor,
  lineStakeMinor,
  type Payout,
  type Play,
  type Win,
} from '@croupier/lottery';
import { DomainError } from '../../platform/domain-errors.ts';
import { offeredPrizeGroups, PLAYS_OF, pricedByGroup } from './plays.ts';
import { oddsOf, type BrandLotterySettings } from './settings.ts';

/**
 * A slip's line priced as DOMAIN.md "Lottery" says (notes × units per note × unit × multiple, from the package),
 * with the odds, price and prize groups it is sold at, and the numbers whose liability it adds to.
 */
export interface PricedLine {
  play: Play<unknown, unknown>;
  selection: string;
  unit: BetUnit;
  multiple: number;
  notes: number;
  unitPrice: number;
  unitMinor: bigint;
  stake: bigint;
  prizeGroup: number | null;
  maxPrizeGroup: number | null;
  odds: Record<string, string>;
  /** The numbers this line would pay on (capped plays only), what one of them winning would pay and its stake. */
  numbers: string[];
  liability: bigint;
  numberStake: bigint;
}

/**
 * The plays whose risk is counted per number (DOMAIN.md "Risk"): a straight three- or two-digit number of SSC,
 * a Vietnamese lô or đề number, a Thai three- or two-digit number, a 4D number. Their selection's picks, one per
 * position, spell the numbers. Other plays (big/small, sums, any-of picks) have no number to cap.
 */
const CAPPED_PLAYS = new Set([
  'ssc.front3.straight',
  'ssc.middle3.straight',
  'ssc.back3.straight',
  'ssc.front2.straight',
  'ssc.back2.straight',
  ...['vn-mb', 'vn-mn', 'vn-mt'].flatMap((region) =>
    ['lo2', 'lo3', 'baolo4', 'de'].map((play) => `${region}.${play}`),
  ),
  'thai.top3',
  'thai.tote3',
  'thai.top2',
  'thai.bottom2',
  '4d.big',
  '4d.small',
]);

/** The numbers a selection spells, one pick per position: `1,2|3|4` → 134, 234. */
function numbersOf(selection: string): string[] {
  return selection
    .split('|')
    .map((position) => position.split(','))
    .reduce<string[]>(
      (numbers, picks) => numbers.flatMap((prefix) => picks.map((pick) => prefix + pick)),
      [''],
    );
}

/** A tote wins in any order: its number is its digits sorted, so 123 and 321 share one liability. */
function cappedNumber(play: string, number: string): string {
  return play === 'thai.tote3' ? [...number].sort().join('') : number;
}

/** A decimal string as an exact fraction of bigints: "3.2" → 32 / 10. */
function exactDecimal(text: string): [bigint, bigint] {
  const [whole, places = ''] = text.split('.');
  return [BigInt(whole! + places), 10n ** BigInt(places.length)];
}

/** What `notes` winning notes of `payout` pay on a ticket, in minor units, floored once. */
export function payoutMinor(
  ticket: {
    prizeGroup: number | null;
    odds: Readonly<Record<string, string>>;
    unitMinor: bigint;
    multiple: number;
  },
  payout: Payout,
  notes: number,
): bigint {
  if (payout.basis === 'group')
    return groupPrizeMinor({
      group: ticket.prizeGroup!,
      chance: payout.chance,
      notes,
      unitMinor: ticket.unitMinor,
      multiple: ticket.multiple,
    });
  const [numerator, denominator] = exactDecimal(ticket.odds[payout.oddsKey]!);
  return (BigInt(notes) * numerator * ticket.unitMinor * BigInt(ticket.multiple)) / denominator;
}

/** A ticket's prize for its winning notes; half of it (floored) when it was sold on a half-paid number. */
export function prizeOf(
  ticket: Parameters<typeof payoutMinor>[0] & { halfPay: boolean },
  wins: readonly Win[],
): bigint {
  const prize = wins.reduce((sum, win) => sum + payoutMinor(ticket, win.payout, win.notes), 0n);
  return ticket.halfPay ? prize / 2n : prize;
}

/** The rebate of a lower prize group: (G − g) / 20 % of the stake, floored. */
export function rebateOf(ticket: { stake: bigint; prizeGroup: number | null; maxPrizeGroup: number | null }) {
  if (ticket.prizeGroup === null || ticket.maxPrizeGroup === null) return 0n;
  return (ticket.stake * BigInt(ticket.maxPrizeGroup - ticket.prizeGroup)) / 2000n;
}

export function findPlay(family: GameFamily, code: string): Play<unknown, unknown> | undefined {
  return PLAYS_OF[family].find((play) => play.code === code);
}

const lineError = (index: number, field: string, code: ConstructorParameters<typeof DomainError>[0]) =>
  new DomainError('VALIDATION_FAILED', 'A line of the slip is not valid.', {
    [`items.${index}.${field}`]: code as never,
  });

/** Prices line `index` of a slip for a game of `family` under the brand's settings; VALIDATION_FAILED if invalid. */
export function priceLine(
  family: GameFamily,
  item: LotteryBet['items'][number],
  index: number,
  settings: BrandLotterySettings,
  unitMinor: bigint,
): PricedLine {
  const play = findPlay(family, item.play);
  if (!play) throw lineError(index, 'play', 'LOTTERY_PLAY_UNKNOWN');
  const parsed = play.parse(item.selection);
  if (!parsed.ok) throw lineError(index, 'selection', parsed.error);
  const prizeGroup = pricedByGroup(play) ? (item.prizeGroup ?? settings.maxPrizeGroup) : null;
  if (prizeGroup !== null && !offeredPrizeGroups(settings).includes(prizeGroup))
    throw lineError(index, 'prizeGroup', 'PRIZE_GROUP_NOT_OFFERED');
  const odds: Record<string, string> = {};
  for (const { payout } of play.payouts)
    if (payout.basis === 'odds') odds[payout.oddsKey] = oddsOf(settings, payout.oddsKey);
  const unitPrice = play.priceKey ? Number(oddsOf(settings, play.priceKey)) : play.unitsPerNote;
  const stake = lineStakeMinor({
    notes: parsed.notes,
    unitsPerNote: unitPrice,
    unitMinor,
    multiple: item.multiple,
  });
  const line = { prizeGroup, odds, unitMinor, multiple: item.multiple };
  const liability = play.payouts.reduce((most, { payout }) => {
    const prize = payoutMinor(line, payout, 1);
    return prize > most ? prize : most;
  }, 0n);
  return {
    play,
    selection: item.selection,
    unit: item.unit,
    multiple: item.multiple,
    notes: parsed.notes,
    unitPrice,
    unitMinor,
    stake,
    prizeGroup,
    maxPrizeGroup: prizeGroup === null ? null : settings.maxPrizeGroup,
    odds,
    numbers: CAPPED_PLAYS.has(play.code)
      ? numbersOf(item.selection).map((number) => cappedNumber(play.code, number))
      : [],
    liability,
    // Each number of a capped play is one note of the line.
    numberStake: lineStakeMinor({ notes: 1, unitsPerNote: unitPrice, unitMinor, multiple: item.multiple }),
  };
}

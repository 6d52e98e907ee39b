import type { Language, LotteryPlay } from '@croupier/contracts';
import {
  ELEVEN_FIVE_PLAYS,
  FOUR_D_PLAYS,
  fractionText,
  type GameFamily,
  groupPrizeUnits,
  K3_PLAYS,
  playName,
  PK10_PLAYS,
  type Play,
  SSC_PLAYS,
  THAI_PLAYS,
  VIETNAM_PLAY_NAMES,
  VIETNAM_PLAYS,
} from '@croupier/lottery';
import { oddsOf, type BrandLotterySettings } from './settings.ts';

export const PLAYS_OF: Record<GameFamily, readonly Play<unknown, unknown>[]> = {
  ssc: SSC_PLAYS,
  pk10: PK10_PLAYS,
  k3: K3_PLAYS,
  '11x5': ELEVEN_FIVE_PLAYS,
  'vn-mb': VIETNAM_PLAYS.filter((play) => play.family === 'vn-mb'),
  'vn-mn': VIETNAM_PLAYS.filter((play) => play.family === 'vn-mn'),
  'vn-mt': VIETNAM_PLAYS.filter((play) => play.family === 'vn-mt'),
  thai: THAI_PLAYS,
  '4d': FOUR_D_PLAYS,
} as Record<GameFamily, readonly Play<unknown, unknown>[]>;

const DIGIT_FAMILIES: readonly GameFamily[] = ['vn-mb', 'vn-mn', 'vn-mt', 'thai', '4d'];

function selectionFormat(play: Play<unknown, unknown>): string {
  if (DIGIT_FAMILIES.includes(play.family)) return `digits-${play.example.split(',')[0]!.length}`;
  return play.example.includes('|') ? 'positions' : 'picks';
}

function payoutsOf(play: Play<unknown, unknown>, settings: BrandLotterySettings): LotteryPlay['payouts'] {
  return play.payouts.map(({ picks, payout }) => {
    const scope = picks ? { picks: [...picks] } : {};
    if (payout.basis === 'group')
      return { ...scope, prize: fractionText(groupPrizeUnits(settings.maxPrizeGroup, payout.chance)) };
    const tier = play.family === '4d' ? { tier: payout.oddsKey.split('.').at(-1)! } : {};
    return { ...scope, ...tier, odds: oddsOf(settings, payout.oddsKey) };
  });
}

/** The Chinese fast plays: priced by prize group, not by the brand's odds. */
export const pricedByGroup = (play: Play<unknown, unknown>) =>
  play.payouts.some(({ payout }) => payout.basis === 'group');

/** The groups a line may be bought at: the brand's offered groups and its maximum, highest first. */
export function offeredPrizeGroups(settings: BrandLotterySettings): number[] {
  return [...new Set([...settings.prizeGroups, settings.maxPrizeGroup])].sort((a, b) => b - a);
}

/**
 * A family's plays as the plays list shows them, names in `language`: the Chinese fast games' prizes at the
 * brand's maximum prize group, the others at the brand's odds and prices.
 */
export function playsOf(
  family: GameFamily,
  language: Language,
  settings: BrandLotterySettings,
): LotteryPlay[] {
  return PLAYS_OF[family].map((play) => {
    const payouts = payoutsOf(play, settings);
    const headline = payouts[0]!;
    const localName = VIETNAM_PLAY_NAMES[play.code];
    return {
      play: play.code,
      name: playName(play.code, language),
      ...(localName ? { localName } : {}),
      selection: { format: selectionFormat(play), example: play.example },
      unitPrice: play.priceKey ? oddsOf(settings, play.priceKey) : String(play.unitsPerNote),
      ...(headline.odds !== undefined ? { odds: headline.odds } : {}),
      ...(headline.prize !== undefined ? { prize: headline.prize } : {}),
      payouts,
      ...(pricedByGroup(play)
        ? { prizeGroups: { max: settings.maxPrizeGroup, offered: offeredPrizeGroups(settings) } }
        : {}),
    };
  });
}

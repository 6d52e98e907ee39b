import type { Language, LotteryPlay } from '@croupier/contracts';
import {
  ELEVEN_FIVE_PLAYS,
  FOUR_D_ODDS,
  FOUR_D_PLAYS,
  type Fraction,
  type GameFamily,
  groupPrizeUnits,
  K3_PLAYS,
  PK10_PLAYS,
  type Play,
  SSC_PLAYS,
  THAI_ODDS,
  THAI_PLAYS,
  VIETNAM_DEFAULTS,
  VIETNAM_PLAY_NAMES,
  VIETNAM_PLAYS,
} from '@croupier/lottery';
import { playName } from './play-names.ts';

/**
 * The brand's maximum prize group until brands set their own (prize groups and odds settings come with the
 * lottery's settings): the Chinese fast games' prizes are shown at this group, the others at the package's
 * default odds and prices.
 */
export const BRAND_MAX_PRIZE_GROUP = 1950;

const DEFAULT_SETTINGS: Readonly<Record<string, number>> = {
  ...VIETNAM_DEFAULTS,
  ...THAI_ODDS,
  ...FOUR_D_ODDS,
};

const PLAYS_OF: Record<GameFamily, readonly Play<unknown, unknown>[]> = {
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

/** A fraction as a decimal with at most four places, cut (never rounded up), trailing zeros dropped. */
function decimal([numerator, denominator]: Fraction): string {
  const tenThousandths = Math.floor((numerator * 10_000) / denominator);
  const whole = Math.floor(tenThousandths / 10_000);
  const places = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return places ? `${whole}.${places}` : String(whole);
}

function selectionFormat(play: Play<unknown, unknown>): string {
  if (DIGIT_FAMILIES.includes(play.family)) return `digits-${play.example.split(',')[0]!.length}`;
  return play.example.includes('|') ? 'positions' : 'picks';
}

function payoutsOf(play: Play<unknown, unknown>): LotteryPlay['payouts'] {
  return play.payouts.map(({ picks, payout }) => {
    const scope = picks ? { picks: [...picks] } : {};
    if (payout.basis === 'group')
      return { ...scope, prize: decimal(groupPrizeUnits(BRAND_MAX_PRIZE_GROUP, payout.chance)) };
    const tier = play.family === '4d' ? { tier: payout.oddsKey.split('.').at(-1)! } : {};
    return { ...scope, ...tier, odds: String(DEFAULT_SETTINGS[payout.oddsKey]) };
  });
}

/** A family's plays as the plays list shows them, names in `language`. */
export function playsOf(family: GameFamily, language: Language): LotteryPlay[] {
  return PLAYS_OF[family].map((play) => {
    const payouts = payoutsOf(play);
    const headline = payouts[0]!;
    const localName = VIETNAM_PLAY_NAMES[play.code];
    return {
      play: play.code,
      name: playName(play.code, language),
      ...(localName ? { localName } : {}),
      selection: { format: selectionFormat(play), example: play.example },
      unitPrice: String(play.priceKey ? DEFAULT_SETTINGS[play.priceKey] : play.unitsPerNote),
      ...(headline.odds !== undefined ? { odds: headline.odds } : {}),
      ...(headline.prize !== undefined ? { prize: headline.prize } : {}),
      payouts,
    };
  });
}

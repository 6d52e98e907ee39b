import type { LotteryPlay } from '@croupier/contracts';
import {
  type BetUnit,
  fractionText,
  groupPrizeMinor,
  groupPrizeUnits,
  groupRebatePercent,
  type Play,
  unitMinor,
} from '@croupier/lottery';

/** One prize group the slip offers for a Chinese fast play: what a winning note pays there and its rebate. */
export interface PrizeGroupChoice {
  group: number;
  /** Units a winning note pays at this group, as the plays list writes its `prize` (421.2). */
  prizeUnits: string;
  /** What one winning note pays at the chosen unit, in minor units; null when the unit is too small. */
  prizeMinor: bigint | null;
  /** The rebate paid at settle, in percent of the line's stake: (G − g) / 20. */
  rebatePercent: string;
}

/**
 * The groups a play may be bought at, highest first, priced with the package's own prize rule (what settlement
 * pays): none for plays the brand prices by odds (Vietnam, Thai, 4D).
 */
export function prizeGroupChoices(
  listed: LotteryPlay,
  play: Play<unknown, unknown>,
  unit: BetUnit,
  decimals: number,
): PrizeGroupChoice[] {
  const groups = listed.prizeGroups;
  const headline = play.payouts[0]?.payout;
  if (!groups || headline?.basis !== 'group') return [];
  const minor = unitMinor(unit, decimals);
  return groups.offered.map((group) => ({
    group,
    prizeUnits: fractionText(groupPrizeUnits(group, headline.chance)),
    prizeMinor:
      minor === null
        ? null
        : groupPrizeMinor({ group, chance: headline.chance, notes: 1, unitMinor: minor, multiple: 1 }),
    rebatePercent: groupRebatePercent(groups.max, group),
  }));
}

/** The group a line is bought at: the one chosen if the play offers it, else the brand's maximum. */
export function chosenGroup(choices: readonly PrizeGroupChoice[], chosen: number | null): number | null {
  if (choices.length === 0) return null;
  return choices.find((choice) => choice.group === chosen)?.group ?? choices[0]!.group;
}

import type { GameType, PointGameKind, PointRateKind } from '@croupier/contracts';
import { parseMinor, toDecimalString } from '@croupier/money';
import { validationFailed } from '../../platform/domain-errors.ts';

/** Points are kept in hundredths; rates in ten-thousandths of a point per unit of currency (ADR 0039). */
const POINT_DECIMALS = { decimals: 2 };
const RATE_DECIMALS = { decimals: 4 };

export const pointsText = (hundredths: bigint): string => toDecimalString(hundredths, POINT_DECIMALS);
export const rateText = (rateE4: bigint): string => toDecimalString(rateE4, RATE_DECIMALS);

/** A points figure from a request, in hundredths; VALIDATION_FAILED under `field` when it is not one. */
export function parsePoints(text: string, field: string): bigint {
  const parsed = parseMinor(text, POINT_DECIMALS);
  if (parsed === null || parsed < 0n) throw validationFailed({ [field]: 'INVALID' });
  return parsed;
}

export function parseRate(text: string, field: string): bigint {
  const parsed = parseMinor(text, RATE_DECIMALS);
  if (parsed === null || parsed < 0n || parsed > 1000n * 10_000n)
    throw validationFailed({ [field]: 'INVALID' });
  return parsed;
}

/**
 * The points (hundredths) an amount of money earns at a rate: amount (minor units of a currency with
 * `decimals`) × rate, rounded down (the house's favour, DOMAIN.md).
 */
export function pointsFor(amount: bigint, rateE4: bigint, decimals: number): bigint {
  if (amount <= 0n || rateE4 <= 0n) return 0n;
  return (amount * rateE4 * 100n) / 10n ** BigInt(decimals + 4);
}

/**
 * The points kind of each platform game type: the spec's five (live, lottery, pvp, rng, sports); slot-like
 * games (fish, bingo, mini) earn as rng, esports and cockfight as sports, e-lottery as lottery.
 */
const KIND_OF_GAME_TYPE: Record<GameType, PointGameKind> = {
  LIVE: 'live',
  RNG: 'rng',
  FISH: 'rng',
  BINGO: 'rng',
  MINI: 'rng',
  SPORTS: 'sports',
  ESPORTS: 'sports',
  COCKFIGHT: 'sports',
  PVP: 'pvp',
  LOTT: 'lottery',
  ELOTT: 'lottery',
};

export const pointKindOf = (gameType: string): PointGameKind =>
  KIND_OF_GAME_TYPE[gameType as GameType] ?? 'rng';

export type RatesE4 = Record<PointRateKind, bigint>;

import type { GameFamily } from './types.ts';

/**
 * What each family's draw gives, in the shape the plays read and the results page shows. Numbers with a fixed
 * count of digits (Vietnamese prizes, Thai, 4D) are strings, so their leading zeros are kept.
 */

export type VietnamRegion = 'vn-mb' | 'vn-mn' | 'vn-mt';
/** ĐB is the special prize (giải đặc biệt); G8 exists in the south and centre only. */
export type VietnamPrize = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';
/** Each prize's numbers, as strings of the prize's digits. */
export type VietnamResult = { readonly [P in VietnamPrize]?: readonly string[] };

interface PrizeRow {
  prize: VietnamPrize;
  count: number;
  digits: number;
}

const NORTH_PRIZES: readonly PrizeRow[] = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

const SOUTH_PRIZES: readonly PrizeRow[] = [
  { prize: 'DB', count: 1, digits: 6 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G8', count: 1, digits: 2 },
];

/** The prizes of a region's draw in the order they are drawn (ĐB first): 27 numbers in MB, 18 in MN and MT. */
export const VIETNAM_PRIZES: Readonly<Record<VietnamRegion, readonly PrizeRow[]>> = {
  'vn-mb': NORTH_PRIZES,
  'vn-mn': SOUTH_PRIZES,
  'vn-mt': SOUTH_PRIZES,
};

/**
 * Thai government draw, as published: the first prize (6 digits), two three-digit front numbers, two
 * three-digit back numbers and the two-digit bottom number. "Top" plays read the first prize's last digits.
 */
export interface ThaiResult {
  firstPrize: string;
  frontThree: readonly string[];
  backThree: readonly string[];
  bottomTwo: string;
}

/** 4D: 23 distinct four-digit numbers. */
export interface FourDResult {
  first: string;
  second: string;
  third: string;
  /** 10 starter (special) prizes. */
  starter: readonly string[];
  /** 10 consolation prizes. */
  consolation: readonly string[];
}

/**
 * Each family's result. The Chinese fast games' results are plain lists (their plays in ssc.ts, pk10.ts, k3.ts and
 * eleven-five.ts name them): SSC five digits 0–9, ten-thousands first; PK10 the finishing order of cars 1–10; K3
 * three dice 1–6 in the order thrown; 11x5 five distinct balls of 1–11 in the order drawn.
 */
export interface FamilyResults {
  ssc: readonly number[];
  pk10: readonly number[];
  k3: readonly number[];
  '11x5': readonly number[];
  'vn-mb': VietnamResult;
  'vn-mn': VietnamResult;
  'vn-mt': VietnamResult;
  thai: ThaiResult;
  '4d': FourDResult;
}

/** Every number of a Vietnamese result, prize by prize in drawing order. */
export function vietnamNumbers(region: VietnamRegion, result: VietnamResult): string[] {
  return VIETNAM_PRIZES[region].flatMap((row) => result[row.prize] ?? []);
}

/**
 * A result as one list of numbers in drawing order: the API's `numbers` and what a verifier compares (a
 * published result and a recomputed one are equal when these lists are).
 */
export function resultNumbers<F extends GameFamily>(family: F, result: FamilyResults[F]): string[] {
  switch (family) {
    case 'vn-mb':
    case 'vn-mn':
    case 'vn-mt':
      return vietnamNumbers(family, result as VietnamResult);
    case 'thai': {
      const thai = result as ThaiResult;
      return [thai.firstPrize, ...thai.frontThree, ...thai.backThree, thai.bottomTwo];
    }
    case '4d': {
      const fourD = result as FourDResult;
      return [fourD.first, fourD.second, fourD.third, ...fourD.starter, ...fourD.consolation];
    }
    default:
      return (result as readonly number[]).map(String);
  }
}

import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import type { Executor } from '../../db/client.ts';
import { depositsByPlayer, lastDepositAt, lastPlayAt, playByPlayer, type PlayRange } from '../bets/index.ts';
import type { BrandClock } from '../brands/index.ts';
import { nextPeriod, type Period } from '../settlements/index.ts';
import { signInsBetween } from '../sign-in/index.ts';

/** What a mission or leaderboard measures: its metric, and the game type it is narrowed to. */
export interface Measure {
  metric: string;
  gameType: string | null;
}

/** Valid bet and deposits are money (minor units); rounds and sign-ins are counts. */
export const isMoneyMetric = (metric: string) => metric === 'valid_bet' || metric === 'deposits';

/** A figure or target as JSON carries it: an amount for money metrics, a whole number otherwise. */
export function figureText(metric: string, figure: bigint, currencyCode: string): string {
  return isMoneyMetric(metric) ? toDecimalString(figure, currencyOf(currencyCode)) : figure.toString();
}

/** Parses a target typed by an operator: an amount for money metrics, a whole number otherwise; null if neither. */
export function parseFigure(metric: string, text: string, currencyCode: string): bigint | null {
  if (isMoneyMetric(metric)) return parseMinor(text, currencyOf(currencyCode));
  return /^[0-9]{1,9}$/.test(text) ? BigInt(text) : null;
}

const rangeOf = (brand: BrandClock, measure: Measure, period: Period, playerId?: bigint): PlayRange => ({
  brandId: brand.id,
  timezone: brand.timezone,
  from: period.start,
  to: period.end,
  ...(playerId === undefined ? {} : { playerId }),
  ...(measure.gameType === null ? {} : { gameType: measure.gameType }),
});

/**
 * Each player's figure over the period (one player's when given), players at 0 left out. Play and deposits come
 * from the stats the bets module keeps plus the stream's unconsumed tail, so a round settled a moment ago
 * counts; sign-ins from the sign-in module (per player only).
 */
export async function figuresOf(
  db: Executor,
  brand: BrandClock,
  measure: Measure,
  period: Period,
  playerId?: bigint,
): Promise<Map<bigint, bigint>> {
  const range = rangeOf(brand, measure, period, playerId);
  switch (measure.metric) {
    case 'deposits':
      return new Map((await depositsByPlayer(db, range)).map((row) => [row.playerId, row.deposits]));
    case 'sign_ins': {
      if (playerId === undefined) return new Map();
      const days = await signInsBetween(db, playerId, period.key, nextPeriod(period, brand.timezone).key);
      return days > 0 ? new Map([[playerId, BigInt(days)]]) : new Map();
    }
    default: {
      const rows = await playByPlayer(db, range);
      const figure = (row: (typeof rows)[number]) =>
        measure.metric === 'rounds' ? BigInt(row.rounds) : row.validBet;
      return new Map(
        rows.map((row) => [row.playerId, figure(row)] as const).filter(([, value]) => value > 0n),
      );
    }
  }
}

/** When each player reached their figure (the last change to it in the period), exact to the round or deposit. */
export async function achievedAtOf(
  db: Executor,
  brand: BrandClock,
  measure: Measure,
  period: Period,
  playerIds: readonly bigint[],
): Promise<Map<bigint, Date>> {
  const range = rangeOf(brand, measure, period);
  if (measure.metric === 'deposits') return lastDepositAt(db, { ...range, playerIds });
  return lastPlayAt(db, {
    ...range,
    playerIds,
    figure: measure.metric === 'rounds' ? 'rounds' : 'valid_bet',
  });
}

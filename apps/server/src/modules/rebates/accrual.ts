import type { Executor } from '../../db/client.ts';
import { validBetByPlayer } from '../bets/index.ts';
import type { Period } from '../settlements/index.ts';
import { rebateTermsOf, type RebateTerms } from '../vip/index.ts';

const BASIS_POINTS = 10_000n;

export interface RebateLine {
  gameType: string;
  validBet: bigint;
  /** Basis points. */
  rate: number;
  amount: bigint;
}

export interface PlayerRebate {
  playerId: bigint;
  terms: RebateTerms;
  lines: RebateLine[];
  total: bigint;
}

/** rate(game type, level) × valid bet, per game type, rounded down to the minor unit (DOMAIN.md "Rebates"). */
function linesOf(bets: { gameType: string; validBet: bigint }[], terms: RebateTerms): RebateLine[] {
  return bets.map(({ gameType, validBet }) => {
    const rate = terms.rates[gameType] ?? 0;
    return { gameType, validBet, rate, amount: (validBet * BigInt(rate)) / BASIS_POINTS };
  });
}

/** Per game type as a JSON record of decimal minor units, as the rebate days store what they paid. */
export const amountsByType = (lines: RebateLine[]): Record<string, string> =>
  Object.fromEntries(
    lines.filter((line) => line.amount > 0n).map((line) => [line.gameType, `${line.amount}`]),
  );

/**
 * What a brand-local day's valid bet earns each player who played (or the one asked for), at each one's level
 * now: a day is paid at the level the player holds when it is paid.
 */
export async function rebatesOfDay(
  db: Executor,
  props: { brand: { id: bigint; timezone: string }; day: Period; playerId?: bigint },
): Promise<PlayerRebate[]> {
  const bets = await validBetByPlayer(db, {
    brandId: props.brand.id,
    timezone: props.brand.timezone,
    from: props.day.start,
    to: props.day.end,
    ...(props.playerId === undefined ? {} : { playerId: props.playerId }),
  });
  const byPlayer = new Map<bigint, { gameType: string; validBet: bigint }[]>();
  for (const row of bets) byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
  if (props.playerId !== undefined && !byPlayer.has(props.playerId)) byPlayer.set(props.playerId, []);
  const terms = await rebateTermsOf(db, props.brand.id, [...byPlayer.keys()]);
  return [...byPlayer].map(([playerId, played]) => {
    const playerTerms = terms.get(playerId)!;
    const lines = linesOf(played, playerTerms);
    return { playerId, terms: playerTerms, lines, total: lines.reduce((sum, line) => sum + line.amount, 0n) };
  });
}

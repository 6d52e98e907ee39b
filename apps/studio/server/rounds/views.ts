import type { RoundStatus } from '../db/schema.ts';
import { money } from '../catalogue/stakes.ts';
import { ratio, ratioText } from '../engines/index.ts';
import type { SeedPairRow } from '../fairness/repository.ts';
import type { RoundRow } from './repository.ts';

/** Fields of engine results that are amounts of money (minor units): shown as decimals of the currency. */
const MONEY_KEYS = new Set(['stake', 'payout', 'payouts', 'totalStake', 'totalPayout']);

const isRatio = (value: object): value is { num: bigint; den: bigint } =>
  Object.keys(value).length === 2 &&
  typeof (value as { num?: unknown }).num === 'bigint' &&
  typeof (value as { den?: unknown }).den === 'bigint';

/**
 * An engine's result as JSON: amounts as decimal strings of the currency ("12.50"), exact multipliers (ratios)
 * as decimal strings with four decimals rounded down ("1.0312"), other big integers as their digits.
 */
export function presentResult(value: unknown, currency: string, key = ''): unknown {
  if (typeof value === 'bigint') return MONEY_KEYS.has(key) ? money(value, currency) : value.toString();
  if (Array.isArray(value)) return value.map((item) => presentResult(item, currency, key));
  if (value && typeof value === 'object') {
    if (isRatio(value)) return ratioText(value, 4);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, presentResult(v, currency, k)]));
  }
  return value;
}

/** The statuses a player sees: every wait on the wallet (or on support) is `pending`. */
export function apiStatus(status: RoundStatus): 'open' | 'settled' | 'refunded' | 'pending' {
  if (status === 'open' || status === 'settled' || status === 'refunded') return status;
  return 'pending';
}

/** API.md `Round`, plus the bet and moves it was played with, which the verifier needs. */
export function roundView(round: RoundRow, pair: SeedPairRow | undefined, balance?: bigint) {
  const { currency } = round;
  return {
    id: round.id,
    engine: round.engine,
    vassalage: round.vassalage,
    gameCode: round.gameCode,
    status: apiStatus(round.status),
    stake: money(round.stake, currency),
    payout: money(round.payout, currency),
    multiplier: ratioText(ratio(round.payout, round.stake), 2),
    balance: money(balance ?? round.balanceAfter ?? 0n, currency),
    currency,
    bet: round.bet,
    actions: round.actions,
    result: round.result ?? null,
    // A crash bet's randomness is its shared round's: checked with /crash/verify by that round's id.
    fairness:
      round.engine === 'crash'
        ? { crashRoundId: String(round.crashRoundId) }
        : {
            serverSeedHash: pair?.serverSeedHash ?? '',
            clientSeed: pair?.clientSeed ?? '',
            nonce: round.nonce,
            serverSeed: pair?.revealedAt ? pair.serverSeed : null,
          },
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  };
}
export type RoundView = ReturnType<typeof roundView>;

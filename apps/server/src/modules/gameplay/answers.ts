import { createHash } from 'node:crypto';
import type { WalletAnswer, WalletStatus } from '@croupier/contracts';
import { currencyOf, parseMinor } from '@croupier/money';
import { money } from '../wallet/index.ts';
import type { PlayerSide, RecordedCall } from './context.ts';

/**
 * The largest single bet the wallet takes, in the currency's major units: above it the vendor is answered
 * LIMIT_REACHED. It keeps one faulty or hostile call from taking a whole balance in one stroke.
 */
export const MAX_BET_MAJOR_UNITS = 1_000_000n;

/** A call the wallet refuses: answered with this status (and the balance when we know it), nothing recorded. */
export class WalletRefusal extends Error {
  constructor(
    readonly status: Exclude<WalletStatus, 'OK'>,
    readonly player?: Pick<PlayerSide, 'available' | 'currency'>,
  ) {
    super(status);
  }
}

/**
 * Another call took this transaction id (or the bet a rollback points at) while ours was in flight: ours is
 * rolled back and evaluated again, and then sees the winner's record.
 */
export class LostRace extends Error {
  constructor() {
    super('A concurrent call took the same transaction id.');
  }
}

/**
 * The posting statement refused what the call's read had allowed (its guard or the player's balance changed in
 * between: a session expired, an operator froze the player, the money was spent). Nothing moved; the call is
 * evaluated again and answered from what holds now.
 */
export class StaleRead extends Error {
  constructor() {
    super('What the call read changed before its money moved.');
  }
}

export const okAnswer = (available: bigint, currency: string): WalletAnswer => ({
  status: 'OK',
  balance: money(available, currency),
  currency,
});

export function refusalAnswer(refusal: WalletRefusal): WalletAnswer {
  const { player } = refusal;
  return player
    ? { status: refusal.status, balance: money(player.available, player.currency), currency: player.currency }
    : { status: refusal.status };
}

/** The request's identity: a replay has the same hash; the same transaction id with another one is a duplicate. */
export function requestHash(parts: readonly unknown[]): string {
  return createHash('sha256')
    .update(
      JSON.stringify(parts, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
    )
    .digest('hex');
}

/** What a recorded call answers to a call with the same transaction id: its first answer, or a duplicate. */
export function replayOf(recorded: RecordedCall, kind: string, hash: string): WalletAnswer {
  if (recorded.kind === 'tombstone' && kind === 'bet') return { status: 'TRANSACTION_ROLLED_BACK' };
  if (recorded.kind !== kind || recorded.requestHash !== hash) return { status: 'DUPLICATE_TRANSACTION' };
  return recorded.answer;
}

/**
 * The player must exist and hold their wallet in the currency the vendor names. `showBalance` is false when
 * the call does not prove the vendor plays with this player (no live session of theirs): a refusal then says
 * nothing about the player's money.
 */
export function requirePlayer(
  player: PlayerSide | undefined,
  currency?: string,
  showBalance = true,
): PlayerSide {
  if (!player) throw new WalletRefusal('PLAYER_NOT_FOUND');
  if (currency !== undefined && currency !== player.currency)
    throw new WalletRefusal('CURRENCY_MISMATCH', showBalance ? player : undefined);
  return player;
}

/**
 * No single call moves more than this many minor units: far above any real bet or win, and far enough below
 * PostgreSQL's bigint that balances and round sums can never overflow (which would answer INTERNAL_ERROR, the
 * one status a vendor retries as is).
 */
export const MAX_CALL_AMOUNT_MINOR = 10n ** 15n;

/** A decimal string in minor units of the currency, refused when it has more decimals than the currency. */
export function amountOf(text: string, currency: string, options: { zero: boolean }): bigint {
  const amount = parseMinor(text, currencyOf(currency));
  if (amount === null || amount < 0n || amount > MAX_CALL_AMOUNT_MINOR || (amount === 0n && !options.zero))
    throw new WalletRefusal('INVALID_REQUEST');
  return amount;
}

export function maxBetOf(currency: string): bigint {
  return MAX_BET_MAJOR_UNITS * 10n ** BigInt(currencyOf(currency).decimals);
}

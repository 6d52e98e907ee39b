import { CURRENCIES } from '@croupier/money';
import { parseMoney } from '../catalogue/stakes.ts';

/** Every status the platform's `/wallet-api/v1` answers (docs/api.md). */
export const WALLET_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'SESSION_EXPIRED',
  'PLAYER_NOT_FOUND',
  'PLAYER_BLOCKED',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'CURRENCY_MISMATCH',
  'LIMIT_REACHED',
  'INTERNAL_ERROR',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

/**
 * What one wallet call came to. `unknown` means we cannot tell whether the platform applied it (no answer, a
 * timeout, INTERNAL_ERROR, a body that is not the protocol's, a signature it could not check): the call is
 * repeated with the same transaction id, which the platform applies at most once.
 */
export type WalletResult =
  | { outcome: 'ok'; balance: bigint | undefined; body: Record<string, unknown> }
  | { outcome: 'refused'; status: WalletStatus; balance: bigint | undefined }
  | { outcome: 'unknown'; error: string };

export interface AuthenticatedPlayer {
  playerId: string;
  currency: string;
  balance: bigint;
  nickname: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an answer strictly: HTTP 200, a JSON object, a status of the protocol, and on OK a balance that is a
 * decimal of the expected currency (when the currency is known and the answer names one, the same). Anything
 * else is `unknown`, never a guess.
 */
export function readAnswer(
  httpStatus: number,
  text: string,
  expect: { currency?: string; balanceRequired?: boolean } = {},
): WalletResult {
  const { currency } = expect;
  if (httpStatus !== 200) return { outcome: 'unknown', error: `HTTP ${httpStatus}` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { outcome: 'unknown', error: 'the answer is not JSON' };
  }
  if (!isObject(body) || !(WALLET_STATUSES as readonly unknown[]).includes(body.status))
    return { outcome: 'unknown', error: 'the answer has no status of the protocol' };
  const status = body.status as WalletStatus;
  // The platform checks the signature before anything else: nothing was applied, so asking again is safe.
  if (status === 'INTERNAL_ERROR' || status === 'INVALID_SIGNATURE')
    return { outcome: 'unknown', error: status };
  let balance: bigint | undefined;
  if (body.balance !== undefined) {
    const answered = typeof body.currency === 'string' ? body.currency : currency;
    if (currency !== undefined && answered !== currency)
      return { outcome: 'unknown', error: `the answer is in ${String(answered)}, not ${currency}` };
    const parsed = answered && answered in CURRENCIES ? parseMoney(body.balance, answered) : null;
    if (parsed === null) return { outcome: 'unknown', error: 'the answer carries an unreadable balance' };
    balance = parsed;
  } else if (status === 'OK' && expect.balanceRequired) {
    return { outcome: 'unknown', error: 'an OK answer without the balance' };
  }
  return status === 'OK' ? { outcome: 'ok', balance, body } : { outcome: 'refused', status, balance };
}

/** An `authenticate` answer: OK must name the player, a known currency, a readable balance and a nickname. */
export function readAuthentication(
  result: WalletResult,
): { outcome: 'ok'; player: AuthenticatedPlayer } | Exclude<WalletResult, { outcome: 'ok' }> {
  if (result.outcome !== 'ok') return result;
  const { playerId, currency, balance, nickname } = result.body;
  if (typeof playerId !== 'string' || !/^[0-9]{1,19}$/.test(playerId))
    return { outcome: 'unknown', error: 'authenticate answered no player id' };
  if (typeof currency !== 'string' || !(currency in CURRENCIES))
    return { outcome: 'unknown', error: 'authenticate answered an unknown currency' };
  const amount = parseMoney(balance, currency);
  if (amount === null) return { outcome: 'unknown', error: 'authenticate answered an unreadable balance' };
  return {
    outcome: 'ok',
    player: {
      playerId,
      currency,
      balance: amount,
      nickname: typeof nickname === 'string' && nickname.trim() ? nickname.trim().slice(0, 64) : 'Player',
    },
  };
}

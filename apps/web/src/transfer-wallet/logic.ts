import type { VendorWallet } from '@croupier/contracts';
import { formatMoney, parseMinor, type Currency } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { problemMessage, type FormProblem } from '../accounts/problem.ts';
import { REQUIRED, type Msg } from '../accounts/validation.ts';

/** Pure rules of the game wallets page, apart from React so they are unit tested. */

export type Direction = 'in' | 'out';

/** As the server (ADR 0006, 0008): no transfer moves more than 10^15 minor units. */
export const MAX_TRANSFER_MINOR = 10n ** 15n;

/** The amount field's length: the server takes at most 24 characters. */
export const AMOUNT_MAX_LENGTH = 24;

const isPositive = (text: string) => /[1-9]/.test(text);

/** A transfer to or from this vendor is waiting for the vendor's answer. */
export const hasPending = (wallet: VendorWallet) =>
  isPositive(wallet.pendingIn) || isPositive(wallet.pendingOut);
export const anyPending = (wallets: readonly VendorWallet[]) => wallets.some(hasPending);

/** The list with one wallet replaced by its newer answer (or added, should it be new). */
export function withWallet(
  list: VendorWallet[] | undefined,
  wallet: VendorWallet,
): VendorWallet[] | undefined {
  if (!list) return list;
  const { vassalage, name, currency, balance, pendingIn, pendingOut, acceptsTransfersIn } = wallet;
  // A transfer answer carries `transfer` too; the list keeps the wallet's own fields only.
  const plain = { vassalage, name, currency, balance, pendingIn, pendingOut, acceptsTransfersIn };
  return list.some((w) => w.vassalage === vassalage)
    ? list.map((w) => (w.vassalage === vassalage ? plain : w))
    : [...list, plain];
}

/**
 * The amount checked as the server checks it: a plain positive decimal with at most the currency's decimals,
 * at most 10^15 minor units, and for a transfer in no more than the wallet's available cash. A transfer out is
 * not capped here: the vendor's books (winnings included) decide what can come back.
 */
export function checkTransferAmount(
  text: string,
  context: { currency: Currency; direction: Direction; available: string | undefined },
): Msg | null {
  const trimmed = text.trim();
  if (!trimmed) return REQUIRED;
  const { currency } = context;
  const minor = /^\d+(\.\d+)?$/.test(trimmed) ? parseMinor(trimmed, currency) : null;
  if (minor === null || minor <= 0n)
    return { key: 'wallet.v.amount', values: { decimals: currency.decimals } };
  if (minor > MAX_TRANSFER_MINOR) return { key: 'transferWallet.v.tooLarge' };
  if (context.direction === 'in' && context.available !== undefined) {
    const available = parseMinor(context.available, currency);
    if (available !== null && minor > available)
      return {
        key: 'transferWallet.v.notEnoughCash',
        values: { available: formatMoney(available, currency) },
      };
  }
  return null;
}

/**
 * Whether a failed attempt's outcome is unknown (no answer, a proxy's 5xx): then the same amount sent again
 * must reuse its Idempotency-Key, so the server makes that one transfer at most once. Any 4xx is a final
 * answer, and a refusal is recorded under its key: the next try is a new attempt with a new key.
 */
export const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** A failed transfer spread over the dialog: the amount field where it is about the amount, else one message. */
export function transferProblem(
  error: unknown,
  context: { currency: Currency; direction: Direction; vendor: string },
): FormProblem {
  if (outcomeUnknown(error)) return { fields: {}, form: { key: 'transferWallet.problem.unknown' } };
  const problem = error as ApiError;
  const { vendor } = context;
  switch (problem.code) {
    case 'INSUFFICIENT_FUNDS':
      return {
        fields: {
          amount:
            context.direction === 'in'
              ? { key: 'wallet.v.notEnough' }
              : { key: 'transferWallet.v.notEnoughThere', values: { vendor } },
        },
        form: null,
      };
    case 'VALIDATION_FAILED':
      return {
        fields: { amount: { key: 'wallet.v.amount', values: { decimals: context.currency.decimals } } },
        form: null,
      };
    case 'VENDOR_REFUSED': {
      const status = typeof problem.extra.vendorStatus === 'string' ? problem.extra.vendorStatus : '—';
      return {
        fields: {},
        form: { key: 'transferWallet.problem.VENDOR_REFUSED', values: { vendor, status } },
      };
    }
    case 'VENDOR_UNAVAILABLE':
      return { fields: {}, form: { key: 'transferWallet.problem.VENDOR_UNAVAILABLE', values: { vendor } } };
    case 'NOT_FOUND':
    case 'IDEMPOTENCY_CONFLICT':
    case 'RATE_LIMITED':
      return { fields: {}, form: { key: `transferWallet.problem.${problem.code}` } };
    default:
      return { fields: {}, form: problemMessage(problem) };
  }
}

/** How a transfer the player sent stands, as the dialog tells it. */
export type Outcome = 'completed' | 'pending' | 'refused';

/** A replay's refusal (the transfer was settled as refused meanwhile) is an outcome, not a failure. */
export const isRefusal = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.code === 'VENDOR_REFUSED' || error.code === 'INSUFFICIENT_FUNDS') &&
  typeof error.extra.transferId === 'string';

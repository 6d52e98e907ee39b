import { formatMoney, parseMinor, type Currency } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { problemToForm, type FormProblem } from '../accounts/problem.ts';
import { REQUIRED, type Errors, type Msg } from '../accounts/validation.ts';
import { checkPaymentPassword } from '../security/logic.ts';

/** Pure rules of the wallet pages, apart from React so they are unit tested. */

export { HIDDEN_AMOUNT } from './hiddenAmount.ts';

/** Money in or out, for the colour of a movement (the sign is in the text too, so colour is never alone). */
export function amountTone(text: string): 'in' | 'out' | 'none' {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) return 'out';
  return /[1-9]/.test(trimmed) ? 'in' : 'none';
}

/** A positive amount in the currency's decimals, no more than the player can spend. */
export function checkAmount(text: string, currency: Currency, available: string | undefined): Msg | null {
  const trimmed = text.trim();
  if (!trimmed) return REQUIRED;
  const amount = /^\d+(\.\d+)?$/.test(trimmed) ? parseMinor(trimmed, currency) : null;
  if (amount === null || amount <= 0n) {
    return { key: 'wallet.v.amount', values: { decimals: currency.decimals } };
  }
  const spendable = available === undefined ? null : parseMinor(available, currency);
  if (spendable !== null && amount > spendable) {
    return { key: 'wallet.v.moreThanAvailable', values: { available: formatMoney(spendable, currency) } };
  }
  return null;
}

export type TransferMode = 'upline' | 'team';

export interface TransferInput {
  mode: TransferMode;
  /** The team member's account; ignored when sending to the upline. */
  account: string;
  amount: string;
  paymentPassword: string;
}

/** Client checks of the transfer form; the server checks all of it again. */
export function validateTransfer(
  input: TransferInput,
  context: { currency: Currency; available: string | undefined; self: string },
): Errors {
  const errors: Errors = {};
  if (input.mode === 'team') {
    const account = input.account.trim();
    if (!account) errors.account = REQUIRED;
    else if (account.toLowerCase() === context.self.toLowerCase()) {
      errors.account = { key: 'wallet.transfer.v.self' };
    }
  }
  const amount = checkAmount(input.amount, context.currency, context.available);
  if (amount) errors.amount = amount;
  const password = checkPaymentPassword(input.paymentPassword);
  if (password) errors.paymentPassword = password;
  return errors;
}

/** Whom a transfer goes to: the upline by its account name, or the typed team member. */
export function transferReceiver(input: TransferInput, upline: string | null): string {
  return input.mode === 'upline' ? (upline ?? '') : input.account.trim();
}

/**
 * A refused transfer spread over the form. The server names the receiver `to`; the form calls the typed
 * account `account` and has no field when sending to the upline, so receiver problems then go above the
 * button. Words are the wallet's where the shared ones would mislead ("this account is frozen" is about
 * the receiver here, and the lock is the payment password's, not the sign-in's).
 */
export function transferProblem(error: unknown, mode: TransferMode, currency: Currency): FormProblem {
  const visible = mode === 'team' ? ['account', 'amount', 'paymentPassword'] : ['amount', 'paymentPassword'];
  const problem = problemToForm(error, { visible, rename: { to: 'account' } });
  if (!(error instanceof ApiError)) return problem;
  const receiver = receiverMessage(error);
  if (receiver) {
    return mode === 'team' ? { fields: { account: receiver }, form: null } : { fields: {}, form: receiver };
  }
  if (error.code === 'INSUFFICIENT_FUNDS')
    return { fields: { amount: { key: 'wallet.v.notEnough' } }, form: null };
  if (error.fields.amount === 'INVALID') {
    return {
      fields: { amount: { key: 'wallet.v.amount', values: { decimals: currency.decimals } } },
      form: null,
    };
  }
  if (error.code === 'ACCOUNT_LOCKED') {
    const wait = error.extra.retryAfterSeconds;
    const minutes = typeof wait === 'number' ? Math.max(1, Math.ceil(wait / 60)) : null;
    return {
      fields: {},
      form: minutes
        ? { key: 'wallet.transfer.lockedFor', values: { minutes } }
        : { key: 'wallet.transfer.locked' },
    };
  }
  return problem;
}

function receiverMessage(error: ApiError): Msg | null {
  if (error.code === 'ACCOUNT_FROZEN') return { key: 'wallet.transfer.v.receiverFrozen' };
  if (error.code === 'NOT_IN_TEAM') return { key: 'errors.NOT_IN_TEAM' };
  if (error.fields.to === 'INVALID') return { key: 'wallet.transfer.v.noSuchAccount' };
  return null;
}

const SHORT_REFERENCE = 8;

/** A long reference (a vendor's round id, a UUID) as its last characters, which are enough to quote it. */
export function shortReference(reference: string): string {
  return reference.length <= SHORT_REFERENCE + 4 ? reference : `…${reference.slice(-SHORT_REFERENCE)}`;
}

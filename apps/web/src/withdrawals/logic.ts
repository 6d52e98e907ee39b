import type { WithdrawalItem, WithdrawalLimits } from '@croupier/contracts';
import {
  characterCount,
  imageTypeOf,
  RECEIPT_LIMITS,
  type ReceiptResult,
} from '@croupier/contracts/withdrawal-rules';
import { formatMoney, parseMinor, toDecimalString, type Currency } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { REQUIRED, type Errors, type Msg } from '../accounts/validation.ts';

/** Pure rules of the withdraw page, apart from the React code so they are unit tested. */

/** The most the player can ask for now: what is available, capped by the per-withdrawal maximum. */
export function largestAmount(
  available: string,
  limits: WithdrawalLimits,
  currency: Currency,
): string | null {
  const have = parseMinor(available, currency) ?? 0n;
  const max = parseMinor(limits.max, currency) ?? 0n;
  const most = have < max ? have : max;
  return most > 0n && most >= (parseMinor(limits.min, currency) ?? 0n)
    ? toDecimalString(most, currency)
    : null;
}

export function checkAmount(
  text: string,
  limits: WithdrawalLimits,
  available: string,
  currency: Currency,
): Msg | null {
  if (!text.trim()) return REQUIRED;
  const amount = parseMinor(text, currency);
  if (amount === null || amount <= 0n)
    return { key: 'withdrawals.v.amount', values: { decimals: currency.decimals } };
  const min = parseMinor(limits.min, currency)!;
  const max = parseMinor(limits.max, currency)!;
  if (amount < min) return { key: 'withdrawals.v.min', values: { min: formatMoney(min, currency) } };
  if (amount > max) return { key: 'withdrawals.v.max', values: { max: formatMoney(max, currency) } };
  if (amount > (parseMinor(available, currency) ?? 0n)) return { key: 'errors.INSUFFICIENT_FUNDS' };
  return null;
}

const normaliseName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

export interface AccountDraft {
  bankCode: string;
  accountNumber: string;
  accountName: string;
}

/** The add-account form, checked as the server will: the name must be the one on file when there is one. */
export function checkAccount(draft: AccountDraft, requiredName: string | null): Errors {
  const errors: Errors = {};
  if (!draft.bankCode) errors.bankCode = { key: 'withdrawals.v.chooseBank' };
  const number = draft.accountNumber.trim();
  if (!number) errors.accountNumber = REQUIRED;
  else if (!/^[0-9 -]{6,34}$/.test(number) || number.replace(/[^0-9]/g, '').length < 6)
    errors.accountNumber = { key: 'withdrawals.v.accountNumber' };
  const name = draft.accountName.trim();
  if (!name) errors.accountName = REQUIRED;
  else if (name.length > 80) errors.accountName = { key: 'withdrawals.v.tooLong', values: { max: 80 } };
  else if (requiredName !== null && normaliseName(name) !== normaliseName(requiredName))
    errors.accountName = { key: 'errors.ACCOUNT_NAME_MISMATCH' };
  return errors;
}

export interface ReceiptDraft {
  result: ReceiptResult | '';
  amountReceived: string;
  remark: string;
}

export function checkReceipt(
  draft: ReceiptDraft,
  withdrawal: Pick<WithdrawalItem, 'amount'>,
  currency: Currency,
): Errors {
  const errors: Errors = {};
  if (!draft.result) errors.result = REQUIRED;
  if (draft.result === 'partial') {
    const text = draft.amountReceived.trim();
    const received = parseMinor(text, currency);
    const total = parseMinor(withdrawal.amount, currency) ?? 0n;
    if (!text) errors.amountReceived = REQUIRED;
    else if (received === null || received <= 0n || received >= total)
      errors.amountReceived = {
        key: 'withdrawals.v.partial',
        values: { amount: formatMoney(total, currency) },
      };
  }
  if (characterCount(draft.remark.trim()) > RECEIPT_LIMITS.maxRemark)
    errors.remark = { key: 'withdrawals.v.remark', values: { max: RECEIPT_LIMITS.maxRemark } };
  return errors;
}

/**
 * Whether a chosen file may be sent: what its first bytes are (a renamed program is refused whatever it is
 * called) and its size. The server checks the same again.
 */
export async function checkImage(file: Blob): Promise<Msg | null> {
  if (file.size > RECEIPT_LIMITS.maxImageBytes) return { key: 'errors.FILE_TOO_LARGE' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return imageTypeOf(head) ? null : { key: 'errors.FILE_TYPE_NOT_ALLOWED' };
}

/** Minutes left until a paid withdrawal counts as received, rounded up; 0 once the time has passed. */
export function minutesLeft(autoReceiptAt: string | null, now: number): number | null {
  if (!autoReceiptAt) return null;
  return Math.max(0, Math.ceil((Date.parse(autoReceiptAt) - now) / 60_000));
}

/** What is left to wager when a withdrawal was refused for open bonus wagering (409 WAGERING_OPEN), else null. */
export function wageringRemainingOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'WAGERING_OPEN') return null;
  return typeof error.extra.remaining === 'string' ? error.extra.remaining : null;
}

import { adjustmentRoute } from '@croupier/contracts/adjustment-rules';
import type { OperatorRole } from '@croupier/contracts/constants';
import { formatMoney, parseMinor, type Currency } from '@croupier/money';
import { validateReason } from '../players/validate.ts';

/** Pure rules of the console's money tools, apart from React so they are unit tested. */

/** Roles the server lets move money and read the ledger check (the wallet module's routes). */
export const MONEY_ROLES: readonly OperatorRole[] = ['owner', 'admin', 'finance'];

export function canMoveMoney(role: OperatorRole | undefined): boolean {
  return role !== undefined && MONEY_ROLES.includes(role);
}

export type AdjustmentError = 'REQUIRED' | 'AMOUNT' | 'ZERO' | 'DEBIT_TOO_LARGE' | 'OVER_MAXIMUM';

export interface AdjustmentCheck {
  errors: { amount?: AdjustmentError; reason?: 'REQUIRED' | 'TOO_LONG' };
  /** Minor units, signed: positive credits the player, negative debits. Null when the text is not valid. */
  amount: bigint | null;
  /** A valid amount above the brand's approval threshold: it will wait for a second operator. */
  needsApproval: boolean;
}

/** The brand's limits as its settings answer them (decimal strings in its currency). */
export interface AdjustmentLimitTexts {
  adjustmentApprovalThreshold: string;
  adjustmentMaximum: string;
}

/** The limits in minor units; null while they are unknown or unreadable (the server still checks). */
export function adjustmentLimits(texts: AdjustmentLimitTexts | undefined, currency: Currency) {
  if (!texts) return null;
  const approvalThreshold = parseMinor(texts.adjustmentApprovalThreshold, currency);
  const maximum = parseMinor(texts.adjustmentMaximum, currency);
  return approvalThreshold === null || maximum === null ? null : { approvalThreshold, maximum };
}

/**
 * A signed amount in the currency's decimals and a reason. A debit may not exceed what the player has
 * available: the server refuses it too (INSUFFICIENT_FUNDS), this says so before the confirmation. With the
 * brand's limits, an amount over the maximum is refused and one over the threshold is marked for approval, as
 * the server will route them.
 */
export function checkAdjustment(
  input: { amount: string; reason: string },
  currency: Currency,
  available: string | undefined,
  limits: { approvalThreshold: bigint; maximum: bigint } | null = null,
): AdjustmentCheck {
  const errors: AdjustmentCheck['errors'] = {};
  const text = input.amount.trim().replace(/^\u2212/, '-');
  let amount: bigint | null = null;
  if (!text) errors.amount = 'REQUIRED';
  else {
    amount = /^-?\d+(\.\d+)?$/.test(text) ? parseMinor(text, currency) : null;
    if (amount === null) errors.amount = 'AMOUNT';
    else if (amount === 0n) errors.amount = 'ZERO';
    else {
      const spendable = available === undefined ? null : parseMinor(available, currency);
      if (limits && adjustmentRoute(amount, limits) === 'refuse') errors.amount = 'OVER_MAXIMUM';
      else if (amount < 0n && spendable !== null && -amount > spendable) errors.amount = 'DEBIT_TOO_LARGE';
    }
  }
  const reason = validateReason(input.reason);
  if (reason) errors.reason = reason;
  const valid = errors.amount ? null : amount;
  return {
    errors,
    amount: valid,
    needsApproval: valid !== null && limits !== null && adjustmentRoute(valid, limits) === 'approval',
  };
}

/** Brand settings: both limits positive amounts in the currency's decimals, the threshold not above the maximum. */
export function checkAdjustmentLimits(texts: AdjustmentLimitTexts, currency: Currency) {
  const errors: Partial<Record<keyof AdjustmentLimitTexts, 'REQUIRED' | 'AMOUNT' | 'ABOVE_MAXIMUM'>> = {};
  const parse = (key: keyof AdjustmentLimitTexts) => {
    const text = texts[key].trim();
    const amount = /^\d+(\.\d+)?$/.test(text) ? parseMinor(text, currency) : null;
    if (!text) errors[key] = 'REQUIRED';
    else if (amount === null || amount <= 0n) errors[key] = 'AMOUNT';
    return amount;
  };
  const threshold = parse('adjustmentApprovalThreshold');
  const maximum = parse('adjustmentMaximum');
  if (!errors.adjustmentApprovalThreshold && !errors.adjustmentMaximum && threshold! > maximum!)
    errors.adjustmentApprovalThreshold = 'ABOVE_MAXIMUM';
  return errors;
}

/** What the confirmation states: credit or debit, how much, and the balance before and after. */
export function adjustmentEffect(amount: bigint, balance: string, currency: Currency) {
  const before = parseMinor(balance, currency) ?? 0n;
  return {
    kind: amount > 0n ? ('credit' as const) : ('debit' as const),
    amount: formatMoney(amount < 0n ? -amount : amount, currency),
    before: formatMoney(before, currency),
    after: formatMoney(before + amount, currency),
  };
}

/** Player balances plus every house account: zero when the books balance, whatever the activity. */
export function netOfAccounts(
  totals: { playerBalances: string; house: Record<string, string> },
  currency: Currency,
): { text: string; zero: boolean } {
  let net = parseMinor(totals.playerBalances, currency) ?? 0n;
  for (const value of Object.values(totals.house)) net += parseMinor(value, currency) ?? 0n;
  return { text: formatMoney(net, currency), zero: net === 0n };
}

/** House accounts the console names; vendor clearing accounts carry the vendor after a colon. */
export function houseAccountLabel(code: string): { key: string; vendor?: string } {
  const [base, vendor] = code.split(':', 2);
  if (base === 'vendor_clearing') return { key: 'wallet.house.vendor_clearing', vendor: vendor ?? '' };
  return { key: `wallet.house.${code}` };
}

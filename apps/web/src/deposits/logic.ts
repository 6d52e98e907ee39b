import type { DepositChannel } from '@croupier/contracts';
import { formatMoney, parseMinor, toDecimalString, type Currency, formatAmount } from '@croupier/money';
import { ApiError } from '@croupier/web-kit';
import { problemToForm, type FormProblem } from '../accounts/problem.ts';
import type { Msg } from '../accounts/validation.ts';

/** Pure rules of the deposit page, apart from the React code so they are unit tested. */

/** Round amounts players pick most, in whole currency units. */
const QUICK_STEPS = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

/**
 * Up to six quick amounts inside the channel's limits. A channel whose range holds fewer round amounts gets
 * its minimum and maximum, so there is always something to tap.
 */
export function quickAmounts(channel: DepositChannel, currency: Currency): string[] {
  const min = parseMinor(channel.min, currency) ?? 0n;
  const max = parseMinor(channel.max, currency) ?? 0n;
  const unit = 10n ** BigInt(currency.decimals);
  const inside = QUICK_STEPS.map((step) => BigInt(step) * unit).filter((v) => v >= min && v <= max);
  const picks = inside.length >= 3 ? inside.slice(0, 6) : [...new Set([min, ...inside, max])].slice(0, 6);
  return picks.map((v) => toDecimalString(v, currency));
}

/** The amount as the player typed it, checked as the server will: format, decimals, then the channel's limits. */
export function checkAmount(text: string, channel: DepositChannel, currency: Currency): Msg | null {
  const value = text.trim().replace(/,/g, '');
  if (!value) return { key: 'deposits.v.required' };
  const amount = /^\d{1,15}(\.\d+)?$/.test(value) ? parseMinor(value, currency) : null;
  if (amount === null || amount <= 0n)
    return { key: 'deposits.v.invalid', values: { decimals: currency.decimals } };
  const min = parseMinor(channel.min, currency) ?? 0n;
  const max = parseMinor(channel.max, currency) ?? 0n;
  if (amount < min) return { key: 'deposits.v.min', values: { min: formatMoney(min, currency) } };
  if (amount > max) return { key: 'deposits.v.max', values: { max: formatMoney(max, currency) } };
  return null;
}

/** The amount in the wire form ("1500.00"), once checkAmount passed. */
export function wireAmount(text: string, currency: Currency): string {
  return toDecimalString(parseMinor(text.trim().replace(/,/g, ''), currency) ?? 0n, currency);
}

/**
 * Server problems on the deposit form: a limit refusal names the limit, a closed channel points at the
 * channel choice, anything else lands above the button.
 */
export function depositProblem(error: unknown, currency: Currency): FormProblem {
  if (error instanceof ApiError && error.code === 'AMOUNT_OUT_OF_RANGE') {
    const { min, max } = error.extra as { min?: string; max?: string };
    if (min && max) return { fields: { amount: checkRangeMessage(min, max, currency) }, form: null };
  }
  return problemToForm(error, { visible: ['amount', 'channelId'] });
}

function checkRangeMessage(min: string, max: string, currency: Currency): Msg {
  return {
    key: 'deposits.amountHint',
    values: { min: formatAmount(min, currency), max: formatAmount(max, currency) },
  };
}

/** The gateway page in the player's language and theme; it keeps both when it sends the player back. */
export function payPageUrl(payUrl: string, look: { lang: string; theme: string }): string {
  const absolute = /^https?:\/\//i.test(payUrl);
  const url = new URL(payUrl, 'http://same-site.invalid');
  url.searchParams.set('lang', look.lang);
  url.searchParams.set('theme', look.theme);
  return absolute ? url.toString() : `${url.pathname}${url.search}`;
}

import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import type { ErrorCode, FieldErrorCode } from '@croupier/contracts';
import { CONTRACT_MAX_TERM_DAYS } from '@croupier/contracts/constants';
import { shiftDay, startOfDayIn } from '@croupier/format';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';

/** The four kinds of agent contract (API.md "Contracts and settlements"). */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/**
 * Rates are kept as parts per million of the base (1.5% is 15,000): exact integers, so a settlement's
 * `base × rate ÷ 1,000,000` never rounds a rate, and comparing two contracts' rates is integer comparison.
 */
export const RATE_SCALE = 1_000_000n;
const PERCENT_DECIMALS = 4;
const MAX_TIERS = 10;

/** A tier: the rate that applies once the period's base reaches `minAmount` and `minActive` members are active. */
export interface Tier {
  minAmount: bigint;
  minActive: number;
  ratePpm: bigint;
}

export type Terms =
  | { kind: 'dividend'; period: DividendPeriod; tiers: Tier[] }
  | { kind: 'daily' | 'hourly'; tiers: Tier[] }
  | { kind: 'realtime'; profitRatePpm: bigint; lossRatePpm: bigint; minBet: bigint };

/** What callers send: decimal strings of money and of percent (`"1.5"` is 1.5%). */
export interface TermsInput {
  kind: ContractKind;
  period?: string;
  tiers?: { minAmount: string; minActive: number; rate: string }[];
  profitRate?: string;
  lossRate?: string;
  minBet?: string;
  /** The last day the terms are in force (`YYYY-MM-DD`, the brand's zone); absent: until ended. */
  validUntil?: string;
}

/** Whether an offer's last day is a real day from `today` (the brand's) to a year after it. */
function isTermEnd(day: string, today: string): boolean {
  return startOfDayIn(day, 'UTC') !== null && day >= today && day <= shiftDay(today, CONTRACT_MAX_TERM_DAYS);
}

/**
 * Checks an offer: its terms and its last day in force (null: until ended), every fault named by field in one
 * answer.
 */
export function parseOffer(
  input: TermsInput,
  props: { currencyCode: string; today: string },
): { terms: Terms; validUntil: string | null } {
  const validUntil = input.validUntil ?? null;
  const badEnd = validUntil !== null && !isTermEnd(validUntil, props.today);
  let terms: Terms;
  try {
    terms = parseTerms(input, props.currencyCode);
  } catch (error) {
    if (badEnd && error instanceof DomainError && error.code === 'VALIDATION_FAILED')
      throw new DomainError('VALIDATION_FAILED', error.message, { ...error.fields, validUntil: 'INVALID' });
    throw error;
  }
  if (badEnd) throw validationFailed({ validUntil: 'INVALID' }, 'The last day of the term is not valid.');
  return { terms, validUntil };
}

/** `"1.5"` → 15000 parts per million; undefined when not a percent in (0, 100] with at most 4 decimals. */
export function parseRate(rate: string): bigint | undefined {
  const match = /^([0-9]{1,3})(?:\.([0-9]{1,4}))?$/.exec(rate);
  if (!match) return undefined;
  const ppm = BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(PERCENT_DECIMALS, '0'));
  return ppm > 0n && ppm <= RATE_SCALE ? ppm : undefined;
}

/** 15000 → `"1.5"`. */
export function rateText(ppm: bigint): string {
  const whole = ppm / 10_000n;
  const fraction = (ppm % 10_000n).toString().padStart(PERCENT_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * Checks and converts a contract's terms. Tiers: 1 to 10, thresholds that never fall and rates that strictly
 * increase (DOMAIN.md "Tiers"), so a higher tier always pays more for more. Every fault is named by field.
 */
export function parseTerms(input: TermsInput, currencyCode: string): Terms {
  const currency = currencyOf(currencyCode);
  const errors: Record<string, FieldErrorCode> = {};
  const amount = (value: string | undefined, field: string) => {
    const minor = value === undefined ? undefined : parseMinor(value, currency);
    if (minor === undefined || minor === null || minor < 0n) errors[field] = 'INVALID';
    return minor ?? 0n;
  };
  const rate = (value: string | undefined, field: string) => {
    const ppm = value === undefined ? undefined : parseRate(value);
    if (ppm === undefined) errors[field] = 'INVALID';
    return ppm ?? 0n;
  };
  if (input.kind === 'realtime') {
    const terms = {
      kind: input.kind,
      profitRatePpm: rate(input.profitRate, 'profitRate'),
      lossRatePpm: rate(input.lossRate, 'lossRate'),
      minBet: amount(input.minBet, 'minBet'),
    };
    if (Object.keys(errors).length > 0) throw validationFailed(errors, 'The contract terms are not valid.');
    return terms;
  }
  const given = input.tiers ?? [];
  if (given.length === 0 || given.length > MAX_TIERS) errors.tiers = 'INVALID';
  const tiers = given.map((tier, index) => ({
    minAmount: amount(tier.minAmount, `tiers.${index}.minAmount`),
    minActive: Number.isInteger(tier.minActive) && tier.minActive >= 0 ? tier.minActive : -1,
    ratePpm: rate(tier.rate, `tiers.${index}.rate`),
  }));
  tiers.forEach((tier, index) => {
    if (tier.minActive < 0) errors[`tiers.${index}.minActive`] = 'INVALID';
    const before = tiers[index - 1];
    if (!before) return;
    if (tier.ratePpm <= before.ratePpm) errors[`tiers.${index}.rate`] ??= 'INVALID';
    if (tier.minAmount < before.minAmount || tier.minActive < before.minActive)
      errors[`tiers.${index}.minAmount`] ??= 'INVALID';
  });
  let period: DividendPeriod | undefined;
  if (input.kind === 'dividend') {
    period = DIVIDEND_PERIODS.find((known) => known === input.period);
    if (!period) errors.period = 'INVALID';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors, 'The contract terms are not valid.');
  return input.kind === 'dividend'
    ? { kind: input.kind, period: period!, tiers }
    : { kind: input.kind, tiers };
}

/** The rate the highest tier whose every threshold is met pays; 0 when none is met (DOMAIN.md). */
export function rateAt(tiers: readonly Tier[], base: bigint, active: number): bigint {
  let rate = 0n;
  for (const tier of tiers) if (base >= tier.minAmount && active >= tier.minActive) rate = tier.ratePpm;
  return rate;
}

/**
 * Where `downline`'s terms pay more than `upline`'s at the same thresholds, by field; empty when the upline
 * covers them. Checking each downline tier at its own thresholds is enough: the upline's rate only grows as
 * the base and the active count grow, while the downline's stays flat until its next tier.
 */
export function uncoveredBy(upline: Terms, downline: Terms): Record<string, FieldErrorCode | ErrorCode> {
  const faults: Record<string, FieldErrorCode | ErrorCode> = {};
  if (upline.kind === 'realtime' && downline.kind === 'realtime') {
    if (downline.profitRatePpm > upline.profitRatePpm) faults.profitRate = 'CONTRACT_RATE_TOO_HIGH';
    if (downline.lossRatePpm > upline.lossRatePpm) faults.lossRate = 'CONTRACT_RATE_TOO_HIGH';
    // A round the upline earns nothing on must not earn its downline anything, which the upline would pay.
    if (downline.minBet < upline.minBet) faults.minBet = 'INVALID';
    return faults;
  }
  if (upline.kind === 'realtime' || downline.kind === 'realtime') return { kind: 'INVALID' };
  downline.tiers.forEach((tier, index) => {
    if (tier.ratePpm > rateAt(upline.tiers, tier.minAmount, tier.minActive))
      faults[`tiers.${index}.rate`] = 'CONTRACT_RATE_TOO_HIGH';
  });
  // Level difference settles a chain period by period: a downline's dividends run on its upline's period.
  if (upline.kind === 'dividend' && downline.kind === 'dividend' && upline.period !== downline.period)
    faults.period = 'INVALID';
  return faults;
}

/** Terms as stored (JSON) and as answered: money and rates as decimal strings. */
export interface StoredTerms {
  period?: DividendPeriod;
  tiers?: { minAmount: string; minActive: number; rate: string }[];
  profitRate?: string;
  lossRate?: string;
  minBet?: string;
}

export function storedTerms(terms: Terms, currencyCode: string): StoredTerms {
  const money = (minor: bigint) => toDecimalString(minor, currencyOf(currencyCode));
  if (terms.kind === 'realtime')
    return {
      profitRate: rateText(terms.profitRatePpm),
      lossRate: rateText(terms.lossRatePpm),
      minBet: money(terms.minBet),
    };
  const tiers = terms.tiers.map((tier) => ({
    minAmount: money(tier.minAmount),
    minActive: tier.minActive,
    rate: rateText(tier.ratePpm),
  }));
  return terms.kind === 'dividend' ? { period: terms.period, tiers } : { tiers };
}

/** Stored terms back into checked terms (they were checked when offered). */
export function termsOf(kind: ContractKind, stored: StoredTerms, currencyCode: string): Terms {
  return parseTerms({ kind, ...stored }, currencyCode);
}

/**
 * `termsOf` for many contracts of one kind: many share their terms (an upline offers its downlines the same),
 * and `contractsInForceAt` hands out one object per distinct stored text, so each is parsed once.
 */
export function termsReader(kind: ContractKind, currencyCode: string): (stored: StoredTerms) => Terms {
  const parsed = new Map<StoredTerms, Terms>();
  return (stored) => {
    let terms = parsed.get(stored);
    if (!terms) parsed.set(stored, (terms = termsOf(kind, stored, currencyCode)));
    return terms;
  };
}

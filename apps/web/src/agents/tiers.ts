import type { ContractOffer, ContractTerms } from '@croupier/contracts';
import { parseMinor, type Currency } from '@croupier/money';

/**
 * A contract offer as the form holds it, and the checks the server makes on it (its contracts module's
 * `parseTerms`), so a mistake is named on its row before anything is sent. Errors are keyed as the server keys
 * its field errors (`tiers.1.rate`), so both land on the same input.
 */
export interface TierDraft {
  minAmount: string;
  minActive: string;
  rate: string;
}
export interface RealtimeDraft {
  profitRate: string;
  lossRate: string;
  minBet: string;
}

export const MAX_TIERS = 10;
const MAX_ACTIVE = 1_000_000;
const RATE = /^([0-9]{1,3})(?:\.([0-9]{1,4}))?$/;

/** Why a value is refused, as a key of `contracts.v`. */
export type TermFault = 'amount' | 'active' | 'rate' | 'rising' | 'falling' | 'tiers';

/** A percent as ten-thousandths (`"1.5"` → 15000), or undefined unless it is in (0, 100] with ≤ 4 decimals. */
export function rateUnits(rate: string): number | undefined {
  const match = RATE.exec(rate.trim());
  if (!match) return undefined;
  const units = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return units > 0 && units <= 1_000_000 ? units : undefined;
}

function amountMinor(value: string, currency: Currency): bigint | undefined {
  const minor = parseMinor(value, currency);
  return minor === null || minor < 0n ? undefined : minor;
}

function activeCount(value: string): number | undefined {
  if (!/^[0-9]{1,7}$/.test(value.trim())) return undefined;
  const count = Number(value);
  return count <= MAX_ACTIVE ? count : undefined;
}

/**
 * Tiers: 1 to 10, each an amount in the currency's decimals, a member count and a rate; rates strictly
 * increase and neither threshold falls from one tier to the next, so a higher tier always pays more for more.
 */
export function validateTiers(rows: readonly TierDraft[], currency: Currency): Record<string, TermFault> {
  const faults: Record<string, TermFault> = {};
  if (rows.length === 0 || rows.length > MAX_TIERS) faults.tiers = 'tiers';
  const parsed = rows.map((row, index) => {
    const tier = {
      minAmount: amountMinor(row.minAmount, currency),
      minActive: activeCount(row.minActive),
      rate: rateUnits(row.rate),
    };
    if (tier.minAmount === undefined) faults[`tiers.${index}.minAmount`] = 'amount';
    if (tier.minActive === undefined) faults[`tiers.${index}.minActive`] = 'active';
    if (tier.rate === undefined) faults[`tiers.${index}.rate`] = 'rate';
    return tier;
  });
  parsed.forEach((tier, index) => {
    const before = parsed[index - 1];
    if (!before) return;
    const at = (field: keyof TierDraft) => `tiers.${index}.${field}`;
    if (tier.rate !== undefined && before.rate !== undefined && tier.rate <= before.rate)
      faults[at('rate')] ??= 'rising';
    if (tier.minAmount !== undefined && before.minAmount !== undefined && tier.minAmount < before.minAmount)
      faults[at('minAmount')] ??= 'falling';
    if (tier.minActive !== undefined && before.minActive !== undefined && tier.minActive < before.minActive)
      faults[at('minActive')] ??= 'falling';
  });
  return faults;
}

/** A real-time salary: a rate on the team's profit, one on its loss, and the smallest single bet it counts. */
export function validateRealtime(draft: RealtimeDraft, currency: Currency): Record<string, TermFault> {
  const faults: Record<string, TermFault> = {};
  if (rateUnits(draft.profitRate) === undefined) faults.profitRate = 'rate';
  if (rateUnits(draft.lossRate) === undefined) faults.lossRate = 'rate';
  if (amountMinor(draft.minBet, currency) === undefined) faults.minBet = 'amount';
  return faults;
}

/**
 * The request body of a checked draft. A dividend runs on the offerer's own period (a chain settles period by
 * period), so the offer carries it.
 */
export function tieredOffer(
  downlineId: string,
  kind: 'dividend' | 'daily' | 'hourly',
  rows: readonly TierDraft[],
  period?: ContractOffer['period'],
): ContractOffer {
  return {
    downlineId,
    kind,
    ...(kind === 'dividend' && period ? { period } : {}),
    tiers: rows.map((row) => ({
      minAmount: row.minAmount.trim(),
      minActive: Number(row.minActive),
      rate: row.rate.trim(),
    })),
  };
}

export function realtimeOffer(downlineId: string, draft: RealtimeDraft): ContractOffer {
  return {
    downlineId,
    kind: 'realtime',
    profitRate: draft.profitRate.trim(),
    lossRate: draft.lossRate.trim(),
    minBet: draft.minBet.trim(),
  };
}

/** A new offer starts from the caller's own terms: the most it may pass on at each threshold. */
export function draftsOf(terms: ContractTerms | undefined): { tiers: TierDraft[]; realtime: RealtimeDraft } {
  const tiers = (terms?.tiers ?? []).map((tier) => ({
    minAmount: tier.minAmount,
    minActive: String(tier.minActive),
    rate: tier.rate,
  }));
  return {
    tiers: tiers.length > 0 ? tiers : [{ minAmount: '', minActive: '', rate: '' }],
    realtime: {
      profitRate: terms?.profitRate ?? '',
      lossRate: terms?.lossRate ?? '',
      minBet: terms?.minBet ?? '',
    },
  };
}

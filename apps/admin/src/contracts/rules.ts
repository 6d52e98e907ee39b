import type { OperatorRole } from '@croupier/contracts/constants';
import { CONTRACT_KIND_VALUES, type ContractStatus, type ContractTerms } from '@croupier/contracts';
import { parsePage } from '../players/filters.ts';

/** Pure rules of the console's contract tools, apart from React so they are unit tested. */

export const CONTRACT_KINDS = CONTRACT_KIND_VALUES;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_STATUSES = [
  'offered',
  'signed',
  'termination_requested',
  'rejected',
  'terminated',
] as const;

/** Who reads contracts (the server's CONTRACT_READERS): they show what agents were paid, finance's figures. */
export const canSeeContracts = (role: OperatorRole | undefined) =>
  role === 'owner' || role === 'admin' || role === 'finance' || role === 'viewer';

/** Who ends contracts (CONTRACT_CHANGERS): the roles that offer the platform's contracts. */
export const canEndContracts = (role: OperatorRole | undefined) => role === 'owner' || role === 'admin';

/** A contract an operator can still end: an offer waiting, a signed one, or one whose ending was asked. */
export const isLive = (status: ContractStatus) =>
  status === 'offered' || status === 'signed' || status === 'termination_requested';

/** The contracts list as its URL carries it: `?kind=&status=&agent=&page=`. */
export interface ContractFilters {
  kind: ContractKind | '';
  status: ContractStatus | '';
  agent: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((known) => known === value) ?? '';

export function parseContractFilters(params: URLSearchParams): ContractFilters {
  return {
    kind: oneOf(CONTRACT_KINDS, params.get('kind')),
    status: oneOf(CONTRACT_STATUSES, params.get('status')),
    agent: (params.get('agent') ?? '').trim().slice(0, 64),
    page: parsePage(params.get('page')),
  };
}

export function contractFiltersToParams(filters: ContractFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.kind) params.kind = filters.kind;
  if (filters.status) params.status = filters.status;
  if (filters.agent) params.agent = filters.agent;
  if (filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The words a terms summary is built of, translated by the caller. */
export interface TermsWords {
  tier: (values: { amount: string; active: number; rate: string }) => string;
  realtime: (values: { profit: string; loss: string; minBet: string }) => string;
  period: (period: string) => string;
}

/**
 * Terms on one line, for a list cell or a past version: each tier's thresholds and rate, a dividend's period
 * first; a real-time salary's two rates and its smallest bet counted. `money` formats an amount.
 */
export function termsSummary(terms: ContractTerms, words: TermsWords, money: (amount: string) => string) {
  if (terms.profitRate !== undefined)
    return words.realtime({
      profit: terms.profitRate,
      loss: terms.lossRate ?? '',
      minBet: money(terms.minBet ?? '0'),
    });
  const tiers = (terms.tiers ?? []).map((tier) =>
    words.tier({ amount: money(tier.minAmount), active: tier.minActive, rate: tier.rate }),
  );
  return [...(terms.period ? [words.period(terms.period)] : []), ...tiers].join(' · ');
}

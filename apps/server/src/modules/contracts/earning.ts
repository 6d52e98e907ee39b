import type { StoredTerms } from './terms.ts';

/** A contract's version in force at an instant, with its parties. */
export interface ContractInForce {
  contractId: bigint;
  uplineId: bigint | null;
  downlineId: bigint;
  version: number;
  terms: StoredTerms;
}

/** What one contracted agent earns in a period, and what of it goes on to its contracted downlines. */
export interface Earning {
  contract: ContractInForce;
  /** Steps below the platform's contract: uplines are paid before they pay their downlines. */
  depth: number;
  base: bigint;
  active: number;
  ratePpm: bigint;
  gross: bigint;
  paidToDownlines: bigint;
  net: bigint;
}

import type { WalletAnswer } from '@croupier/contracts';
import type { PlayerBalance } from '../ledger/index.ts';

/** A wallet call's answer, and the balances it changed (pushed to the player once committed). */
export interface WalletOutcome<A = WalletAnswer> {
  answer: A;
  balances: PlayerBalance[];
  currency?: string;
}

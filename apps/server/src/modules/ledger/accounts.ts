import { createHash } from 'node:crypto';
import { DomainError } from '../../platform/domain-errors.ts';

/** Split of every house account: concurrent postings of different players rarely meet on one row. */
export const HOUSE_SHARDS = 16;

/**
 * The accounts a player owns, one balance each per currency: cash (what they play and withdraw with), bonus
 * (promotion money, spendable under wagering rules) and commission (an agent's earnings before they are moved
 * to cash). All three are the house's liabilities and never go below zero.
 */
export const PLAYER_ACCOUNT_KINDS = ['player_cash', 'player_bonus', 'agent_commission'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

export type HouseCode =
  | 'deposits_clearing'
  | 'withdrawals_clearing'
  | 'promotions_expense'
  | 'commissions_expense'
  | 'dividends_expense'
  | 'adjustments'
  /** Agents' red envelopes between the agent's send and the grabs (or the return of what is left). */
  | 'envelope_escrow'
  | `vendor_clearing:${string}`
  /** The platform's receivable from one agent (debts.ts). */
  | `debt:${string}`;

export type PlayerAccountRef = { player: bigint; kind?: PlayerAccountKind };
export type AccountRef = PlayerAccountRef | { house: HouseCode };

export type TransferKind =
  | 'deposit'
  | 'withdrawal'
  | 'adjustment'
  | 'transfer'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'bonus'
  | 'commission'
  | 'dividend';

export interface TransferProps {
  brandId: bigint;
  currency: string;
  /** Unique per brand: the same key never moves money twice. */
  key: string;
  kind: TransferKind;
  from: AccountRef;
  to: AccountRef;
  amount: bigint;
  reference?: string;
  remark?: string;
}

export interface PlayerBalance {
  playerId: bigint;
  balance: bigint;
  available: bigint;
}

export type TransferStatus = 'posted' | 'pending' | 'voided';

export interface TransferResult {
  transferId: bigint;
  status: TransferStatus;
  /** True when the key had already been used for this same transfer: nothing moved this time. */
  replayed: boolean;
  /** The player cash accounts this transfer changed, after the change (for socket pushes and answers). */
  players: PlayerBalance[];
}

export const insufficientFunds = () =>
  new DomainError('INSUFFICIENT_FUNDS', 'The balance is not enough for this amount.');

export const isHouse = (ref: AccountRef): ref is { house: HouseCode } => 'house' in ref;
export const playerKindOf = (ref: PlayerAccountRef): PlayerAccountKind => ref.kind ?? 'player_cash';

/** The owner of a side as the transfer row names it: `player:<id>:<kind>` or `house:<code>`. */
export function describeAccount(ref: AccountRef): string {
  return isHouse(ref) ? `house:${ref.house}` : `player:${ref.player}:${playerKindOf(ref)}`;
}

export function parseAccount(text: string): AccountRef {
  if (text.startsWith('house:')) return { house: text.slice('house:'.length) as HouseCode };
  const [, id, kind] = text.split(':');
  return { player: BigInt(id!), kind: kind as PlayerAccountKind };
}

/** What a key stands for: the same key with another hash is a conflicting reuse, not a replay. */
export function requestHash(props: TransferProps, pending: boolean): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        props.kind,
        props.currency,
        describeAccount(props.from),
        describeAccount(props.to),
        props.amount.toString(),
        props.reference ?? '',
        pending,
      ]),
    )
    .digest('hex');
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

import { DEFAULT_WAGERING_CONTRIBUTIONS, GAME_TYPES, type BonusSourceKind } from '@croupier/contracts';
import { and, eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { inTransaction, type Database, type Executor, type Transaction } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { postTransfers } from '../ledger/index.ts';
import { bonuses } from './schema.ts';

export type BonusRow = typeof bonuses.$inferSelect;

/** The bonus a key granted; `replayed` when it had been granted before and nothing was paid this time. */
export interface GrantedBonus {
  bonus: BonusRow;
  replayed: boolean;
}

export interface GrantBonusProps {
  brandId: bigint;
  playerId: bigint;
  currency: string;
  /** The bonus credited to the player's cash, in minor units. */
  amount: bigint;
  /** The valid bet (minor units) to count down before the player may withdraw: multiple × base, decided by the caller. */
  requirement: bigint;
  /** Percent per game type; the types it leaves out count at DEFAULT_WAGERING_CONTRIBUTIONS. */
  contributions?: Partial<Record<string, number>>;
  /** The largest bet taken while this requirement is open (minor units). */
  maxStake?: bigint;
  source: { kind: BonusSourceKind; ref: string };
  /** Unique per brand: a replay answers the bonus the key first granted and pays nothing again. */
  idempotencyKey: string;
  /** The operator who granted it by hand. */
  grantedBy?: bigint;
  reason?: string;
}

const invalidGrant = (what: string) => new RangeError(`grantBonus: ${what}`);

/** Every game type with its percent: the caller's where given, the default otherwise. */
function contributionsOf(given: GrantBonusProps['contributions'] = {}): Record<string, number> {
  const rates: Record<string, number> = { ...DEFAULT_WAGERING_CONTRIBUTIONS };
  for (const [type, rate] of Object.entries(given)) {
    if (rate === undefined) continue;
    if (!(GAME_TYPES as readonly string[]).includes(type)) throw invalidGrant(`unknown game type ${type}`);
    if (!Number.isInteger(rate) || rate < 0 || rate > 100) throw invalidGrant(`contribution of ${type}`);
    rates[type] = rate;
  }
  return rates;
}

/**
 * Credits a bonus to the player's cash from the house's promotions expense (ledger kind `bonus`) and records
 * it with its wagering requirement in the same transaction (the caller's, or one of its own). Idempotent by
 * key: a replay, or any number of concurrent calls with one key, pays once and answers the same bonus; the same
 * key with another amount or player is IDEMPOTENCY_CONFLICT (the ledger's key check).
 */
export async function grantBonus(db: Executor, props: GrantBonusProps): Promise<GrantedBonus> {
  if (props.amount <= 0n) throw invalidGrant('the amount must be positive');
  if (props.requirement < 0n) throw invalidGrant('the requirement must not be negative');
  if (props.maxStake !== undefined && props.maxStake <= 0n)
    throw invalidGrant('the maximum stake must be positive');
  const contributions = contributionsOf(props.contributions);
  const work = async (tx: Transaction): Promise<GrantedBonus> => {
    const [posted] = await postTransfers(tx, [
      {
        brandId: props.brandId,
        currency: props.currency,
        key: `bonus:${props.idempotencyKey}`,
        kind: 'bonus',
        from: { house: 'promotions_expense' },
        to: { player: props.playerId },
        amount: props.amount,
        reference: `${props.source.kind}:${props.source.ref}`,
        remark: props.reason ?? props.source.kind,
      },
    ]);
    if (!posted!.replayed) {
      const [row] = await tx
        .insert(bonuses)
        .values({
          brandId: props.brandId,
          playerId: props.playerId,
          currency: props.currency,
          amount: props.amount,
          requirement: props.requirement,
          contributions,
          maxStake: props.maxStake ?? null,
          sourceKind: props.source.kind,
          sourceRef: props.source.ref,
          idempotencyKey: props.idempotencyKey,
          transferId: posted!.transferId,
          // Nothing to count down: met from the start, so it never holds a withdrawal.
          status: props.requirement === 0n ? 'met' : 'open',
          grantedBy: props.grantedBy ?? null,
          reason: props.reason ?? null,
        })
        .returning();
      return { bonus: row!, replayed: false };
    }
    const [row] = await tx
      .select()
      .from(bonuses)
      .where(and(eq(bonuses.brandId, props.brandId), eq(bonuses.idempotencyKey, props.idempotencyKey)));
    if (!row) throw new DomainError('IDEMPOTENCY_CONFLICT', 'This key already paid something else.');
    return { bonus: row, replayed: true };
  };
  return db instanceof PgTransaction ? work(db as Transaction) : inTransaction(db as Database, work);
}

import { dayIn } from '@croupier/format';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { findBrandById } from '../brands/index.ts';
import { endContract } from './commands.ts';
import * as repository from './repository.ts';
import type { ContractRow } from './repository.ts';

const BATCH = 200;

/**
 * Ends one contract past its term, cascading as a termination does, under the brand's contracts lock; read
 * again under the lock, so a contract another worker (or a party) ended meanwhile is left alone.
 */
async function expireContract(db: Database, brandId: bigint, id: bigint): Promise<bigint[]> {
  return inTransaction(db, async (tx) => {
    await repository.holdContractsLock(tx, brandId);
    const [contract] = await repository.contractsPastTheirEnd(tx, { id, limit: 1 });
    return contract ? endContract(tx, contract, 'expired') : [];
  });
}

/** The contract, when the offer waiting on it is past its last day in its brand's today. */
async function offerRanOut(tx: Executor, id: bigint): Promise<ContractRow | undefined> {
  const [waiting] = await repository.offersNearTheirEnd(tx, { id, limit: 1 });
  const brand = waiting && (await findBrandById(tx, waiting.contract.brandId));
  if (!waiting?.validUntil || !brand) return undefined;
  const today = dayIn(await repository.clockNow(tx), brand.timezone);
  return waiting.validUntil < today ? waiting.contract : undefined;
}

/**
 * Withdraws an offer whose last day passed unanswered: a first offer ends the contract (as an upline
 * withdrawing it would), new terms on a signed contract leave the signed ones in force.
 */
async function withdrawOffer(db: Database, brandId: bigint, id: bigint): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await repository.holdContractsLock(tx, brandId);
    const contract = await offerRanOut(tx, id);
    if (!contract) return false;
    if (contract.status === 'offered') await endContract(tx, contract, 'expired');
    else await repository.closePendingOffer(tx, contract.id, 'withdrawn');
    return true;
  });
}

/**
 * Ends every contract whose term is over and withdraws every offer whose last day passed (ADR 0027). Each in
 * its own transaction: one that fails is logged and tried again on the next pass. Answers how many changed.
 */
export async function expireContracts(db: Database, log?: Logger): Promise<number> {
  let changed = 0;
  const attempt = async (what: string, id: bigint, work: () => Promise<boolean>) => {
    try {
      if (await work()) changed += 1;
    } catch (error) {
      log?.error({ err: error, contractId: id }, `contract ${what} failed`);
    }
  };
  for (const contract of await repository.contractsPastTheirEnd(db, { limit: BATCH }))
    await attempt(
      'expiry',
      contract.id,
      async () => (await expireContract(db, contract.brandId, contract.id)).length > 0,
    );
  for (const { contract } of await repository.offersNearTheirEnd(db, { limit: BATCH }))
    await attempt('offer expiry', contract.id, () => withdrawOffer(db, contract.brandId, contract.id));
  return changed;
}

export const contractExpiryJob: Job = {
  name: 'contracts.expiry',
  everyMs: 60_000,
  run: async (db) => {
    await expireContracts(db);
  },
};

import { inTransaction, type Database } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { postTransfers } from '../ledger/index.ts';
import * as repo from './repository.ts';

const BATCH = 100;

/**
 * Returns what nobody grabbed of one agent's rain to the agent, exactly once: the close is a guarded update of
 * the rain (only one caller gets the row), it waits for grabs in flight (they share-lock the rain), and the
 * transfer's key is the rain's own. Answers the amount returned, or null when another run closed it first.
 */
export async function closeAgentRain(db: Database, rainId: bigint): Promise<bigint | null> {
  return inTransaction(db, async (tx) => {
    const rain = await repo.closeRain(tx, rainId);
    if (!rain) return null;
    const leftover = await repo.unclaimedAmount(tx, rainId);
    if (leftover > 0n)
      await postTransfers(tx, [
        {
          brandId: rain.brandId,
          currency: rain.currency,
          key: `envelope-rain:${rain.id}:return`,
          kind: 'transfer',
          from: { house: 'envelope_escrow' },
          to: { player: rain.senderId! },
          amount: leftover,
          reference: `envelope-rain:${rain.id}`,
          remark: 'red envelope leftover returned',
        },
      ]);
    await repo.recordReturned(tx, rainId, leftover);
    return leftover;
  });
}

/** Closes every agent's rain whose window is over; answers how many it closed. */
export async function closeEndedAgentRains(db: Database): Promise<number> {
  let closed = 0;
  for (;;) {
    const ids = await repo.agentRainsToClose(db, BATCH);
    for (const id of ids) if ((await closeAgentRain(db, id)) !== null) closed++;
    if (ids.length < BATCH) return closed;
  }
}

/** Agents get their leftover back within a minute of the window's end. */
export const envelopeReturnJob: Job = {
  name: 'red-envelopes.return-leftovers',
  everyMs: 30_000,
  run: async (db) => {
    await closeEndedAgentRains(db);
  },
};

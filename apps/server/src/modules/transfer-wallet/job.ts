import type { Logger } from '../../platform/logger.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { findVendor } from '../vendors/index.ts';
import { pushBalances } from '../wallet/index.ts';
import { endpointOf, type TransferWalletDeps } from './commands.ts';
import * as repo from './repository.ts';
import { settleTransfer } from './settle.ts';

export const VENDOR_TRANSFER_JOB = 'vendor-wallet-transfers';
/** Transfers asked about per run; the rest wait for the next run, a few seconds later. */
const BATCH = 20;

/**
 * Settles the transfers whose vendor call got no final answer (timeout, 5xx, INTERNAL_ERROR, a node that died
 * after recording the transfer): asks the vendor how each ended by its transfer id — the same id the transfer
 * was sent with, so the vendor answers from its own record — and applies that answer. A vendor that still does
 * not answer is asked again later, up to every 10 minutes, for as long as it takes: money in flight is never
 * guessed about.
 */
export function vendorTransferJob(
  deps: Omit<TransferWalletDeps, 'db' | 'requestLeaseSeconds'> & { realtime: Realtime; log: Logger },
): Job {
  return {
    name: VENDOR_TRANSFER_JOB,
    everyMs: 10_000,
    async run(db) {
      for (let n = 0; n < BATCH; n++) {
        const row = await repo.claimDueTransfer(db);
        if (!row) return;
        try {
          const vendor = await findVendor(db, row.vassalage);
          const endpoint = vendor && endpointOf(vendor, deps.box);
          if (!vendor || !endpoint) {
            await repo.noteUnknown(db, row.id, 'the vendor has no transfer URL or no usable secret', false);
            continue;
          }
          const answer = await deps.calls.status(endpoint, row);
          const settled = await settleTransfer(db, row, answer, { vendorName: vendor.name, askNow: false });
          if (settled.contradicted)
            deps.log.error(
              { transferId: row.transferId, vassalage: row.vassalage, status: settled.row.status },
              'a vendor answered against its own earlier answer about a transfer',
            );
          pushBalances(deps.realtime, settled.balances, row.currency);
        } catch (error) {
          // One transfer's failure (a database hiccup) must not hold up the others; its claim retries it later.
          deps.log.warn({ err: error, transferId: row.transferId }, 'vendor transfer not settled this run');
        }
      }
    },
  };
}

import type { Job } from '../../platform/jobs.ts';
import { receiveOverdue } from './repository.ts';

const BATCH = 500;

/**
 * Spec §4: a paid withdrawal the player has not confirmed within the brand's minutes counts as received
 * (recorded as automatic). Runs every minute; a backlog is worked off a batch at a time in one run.
 */
export const withdrawalAutoReceiptJob: Job = {
  name: 'withdrawal-auto-receipt',
  everyMs: 60_000,
  async run(db) {
    while ((await receiveOverdue(db, BATCH)) === BATCH) {
      // Another full batch may be waiting.
    }
  },
};

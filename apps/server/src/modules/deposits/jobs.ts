import type { Job } from '../../platform/jobs.ts';
import { expireDeposits } from './commands.ts';

/** Pending deposits past their channel's time become expired; no money has moved for them, so none moves now. */
export const depositExpiryJob: Job = {
  name: 'deposits.expire',
  everyMs: 60_000,
  run: async (db) => {
    await expireDeposits(db);
  },
};

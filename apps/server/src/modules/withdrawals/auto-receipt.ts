import type { RunKind } from '../settlements/index.ts';
import { receiveOverdue } from './repository.ts';

const BATCH = 500;

/**
 * Spec §4: a paid withdrawal the player has not confirmed within the brand's minutes counts as received
 * (recorded as automatic). A five-minute settlement per brand: each run receives every withdrawal overdue when it
 * runs, so one that fell due during an outage is received by the first run after it, a batch at a time.
 */
export const withdrawalAutoReceiptRun: RunKind = {
  name: 'withdrawal-auto-receipt',
  cadence: 'five_minutes',
  async settle({ db, brand, now }) {
    let received = 0;
    for (;;) {
      const batch = await receiveOverdue(db, BATCH, brand.id);
      received += batch;
      if (batch < BATCH) break;
    }
    return { inputs: { overdueAt: now.toISOString() }, outputs: { received } };
  },
};

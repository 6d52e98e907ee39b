import { setTimeout as sleep } from 'node:timers/promises';
import type { Studio } from '../context.ts';
import { advance } from '../rounds/advance.ts';
import { abandon } from '../rounds/commands.ts';
import { claimDueRounds } from '../rounds/repository.ts';

/**
 * One pass of recovery: claims the rounds whose time has come (each by one process, `FOR UPDATE SKIP
 * LOCKED`) and takes each a step further with one wallet call per step: a bet is repeated (same transaction
 * id) until the wallet answers, or rolled back once it has been unknown for `betGiveUpMs`; a win, rollback or
 * closing call is repeated until answered; a mines or hi-lo round abandoned for `abandonAfterMs` is settled by
 * the rule in ADR 0011. Answers how many rounds it took.
 */
export async function recoverDueRounds(studio: Studio, limit = 20): Promise<number> {
  const claimed = await claimDueRounds(studio.db, {
    limit,
    delayMs: studio.tuning.recoveryDelayMs,
    maxDelayMs: studio.tuning.recoveryMaxDelayMs,
    abandonAfterMs: studio.tuning.abandonAfterMs,
  });
  for (const { id, status } of claimed) {
    try {
      if (status === 'open') await abandon(studio, id);
      await advance(studio, id, Date.now());
    } catch (error) {
      studio.log.error(
        { round: id, error: error instanceof Error ? error.message : String(error) },
        'recovery step failed',
      );
    }
  }
  return claimed.length;
}

export function startRecovery(studio: Studio) {
  const controller = new AbortController();
  const loop = async () => {
    while (!controller.signal.aborted) {
      try {
        // A full batch means more are due: go again at once.
        if ((await recoverDueRounds(studio)) === 20) continue;
      } catch (error) {
        studio.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'recovery pass failed',
        );
      }
      await sleep(studio.tuning.recoveryIntervalMs, undefined, { signal: controller.signal }).catch(
        () => undefined,
      );
    }
  };
  const running = loop();
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}

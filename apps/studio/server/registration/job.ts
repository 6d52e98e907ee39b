import { setTimeout as sleep } from 'node:timers/promises';
import type { Studio } from '../context.ts';
import type { OperatorApi } from './operator-api.ts';
import { registerWithPlatform } from './register.ts';

/** How often the studio asks whether the platform it starts beside answers yet. */
const PLATFORM_POLL_MS = 250;
/** A platform silent for this long is worth a warning (a wrong PLATFORM_URL, a platform that died). */
const PLATFORM_PATIENCE_MS = 120_000;

/**
 * Waits, quietly, until the platform answers: it starts beside the studio and takes longer (its catalogue, its
 * migrations), so not answering yet is no failure. Warns once if it stays silent.
 */
export async function waitForPlatform(
  studio: Studio,
  api: OperatorApi,
  signal: AbortSignal,
  patienceMs: number,
) {
  const started = Date.now();
  let warned = false;
  while (!signal.aborted && !(await api.answers())) {
    if (!warned && Date.now() - started > patienceMs) {
      warned = true;
      studio.log.warn(
        { platformUrl: api.baseUrl, waitedMs: Date.now() - started },
        'the platform does not answer; still waiting to register',
      );
    }
    await sleep(PLATFORM_POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}

/**
 * Registration once the platform answers, and every `resyncMs` after (new catalogue games, a launch URL or
 * secret changed in the console). A failure is retried (1 s doubling to 30 s); game sessions of vendors already
 * registered keep working meanwhile.
 */
export function startRegistration(
  studio: Studio,
  api: OperatorApi,
  publicUrl: string,
  options: { resyncMs?: number; platformPatienceMs?: number } = {},
) {
  const controller = new AbortController();
  let reportPlayable: () => void = () => undefined;
  /** Resolves once the first pass made the first vendor's games launchable (the others follow). */
  const playable = new Promise<void>((resolve) => (reportPlayable = resolve));
  const loop = async () => {
    await waitForPlatform(studio, api, controller.signal, options.platformPatienceMs ?? PLATFORM_PATIENCE_MS);
    let pause = 1_000;
    while (!controller.signal.aborted) {
      try {
        const report = await registerWithPlatform(studio, api, publicUrl, reportPlayable);
        // Another studio process holds the lease and registers for both of us.
        if (!report) reportPlayable();
        if (report) {
          studio.log.info(
            {
              vendors: report.vendors.length,
              games: report.games,
              connected: report.connected,
              rotated: report.rotated,
              gamesUnderMaintenance: report.gamesUnderMaintenance.length,
              rtpPublished: report.rtpPublished,
            },
            'registered with the platform',
          );
        }
        pause = 1_000;
        await sleep(options.resyncMs ?? 10 * 60_000, undefined, { signal: controller.signal });
      } catch (error) {
        if (controller.signal.aborted) return;
        studio.log.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'registration failed; retrying',
        );
        await sleep(pause, undefined, { signal: controller.signal }).catch(() => undefined);
        pause = Math.min(pause * 2, 30_000);
      }
    }
  };
  const running = loop().catch(() => undefined);
  return {
    playable,
    async stop() {
      controller.abort();
      await running;
    },
  };
}

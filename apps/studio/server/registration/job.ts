import { setTimeout as sleep } from 'node:timers/promises';
import type { Studio } from '../context.ts';
import type { OperatorApi } from './operator-api.ts';
import { registerWithPlatform, type RegistrationReport } from './register.ts';

/**
 * Registration at start and every `resyncMs` after (new catalogue games, a launch URL or secret changed in the
 * console). The platform starts beside the studio, so a failure is retried (1 s doubling to 30 s) until it
 * answers; game sessions of vendors already registered keep working meanwhile.
 */
export function startRegistration(
  studio: Studio,
  api: OperatorApi,
  publicUrl: string,
  options: { resyncMs?: number } = {},
) {
  const controller = new AbortController();
  let reportReady: (report: RegistrationReport) => void = () => undefined;
  const ready = new Promise<RegistrationReport>((resolve) => (reportReady = resolve));
  const loop = async () => {
    let pause = 1_000;
    while (!controller.signal.aborted) {
      try {
        const report = await registerWithPlatform(studio, api, publicUrl);
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
          reportReady(report);
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
    ready,
    async stop() {
      controller.abort();
      await running;
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, startPlatform, type RunningPlatform } from './platform.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface RunningSite extends RunningPlatform {
  studioUrl: string;
  /** The studio process as it runs now (a restart replaces it). */
  studio(): ChildProcess;
  /** Kills the studio with SIGKILL, as a crash would: no shutdown hooks, no last writes. */
  killStudio(): Promise<void>;
  /**
   * Starts the studio again on the same port, database and secrets, and waits until it answers. `env` adds to
   * (or replaces) the studio's environment for this start only.
   */
  restartStudio(options?: { env?: Record<string, string> }): Promise<void>;
}

export interface SiteOptions {
  /** More of the studio's environment (recovery's timings, say), for every start of it. */
  studioEnv?: Record<string, string>;
  /**
   * The URL the studio is given as PLATFORM_URL, from the platform's: a proxy in front of the platform, so a test
   * can hold or refuse the studio's wallet calls. The platform itself by default.
   */
  studioPlatformUrl?: (platformUrl: string) => Promise<string>;
}

async function waitFor(
  what: string,
  deadline: number,
  probe: () => Promise<boolean>,
  child?: () => ChildProcess,
) {
  for (;;) {
    const process = child?.();
    if (process && process.exitCode !== null)
      throw new Error(`${what}: process exited with ${process.exitCode}`);
    try {
      if (await probe()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The whole site as `npm start` runs it on a fresh install: the platform and the studio, two processes sharing one
 * data folder and the studio operator's password. Resolves once the studio has registered its vendors, so that a
 * studio game launches for real (demo launch of the in-house roulette answers a studio URL).
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const operatorPassword = randomBytes(18).toString('base64url');
  const platform = await startPlatform({ env: { STUDIO_OPERATOR_PASSWORD: operatorPassword } });
  const studioPort = await freePort();
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    STUDIO_PORT: String(studioPort),
    HOST: '127.0.0.1',
    DATA_DIR: platform.dataDir,
    PLATFORM_URL: options.studioPlatformUrl
      ? await options.studioPlatformUrl(platform.baseUrl)
      : platform.baseUrl,
    STUDIO_PUBLIC_URL: studioUrl,
    STUDIO_OPERATOR_PASSWORD: operatorPassword,
    STUDIO_DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ...options.studioEnv,
  };
  let child: ChildProcess;
  const spawnStudio = (extra: Record<string, string> = {}) => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/studio/server/main.ts')], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  };
  const studioAnswers = () =>
    waitFor(
      'studio',
      Date.now() + 120_000,
      async () => (await fetch(`${studioUrl}/healthz`)).ok,
      () => child,
    );
  spawnStudio();
  await studioAnswers();
  await waitFor(
    'studio registration',
    Date.now() + 180_000,
    async () => {
      const list = (await (
        await fetch(`${platform.baseUrl}/api/v1/games?vassalage=INHOUSE&q=Roulette%20Classic`)
      ).json()) as { items?: { gameId: number }[] };
      const gameId = list.items?.[0]?.gameId;
      if (!gameId) return false;
      const launch = await fetch(`${platform.baseUrl}/api/v1/games/${gameId}/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mode: 'demo', platform: 'desktop', language: 'EN' }),
      });
      const answer = (await launch.json()) as { url?: string };
      return launch.ok && typeof answer.url === 'string' && answer.url.startsWith(studioUrl);
    },
    () => child,
  );

  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once('exit', () => resolve()));

  return {
    ...platform,
    studioUrl,
    studio: () => child,
    async killStudio() {
      const gone = exited(child);
      child.kill('SIGKILL');
      await gone;
    },
    async restartStudio(restart = {}) {
      spawnStudio(restart.env);
      await studioAnswers();
    },
    async stop() {
      const gone = exited(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await gone;
      await platform.stop();
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyDemoTemplate } from './demo-template.ts';

export const E2E_ADMIN_PASSWORD = 'e2e-owner-password';
const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningPlatform {
  baseUrl: string;
  /** The platform process, for a test that signals it itself. */
  pid: number;
  /** The platform's data folder (the studio of `startSite` keeps its database here too). */
  dataDir: string;
  /** Stops the process; the data folder goes with it unless kept for a platform started on it again. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Environment a platform's first start does not read: a start with only these may begin from the demo template. */
const TEMPLATE_NEUTRAL_ENV = new Set(['CAPTCHA_PROVIDER']);

/**
 * The real platform process on the embedded database in a throwaway data folder, as `npm start` runs it.
 * Trusting the loopback proxy lets a test play a visitor from another country through X-Forwarded-For. A plain
 * start begins from a copy of the demo install (demo-template.ts); one with its own data or setup seeds its own.
 */
export async function startPlatform(
  options: {
    prepare?: (dataDir: string) => Promise<void>;
    env?: Record<string, string>;
    /** The folder of a platform stopped with `keepData`, to start again on its data. */
    dataDir?: string;
  } = {},
): Promise<RunningPlatform> {
  const plain =
    !options.dataDir &&
    !options.prepare &&
    Object.keys(options.env ?? {}).every((name) => TEMPLATE_NEUTRAL_ENV.has(name));
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'croupier-e2e-'));
  if (plain)
    await copyDemoTemplate(dataDir, async (folder) => {
      await (await spawnPlatform(folder, {})).stop({ keepData: true });
    });
  // Data the product cannot make through its own screens yet, written before the platform opens the folder.
  await options.prepare?.(dataDir);
  return spawnPlatform(dataDir, options.env ?? {});
}

async function spawnPlatform(dataDir: string, extraEnv: Record<string, string>): Promise<RunningPlatform> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        TRUST_PROXY: 'loopback',
        CAPTCHA_PROVIDER: 'off',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('platform did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    dataDir,
    async stop(stopOptions = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

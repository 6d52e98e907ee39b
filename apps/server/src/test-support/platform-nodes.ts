/**
 * Platform processes for the tests of several nodes on one PostgreSQL (`*.postgres.test.ts`): each runs the
 * real start-up (settlement-node.ts) in its role, so a test can SIGKILL one mid-run and start others.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { createServerDatabase } from '../db/test-database.ts';
import { bootstrapData } from '../demo/bootstrap.ts';
import { findBrandForHost, type BrandRow } from '../modules/brands/index.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const entry = path.join(root, 'apps/server/src/test-support/settlement-node.ts');
const running = new Set<ChildProcess>();

/** The owner's password every node's bootstrap is given (a test that bootstraps first uses it too). */
export const NODE_ADMIN_PASSWORD = 'settlement-owner-password';

export interface PlatformNode {
  name: string;
  /** Where it listens, for a web node. */
  baseUrl: string | undefined;
  child: ChildProcess;
  exited: Promise<void>;
  /** SIGTERM, and waits until it has ended. */
  stop(): Promise<void>;
  /** SIGKILL, and waits until it has ended. */
  kill(): Promise<void>;
  /** Lets a node started `held` run its jobs. */
  release(): void;
}

/** Starts a node on `databaseUrl` and waits until it is ready; `env` adds to or overrides the defaults. */
export async function startPlatformNode(props: {
  databaseUrl: string;
  dataDir: string;
  role: 'web' | 'worker';
  name: string;
  env?: Record<string, string>;
  /** Starts up but runs no job until `release()`. */
  held?: boolean;
}): Promise<PlatformNode> {
  const releaseFile = path.join(props.dataDir, `${props.name}.release`);
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: props.databaseUrl,
      ROLE: props.role,
      WORKER_NAME: props.name,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: props.dataDir,
      ADMIN_PASSWORD: NODE_ADMIN_PASSWORD,
      APP_SECRET: 'one-secret-for-every-node-of-this-test',
      CAPTCHA_PROVIDER: 'off',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'fatal',
      ...(props.held ? { JOBS_AFTER_FILE: releaseFile } : {}),
      ...props.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  const ready = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${props.name} exited with ${code} before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    name: props.name,
    baseUrl: ready === 'no-listener' ? undefined : ready,
    child,
    exited,
    async stop() {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    release() {
      writeFileSync(releaseFile, '');
    },
  };
}

/**
 * A throwaway database on the suite's PostgreSQL server, migrated and bootstrapped as a first start leaves it
 * (so a test can write its data before any node starts), with a data directory for the nodes.
 */
export async function openNodesDatabase(): Promise<{
  url: string;
  handle: DatabaseHandle;
  dataDir: string;
  /** Starts a worker node on this database. */
  startWorker(
    name: string,
    options?: { held?: boolean; env?: Record<string, string> },
  ): Promise<PlatformNode>;
  close(): Promise<void>;
}> {
  const database = await createServerDatabase(process.env.TEST_DATABASE_URL!);
  const handle = await openDatabase({ url: database.url });
  await migrateDatabase(handle);
  await bootstrapData(handle.db, { adminPassword: NODE_ADMIN_PASSWORD, demoData: false });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-nodes-'));
  return {
    url: database.url,
    handle,
    dataDir,
    startWorker: (name, options = {}) =>
      startPlatformNode({ ...options, databaseUrl: database.url, dataDir, role: 'worker', name }),
    async close() {
      killPlatformNodes();
      await handle.close();
      await database.drop();
    },
  };
}

export type NodesDatabase = Awaited<ReturnType<typeof openNodesDatabase>>;

/** A nodes database for the test file (opened before its tests, dropped after them) and its default brand. */
export function useNodesDatabase(): { readonly nodes: NodesDatabase; readonly brand: BrandRow } {
  let nodes: NodesDatabase | undefined;
  let brand: BrandRow | undefined;
  beforeAll(async () => {
    nodes = await openNodesDatabase();
    brand = (await findBrandForHost(nodes.handle.db, ''))!;
  });
  afterAll(() => nodes?.close());
  return {
    get nodes() {
      return nodes!;
    },
    get brand() {
      return brand!;
    },
  };
}

/**
 * Three workers running only the job `jobName`, each again 50 ms after its last run rather than at the job's own
 * interval, started held: a test writes its backlog while they start, lets the first in, kills it part-way and
 * lets the other two in after.
 */
export function startHeldJobWorkers(
  nodes: NodesDatabase,
  jobName: string,
): Promise<[PlatformNode, PlatformNode, PlatformNode]> {
  const start = (n: number) =>
    nodes.startWorker(`${jobName}-worker-${n}`, {
      held: true,
      env: { RUN_JOB: jobName, RUN_JOB_EVERY_MS: '50' },
    });
  return Promise.all([start(1), start(2), start(3)]);
}

/** Ends every node still running (a failed test's), for `afterAll`. */
export function killPlatformNodes(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Polls `condition` every `everyMs` until it holds; throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  options: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 100));
  }
}

/**
 * The crash of a settlement run across processes: releases the held worker, SIGKILLs it once `progress()` has
 * reached a tenth of `total`, checks that it stopped short of the total with its run still running, then starts
 * the successors (two at once) and stops them once `finished()` holds.
 */
export async function killMidRunAndResume(props: {
  held: PlatformNode;
  progress: () => Promise<number>;
  total: number;
  runState: () => Promise<string | undefined>;
  startSuccessors: () => Promise<PlatformNode[]>;
  finished: () => Promise<boolean>;
}): Promise<void> {
  props.held.release();
  await waitFor('a tenth of the run', async () => (await props.progress()) >= props.total / 10, {
    everyMs: 20,
  });
  await props.held.kill();
  expect(await props.progress()).toBeLessThan(props.total);
  expect(await props.runState()).toBe('running');
  const successors = await props.startSuccessors();
  await waitFor('the run to finish', props.finished);
  await Promise.all(successors.map((node) => node.stop()));
}

/** The rows of a raw query. */
export const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

#!/usr/bin/env node
// `npm start`: builds whatever front end is missing or older than its sources, then runs the platform and the
// studio side by side. One of them stopping stops the other, so a half-running site never goes unnoticed. Once
// the platform listens and the studio's games can be launched, it prints where the site is and how to sign in.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, root } from './build-front-ends.mjs';
import { STUDIO_READY, startBanner } from './start-banner.mjs';

/**
 * How long the banner waits for the studio's games once the platform listens. A first registration on a busy
 * machine can take minutes: the addresses and logins are not held back that long.
 */
const STUDIO_PATIENCE_MS = 30_000;
/** The children have this long to close after SIGINT or SIGTERM (they give up at 3 s themselves). */
const STOP_DEADLINE_MS = 4_000;

await buildStaleFrontEnds();

/**
 * The password of the operator account `studio`, which the studio signs in with to register its vendors
 * (ADR 0011). Taken from the environment when set; otherwise generated once per data folder and kept there
 * (owner-only), so a restart keeps the same account working. Never printed.
 */
function studioOperatorPassword() {
  if (process.env.STUDIO_OPERATOR_PASSWORD) return process.env.STUDIO_OPERATOR_PASSWORD;
  const dataDir = path.resolve(root, process.env.DATA_DIR || './data');
  const file = path.join(dataDir, 'studio-operator.secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 16) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return password;
}

const port = Number(process.env.PORT || 3000);
const shared = { ...process.env, STUDIO_OPERATOR_PASSWORD: studioOperatorPassword() };
const env = {
  platform: shared,
  studio: { PLATFORM_URL: `http://127.0.0.1:${port}`, ...shared },
};

/**
 * What each child tells us over IPC (apps/server/src/main.ts, apps/studio/server/main.ts): the platform that it
 * listens, with the logins the banner shows; the studio that its games can be launched (or that it has no
 * registration to wait for).
 * @type {{ platform?: Pick<Parameters<typeof startBanner>[0], 'admin' | 'demoPlayer' | 'demoAgent' | 'lotteryRegulars'>, studio?: true }}
 */
const ready = {};
let bannerShown = false;
let studioPending = false;
function showBannerOnceReady() {
  if (bannerShown && studioPending && ready.studio) {
    studioPending = false;
    console.log(`  ${STUDIO_READY}\n`);
  }
  if (bannerShown || !ready.platform) return;
  if (!ready.studio) {
    setTimeout(showBannerWithoutStudio, STUDIO_PATIENCE_MS).unref();
    return;
  }
  bannerShown = true;
  console.log(startBanner({ port, host: process.env.HOST, ...ready.platform }));
}
function showBannerWithoutStudio() {
  if (bannerShown || ready.studio) return;
  bannerShown = true;
  studioPending = true;
  console.log(startBanner({ port, host: process.env.HOST, ...ready.platform, studioPending }));
}

const children = [
  { name: 'platform', entry: 'apps/server/src/main.ts' },
  { name: 'studio', entry: 'apps/studio/server/main.ts' },
].map(({ name, entry }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: env[name],
  });
  child.on('message', (message) => {
    if (name === 'platform' && message?.type === 'platform-ready') ready.platform = message.logins;
    if (name === 'studio' && message?.type === 'studio-ready') ready.studio = true;
    showBannerOnceReady();
  });
  return { name, child };
});

let stopping = false;
/** 0 after a stop asked for; otherwise the failure of the child that stopped first. */
let exitCode = 0;
const running = () => children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const { child } of running()) child.kill('SIGTERM');
  // A child that cannot close in time is ended, so a stop never leaves a process holding the ports.
  setTimeout(() => {
    for (const { child } of running()) child.kill('SIGKILL');
    process.exit(exitCode);
  }, STOP_DEADLINE_MS).unref();
}
for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping Croupier.`);
      exitCode = code || 1;
    }
    stopAll();
    if (running().length === 0) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);

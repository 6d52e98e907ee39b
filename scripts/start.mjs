#!/usr/bin/env node
// `npm start`: builds whatever front end is missing or older than its sources, then runs the platform and the
// studio side by side. One of them stopping stops the other, so a half-running site never goes unnoticed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, root } from './build-front-ends.mjs';

buildStaleFrontEnds();

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

const shared = { ...process.env, STUDIO_OPERATOR_PASSWORD: studioOperatorPassword() };
const env = {
  platform: shared,
  studio: { PLATFORM_URL: `http://127.0.0.1:${process.env.PORT || 3000}`, ...shared },
};

const children = [
  { name: 'platform', entry: 'apps/server/src/main.ts' },
  { name: 'studio', entry: 'apps/studio/server/main.ts' },
].map(({ name, entry }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    stdio: 'inherit',
    env: env[name],
  });
  return { name, child };
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
}
for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping Croupier.`);
    stopAll(code ?? 1);
    if (children.every(({ child: c }) => c.exitCode !== null || c.signalCode !== null))
      process.exit(stopping ? (code ?? 0) : 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

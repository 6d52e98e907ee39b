#!/usr/bin/env node
// `npm start`: builds whatever front end is missing or older than its sources, then runs the platform and the
// studio side by side. One of them stopping stops the other, so a half-running site never goes unnoticed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildStaleFrontEnds, root } from './build-front-ends.mjs';

buildStaleFrontEnds();

const children = [
  { name: 'platform', entry: 'apps/server/src/main.ts' },
  { name: 'studio', entry: 'apps/studio/server/main.ts' },
].map(({ name, entry }) => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
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

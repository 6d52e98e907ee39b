#!/usr/bin/env node
// `npm test`: everything the suite needs, then vitest. Browser tests drive Debian's chromium; on a fresh
// Debian machine run as root it is installed here, elsewhere the message says how.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildStaleFrontEnds, root } from './build-front-ends.mjs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Browser tests need Debian's chromium at ${CHROMIUM}: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await buildStaleFrontEnds();
const resultsFile = path.join(root, '.tmp/vitest-results.json');
mkdirSync(path.dirname(resultsFile), { recursive: true });
rmSync(resultsFile, { force: true });
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
// A plain closing line that any CI reader understands, whatever the runner.
if (existsSync(resultsFile)) {
  const summary = JSON.parse(readFileSync(resultsFile, 'utf8'));
  console.log(
    `tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped`,
  );
}
process.exit(result.status ?? 1);

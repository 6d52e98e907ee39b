// Builds each front end whose dist is missing or older than its sources (or the shared packages).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = [
  { workspace: '@croupier/web', dir: 'apps/web', title: 'the player site' },
  { workspace: '@croupier/admin', dir: 'apps/admin', title: 'the operator console' },
  // The studio's game UIs import the engines' pure types and tables, so an engine change rebuilds them too.
  {
    workspace: '@croupier/studio-web',
    dir: 'apps/studio/web',
    title: 'the game UIs',
    also: ['apps/studio/server/engines'],
  },
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(dir, also = []) {
  const built = path.join(root, dir, 'dist/index.html');
  if (!existsSync(built)) return true;
  const inputs = [dir, 'packages', ...also].map((input) => path.join(root, input));
  return Math.max(...inputs.map(newestMtime)) > statSync(built).mtimeMs;
}

/** Runs one build with its output kept: printed only if it fails (a good build prints 100+ lines of sizes). */
function build(frontEnd) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--workspace', frontEnd.workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ frontEnd, code, output: Buffer.concat(output).toString('utf8') }));
  });
}

/**
 * Builds the stale front ends side by side (Vite spends much of a build waiting on one thread) and says so in
 * one line; a failed build prints its whole output and ends the process with its exit code.
 */
export async function buildStaleFrontEnds() {
  const stale = FRONT_ENDS.filter(({ dir, also }) => isStale(dir, also));
  if (stale.length === 0) return;
  const started = Date.now();
  console.log(`Building ${listed(stale.map((f) => f.title))}…`);
  const results = await Promise.all(stale.map(build));
  const failed = results.filter((result) => result.code !== 0);
  for (const { frontEnd, output } of failed) {
    console.error(`\nBuilding ${frontEnd.workspace} failed:\n${output}`);
  }
  if (failed.length > 0) process.exit(failed[0].code ?? 1);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const listed = (items) =>
  items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

// Builds each front end whose dist is missing or older than its sources (or the shared packages).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = [
  { workspace: '@croupier/web', dir: 'apps/web' },
  { workspace: '@croupier/admin', dir: 'apps/admin' },
  // The studio's game UIs import the engines' pure types and tables, so an engine change rebuilds them too.
  { workspace: '@croupier/studio-web', dir: 'apps/studio/web', also: ['apps/studio/server/engines'] },
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

export function buildStaleFrontEnds() {
  for (const { workspace, dir, also } of FRONT_ENDS) {
    if (!isStale(dir, also)) continue;
    console.log(`Building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// Builds each front end whose dist is missing or older than its sources (or the shared packages).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_ENDS = [
  { workspace: '@croupier/web', dir: 'apps/web' },
  { workspace: '@croupier/admin', dir: 'apps/admin' },
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

function isStale(dir) {
  const built = path.join(root, dir, 'dist/index.html');
  if (!existsSync(built)) return true;
  const inputs = [path.join(root, dir), path.join(root, 'packages')];
  return Math.max(...inputs.map(newestMtime)) > statSync(built).mtimeMs;
}

export function buildStaleFrontEnds() {
  for (const { workspace, dir } of FRONT_ENDS) {
    if (!isStale(dir)) continue;
    console.log(`Building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

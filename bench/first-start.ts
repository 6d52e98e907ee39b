/**
 * A newcomer's first start, timed: `node scripts/start.mjs` on a fresh data folder (and, with
 * `BENCH_REBUILD=1`, with the front ends' dist folders removed as on a fresh clone), then
 *  - when the site answers (`GET /` 200), when the start banner is printed, and when a member (the demo
 *    player of the banner) can launch an in-house game for real money,
 *  - every 409 a launch got before that (there should be none once the site answers),
 *  - the lines printed and any "registration failed" warning,
 *  - how long SIGTERM takes to end `npm start` with two Socket.IO clients (browser tabs) connected.
 * Prints the load average too: on a shared machine the times mean little without it.
 *
 * Run: `npm run bench:start`. Exits non-zero when a goal is missed (30 s to a launch, 5 s to stop).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { freePort } from './support/platform.ts';

const root = path.resolve(import.meta.dirname, '..');
const LAUNCH_GOAL_MS = 30_000;
const STOP_GOAL_MS = 5_000;
const GIVE_UP_MS = 300_000;
const FRONT_ENDS = ['apps/web/dist', 'apps/admin/dist', 'apps/studio/web/dist'];

const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

if (process.env.BENCH_REBUILD === '1')
  for (const dist of FRONT_ENDS) rmSync(path.join(root, dist), { recursive: true, force: true });
const rebuilt = FRONT_ENDS.some((dist) => !existsSync(path.join(root, dist, 'index.html')));
const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-first-start-'));
const [port, studioPort] = [await freePort(), await freePort()];
const baseUrl = `http://127.0.0.1:${port}`;
const loadBefore = load();

const started = Date.now();
const since = () => Date.now() - started;
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    STUDIO_PORT: String(studioPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    STUDIO_DATABASE_URL: '',
    REDIS_URL: '',
    ADMIN_PASSWORD: '',
    STUDIO_OPERATOR_PASSWORD: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const lines: string[] = [];
let bannerAt: number | undefined;
for (const stream of [child.stdout, child.stderr]) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop()!;
    for (const line of parts) {
      lines.push(`${(since() / 1000).toFixed(1).padStart(6)}  ${line}`);
      if (bannerAt === undefined && /Player site:/.test(line)) bannerAt = since();
    }
  });
}
const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(since())));
let exitedEarly = false;
void exited.then(() => (exitedEarly = stopAsked === undefined));

const banner = () => lines.join('\n').match(/Demo player:\s+(\S+)\s+\/\s+(\S+)/);

async function answers(url: string, init?: RequestInit) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
  } catch {
    return undefined;
  }
}

let siteAt: number | undefined;
let guestLaunchAt: number | undefined;
let memberLaunchAt: number | undefined;
let memberToken: string | undefined;
let gameId: string | undefined;
const refusals: string[] = [];

async function launch(token?: string) {
  const answer = await answers(`${baseUrl}/api/v1/games/${gameId}/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ mode: token ? 'real' : 'demo', platform: 'desktop', language: 'EN' }),
  });
  if (answer && !answer.ok)
    refusals.push(`${seconds(since())} ${token ? 'member' : 'guest'} ${answer.status}`);
  return answer?.ok ?? false;
}

// A guest's free play is refused the same way while the studio has not registered; the member's launch waits
// for the banner to name the demo player. A start that prints none ends with the guest's.
const done = () =>
  memberLaunchAt !== undefined || (guestLaunchAt !== undefined && bannerAt !== undefined && !banner());
while (!done() && since() < GIVE_UP_MS && !exitedEarly) {
  if (siteAt === undefined && (await answers(`${baseUrl}/`))?.ok) siteAt = since();
  if (siteAt !== undefined) {
    gameId ??= await answers(`${baseUrl}/api/v1/games?vassalage=INHOUSE&pageSize=1`)
      .then((r) => r?.json() as Promise<{ items?: { gameId: string | number }[] } | undefined>)
      .then((list) => list?.items?.[0]?.gameId?.toString());
    const login = banner();
    if (login && !memberToken) {
      const answer = await answers(`${baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'username', username: login[1], password: login[2] }),
      });
      memberToken = answer?.ok ? ((await answer.json()) as { token: string }).token : undefined;
    }
    if (gameId && guestLaunchAt === undefined && (await launch())) guestLaunchAt = since();
    if (gameId && memberToken && (await launch(memberToken))) memberLaunchAt = since();
  }
  if (!done()) await new Promise((resolve) => setTimeout(resolve, 250));
}

// Two open tabs: each holds a Socket.IO connection to the platform.
const tabs = [0, 1].map(() => io(baseUrl, { path: '/socket.io', transports: ['websocket'] }));
await Promise.all(tabs.map((tab) => new Promise((resolve) => tab.once('ready', resolve))));
const stopAsked = since();
child.kill('SIGTERM');
const stoppedAt = await Promise.race([
  exited,
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 60_000)),
]);
for (const tab of tabs) tab.close();
if (stoppedAt === undefined) child.kill('SIGKILL');
rmSync(dataDir, { recursive: true, force: true });

const logFile = path.join(tmpdir(), 'croupier-first-start.log');
writeFileSync(logFile, `${lines.join('\n')}\n`);
const warnings = lines.filter((line) => line.includes('registration failed')).length;
const stopMs = stoppedAt === undefined ? undefined : stoppedAt - stopAsked;
console.log(`front ends built by this start: ${rebuilt ? 'yes' : 'no (already built)'}`);
console.log(`load average before: ${loadBefore}; after: ${load()} (${availableParallelism()} cores)`);
console.log(`site answers:               ${seconds(siteAt)}`);
console.log(`banner printed:             ${seconds(bannerAt)}`);
console.log(`guest free play of INHOUSE: ${seconds(guestLaunchAt)}`);
console.log(`demo player plays INHOUSE:  ${seconds(memberLaunchAt)}`);
console.log(`launches refused before:    ${refusals.length ? refusals.join(', ') : 'none'}`);
console.log(`lines printed:              ${lines.length} (whole output in ${logFile})`);
console.log(`"registration failed":      ${warnings}`);
console.log(`SIGTERM with two tabs open: ${seconds(stopMs)}`);
const missed =
  memberLaunchAt === undefined ||
  memberLaunchAt > LAUNCH_GOAL_MS ||
  stopMs === undefined ||
  stopMs > STOP_GOAL_MS;
process.exit(missed ? 1 : 0);

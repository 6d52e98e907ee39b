/**
 * Lobby speed: `GET /api/v1/games` with random filters (category, vendor, search in EN/CN/TH, page) against the
 * real platform on PostgreSQL with the 10,000-game demo catalogue, versus a plain Fastify route answering a
 * constant (bench/support/constant-server.ts), both as their own Node process, at the same concurrency, in the
 * same run. Prints requests per second and p99 latency of both, and their ratio last (target ≥ 0.5).
 *
 * Run: `npm run bench:lobby`. PostgreSQL comes from DATABASE_URL, else a throwaway database is made on
 * TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test) and dropped afterwards.
 * LOBBY_CONCURRENCY (default 32) and LOBBY_SECONDS (default 6 per round) tune the load.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startPlatform } from './support/platform.ts';

const CONCURRENCY = Number(process.env.LOBBY_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.LOBBY_SECONDS ?? 6);
const ROUNDS = 3;
const root = path.resolve(import.meta.dirname, '..');
const WORDS = [
  'dragon',
  'Golden',
  'lucky',
  'queen',
  'fish',
  '龙',
  '黄金',
  '幸运',
  'มังกร',
  'ทองคำ',
  'โชคดี',
  'zzz',
];

interface Result {
  requests: number;
  seconds: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per answered request (µs): steady even when the machine is busy. */
  cpuMicros: number;
}

/** User + system CPU time of a process so far, in µs, from /proc (Linux); 0 elsewhere. */
function cpuTimeOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
  } catch {
    return 0;
  }
}

/** A throwaway database on the test server unless DATABASE_URL names one. */
async function database(): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, drop: async () => undefined };
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `croupier_bench_lobby_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: server });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function startConstantServer(port: number, constantFile: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/support/constant-server.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), CONSTANT_FILE: constantFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const guard = () => child.kill('SIGKILL');
  process.once('exit', guard);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/constant`)).ok) break;
    } catch {
      if (attempt > 300) throw new Error('the constant server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Keeps CONCURRENCY requests in flight on kept-alive connections for `seconds`; answers count and p99. */
async function load(
  server: { baseUrl: string; pid: number },
  nextPath: () => string,
  seconds: number,
): Promise<Result> {
  const { baseUrl } = server;
  const cpuBefore = cpuTimeOf(server.pid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const { hostname, port } = new URL(baseUrl);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const request = http.get({ agent, hostname, port, path: nextPath() }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - sent);
          else errors++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuTimeOf(server.pid) - cpuBefore;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: elapsed,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
    cpuMicros: latencies.length > 0 ? cpu / latencies.length : 0,
  };
}

const rate = (r: Result) => r.requests / r.seconds;
const line = (name: string, r: Result) =>
  `${name.padEnd(30)} ${rate(r).toFixed(0).padStart(7)} req/s   p99 ${r.p99.toFixed(2).padStart(7)} ms   ` +
  `server CPU ${r.cpuMicros.toFixed(0).padStart(5)} µs/req   errors ${r.errors}`;

async function main() {
  const db = await database();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-lobby-'));
  const platform = await startPlatform({
    dataDir,
    port: await freePort(),
    env: { DATABASE_URL: db.url, DEMO_DATA: 'true' },
  });
  const constantFile = path.join(dataDir, 'constant.json');
  let constant: Awaited<ReturnType<typeof startConstantServer>> | undefined;
  try {
    // The filters players use: a category, a vendor of it, a search word, a page among the first few.
    const lanes = (await (await fetch(`${platform.baseUrl}/api/v1/lanes`)).json()) as {
      gameClassify: string;
      cards: { vassalage: string }[];
    }[];
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const gamesPath = () => {
      const lane = pick(lanes);
      const query = new URLSearchParams();
      const shape = Math.random();
      if (shape < 0.3) query.set('gameType', lane.gameClassify);
      else if (shape < 0.6) {
        query.set('gameType', lane.gameClassify);
        query.set('vassalage', pick(lane.cards).vassalage);
      } else if (shape < 0.8) query.set('q', pick(WORDS));
      else {
        query.set('gameType', 'RNG');
        query.set('q', pick(WORDS));
      }
      query.set('page', String(1 + Math.floor(Math.random() * 5)));
      if (Math.random() < 0.3) query.set('language', pick(['EN', 'CN', 'TH']));
      return `/api/v1/games?${query}`;
    };
    const check = await fetch(`${platform.baseUrl}${gamesPath()}`);
    if (!check.ok) throw new Error(`the games list answered ${check.status}`);
    // The baseline answers a real first page (20 games) as its constant: both sides send the same bytes, so the
    // ratio measures what the lobby does per request, not the size of its answer.
    const firstPage = await (await fetch(`${platform.baseUrl}/api/v1/games`)).text();
    writeFileSync(constantFile, firstPage);
    constant = await startConstantServer(await freePort(), constantFile);
    const { total } = JSON.parse(firstPage) as { total: number };
    console.log(
      `catalogue: ${total} games on PostgreSQL; concurrency ${CONCURRENCY}, ${SECONDS}s per round; ` +
        `constant body ${firstPage.length} bytes`,
    );

    // Warm every side (JIT, connection pools, the lobby's caches), then take turns so that noise from other
    // work on the machine hits all of them alike; each side's best round counts.
    const sides = {
      lobby: { server: platform, path: gamesPath, label: 'GET /api/v1/games' },
      constant: { server: constant, path: () => '/constant', label: 'constant route (same page)' },
      empty: { server: constant, path: () => '/empty', label: 'constant route (empty page)' },
    };
    const results = { lobby: [] as Result[], constant: [] as Result[], empty: [] as Result[] };
    for (const side of Object.values(sides)) await load(side.server, side.path, 2);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, side] of Object.entries(sides)) {
        results[name as keyof typeof sides].push(await load(side.server, side.path, SECONDS));
      }
    }
    const best = (list: Result[]) => list.reduce((a, b) => (rate(b) > rate(a) ? b : a));
    for (const [name, side] of Object.entries(sides)) {
      for (const [index, r] of results[name as keyof typeof sides].entries())
        console.log(line(`${side.label}, round ${index + 1}`, r));
    }
    const games = best(results.lobby);
    const same = best(results.constant);
    const empty = best(results.empty);
    if (games.errors > 0) throw new Error(`${games.errors} lobby requests failed`);
    console.log(line('constant, empty page (best)', empty));
    console.log(line('constant, same page (best)', same));
    console.log(line('GET /api/v1/games (best)', games));
    console.log(
      `for reference, against the empty page: ratio ${(rate(games) / rate(empty)).toFixed(2)}, ` +
        `server CPU per request ${(empty.cpuMicros / games.cpuMicros).toFixed(2)} of the lobby's`,
    );
    console.log(`ratio ${(rate(games) / rate(same)).toFixed(2)} (target ≥ 0.5)`);
  } finally {
    await constant?.stop();
    await platform.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

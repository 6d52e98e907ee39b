/**
 * Cost of the vendor wallet: signed bet + win pairs over HTTP against the real platform process on PostgreSQL,
 * at concurrency 16, against a baseline measured in the same run on the same database server: one transaction
 * of `UPDATE` balance + `INSERT` entry per operation straight over `pg`, also at concurrency 16. Each worker has
 * its own player (and its own baseline account), so both sides see the same row contention.
 *
 * Prints ops/s and p99 latency of both, whether every balance is exact and the ledger check balanced, and the
 * ratio (wallet ops/s ÷ baseline ops/s) last. Target: ≥ 0.55 (issue 16).
 *
 * Run: `npm run bench:wallet-api` (PostgreSQL from TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a throwaway database is created and dropped). `BENCH_SECONDS=n`
 * sets how long each side runs (default 10).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WalletAnswer } from '@croupier/contracts';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  connectVendor,
  openLaunchSession,
  walletClient,
  type WalletTransport,
} from '../apps/server/src/test-support/vendor.ts';
import {
  addCpu,
  cpuAvailable,
  describeCpuPerOp,
  noCpu,
  sampleCpu,
  type CpuSample,
} from './support/cpu-usage.ts';
import {
  adminLogin,
  allowLargeAdjustments,
  freePort,
  ledgerCheck,
  registerPlayer,
  startPlatform,
  type Player,
} from './support/platform.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONCURRENCY = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each side's time is cut into this many slices, run turn about. */
const SLICES = 5;
const OPENING = 1_000_000_00n;

/** A keep-alive HTTP client: the bench should spend its CPU on the platform's side, not on its own fetch. */
function keepAliveTransport(baseUrl: string): WalletTransport {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL(baseUrl);
  return (route, headers, body) =>
    new Promise((resolve, reject) => {
      const call = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: `/wallet-api/v1/${route}`,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      call.on('error', reject);
      call.end(body);
    });
}

const p99 = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

/** Times one operation. */
async function timed(latencies: number[], operation: () => Promise<unknown>) {
  const before = performance.now();
  await operation();
  latencies.push(performance.now() - before);
}

type Step = (worker: number, i: number, latencies: number[]) => Promise<void>;

interface Tally {
  latencies: number[];
  seconds: number;
  /** Per worker, how many steps it has run: step numbers stay unique across slices. */
  steps: number[];
  cpu: CpuSample;
}

const newTally = (): Tally => ({
  latencies: [],
  seconds: 0,
  steps: Array<number>(CONCURRENCY).fill(0),
  cpu: noCpu(),
});

/** Runs `step` in CONCURRENCY loops for `seconds`, adding its timings and CPU time to `tally`. */
async function runSlice(tally: Tally, seconds: number, step: Step, platformPid: number) {
  const cpuBefore = sampleCpu(platformPid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < deadline) await step(worker, tally.steps[worker]!++, tally.latencies);
    }),
  );
  tally.seconds += (performance.now() - started) / 1000;
  tally.cpu = addCpu(tally.cpu, cpuBefore, sampleCpu(platformPid));
}

const resultOf = (tally: Tally) => ({
  opsPerSecond: tally.latencies.length / tally.seconds,
  p99: p99(tally.latencies),
  operations: tally.latencies.length,
});

/** The baseline's tables and its step: a debit then a credit, the same shape as a bet and a win. */
async function baselineSide(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: CONCURRENCY });
  await pool.query(`create table bench_accounts (id bigint primary key, balance bigint not null check (balance >= 0));
    create table bench_entries (id bigint generated always as identity primary key, account_id bigint not null,
      amount bigint not null, balance_after bigint not null, created_at timestamptz not null default now())`);
  await pool.query(
    `insert into bench_accounts select g, ${OPENING} from generate_series(0, ${CONCURRENCY - 1}) g`,
  );
  const operation = async (account: number, amount: number) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const moved = await client.query<{ balance: string }>(
        'update bench_accounts set balance = balance + $1 where id = $2 and balance + $1 >= 0 returning balance',
        [amount, account],
      );
      await client.query(
        'insert into bench_entries (account_id, amount, balance_after) values ($1, $2, $3)',
        [account, amount, moved.rows[0]!.balance],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  const step: Step = async (worker, _i, latencies) => {
    await timed(latencies, () => operation(worker, -100));
    await timed(latencies, () => operation(worker, 100));
  };
  return { step, close: () => pool.end() };
}

async function main() {
  const name = `croupier_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(SERVER_URL);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-wallet-'));
  const appSecret = randomBytes(32).toString('base64url');
  process.env.DATABASE_URL = dbUrl.toString();
  process.env.APP_SECRET = appSecret;
  const platform = await startPlatform({ dataDir, port: await freePort() });
  const database = await openDatabase({ url: dbUrl.toString() }, { poolSize: 2 });
  try {
    const operator = await adminLogin(platform);
    await allowLargeAdjustments(platform, operator);
    const vendor = await connectVendor(database.db, appSecret, { vassalage: 'BENCH', gameTypes: ['RNG'] });
    const gameCode = vendor.games[0]!.gameCode;
    const players: (Player & { token: string; expected: bigint })[] = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const player = await registerPlayer(platform, `benchwallet${i}`, i);
      const funded = await fetch(`${platform.baseUrl}/admin-api/v1/players/${player.id}/adjustments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${operator}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ amount: '1000000.00', reason: 'bench funding' }),
      });
      if (funded.status !== 201) throw new Error(`funding answered ${funded.status}`);
      const token = await openLaunchSession(database.db, { vendor, playerId: BigInt(player.id) });
      players.push({ ...player, token, expected: OPENING });
    }
    const wallet = walletClient({
      vassalage: vendor.vassalage,
      secret: vendor.secret,
      transport: keepAliveTransport(platform.baseUrl),
    });
    const pair: Step = async (worker, i, latencies) => {
      const player = players[worker]!;
      const round = `${worker}-${i}-${randomUUID()}`;
      let bet: WalletAnswer = { status: 'INTERNAL_ERROR' };
      await timed(latencies, async () => {
        bet = await wallet.bet({
          playerId: player.id,
          sessionToken: player.token,
          transactionId: `b-${round}`,
          roundId: round,
          gameCode,
          amount: '1.00',
          currency: 'THB',
        });
      });
      if (bet.status !== 'OK') throw new Error(`bet answered ${bet.status}`);
      // Wins of 0.00 to 2.00: lost rounds are closed by a win of nothing, as vendors do.
      const cents = (i * 37) % 201;
      let win: WalletAnswer = { status: 'INTERNAL_ERROR' };
      await timed(latencies, async () => {
        win = await wallet.win({
          playerId: player.id,
          transactionId: `w-${round}`,
          roundId: round,
          gameCode,
          amount: (cents / 100).toFixed(2),
          currency: 'THB',
          roundClosed: true,
        });
      });
      if (win.status !== 'OK') throw new Error(`win answered ${win.status}`);
      player.expected += BigInt(cents) - 100n;
    };

    // Both sides run in alternating slices, so a machine that speeds up or slows down during the run (other
    // work, frequency changes) weighs on both alike; both are warmed up (connections, JIT, caches) first.
    const base = await baselineSide(dbUrl.toString());
    const baseTally = newTally();
    const walletTally = newTally();
    const pid = platform.pid;
    await runSlice(newTally(), 1, base.step, pid);
    await runSlice({ ...newTally(), steps: walletTally.steps }, 2, pair, pid);
    for (let slice = 0; slice < SLICES; slice++) {
      await runSlice(baseTally, SECONDS / SLICES, base.step, pid);
      await runSlice(walletTally, SECONDS / SLICES, pair, pid);
    }
    await base.close();
    const baseResult = resultOf(baseTally);
    const measured = resultOf(walletTally);

    let exact = true;
    for (const player of players) {
      const answer = await wallet.balance(player.id);
      const minor = BigInt(answer.balance!.replace('.', ''));
      if (minor !== player.expected) exact = false;
    }
    const check = await ledgerCheck(platform, operator);
    const ratio = measured.opsPerSecond / baseResult.opsPerSecond;
    const line = (label: string, result: { opsPerSecond: number; p99: number; operations: number }) =>
      `${label.padEnd(34)} ${result.opsPerSecond.toFixed(0).padStart(7)} ops/s   p99 ${result.p99.toFixed(2).padStart(7)} ms   (${result.operations} ops)`;
    console.log(
      `wallet-api bench: ${CONCURRENCY} workers, ${SECONDS} s each side in ${SLICES} alternating slices, PostgreSQL ${SERVER_URL}`,
    );
    console.log(line('baseline (pg UPDATE + INSERT tx)', baseResult));
    console.log(line('wallet-api (signed bet + win)', measured));
    // CPU per operation by side: steadier than throughput on a busy machine, and it shows where the cost is.
    if (cpuAvailable()) {
      console.log(`  baseline CPU:   ${describeCpuPerOp(baseTally.cpu, baseResult.operations)}`);
      console.log(`  wallet-api CPU: ${describeCpuPerOp(walletTally.cpu, measured.operations)}`);
    }
    console.log(`balances exact: ${exact}`);
    console.log(
      `ledger balanced: ${check.balanced}${check.problems.length ? ` ${JSON.stringify(check.problems)}` : ''}`,
    );
    console.log(`ratio: ${ratio.toFixed(2)} (target >= 0.55)`);
    if (!exact || !check.balanced) process.exitCode = 1;
  } finally {
    await database.close();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: SERVER_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

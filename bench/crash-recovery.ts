/**
 * Crash test for the money paths: a stream of money operations runs against the real platform process, which
 * is killed with SIGKILL in the middle of it and started again on the same data. Then:
 *  - every operation the platform acknowledged is still there (its replay answers the same result),
 *  - every operation left without an answer is sent again with its Idempotency-Key and lands exactly once,
 *  - every balance equals the sum of all operations, and the ledger check is balanced.
 *
 * Run: `node --import tsx bench/crash-recovery.ts` (embedded PGlite in a throwaway folder), or with
 * `DATABASE_URL=postgres://…` to run the platform on PostgreSQL. Exits non-zero on any loss or duplicate.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminLogin,
  balanceOf,
  freePort,
  ledgerCheck,
  registerPlayer,
  startPlatform,
  type Platform,
  type Player,
} from './support/platform.ts';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const CONCURRENCY = 8;
const PLAYERS = 4;
const OPENING_BALANCE = 1_000_000n;

interface Operation {
  key: string;
  player: Player;
  /** Minor units; negative is a debit. */
  delta: bigint;
  acknowledged?: { id: string };
}

const decimal = (minor: bigint) => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

async function send(platform: Platform, operator: string, op: Operation) {
  const response = await fetch(`${platform.baseUrl}/admin-api/v1/players/${op.player.id}/adjustments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${operator}`,
      'content-type': 'application/json',
      'idempotency-key': op.key,
    },
    body: JSON.stringify({ amount: decimal(op.delta), reason: 'crash test' }),
  });
  if (response.status !== 201)
    throw new Error(`adjustment answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string };
}

function randomDelta(): bigint {
  const cents = BigInt(1 + randomInt(10_000));
  // Debits stay far below the opening balance, so any order of replays after the restart succeeds.
  return randomInt(2) === 0 ? cents : -cents;
}

async function round(roundNo: number, dataDir: string, port: number): Promise<void> {
  let platform = await startPlatform({ dataDir, port });
  const operator = await adminLogin(platform);
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++)
    players.push(await registerPlayer(platform, `crash${roundNo}x${i}`, roundNo * PLAYERS + i));
  const operations: Operation[] = [];
  for (const player of players) {
    const funding: Operation = { key: randomUUID(), player, delta: OPENING_BALANCE };
    funding.acknowledged = await send(platform, operator, funding);
    operations.push(funding);
  }

  const killAfterMs = 500 + randomInt(1500);
  let killed = false;
  const killer = setTimeout(() => {
    killed = true;
    platform.kill();
  }, killAfterMs);
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (!killed) {
      const op: Operation = {
        key: randomUUID(),
        player: players[randomInt(players.length)]!,
        delta: randomDelta(),
      };
      operations.push(op);
      try {
        op.acknowledged = await send(platform, operator, op);
      } catch {
        // Killed mid-request: the outcome is unknown until the replay below.
      }
    }
  });
  await Promise.all(workers);
  clearTimeout(killer);
  await platform.exited;

  platform = await startPlatform({ dataDir, port });
  const acknowledged = operations.filter((op) => op.acknowledged);
  const unknown = operations.filter((op) => !op.acknowledged);
  for (const op of acknowledged) {
    const replay = await send(platform, operator, op);
    if (replay.id !== op.acknowledged!.id)
      throw new Error(`acknowledged operation ${op.key} was lost: replay made ${replay.id}`);
  }
  for (const op of unknown) await send(platform, operator, op);
  for (const player of players) {
    const expected = operations.filter((op) => op.player === player).reduce((sum, op) => sum + op.delta, 0n);
    const actual = await balanceOf(platform, player);
    if (actual !== decimal(expected))
      throw new Error(`${player.username}: balance ${actual}, expected ${decimal(expected)}`);
  }
  const check = await ledgerCheck(platform, operator);
  if (!check.balanced) throw new Error(`ledger unbalanced after restart: ${JSON.stringify(check.problems)}`);
  await platform.stop();
  console.log(
    `round ${roundNo}: killed after ${killAfterMs} ms; ${acknowledged.length} acknowledged kept, ` +
      `${unknown.length} unanswered replayed exactly once; balances exact; ledger balanced`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-crash-'));
try {
  const port = await freePort();
  for (let i = 1; i <= ROUNDS; i++) await round(i, dataDir, port);
  console.log(
    `crash recovery: ${ROUNDS}/${ROUNDS} rounds passed (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

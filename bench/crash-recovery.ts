/**
 * Crash test for the money paths: a stream of deposits (bank transfer, approved), withdrawals (held, approved,
 * then paid or rejected) and operator adjustments runs against the real platform process, which
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
  PAYMENT_PASSWORD,
  adminLogin,
  allowLargeAdjustments,
  balanceOf,
  freePort,
  ledgerCheck,
  prepareMoney,
  preparePlayer,
  registerPlayer,
  startPlatform,
  type Platform,
  type Player,
} from './support/platform.ts';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const CONCURRENCY = 8;
const PLAYERS = 4;
const OPENING_BALANCE = 10_000_000n;

type Step = { actor: 'operator' | 'player'; path: string; body?: unknown; key: string; answer?: string };

/** A money operation as a player and an operator carry it out: one or more requests, each with its own key. */
interface Flow {
  player: Player;
  /** What the whole flow does to the player's balance once every step has landed (minor units). */
  delta: bigint;
  steps: Step[];
}

const decimal = (minor: bigint) => {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** Sends one step; answers the id the platform gave (a replay must answer the same one). */
async function send(platform: Platform, operator: string, flow: Flow, step: Step, previous?: string) {
  const path = step.path.replace(':id', previous ?? '');
  const response = await fetch(`${platform.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${step.actor === 'operator' ? operator : flow.player.token}`,
      'content-type': 'application/json',
      'idempotency-key': step.key,
    },
    body: JSON.stringify(step.body ?? {}),
  });
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Runs a flow's steps in order; the first step's id names the record the later steps act on. */
async function run(platform: Platform, operator: string, flow: Flow, check: boolean) {
  let id: string | undefined;
  for (const step of flow.steps) {
    const answer = await send(platform, operator, flow, step, id);
    if (check && step.answer !== undefined && step.answer !== answer)
      throw new Error(
        `acknowledged ${step.path} was lost: its replay answered ${answer}, not ${step.answer}`,
      );
    step.answer ??= answer;
    id ??= answer;
  }
}

const cents = () => BigInt(10_000 + randomInt(90_000));
const key = () => randomUUID();

function randomFlow(player: Player, bankChannel: string, payoutAccount: string): Flow {
  const kind = randomInt(3);
  if (kind === 0) {
    // Debits stay far below the opening balance, so any order of replays after the restart succeeds.
    const delta = randomInt(2) === 0 ? cents() : -cents();
    const path = `/admin-api/v1/players/${player.id}/adjustments`;
    return {
      player,
      delta,
      steps: [
        { actor: 'operator', path, key: key(), body: { amount: decimal(delta), reason: 'crash test' } },
      ],
    };
  }
  if (kind === 1) {
    const amount = cents();
    return {
      player,
      delta: amount,
      steps: [
        {
          actor: 'player',
          path: '/api/v1/deposits',
          key: key(),
          body: { channelId: bankChannel, amount: decimal(amount) },
        },
        { actor: 'operator', path: '/admin-api/v1/deposits/:id/approve', key: key() },
      ],
    };
  }
  const amount = cents();
  const pay = randomInt(2) === 0;
  return {
    player,
    delta: pay ? -amount : 0n,
    steps: [
      {
        actor: 'player',
        path: '/api/v1/withdrawals',
        key: key(),
        body: { amount: decimal(amount), payoutAccountId: payoutAccount, paymentPassword: PAYMENT_PASSWORD },
      },
      { actor: 'operator', path: '/admin-api/v1/withdrawals/:id/approve', key: key() },
      pay
        ? { actor: 'operator', path: '/admin-api/v1/withdrawals/:id/paid', key: key() }
        : {
            actor: 'operator',
            path: '/admin-api/v1/withdrawals/:id/reject',
            key: key(),
            body: { reason: 'crash test' },
          },
    ],
  };
}

async function round(roundNo: number, dataDir: string, port: number): Promise<void> {
  let platform = await startPlatform({ dataDir, port });
  const operator = await adminLogin(platform);
  await allowLargeAdjustments(platform, operator);
  const { bankChannel } = await prepareMoney(platform, operator);
  const players: { player: Player; payoutAccount: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const player = await registerPlayer(platform, `crash${roundNo}x${i}`, roundNo * PLAYERS + i);
    players.push({ player, payoutAccount: await preparePlayer(platform, player) });
  }
  const flows: Flow[] = [];
  for (const { player } of players) {
    const funding: Flow = {
      player,
      delta: OPENING_BALANCE,
      steps: [
        {
          actor: 'operator',
          path: `/admin-api/v1/players/${player.id}/adjustments`,
          key: key(),
          body: { amount: decimal(OPENING_BALANCE), reason: 'crash test funding' },
        },
      ],
    };
    await run(platform, operator, funding, false);
    flows.push(funding);
  }

  const killAfterMs = 1000 + randomInt(2000);
  let killed = false;
  const killer = setTimeout(() => {
    killed = true;
    platform.kill();
  }, killAfterMs);
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    while (!killed) {
      const { player, payoutAccount } = players[randomInt(players.length)]!;
      const flow = randomFlow(player, bankChannel, payoutAccount);
      flows.push(flow);
      try {
        await run(platform, operator, flow, false);
      } catch {
        // Killed mid-flow: the steps without an answer have an unknown outcome until the replay below.
      }
    }
  });
  await Promise.all(workers);
  clearTimeout(killer);
  await platform.exited;

  platform = await startPlatform({ dataDir, port });
  const acknowledged = flows.flatMap((f) => f.steps).filter((s) => s.answer !== undefined).length;
  const unanswered = flows.flatMap((f) => f.steps).filter((s) => s.answer === undefined).length;
  // Every flow again from its first step with the same keys: acknowledged steps must replay their first
  // answer, unanswered ones land now or turn out to have landed before the kill.
  for (const flow of flows) await run(platform, operator, flow, true);
  for (const { player } of players) {
    const expected = flows.filter((f) => f.player === player).reduce((sum, f) => sum + f.delta, 0n);
    const actual = await balanceOf(platform, player);
    if (actual !== decimal(expected))
      throw new Error(`${player.username}: balance ${actual}, expected ${decimal(expected)}`);
  }
  const check = await ledgerCheck(platform, operator);
  if (!check.balanced) throw new Error(`ledger unbalanced after restart: ${JSON.stringify(check.problems)}`);
  await platform.stop();
  console.log(
    `round ${roundNo}: killed after ${killAfterMs} ms; ${flows.length} adjustments, deposits and withdrawals; ` +
      `${acknowledged} acknowledged requests kept, ${unanswered} unanswered replayed exactly once; ` +
      `balances exact; ledger balanced`,
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

import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Studio } from '../context.ts';
import { inTransaction, rowsOf, type Transaction } from '../db/client.ts';
import { mini, newServerSeed } from '../engines/index.ts';
import { advance } from '../rounds/advance.ts';
import * as repo from './repository.ts';
import { hundredths, settleCrashBet, termsOf } from './settle.ts';
import { crashRoundView } from './views.ts';

/** The running multiplier in hundredths, by the server's clock (and the tests' speed). */
export const multiplierNow = (studio: Studio, startedAt: Date, now = Date.now()) =>
  mini.crashMultiplierAt((now - startedAt.getTime()) * studio.tuning.crash.speed);

/** The chain rounds come from: made (seed drawn, terminal hash and salt published) when none is left. */
async function chainFor(studio: Studio, tx: Transaction) {
  const chain = await repo.latestChain(tx);
  if (chain && (await repo.lastRoundNo(tx, chain.id)) < chain.length) return chain;
  const seed = newServerSeed();
  const length = studio.tuning.crash.chainLength;
  return repo.insertChain(tx, {
    seed,
    length,
    terminalHash: mini.crashChain(seed, length).terminalHash,
    salt: randomBytes(16).toString('hex'),
  });
}

/** Pays what a running round owes by now: bets whose auto cash-out it has reached. */
async function autoCashOuts(studio: Studio, crash: repo.CrashRoundRow, reached: number): Promise<string[]> {
  return inTransaction(studio.db, async (tx) => {
    const settled: string[] = [];
    for (const bet of await repo.openBets(tx, crash.id)) {
      const { autoCashOut } = termsOf(bet);
      if (autoCashOut !== undefined && autoCashOut <= reached && autoCashOut <= crash.point)
        if (await settleCrashBet(tx, bet, crash)) settled.push(bet.id);
    }
    return settled;
  });
}

/**
 * One step of the shared round, taken by the process holding the loop's lease: open a round for bets after
 * the pause, start it when betting ends, pay auto cash-outs as the multiplier passes them, and crash it at its
 * point, settling every bet still in it. Wins are sent after each commit (the outbox keeps them if we die).
 */
export async function crashTick(studio: Studio, now = Date.now()): Promise<void> {
  const { crash: tuning } = studio.tuning;
  const toPay: string[] = [];
  await inTransaction(studio.db, async (tx) => {
    const current = await repo.currentRound(tx, { forUpdate: true });
    if (!current || (current.phase === 'crashed' && current.crashedAt!.getTime() + tuning.pauseMs <= now)) {
      const chain = await chainFor(studio, tx);
      const roundNo = (await repo.lastRoundNo(tx, chain.id)) + 1;
      const hash = mini.crashRoundHash(chain.seed, chain.length, roundNo);
      await repo.insertCrashRound(tx, {
        chainId: chain.id,
        roundNo,
        hash,
        point: mini.crashPoint(hash, chain.salt),
        phase: 'betting',
        bettingEndsAt: new Date(now + tuning.bettingMs),
      });
    } else if (current.phase === 'betting' && current.bettingEndsAt.getTime() <= now) {
      await repo.updateCrashRound(tx, current.id, { phase: 'running', startedAt: new Date(now) });
    } else if (
      current.phase === 'running' &&
      multiplierNow(studio, current.startedAt!, now) >= current.point
    ) {
      await repo.updateCrashRound(tx, current.id, { phase: 'crashed', crashedAt: new Date(now) });
      const crashed = { ...current, phase: 'crashed' as const };
      for (const bet of await repo.openBets(tx, current.id))
        if (await settleCrashBet(tx, bet, crashed)) toPay.push(bet.id);
      await repo.revealPointToCashedOut(tx, current.id, hundredths(current.point));
    }
  });
  const running = await repo.currentRound(studio.db);
  if (running?.phase === 'running')
    toPay.push(...(await autoCashOuts(studio, running, multiplierNow(studio, running.startedAt!, now))));
  for (const id of toPay)
    void advance(studio, id, Date.now() + studio.tuning.requestBudgetMs).catch((error: unknown) =>
      studio.log.error({ round: id, error: String(error) }, 'crash win not sent; recovery will'),
    );
}

const LEASE = 'crash-loop';

/** Whether this process drives the shared rounds now (one process at a time, the lease renewed each tick). */
async function holdLease(studio: Studio, holder: string): Promise<boolean> {
  const ttl = Math.max(2_000, studio.tuning.crash.tickMs * 20);
  const rows = rowsOf<{ holder: string }>(
    await studio.db.execute(sql`
      insert into leases (name, holder, expires_at) values (${LEASE}, ${holder}, now() + ${ttl} * interval '1 millisecond')
      on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
        where leases.expires_at < now() or leases.holder = excluded.holder
      returning holder`),
  );
  return rows.length === 1;
}

/**
 * The crash service of a process: the loop (when it holds the lease) and a watcher that tells this process's
 * event-stream listeners of every phase change, whichever process made it.
 */
export function startCrash(studio: Studio) {
  const events = studio.crashEvents;
  const controller = new AbortController();
  const holder = randomUUID();
  let seen = '';
  const loop = async () => {
    while (!controller.signal.aborted) {
      try {
        if (await holdLease(studio, holder)) await crashTick(studio);
        const current = await repo.currentRound(studio.db);
        const key = current ? `${current.id}:${current.phase}` : '';
        if (current && key !== seen) {
          seen = key;
          events.emit('round', crashRoundView(current));
        }
      } catch (error) {
        studio.log.error(
          { error: error instanceof Error ? error.message : String(error) },
          'crash loop step failed',
        );
      }
      await sleep(studio.tuning.crash.tickMs, undefined, { signal: controller.signal }).catch(
        () => undefined,
      );
    }
  };
  const running = loop();
  return {
    async stop() {
      controller.abort();
      await running;
      await studio.db.execute(
        sql`update leases set expires_at = now() where name = ${LEASE} and holder = ${holder}`,
      );
    },
  };
}
export type CrashService = ReturnType<typeof startCrash>;

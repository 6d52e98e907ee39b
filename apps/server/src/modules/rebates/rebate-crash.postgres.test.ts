/**
 * The daily rebate run across real processes: a worker paying a day's rebates to many players is SIGKILLed
 * part-way, two workers start at once, and the day ends with every player paid rate × valid bet once. Only the
 * PostgreSQL project runs this file: PGlite is one process's database.
 */
import { dayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAfterClock, runOfPeriod } from '../../test-support/contract-tree.ts';
import { expectBrandLedgerBalanced, newLedgerPlayer } from '../../test-support/ledger.ts';
import { rowsOf, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import { vipLevel } from '../../test-support/vip.ts';
import { findFirstOwner } from '../operators/index.ts';
import { saveProgramme } from '../vip/index.ts';
import { REBATE_RUN_KIND } from './index.ts';

const PLAYERS = 600;

const file = useNodesDatabase();

describe('the daily rebate run across processes', () => {
  it(
    'pays every player its rebate exactly once after its worker is SIGKILLed mid-run and two workers resume it',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      const owner = (await findFirstOwner(db, brand.id))!;
      // 1.00% on slots, rebates wagered once.
      await saveProgramme(
        db,
        { brand, operator: owner, ip: '127.0.0.1' },
        { windowDays: 30, levels: [vipLevel(0, { rebateRates: { RNG: 100 } })] },
      );
      const playedAt = new Date(Date.now() + 5 * 60_000);
      const day = dayIn(playedAt, brand.timezone);
      const startNode = (name: string, held = false) =>
        nodes.startWorker(name, { held, env: dayAfterClock(day, brand.timezone) });
      const starting = startNode('rebate-worker-1', true);

      const stakeOf = new Map<bigint, bigint>();
      for (let index = 0; index < PLAYERS; index++)
        stakeOf.set(
          await newLedgerPlayer(nodes.handle, brand.id, 'rb'),
          10_000n + BigInt((index * 7_919) % 90_000),
        );
      await writeRounds(
        db,
        brand.id,
        [...stakeOf].map(([playerId, stake]) => ({
          playerId,
          ref: `rb-${playerId}`,
          stake,
          payout: 0n,
          closedAt: playedAt,
        })),
      );

      const settledSoFar = async () =>
        (
          await rowsOf<{ days: number }>(
            db,
            sql`select count(*)::int as days from rebate_days where day = ${day} and settled_at is not null`,
          )
        )[0]!.days;
      const doomed = await starting;
      doomed.release();
      await waitFor('a tenth of the players', async () => (await settledSoFar()) >= PLAYERS / 10, {
        everyMs: 20,
      });
      await doomed.kill();
      expect(await settledSoFar()).toBeLessThan(PLAYERS);
      expect(await runOfPeriod(db, REBATE_RUN_KIND, day)).toMatchObject({ state: 'running' });

      const successors = await Promise.all([startNode('rebate-worker-2'), startNode('rebate-worker-3')]);
      await waitFor(
        'the day to be settled',
        async () => (await runOfPeriod(db, REBATE_RUN_KIND, day))?.state === 'completed',
      );
      await Promise.all(successors.map((node) => node.stop()));

      // One rebate bonus per player, of 1% of its valid bet, whichever worker paid it.
      const paid = await rowsOf<{ player_id: bigint; bonuses: number; amount: bigint; requirement: bigint }>(
        db,
        sql`select player_id, count(*)::int as bonuses, sum(amount)::bigint as amount,
            sum(requirement)::bigint as requirement
          from bonuses where source_kind = 'rebate' and source_ref = ${day} group by player_id`,
      );
      expect(new Map(paid.map((row) => [BigInt(row.player_id), [row.bonuses, BigInt(row.amount)]]))).toEqual(
        new Map([...stakeOf].map(([player, stake]) => [player, [1, stake / 100n]])),
      );
      expect(paid.every((row) => BigInt(row.requirement) === BigInt(row.amount))).toBe(true);
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

/**
 * The daily VIP evaluation across real processes: after three days without a worker, one catching up the
 * evaluations of hundreds of players is SIGKILLed part-way through the first day, two workers start at once,
 * and every player ends one level higher for each day on which it qualified for more, each level's upgrade
 * bonus paid once. Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { dayIn, shiftDay, startOfDayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAfterClock, runOfPeriod } from '../../test-support/contract-tree.ts';
import { expectBrandLedgerBalanced, newLedgerPlayer } from '../../test-support/ledger.ts';
import { killMidRunAndResume, rowsOf, useNodesDatabase } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import { runDayOf, vipLevel } from '../../test-support/vip.ts';
import { findFirstOwner } from '../operators/index.ts';
import { saveProgramme, VIP_EVALUATION_KIND, vipEvaluationRun } from './index.ts';

const PLAYERS = 240;
/** Days the worker catches up: a player moves one level a day, so none gets past level 3. */
const DAYS = 3;
/** Each level's valid-bet threshold and upgrade bonus (minor units); level 2 pays none. */
const LADDER = [
  { validBet: 0n, bonus: 0n },
  { validBet: 10_000n, bonus: 1_000n },
  { validBet: 50_000n, bonus: 0n },
  { validBet: 100_000n, bonus: 10_000n },
  { validBet: 200_000n, bonus: 20_000n },
  { validBet: 500_000n, bonus: 50_000n },
];
const WAGERING_MULTIPLE = 3;

const file = useNodesDatabase();

const major = (minor: bigint) => (Number(minor) / 100).toFixed(2);

describe('the daily VIP evaluation across processes', () => {
  it(
    'moves every player once a day and pays each upgrade once after its worker is SIGKILLed mid-run and two workers resume it',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      const owner = (await findFirstOwner(db, brand.id))!;
      await saveProgramme(
        db,
        { brand, operator: owner, ip: '127.0.0.1' },
        {
          windowDays: 30,
          levels: LADDER.map(({ validBet, bonus }, level) =>
            vipLevel(
              level,
              level === 0
                ? {}
                : {
                    validBetThreshold: major(validBet),
                    upgradeBonus: major(bonus),
                    wageringMultiple: WAGERING_MULTIPLE,
                  },
            ),
          ),
        },
      );
      const playedAt = new Date(Date.now() + 5 * 60_000);
      const day = dayIn(playedAt, brand.timezone);
      const days = Array.from({ length: DAYS }, (_, index) => shiftDay(day, index));
      // The evaluations ran until the day before play (the test runs that one itself); then the worker was down
      // until half past midnight after the third day: it catches up the three, in order.
      const dayBefore = new Date(startOfDayIn(shiftDay(day, -1), brand.timezone)!.getTime() + 12 * 3_600_000);
      expect((await runDayOf(db, brand.id, vipEvaluationRun, { day: dayBefore }))?.run.state).toBe(
        'completed',
      );
      const startNode = (name: string, held = false) =>
        nodes.startWorker(name, { held, env: dayAfterClock(days.at(-1)!, brand.timezone) });
      const starting = startNode('vip-worker-1', true);

      // The same number of players meets each level's threshold (below it: level 0), by up to the gap to the next.
      const rounds = await Promise.all(
        Array.from({ length: PLAYERS }, async (_, index) => {
          const playerId = await newLedgerPlayer(nodes.handle, brand.id, 'vc');
          const met = index % LADDER.length;
          const floor = met === 0 ? 1_000n : LADDER[met]!.validBet;
          const gap = (LADDER[met + 1]?.validBet ?? 1_000_000n) - floor;
          const stake = floor + ((BigInt(index) * 7_919n) % gap);
          return { playerId, ref: `vc-${playerId}`, stake, payout: 0n, closedAt: playedAt };
        }),
      );
      await writeRounds(db, brand.id, rounds);

      // By hand: the highest threshold each valid bet meets, reached one level a day.
      const levelOf = new Map(
        rounds.map(({ playerId, stake }) => {
          const met = LADDER.findLastIndex((level) => stake >= level.validBet);
          return [playerId, Math.min(met, DAYS)];
        }),
      );
      const climbers = [...levelOf].filter(([, level]) => level > 0);
      expect(new Set(levelOf.values())).toEqual(new Set([0, 1, 2, 3]));

      const movedOnFirstDay = async () =>
        (
          await rowsOf<{ moves: number }>(
            db,
            sql`select count(*)::int as moves from vip_upgrades where period = ${day}`,
          )
        )[0]!.moves;
      const stateOf = async (evaluated: string) =>
        (await runOfPeriod(db, VIP_EVALUATION_KIND, evaluated))?.state;
      await killMidRunAndResume({
        held: await starting,
        progress: movedOnFirstDay,
        total: climbers.length,
        runState: () => stateOf(day),
        startSuccessors: () => Promise.all([startNode('vip-worker-2'), startNode('vip-worker-3')]),
        finished: async () => (await stateOf(days.at(-1)!)) === 'completed',
      });
      for (const evaluated of days)
        expect(await runOfPeriod(db, VIP_EVALUATION_KIND, evaluated)).toMatchObject({ state: 'completed' });
      expect((await runOfPeriod(db, VIP_EVALUATION_KIND, day))!.attempts).toBeGreaterThanOrEqual(2);

      // Each player at its level, having reached level n on the n-th day, whichever worker moved it.
      const levels = await rowsOf<{ player_id: bigint; level: number }>(
        db,
        sql`select player_id, level from player_vip_levels`,
      );
      expect(new Map(levels.map((row) => [BigInt(row.player_id), row.level]))).toEqual(new Map(climbers));
      const upgrades = await rowsOf<{ player_id: bigint; periods: string[] }>(
        db,
        sql`select player_id, array_agg(period order by level) as periods from vip_upgrades group by player_id`,
      );
      expect(new Map(upgrades.map((row) => [BigInt(row.player_id), row.periods]))).toEqual(
        new Map(climbers.map(([player, level]) => [player, days.slice(0, level)])),
      );

      // One upgrade bonus per level reached that has one, wagered three times.
      const bonuses = await rowsOf<{ player_id: bigint; source_ref: string; amounts: string[] }>(
        db,
        sql`select player_id, source_ref, array_agg(amount || ' ' || requirement) as amounts
          from bonuses where source_kind = 'vip' group by player_id, source_ref`,
      );
      expect(new Map(bonuses.map((row) => [`${row.player_id} ${row.source_ref}`, row.amounts]))).toEqual(
        new Map(
          climbers.flatMap(([player, reached]) =>
            LADDER.slice(1, reached + 1).flatMap(({ bonus }, below) =>
              bonus > 0n
                ? [[`${player} level:${below + 1}`, [`${bonus} ${bonus * BigInt(WAGERING_MULTIPLE)}`]]]
                : [],
            ),
          ),
        ),
      );
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

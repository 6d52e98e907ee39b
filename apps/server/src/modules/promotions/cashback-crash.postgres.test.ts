/**
 * The daily cashback run across real processes: a worker offering a day's cashback to hundreds of players who
 * joined the promotion is SIGKILLed part-way, two workers start at once, and the day ends with every player who
 * lost offered its cashback once; claiming every reward offered pays one bonus each. Only the PostgreSQL
 * project runs this file: PGlite is one process's database.
 */
import { dayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayAfterClock, runOfPeriod } from '../../test-support/contract-tree.ts';
import { expectBrandLedgerBalanced, newLedgerPlayer } from '../../test-support/ledger.ts';
import { killMidRunAndResume, rowsOf, useNodesDatabase } from '../../test-support/platform-nodes.ts';
import { writeRounds } from '../../test-support/stream.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { findFirstOwner } from '../operators/index.ts';
import { findPlayerById } from '../players/index.ts';
import { createPromotion } from './admin-commands.ts';
import { cashbackOf, cashbackRun } from './cashback.ts';
import { joinPromotion } from './player.ts';
import { findPromotion } from './repository.ts';
import { claimPromotionReward } from './reward-centre.ts';

const PLAYERS = 300;
const DAY_MS = 86_400_000;
const KIND = cashbackRun('daily').name;

const file = useNodesDatabase();

/** Claims the player's rewards in the promotion until none is left, as a player would; answers how many. */
async function claimEverything(db: Database, brand: BrandRow, playerId: bigint, promotionId: bigint) {
  const player = (await findPlayerById(db, brand.id, playerId))!;
  for (let claims = 0; ; claims++) {
    try {
      await claimPromotionReward(db, brand, player, promotionId);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOTHING_TO_CLAIM') return claims;
      throw error;
    }
  }
}

describe('the daily cashback run across processes', () => {
  it(
    'offers every player who lost its cashback exactly once after its worker is SIGKILLed mid-run and two workers resume it',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      const owner = (await findFirstOwner(db, brand.id))!;
      const created = await createPromotion(
        db,
        { brand, operator: owner, ip: '127.0.0.1' },
        {
          kind: 'cashback',
          titles: { EN: 'Daily cashback 10%' },
          startsAt: new Date(Date.now() - DAY_MS).toISOString(),
          endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
          reward: { type: 'percent', value: '10', cap: '50.00' },
          wagering: { multiple: 1, base: 'bonus' },
          limits: { perPlayer: 365, perPeriod: 'day' },
          enabled: true,
        },
      );
      const promotion = (await findPromotion(db, brand.id, BigInt(created.id)))!;
      const playedAt = new Date(Date.now() + 5 * 60_000);
      const day = dayIn(playedAt, brand.timezone);
      const startNode = (name: string, held = false) =>
        nodes.startWorker(name, { held, env: dayAfterClock(day, brand.timezone) });
      const starting = startNode('cashback-worker-1', true);

      // Stakes of 100.00 to 999.99; a seventh of the players win, the others lose from half their stake to all
      // of it (the 10% above 50.00 capped); a tenth never join and get nothing, however much they lose.
      const rounds = await Promise.all(
        Array.from({ length: PLAYERS }, async (_, index) => {
          const playerId = await newLedgerPlayer(nodes.handle, brand.id, 'cb');
          const stake = 10_000n + BigInt((index * 7_919) % 90_000);
          const payout = index % 7 === 3 ? stake + 5_000n : (stake * BigInt(index % 5)) / 10n;
          return {
            playerId,
            ref: `cb-${playerId}`,
            stake,
            payout,
            closedAt: playedAt,
            joins: index % 10 !== 9,
          };
        }),
      );
      const joined = new Set(rounds.filter((round) => round.joins).map((round) => round.playerId));
      await Promise.all(
        [...joined].map(async (playerId) =>
          joinPromotion(db, brand, (await findPlayerById(db, brand.id, playerId))!, promotion.id),
        ),
      );
      await writeRounds(db, brand.id, rounds);

      const cashbackOfPlayer = new Map(
        rounds
          .filter((round) => joined.has(round.playerId) && round.stake > round.payout)
          .map((round) => [round.playerId, cashbackOf(promotion, round.stake - round.payout)]),
      );
      const payees = cashbackOfPlayer.size;
      expect(payees).toBeGreaterThan(200);
      // Some capped, some not.
      expect(new Set(cashbackOfPlayer.values()).has(5_000n)).toBe(true);
      expect([...cashbackOfPlayer.values()].some((amount) => amount < 5_000n)).toBe(true);

      const offeredSoFar = async () =>
        (
          await rowsOf<{ rewards: number }>(
            db,
            sql`select count(*)::int as rewards from promotion_rewards where promotion_id = ${promotion.id}`,
          )
        )[0]!.rewards;
      const stateOfDay = async () => (await runOfPeriod(db, KIND, day))?.state;
      await killMidRunAndResume({
        held: await starting,
        progress: offeredSoFar,
        total: payees,
        runState: stateOfDay,
        startSuccessors: () => Promise.all([startNode('cashback-worker-2'), startNode('cashback-worker-3')]),
        finished: async () => (await stateOfDay()) === 'completed',
      });
      expect((await runOfPeriod(db, KIND, day))!.attempts).toBeGreaterThanOrEqual(2);

      // One reward per player who joined and lost, of its cashback, whichever worker offered it; nothing paid yet.
      const offered = await rowsOf<{ player_id: bigint; rewards: number; amount: bigint }>(
        db,
        sql`select player_id, count(*)::int as rewards, sum(amount)::bigint as amount from promotion_rewards
          where promotion_id = ${promotion.id} and source_ref = ${`cashback:${day}`} and status = 'claimable'
          group by player_id`,
      );
      const expected = new Map([...cashbackOfPlayer].map(([player, amount]) => [player, [1, amount]]));
      expect(
        new Map(offered.map((row) => [BigInt(row.player_id), [row.rewards, BigInt(row.amount)]])),
      ).toEqual(expected);
      expect((await findPromotion(db, brand.id, promotion.id))!.spent).toBe(0n);

      // Each player claims whatever it is offered: one bonus of its cashback, wagered once.
      const claims = await Promise.all(
        rounds.map(
          async ({ playerId }) =>
            [playerId, await claimEverything(db, brand, playerId, promotion.id)] as const,
        ),
      );
      expect(new Map(claims)).toEqual(
        new Map(rounds.map(({ playerId }) => [playerId, cashbackOfPlayer.has(playerId) ? 1 : 0])),
      );
      const paid = await rowsOf<{ player_id: bigint; bonuses: number; amount: bigint; requirement: bigint }>(
        db,
        sql`select player_id, count(*)::int as bonuses, sum(amount)::bigint as amount,
            sum(requirement)::bigint as requirement
          from bonuses where source_kind = 'promotion' and source_ref = ${promotion.id.toString()}
          group by player_id`,
      );
      expect(new Map(paid.map((row) => [BigInt(row.player_id), [row.bonuses, BigInt(row.amount)]]))).toEqual(
        expected,
      );
      expect(paid.every((row) => BigInt(row.requirement) === BigInt(row.amount))).toBe(true);
      expect((await findPromotion(db, brand.id, promotion.id))!.spent).toBe(
        [...cashbackOfPlayer.values()].reduce((sum, amount) => sum + amount, 0n),
      );
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

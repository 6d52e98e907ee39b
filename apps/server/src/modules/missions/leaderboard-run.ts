import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/client.ts';
import { grantBonus } from '../bonuses/index.ts';
import type { Cadence, RunKind } from '../settlements/index.ts';
import { leaderboardResults, leaderboards } from './schema.ts';
import { standingsOf } from './standings.ts';
import { textIn } from './missions.ts';

export const LEADERBOARD_RUN_KINDS = {
  daily: 'leaderboard-daily',
  weekly: 'leaderboard-weekly',
  monthly: 'leaderboard-monthly',
} as const;

/**
 * The leaderboards of one period length, as a settlement run: when a brand's period closes, each enabled
 * leaderboard of that length pays its prizes by rank. Each rank is recorded with its bonus (key
 * `leaderboard:<id>:<period>:<rank>`) in one transaction, and a rank or player appears once per period, so a
 * re-run, a resumed run or a second worker pays nobody twice.
 */
export function leaderboardRun(cadence: keyof typeof LEADERBOARD_RUN_KINDS): RunKind {
  return {
    name: LEADERBOARD_RUN_KINDS[cadence],
    cadence: cadence as Cadence,
    async settle({ db, brand, period }) {
      const boards = await db
        .select()
        .from(leaderboards)
        .where(
          and(
            eq(leaderboards.brandId, brand.id),
            eq(leaderboards.cadence, cadence),
            eq(leaderboards.enabled, true),
          ),
        );
      const outputs: Record<string, { ranked: number; paid: number; amount: string }> = {};
      for (const board of boards) {
        const standings = await standingsOf(db, brand, board, period, board.prizes.length);
        let paid = 0;
        let amount = 0n;
        for (const standing of standings.slice(0, board.prizes.length)) {
          const prize = board.prizes[standing.rank - 1]!;
          const moved = await inTransaction(db, async (tx) => {
            const [row] = await tx
              .insert(leaderboardResults)
              .values({
                leaderboardId: board.id,
                periodKey: period.key,
                rank: standing.rank,
                playerId: standing.playerId,
                figure: standing.figure,
                achievedAt: standing.achievedAt ?? period.end,
                prize,
              })
              .onConflictDoNothing()
              .returning();
            if (!row || prize === 0n) return false;
            const { bonus } = await grantBonus(tx, {
              brandId: brand.id,
              playerId: standing.playerId,
              currency: brand.currencyCode,
              amount: prize,
              requirement: prize * BigInt(board.wageringMultiple),
              source: { kind: 'leaderboard', ref: `leaderboard:${board.id}:${period.key}` },
              idempotencyKey: `leaderboard:${board.id}:${period.key}:${standing.rank}`,
              reason: `Leaderboard ${textIn(board.titles, 'EN')} ${period.key}, rank ${standing.rank}`,
            });
            await tx
              .update(leaderboardResults)
              .set({ bonusId: bonus.id })
              .where(
                and(
                  eq(leaderboardResults.leaderboardId, board.id),
                  eq(leaderboardResults.periodKey, period.key),
                  eq(leaderboardResults.rank, standing.rank),
                ),
              );
            return true;
          });
          if (moved) {
            paid++;
            amount += prize;
          }
        }
        outputs[board.id.toString()] = { ranked: standings.length, paid, amount: amount.toString() };
      }
      return { inputs: { leaderboards: boards.length }, outputs };
    },
  };
}

export const leaderboardRuns = [leaderboardRun('daily'), leaderboardRun('weekly'), leaderboardRun('monthly')];

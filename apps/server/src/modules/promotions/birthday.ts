import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { findBrandById } from '../brands/index.ts';
import { findPlayersByIds, playerIdsBornIn } from '../players/index.ts';
import { inAudience } from './audience.ts';
import { offerReward } from './rewards.ts';
import { promotions } from './schema.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Offers each running birthday promotion's reward to the players it admits whose profile birthday falls in the
 * brand-local month, claimable until the month ends; once per player and year (source `birthday:<year>`).
 * Returns how many rewards it offered.
 */
export async function offerBirthdayRewards(db: Database): Promise<number> {
  const running = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, 'birthday'),
        eq(promotions.enabled, true),
        lte(promotions.startsAt, sql`app_now()`),
        gt(promotions.endsAt, sql`app_now()`),
      ),
    );
  let offered = 0;
  for (const promotion of running) {
    const brand = (await findBrandById(db, promotion.brandId))!;
    const [month] = rowsOf<{ year: number; month: number; ends: Date | string }>(
      await db.execute(sql`select extract(year from l.at)::int as year, extract(month from l.at)::int as month,
          (date_trunc('month', l.at) + interval '1 month') at time zone ${brand.timezone} as ends
        from (select app_now() at time zone ${brand.timezone} as at) l`),
    );
    const born = await findPlayersByIds(db, await playerIdsBornIn(db, brand.id, month!.month));
    for (const player of born) {
      if (!(await inAudience(db, promotion, player))) continue;
      const reward = await inTransaction(db, (tx) =>
        offerReward(
          tx,
          {
            promotion,
            brand,
            playerId: player.id,
            amount: promotion.rewardValue,
            at: sql`app_now()`,
            sourceRef: `birthday:${month!.year}`,
          },
          sql`${new Date(month!.ends).toISOString()}::timestamptz`,
        ),
      );
      if (reward) offered++;
    }
  }
  return offered;
}

/** Birthday rewards on the job runner: hourly is soon enough for a reward that waits a month. */
export const birthdayJob: Job = {
  name: 'promotions.birthday',
  everyMs: 3_600_000,
  run: async (db) => {
    await offerBirthdayRewards(db);
  },
};

/**
 * The deposit-bonus consumer across real processes: a worker paying the reload bonuses of thousands of credited
 * deposits is SIGKILLed part-way, two workers take over, and every qualifying deposit ends with one bonus of
 * its amount. Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { currencyOf, toDecimalString } from '@croupier/money';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditDepositsInBulk } from '../../test-support/deposits.ts';
import { expectBrandLedgerBalanced, newLedgerPlayer } from '../../test-support/ledger.ts';
import { rowsOf, startHeldJobWorkers, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { listPlayerChannels, seedDemoChannels } from '../deposits/index.ts';
import { findFirstOwner } from '../operators/index.ts';
import { findPlayerById } from '../players/index.ts';
import { createPromotion } from './admin-commands.ts';
import { depositBonusJob } from './index.ts';
import { joinPromotion } from './player.ts';

const PLAYERS = 500;
/** Players written at once. */
const LANES = 8;
const CREDITED_TOGETHER = 50;
const MIN_DEPOSIT = 30_000n;
const CAP = 15_000n;
const WAGERING_MULTIPLE = 3;

const file = useNodesDatabase();
const baht = (minor: bigint) => toDecimalString(minor, currencyOf('THB'));
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('deposit bonuses across processes', () => {
  it(
    'pays each qualifying deposit one bonus after a worker is SIGKILLed mid-backlog and two workers take over',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      // Three workers start up while the deposits are credited; the first pays once they are, the others are
      // let in after it dies.
      const starting = startHeldJobWorkers(nodes, depositBonusJob.name);

      const owner = (await findFirstOwner(db, brand.id))!;
      const actor = { brand, operator: owner, ip: '127.0.0.1' };
      await seedDemoChannels(db, brand);
      const bank = (await listPlayerChannels(db, brand, 'EN')).find((channel) => channel.type === 'bank')!;
      // 10% of each later deposit of 300.00 or more, up to 150.00, wagered 3 × (bonus + deposit). Up to eight
      // rewards a player, more than anyone's five reloads: the per-player limit is not what stops a second bonus.
      const promotion = await createPromotion(db, actor, {
        kind: 'reload',
        titles: { EN: 'Reload 10%' },
        startsAt: hoursFromNow(-1),
        endsAt: hoursFromNow(24),
        enabled: true,
        reward: { type: 'percent', value: '10', cap: baht(CAP), minDeposit: baht(MIN_DEPOSIT) },
        wagering: { multiple: WAGERING_MULTIPLE, base: 'bonus_deposit' },
        limits: { perPlayer: 8, budget: '1000000.00' },
      });
      const promotionId = BigInt(promotion.id);

      // One player in five joins; each credits a first deposit, then three to five more, of 100.00 to 2,999.99,
      // fifty players' deposits a transaction.
      const depositsOf = new Map<bigint, bigint[]>();
      const members = new Set<bigint>();
      await Promise.all(
        Array.from({ length: LANES }, async (_, lane) => {
          for (let index = lane; index < PLAYERS; index += LANES) {
            const playerId = await newLedgerPlayer(nodes.handle, brand.id, 'db');
            depositsOf.set(
              playerId,
              Array.from(
                { length: 4 + (index % 3) },
                (_, nth) => 10_000n + BigInt((index * 7_919 + nth * 104_729) % 290_000),
              ),
            );
            if (index % 5 !== 0) continue;
            await joinPromotion(db, brand, (await findPlayerById(db, brand.id, playerId))!, promotionId);
            members.add(playerId);
          }
        }),
      );
      /** Each qualifying deposit's bonus and its wagering requirement, by hand. */
      const expected = new Map<string, [bigint, bigint]>();
      const players = [...depositsOf.keys()];
      let credited = 0;
      for (let start = 0; start < players.length; start += CREDITED_TOGETHER) {
        const items = players
          .slice(start, start + CREDITED_TOGETHER)
          .flatMap((playerId) => depositsOf.get(playerId)!.map((amount, nth) => ({ playerId, amount, nth })));
        const ids = await creditDepositsInBulk(
          db,
          { brand, channel: bank, decidedBy: owner.username },
          items,
        );
        credited += ids.length;
        items.forEach(({ playerId, amount, nth }, n) => {
          // A member's later deposit, large enough (a first deposit is no reload).
          if (nth === 0 || !members.has(playerId) || amount < MIN_DEPOSIT) return;
          const bonus = amount / 10n > CAP ? CAP : amount / 10n;
          expected.set(`deposit:${ids[n]}`, [bonus, BigInt(WAGERING_MULTIPLE) * (bonus + amount)]);
        });
      }
      const owed = [...expected.values()].reduce((sum, [bonus]) => sum + bonus, 0n);
      // Many of the consumer's batches before the bonuses it adds to the stream.
      expect(credited).toBeGreaterThan(2_000);
      expect(expected.size).toBeGreaterThan(200);

      const paid = async () =>
        (
          await rowsOf<{ rewards: number; unpaid: number }>(
            db,
            sql`select count(*)::int as rewards, count(*) filter (where bonus_id is null)::int as unpaid
              from promotion_rewards where promotion_id = ${promotionId}`,
          )
        )[0]!;
      const [doomed, ...successors] = await starting;
      doomed.release();
      await waitFor('a first batch of bonuses', async () => (await paid()).rewards > 0, { everyMs: 20 });
      await doomed.kill();
      // Whole batches were paid, the one under way at the kill not at all.
      const atTheKill = await paid();
      expect(atTheKill.rewards).toBeLessThan(expected.size);
      expect(atTheKill.unpaid).toBe(0);

      // The job claims its own work (no job lease): both successors consume side by side at once, only the stream
      // cursor's lock keeping them apart, and the dead worker's open batch simply rolled back.
      for (const node of successors) node.release();
      await waitFor('every bonus to be paid', async () => (await paid()).rewards >= expected.size, {
        timeoutMs: 75_000,
      });
      // Stopping waits for the runs under way: nothing is paid after this.
      await Promise.all(successors.map((node) => node.stop()));

      // One bonus per qualifying deposit, whichever worker paid it; none for any other deposit.
      const rewards = await rowsOf<{
        source_ref: string;
        rewards: number;
        amount: bigint;
        requirement: bigint;
      }>(
        db,
        sql`select r.source_ref, count(*)::int as rewards, sum(b.amount)::bigint as amount,
            sum(b.requirement)::bigint as requirement
          from promotion_rewards r join bonuses b on b.id = r.bonus_id
          where r.promotion_id = ${promotionId} group by r.source_ref`,
      );
      expect(
        new Map(
          rewards.map((row) => [row.source_ref, [row.rewards, BigInt(row.amount), BigInt(row.requirement)]]),
        ),
      ).toEqual(new Map([...expected].map(([source, amounts]) => [source, [1, ...amounts]])));
      // No bonus of the promotion outside those rewards, and its budget charged what was paid.
      const [granted] = await rowsOf<{ bonuses: number; amount: bigint; spent: bigint }>(
        db,
        sql`select count(*)::int as bonuses, sum(amount)::bigint as amount,
            (select spent from promotions where id = ${promotionId}) as spent
          from bonuses where source_kind = 'promotion' and source_ref = ${promotion.id}`,
      );
      expect([granted!.bonuses, BigInt(granted!.amount), BigInt(granted!.spent)]).toEqual([
        expected.size,
        owed,
        owed,
      ]);
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

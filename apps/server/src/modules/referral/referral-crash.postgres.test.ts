/**
 * The referral job across real processes: a worker deciding hundreds of qualified friends is SIGKILLed part-way,
 * two workers take over at once, and every referrer ends with one reward per qualified friend, none for a
 * self-referral. Only the PostgreSQL project runs this file: PGlite is one process's database.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditDepositsInBulk } from '../../test-support/deposits.ts';
import { insertAccounts } from '../../test-support/downlines.ts';
import { expectBrandLedgerBalanced } from '../../test-support/ledger.ts';
import { rowsOf, startHeldJobWorkers, useNodesDatabase, waitFor } from '../../test-support/platform-nodes.ts';
import { listPlayerChannels, seedDemoChannels } from '../deposits/index.ts';
import { findFirstOwner } from '../operators/index.ts';
import { referralJob } from './index.ts';
import { updateReferralRules } from './settings.ts';

const FRIENDS = 400;
const REWARD = 5_000n;
/** The referrers' own address: a friend registered from it is the referrer under another name. */
const REFERRER_IP = '198.51.100.7';

const file = useNodesDatabase();

describe('referral rewards across processes', () => {
  it(
    'pays each qualified friend’s referrer once after a worker is SIGKILLed mid-backlog and two workers take over',
    { timeout: 120_000 },
    async () => {
      const { nodes, brand } = file;
      const db = nodes.handle.db;
      const starting = startHeldJobWorkers(nodes, referralJob.name);

      const owner = (await findFirstOwner(db, brand.id))!;
      await updateReferralRules(
        db,
        { brand, operator: owner, ip: '127.0.0.1' },
        {
          currencyCode: brand.currencyCode,
          rules: {
            reward: '50.00',
            minFirstDeposit: '100.00',
            minValidBet: '0.00',
            qualifyDays: 7,
            wageringMultiple: 1,
          },
        },
      );
      // Four referrers with a hundred friends each; every tenth friend registered from its referrer's address.
      const referrers = await insertAccounts(db, {
        brandId: brand.id,
        uplineId: null,
        prefix: 'rcref',
        count: 4,
      });
      await db.execute(sql`update players set registration_ip = ${REFERRER_IP}
        where id = any(${`{${referrers.join(',')}}`}::bigint[])`);
      const friends = await insertAccounts(db, {
        brandId: brand.id,
        uplineId: null,
        prefix: 'rcfr',
        count: FRIENDS,
      });
      const referrerOf = new Map(
        friends.map((friend, index) => [friend, referrers[index % referrers.length]!]),
      );
      const selfReferred = new Set(friends.filter((_, index) => index % 10 === 9));
      for (const [friend, referrer] of referrerOf)
        await db.execute(sql`update players set referred_by_id = ${referrer},
          registration_ip = ${selfReferred.has(friend) ? REFERRER_IP : '192.0.2.1'} where id = ${friend}`);
      // Every friend's first deposit qualifies it.
      await seedDemoChannels(db, brand);
      const bank = (await listPlayerChannels(db, brand, 'EN')).find((channel) => channel.type === 'bank')!;
      await creditDepositsInBulk(
        db,
        { brand, channel: bank, decidedBy: owner.username },
        friends.map((playerId) => ({ playerId, amount: 20_000n })),
      );

      const decided = async () =>
        (
          await rowsOf<{ decided: number }>(
            db,
            sql`select count(*)::int as decided from referral_friends where status <> 'pending'`,
          )
        )[0]!.decided;
      const [doomed, ...successors] = await starting;
      doomed.release();
      await waitFor('a first batch of decisions', async () => (await decided()) > 0, { everyMs: 20 });
      await doomed.kill();
      expect(await decided()).toBeLessThan(FRIENDS);
      for (const node of successors) node.release();
      await waitFor('every friend to be decided', async () => (await decided()) >= FRIENDS, {
        timeoutMs: 75_000,
      });
      await Promise.all(successors.map((node) => node.stop()));

      // One reward per qualified friend, to its referrer; the self-referrals flagged and paid nothing.
      const bonuses = await rowsOf<{
        player_id: string;
        source_ref: string;
        bonuses: number;
        amount: string;
      }>(
        db,
        sql`select player_id::text, source_ref, count(*)::int as bonuses, sum(amount)::text as amount
          from bonuses where source_kind = 'referral' group by player_id, source_ref`,
      );
      const qualified = friends.filter((friend) => !selfReferred.has(friend));
      expect(
        new Map(bonuses.map((row) => [row.source_ref, [row.player_id, row.bonuses, BigInt(row.amount)]])),
      ).toEqual(
        new Map(qualified.map((friend) => [`friend:${friend}`, [String(referrerOf.get(friend)), 1, REWARD]])),
      );
      const statuses = await rowsOf<{ status: string; friends: number }>(
        db,
        sql`select status, count(*)::int as friends from referral_friends group by status order by status`,
      );
      expect(statuses).toEqual([
        { status: 'qualified', friends: qualified.length },
        { status: 'self_referral', friends: selfReferred.size },
      ]);
      await expectBrandLedgerBalanced(db, brand.id);
    },
  );
});

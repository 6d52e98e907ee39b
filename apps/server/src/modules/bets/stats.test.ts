import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import { adjust, expectLedgerBalanced, newMember } from '../../test-support/wallet.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'STATSV', gameTypes: ['LIVE'] }));
});
afterAll(() => t.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('the stats job', () => {
  it('totals a round settled through the wallet fast path and an adjustment, per player and local hour', async () => {
    const member = await newMember(t, { username: 'statsplayer', paymentPassword: null });
    expect((await adjust(t, member, '100.00')).statusCode).toBe(201);
    const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
    const gameCode = vendor.games[0]!.gameCode;
    const common = { playerId: member.id, roundId: 'stats-r1', gameCode, currency: 'THB' };
    expect(
      (await wallet.bet({ ...common, sessionToken: token, transactionId: 'stats-b1', amount: '10.00' }))
        .status,
    ).toBe('OK');
    expect(
      (await wallet.win({ ...common, transactionId: 'stats-w1', amount: '25.00', roundClosed: true })).status,
    ).toBe('OK');
    const [streamed] = rowsOf<{
      product: string;
      rounds: number;
      stake: bigint;
      payout: bigint;
      valid_bet: bigint;
    }>(
      await t.database.db.execute(sql`
        select s.product, s.rounds, s.stake, s.payout, s.valid_bet from rounds_stream s
        join game_rounds r on r.id = s.round_id where r.round_ref = 'stats-r1'`),
    );
    // Live: valid bet = min(stake, |payout − stake|).
    expect(streamed).toMatchObject({
      product: 'casino',
      rounds: 1,
      stake: 1000n,
      payout: 2500n,
      valid_bet: 1000n,
    });

    expect(await t.app.jobs.runNow('bets.stats')).toBe(true);
    const bets = rowsOf<{
      game_type: string;
      rounds: number;
      stake: bigint;
      payout: bigint;
      hour: Date | string;
    }>(
      await t.database.db.execute(sql`
        select game_type, rounds, stake, payout, hour from player_hourly_bets where player_id = ${member.id}`),
    );
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ game_type: 'LIVE', rounds: 1, stake: 1000n, payout: 2500n });
    expect(new Date(bets[0]!.hour).getUTCMinutes()).toBe(0);
    const money = rowsOf<{ adjustments: bigint; deposits: bigint }>(
      await t.database.db.execute(
        sql`select adjustments, deposits from player_hourly_money where player_id = ${member.id}`,
      ),
    );
    expect(money).toEqual([{ adjustments: 10000n, deposits: 0n }]);
    await expectLedgerBalanced(t);
  });

  // Transfers written straight into the table (no entries): what the consumer reads, not a ledger posting.
  it('counts a pending transfer in the hour it posts, once, and a voided one never', async () => {
    const member = await newMember(t, { username: 'statspending', paymentPassword: null });
    const [brand] = rowsOf<{ brand_id: bigint }>(
      await t.database.db.execute(sql`select brand_id from players where id = ${member.id}`),
    );
    const pending = (key: string) => sql`
      insert into ledger_transfers (brand_id, currency, idempotency_key, request_hash, kind, status, debit_account,
        credit_account, amount)
      values (${brand!.brand_id}, 'THB', ${key}, '', 'withdrawal', 'pending', ${`player:${member.id}:player_cash`},
        'house:withdrawals_clearing', 700)`;
    await t.database.db.execute(pending('stats-paid'));
    await t.database.db.execute(pending('stats-voided'));
    await t.app.jobs.runNow('bets.stats');
    const withdrawals = async () =>
      rowsOf<{ withdrawals: bigint }>(
        await t.database.db.execute(
          sql`select coalesce(sum(withdrawals), 0)::bigint as withdrawals from player_hourly_money
              where player_id = ${member.id}`,
        ),
      )[0]!.withdrawals;
    expect(await withdrawals()).toBe(0n);
    await t.database.db.execute(
      sql`update ledger_transfers set status = 'posted', resolved_at = now() where idempotency_key = 'stats-paid'`,
    );
    await t.database.db.execute(
      sql`update ledger_transfers set status = 'voided', resolved_at = now() where idempotency_key = 'stats-voided'`,
    );
    await t.app.jobs.runNow('bets.stats');
    await t.app.jobs.runNow('bets.stats');
    expect(await withdrawals()).toBe(700n);
  });
});

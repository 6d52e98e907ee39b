import type { Dashboard } from '@croupier/contracts';
import { dayIn, startOfDayIn } from '@croupier/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChannel, decide, requestDeposit } from '../../test-support/deposits.ts';
import { addOperator } from '../../test-support/operators.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { startVendorWalletApp } from '../../test-support/vendor-app.ts';
import { openLaunchSession, type ConnectedVendor, type WalletClient } from '../../test-support/vendor.ts';
import { adjust, newMember, operatorAuth } from '../../test-support/wallet.ts';
import { paidWithdrawal, withdraw } from '../../test-support/withdrawals.ts';

let t: TestApp;
let vendor: ConnectedVendor;
let wallet: WalletClient;

beforeAll(async () => {
  ({ t, vendor, wallet } = await startVendorWalletApp({ vassalage: 'DASHV', gameTypes: ['RNG'] }));
});
afterAll(() => t.close());

async function dashboard(): Promise<Dashboard> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/admin-api/v1/dashboard',
    headers: await operatorAuth(t),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const todayOf = (board: Dashboard) => board.days.at(-1)!;
const dayOf = (board: Dashboard, day: string) => board.days.find((d) => d.day === day)!;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('the console dashboard', () => {
  it("shows today's deposits, withdrawals, GGR, new players and queues as the brand's calendar counts them", async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(14);
    expect(before.today).toBe(dayIn(new Date(), before.timezone));
    expect(todayOf(before).day).toBe(before.today);

    const member = await newMember(t, { username: 'dashplayer' });
    await adjust(t, member, '1000.00');
    const channel = await addChannel(t, 'bank');
    const approved = await requestDeposit(t, member, { channelId: channel.id, amount: '500.00' });
    expect((await decide(t, approved.json<{ id: string }>().id, 'approve')).statusCode).toBe(200);
    expect((await requestDeposit(t, member, { channelId: channel.id, amount: '300.00' })).statusCode).toBe(
      201,
    );
    await paidWithdrawal(t, member, '200.00');
    expect((await withdraw(t, member, '100.00')).statusCode).toBe(201);
    const token = await openLaunchSession(t.database.db, { vendor, playerId: member.id });
    const round = {
      playerId: member.id,
      roundId: 'dash-r1',
      gameCode: vendor.games[0]!.gameCode,
      currency: 'THB',
    };
    await wallet.bet({ ...round, sessionToken: token, transactionId: 'dash-b1', amount: '40.00' });
    await wallet.win({ ...round, transactionId: 'dash-w1', amount: '15.00', roundClosed: true });

    const after = await dashboard();
    const [was, now] = [todayOf(before), todayOf(after)];
    expect(now.deposits - was.deposits).toBe(1);
    expect(cents(now.depositAmount) - cents(was.depositAmount)).toBe(50_000);
    expect(now.withdrawals - was.withdrawals).toBe(1);
    expect(cents(now.withdrawalAmount) - cents(was.withdrawalAmount)).toBe(20_000);
    // GGR = stake − payout: the house kept 25.00 of the 40.00 staked.
    expect(cents(now.stake) - cents(was.stake)).toBe(4_000);
    expect(cents(now.ggr) - cents(was.ggr)).toBe(2_500);
    expect(now.newPlayers - was.newPlayers).toBe(1);
    expect(after.pending.deposits - before.pending.deposits).toBe(1);
    expect(after.pending.withdrawals - before.pending.withdrawals).toBe(1);
  });

  it('puts a deposit approved at 23:30 brand time on that day, not on the UTC day', async () => {
    const board = await dashboard();
    const yesterday = board.days.at(-2)!.day;
    const lateEvening = new Date(startOfDayIn(board.today, board.timezone)!.getTime() - 30 * 60_000);
    expect(dayIn(lateEvening, board.timezone)).toBe(yesterday);
    const member = await newMember(t, { username: 'dashlate' });
    const channel = await addChannel(t, 'bank', { name: 'Late bank' });
    const deposit = await requestDeposit(t, member, { channelId: channel.id, amount: '700.00' });
    const id = deposit.json<{ id: string }>().id;
    expect((await decide(t, id, 'approve')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update deposits set decided_at = ${lateEvening.toISOString()}::timestamptz where id = ${BigInt(id)}`,
    );
    const after = await dashboard();
    expect(cents(dayOf(after, yesterday).depositAmount) - cents(dayOf(board, yesterday).depositAmount)).toBe(
      70_000,
    );
    expect(todayOf(after).depositAmount).toBe(todayOf(board).depositAmount);
  });

  it('is for the revenue readers: support is refused', async () => {
    const support = await addOperator(t, 'dashsupport', 'support');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/dashboard',
      headers: support.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});

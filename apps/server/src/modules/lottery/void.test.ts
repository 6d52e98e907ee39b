import type { LotteryAdminIssuesPage, LotteryBet, LotteryVoidResult } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyLottery, fundedMembers, revealFixedResult, sscIssueOnSale } from '../../test-support/lottery.ts';
import { rowsOf } from '../../test-support/platform-nodes.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { adjust, expectLedgerBalanced, operatorAuth, walletOf } from '../../test-support/wallet.ts';
import { runSettlement, settleIssueBatch } from './index.ts';

/**
 * A void of an issue settlement has begun or finished (DOMAIN.md: a void issue refunds every ticket): every
 * ticket refunded once, paid ones giving back their win and rebate, never below a player's zero, over HTTP.
 * Results are fixed vectors: SSC 3 4 5 1 2 at the default prize group 1950.
 */
let t: TestApp;

const RESULT = [3, 4, 5, 1, 2];
const line = (play: string, selection: string, prizeGroup?: number) => ({
  play: `ssc.${play}`,
  selection,
  unit: '1' as const,
  multiple: 1,
  ...(prizeGroup ? { prizeGroup } : {}),
});
/** Wins 1,950.00; wins 195.00; loses; loses but earns a rebate of its lower group ((1950 − 1800) / 20 = 7.5 % of 2.00). */
const SLIP = [
  line('back3.straight', '5|1|2'),
  line('back2.straight', '1|2'),
  line('back2.straight', '9|9'),
  line('back2.straight', '8|8', 1800),
];

async function voidIssue(gameCode: string, issueNo: string) {
  return t.app.inject({
    method: 'POST',
    url: `/admin-api/v1/lottery/games/${gameCode}/issues/${issueNo}/void`,
    headers: await operatorAuth(t),
    payload: { reason: 'Result feed was wrong' },
  });
}

const ticketsOf = (issueId: bigint) =>
  rowsOf<{ id: string; status: string; shortfall: string }>(
    t.database.db,
    sql`select id::text, status, shortfall::text from lottery_tickets where issue_id = ${issueId} order by id`,
  );

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a void after settlement began', () => {
  it('stops the settlement workers and refunds every ticket once, paid or not: wallets end where they began', async () => {
    const members = await fundedMembers(t, 'voidmember', 6);
    const issueNo = await sscIssueOnSale(t, 'V-MID');
    const before = await Promise.all(members.map(async (member) => (await walletOf(t, member)).balance));
    for (const member of members) {
      const bet: LotteryBet = { gameCode: 'V-MID', issueNo, items: SLIP };
      const bought = await buyLottery(t, member, bet);
      expect(bought.statusCode, bought.body).toBe(201);
    }
    const issueId = await revealFixedResult(t, 'V-MID', issueNo, RESULT);
    // A first batch of each lane pays one player's tickets (members[0] is its lane's first); then a worker settles
    // batch after batch while the void runs.
    expect(await settleIssueBatch(t.database.db, issueId, 4)).toBe(true);
    // 5,000.00 − 8.00 staked + 1,950.00 + 195.00 won + 0.15 rebate.
    expect((await walletOf(t, members[0]!)).balance).toBe('7137.15');
    const worker = (async () => {
      while (await settleIssueBatch(t.database.db, issueId, 3));
    })();
    const [voided] = await Promise.all([voidIssue('V-MID', issueNo), worker]);
    expect(voided.statusCode, voided.body).toBe(200);
    const { refunds } = voided.json<LotteryVoidResult>();
    expect(refunds).toHaveLength(24);
    expect(refunds.every((refund) => refund.amount === '2.00' && refund.shortfall === '0.00')).toBe(true);
    // Whatever the worker paid before the void is given back; after it, workers claim nothing.
    await runSettlement(t.database.db);
    const tickets = await ticketsOf(issueId);
    expect(tickets.map((ticket) => ticket.status)).toEqual(Array(24).fill('refunded'));
    for (const [n, member] of members.entries()) expect((await walletOf(t, member)).balance).toBe(before[n]);
    const moves = await rowsOf<{ key: string }>(
      t.database.db,
      sql`select idempotency_key as key from ledger_transfers where idempotency_key like 'lottery:refund:%' and reference = any(${`{${tickets
        .map((ticket) => ticket.id)
        .join(',')}}`}::text[])`,
    );
    expect(moves).toHaveLength(24);
    const rounds = await rowsOf<{ status: string; stake: string; payout: string }>(
      t.database.db,
      sql`select r.status, coalesce(sum(s.stake), 0)::text as stake, coalesce(sum(s.payout), 0)::text as payout
        from game_rounds r join lottery_tickets lt on r.vassalage = 'lottery' and r.round_ref = lt.id::text
          left join rounds_stream s on s.round_id = r.id
        where lt.issue_id = ${issueId} group by r.status`,
    );
    // Settled rounds were taken back out of the bets stream: the betting record counts the issue for nothing.
    expect(rounds).toEqual([{ status: 'cancelled', stake: '0', payout: '0' }]);
    expect((await voidIssue('V-MID', issueNo)).statusCode).toBe(409);
    await expectLedgerBalanced(t);
  });

  it('takes a spent win back as far as the cash goes and shows the rest on the console’s issue page', async () => {
    const [member] = await fundedMembers(t, 'voidspender', 1);
    const issueNo = await sscIssueOnSale(t, 'V-SPENT');
    expect((await adjust(t, member!, '-4998.00')).statusCode).toBe(201);
    const bought = await buyLottery(t, member!, { gameCode: 'V-SPENT', issueNo, items: [SLIP[0]!] });
    expect(bought.statusCode, bought.body).toBe(201);
    await revealFixedResult(t, 'V-SPENT', issueNo, RESULT);
    await runSettlement(t.database.db);
    expect((await walletOf(t, member!)).balance).toBe('1950.00');
    // The member spends the win before the operator voids the issue.
    expect((await adjust(t, member!, '-1950.00')).statusCode).toBe(201);
    const voided = await voidIssue('V-SPENT', issueNo);
    expect(voided.statusCode, voided.body).toBe(200);
    const result = voided.json<LotteryVoidResult>();
    // The stake refunded (2.00) pays part of the win taken back; 1,948.00 stays owed.
    expect(result.refunds).toEqual([
      expect.objectContaining({ amount: '2.00', takenBack: '2.00', shortfall: '1948.00' }),
    ]);
    expect(result.issue).toMatchObject({ status: 'void', shortfall: '1948.00' });
    expect((await walletOf(t, member!)).balance).toBe('0.00');
    const page = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/lottery/games/V-SPENT/issues',
      headers: await operatorAuth(t),
    });
    const listed = page.json<LotteryAdminIssuesPage>().items.find((issue) => issue.issueNo === issueNo);
    expect(listed).toMatchObject({ status: 'void', shortfall: '1948.00' });
    await expectLedgerBalanced(t);
  });
});

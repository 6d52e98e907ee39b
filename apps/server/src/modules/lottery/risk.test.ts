import type {
  LotteryBetResult,
  LotteryExposure,
  LotterySettings,
  LotteryTicketsPage,
  LotteryVoidResult,
} from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buyLottery,
  currentIssueOf,
  DEFAULT_SETTINGS_INPUT,
  drawLottery,
  fundedMembers,
  patchLotterySettings,
  saveLotterySettings,
  sscIssueOnSale,
} from '../../test-support/lottery.ts';
import { addOperator, type TestOperator } from '../../test-support/operators.ts';
import { rowsOf } from '../../test-support/platform-nodes.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { expectLedgerBalanced, operatorAuth, walletOf, type TestMember } from '../../test-support/wallet.ts';

/**
 * The brand's limits and caps over HTTP, with slips fired at once: a number's liability never passes its cap, a
 * player never passes the limit per issue, a replayed Idempotency-Key moves money once, and a void refunds.
 */
let t: TestApp;
let support: TestOperator;
const members: TestMember[] = [];

const TWO_STAR = { play: 'ssc.back2.straight', selection: '1|2', unit: '1', multiple: 1 } as const;
const EVERY_TWO_STAR = '0,1,2,3,4,5,6,7,8,9|0,1,2,3,4,5,6,7,8,9';

const settings = (patch: Partial<LotterySettings>) => patchLotterySettings(t, patch);
const onSale = (code: string) => sscIssueOnSale(t, code);

const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

beforeAll(async () => {
  t = await startTestApp();
  support = await addOperator(t, 'lottery-risk-support', 'support');
  members.push(...(await fundedMembers(t, 'riskmember', 8)));
});
afterEach(() => settings({}));
afterAll(() => t.close());

describe('the brand’s lottery settings', () => {
  it('are read by support, saved only by an owner or admin (audited), and refused when invalid', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/admin-api/v1/lottery/settings',
      headers: support.auth,
    });
    expect(read.json()).toEqual(DEFAULT_SETTINGS_INPUT);
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/admin-api/v1/lottery/settings',
      headers: support.auth,
      payload: DEFAULT_SETTINGS_INPUT,
    });
    expect(denied.statusCode).toBe(403);
    const invalid = await saveLotterySettings(t, {
      ...DEFAULT_SETTINGS_INPUT,
      prizeGroups: [1900, 1960],
      overrides: { 'vn-mb.lo2.price': '27.5', 'nope.odds': '3' },
      minLineStake: '50.00',
      maxLineStake: '10.00',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ fields: Record<string, string> }>().fields).toEqual({
      prizeGroups: 'NOT_ALLOWED',
      'overrides.vn-mb.lo2.price': 'INVALID',
      'overrides.nope.odds': 'INVALID',
      minLineStake: 'NOT_ALLOWED',
    });
    await settings({ overrides: { 'thai.top3': '850' }, numberCap: '5000.00', capMode: 'half' });
    const plays = await t.app.inject({ method: 'GET', url: '/api/v1/lottery/games/THAI/plays' });
    expect(
      plays.json<{ play: string; odds: string }[]>().find((play) => play.play === 'thai.top3')!.odds,
    ).toBe('850');
    const audit = await rowsOf<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where action = 'lottery.settings.update'`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });
});

describe('risk limits under concurrency', () => {
  it('stops a number at its cap: of eight slips fired at once only the five that fit are sold', async () => {
    // One 2-star note at group 1950 pays 195.00: the cap holds five of them on the number 12.
    await settings({ numberCap: '975.00' });
    const issueNo = await onSale('R-CAP');
    const responses = await Promise.all(
      members.map((member) => buyLottery(t, member, { gameCode: 'R-CAP', issueNo, items: [TWO_STAR] })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused.map((response) => [response.statusCode, codeOf(response)])).toEqual(
      Array.from({ length: 3 }, () => [422, 'NUMBER_CAPPED']),
    );
    const current = await currentIssueOf(t, 'R-CAP');
    expect(current.capMode).toBe('stop');
    expect(current.cappedNumbers).toEqual([{ play: 'ssc.back2.straight', number: '12' }]);
    const exposure = await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/lottery/games/R-CAP/issues/${issueNo}/exposure`,
      headers: await operatorAuth(t),
    });
    expect(exposure.json<LotteryExposure>()).toMatchObject({
      numberCap: '975.00',
      stake: '10.00',
      tickets: 5,
      numbers: [{ play: 'ssc.back2.straight', number: '12', liability: '975.00', capped: true }],
    });
    await expectLedgerBalanced(t);
  });

  it('lists the exposure of an issue by liability, the largest first', async () => {
    await settings({ numberCap: '100000.00' });
    const issueNo = await onSale('R-ORDER');
    // 975.00 and 1,950.00: as text the smaller would sort first ('97500' > '195000').
    const items = [
      { ...TWO_STAR, selection: '3|4', multiple: 5 },
      { ...TWO_STAR, selection: '5|6', multiple: 10 },
    ];
    const bought = await buyLottery(t, members[0]!, { gameCode: 'R-ORDER', issueNo, items });
    expect(bought.statusCode, bought.body).toBe(201);
    const exposure = await t.app.inject({
      method: 'GET',
      url: `/admin-api/v1/lottery/games/R-ORDER/issues/${issueNo}/exposure`,
      headers: await operatorAuth(t),
    });
    expect(
      exposure.json<LotteryExposure>().numbers.map(({ number, liability }) => [number, liability]),
    ).toEqual([
      ['56', '1950.00'],
      ['34', '975.00'],
    ]);
  });

  it('sells past the cap at half pay in half mode, says so before purchase, and pays half', async () => {
    await settings({ numberCap: '195.00', capMode: 'half' });
    const issueNo = await onSale('R-HALF');
    const line = { ...TWO_STAR, selection: EVERY_TWO_STAR };
    const [first, second] = members;
    const full = await buyLottery(t, first!, { gameCode: 'R-HALF', issueNo, items: [line] });
    expect(full.statusCode, full.body).toBe(201);
    const current = await currentIssueOf(t, 'R-HALF');
    expect(current.capMode).toBe('half');
    expect(current.cappedNumbers).toHaveLength(100);
    const half = await buyLottery(t, second!, { gameCode: 'R-HALF', issueNo, items: [line] });
    expect(half.statusCode, half.body).toBe(201);
    await drawLottery(t);
    const ticketOf = async (member: TestMember) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/lottery/tickets?gameCode=R-HALF',
          headers: member.auth,
        })
      ).json<LotteryTicketsPage>().items[0]!;
    // Every two-star number is covered: one note of 195.00 wins, halved for the ticket sold past the cap.
    expect(await ticketOf(first!)).toMatchObject({ stake: '200.00', halfPay: false, win: '195.00' });
    expect(await ticketOf(second!)).toMatchObject({ stake: '200.00', halfPay: true, win: '97.50' });
    await expectLedgerBalanced(t);
  });

  it('keeps a player within the limit per issue when slips are fired at once, and lines within their limits', async () => {
    await settings({ maxPlayerIssueStake: '10.00', minLineStake: '1.00', maxLineStake: '8.00' });
    const issueNo = await onSale('R-LIMIT');
    const [member] = members;
    const before = (await walletOf(t, member!)).balance;
    const slip = { gameCode: 'R-LIMIT', issueNo, items: [{ ...TWO_STAR, multiple: 2 }] };
    const responses = await Promise.all(Array.from({ length: 5 }, () => buyLottery(t, member!, slip)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((response) => codeOf(response) === 'PLAYER_ISSUE_LIMIT')).toHaveLength(3);
    expect(Number((await walletOf(t, member!)).balance)).toBe(Number(before) - 8);
    const small = await buyLottery(t, members[1]!, {
      gameCode: 'R-LIMIT',
      issueNo,
      items: [{ ...TWO_STAR, unit: '0.1' }],
    });
    expect(small.statusCode).toBe(422);
    expect(small.json<{ fields: Record<string, string> }>().fields).toEqual({
      'items.0.multiple': 'LINE_STAKE_OUT_OF_RANGE',
    });
    await expectLedgerBalanced(t);
  });

  it('moves money once for replays of one Idempotency-Key fired at once, and refuses the key for another slip', async () => {
    const issueNo = await onSale('R-IDEM');
    const [member] = members;
    const before = Number(await walletOf(t, member!).then((wallet) => wallet.balance));
    const slip = { gameCode: 'R-IDEM', issueNo, items: [TWO_STAR] };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => buyLottery(t, member!, slip, 'slip-1')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(responses.map((response) => response.json<LotteryBetResult>().ticketIds.join()));
    expect(ids.size).toBe(1);
    expect(Number((await walletOf(t, member!)).balance)).toBe(before - 2);
    const other = await buyLottery(t, member!, { ...slip, items: [{ ...TWO_STAR, multiple: 2 }] }, 'slip-1');
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe('IDEMPOTENCY_CONFLICT');
    await expectLedgerBalanced(t);
  });
});

describe('a void', () => {
  it('refunds every ticket of the issue, cancels their rounds, and cannot be repeated', async () => {
    const issueNo = await onSale('R-VOID');
    const balances = await Promise.all(
      members.slice(0, 3).map(async (member) => (await walletOf(t, member)).balance),
    );
    for (const member of members.slice(0, 3)) {
      const bought = await buyLottery(t, member, {
        gameCode: 'R-VOID',
        issueNo,
        items: [TWO_STAR, TWO_STAR],
      });
      expect(bought.statusCode, bought.body).toBe(201);
    }
    const url = `/admin-api/v1/lottery/games/R-VOID/issues/${issueNo}/void`;
    const headers = await operatorAuth(t);
    const voided = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Feed outage' } });
    expect(voided.statusCode, voided.body).toBe(200);
    const { refunds } = voided.json<LotteryVoidResult>();
    expect(refunds).toHaveLength(6);
    expect(refunds.every((refund) => refund.amount === '2.00')).toBe(true);
    for (const [i, member] of members.slice(0, 3).entries())
      expect((await walletOf(t, member)).balance).toBe(balances[i]);
    const rounds = await rowsOf<{ status: string; count: number }>(
      t.database.db,
      sql`select r.status, count(*)::int as count from game_rounds r
        join lottery_tickets lt on r.vassalage = 'lottery' and r.round_ref = lt.id::text
        join lottery_issues i on i.id = lt.issue_id
        where i.issue_no = ${issueNo} and lt.status = 'refunded' group by r.status`,
    );
    expect(rounds).toEqual([{ status: 'cancelled', count: 6 }]);
    const again = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Twice' } });
    expect(again.statusCode).toBe(409);
    await drawLottery(t);
    for (const [i, member] of members.slice(0, 3).entries())
      expect((await walletOf(t, member)).balance).toBe(balances[i]);
    await expectLedgerBalanced(t);
  });
});

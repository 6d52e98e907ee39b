import type {
  LotteryBetResult,
  LotteryResultsPage,
  LotteryTicket,
  LotteryTicketsPage,
} from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTrial } from '../../test-support/games.ts';
import {
  buyLottery,
  createTestLottery,
  currentIssueOf,
  DEFAULT_SETTINGS_INPUT,
  drawLottery,
  saveLotterySettings,
} from '../../test-support/lottery.ts';
import { rowsOf } from '../../test-support/platform-nodes.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

/**
 * Tickets over HTTP as a member buys them: one game per family, drawn, settled and paid as computed here by hand
 * from the revealed numbers (the vectors are this file's own, not DOMAIN.md's examples). Amounts in THB (2
 * decimals); the brand's maximum prize group is the default 1950.
 */
let t: TestApp;
let member: TestMember;
const issues = new Map<string, string>();

const FAMILIES = [
  ['T-SSC', 'ssc'],
  ['T-PK10', 'pk10'],
  ['T-K3', 'k3'],
  ['T-11X5', '11x5'],
  ['T-VNMB', 'vn-mb'],
  ['T-THAI', 'thai'],
  ['T-4D', '4d'],
] as const;

const DIGITS = '0,1,2,3,4,5,6,7,8,9';
const LO_PICKS = ['07', '18', '29', '30', '41', '52', '63', '74', '85', '96'];
const FOUR_D_PICKS = ['0420', '1357', '2468', '3141', '5926', '8080', '9999'];

/** Minor units (satang) from a decimal string. */
const minor = (text: string) => BigInt(text.replace('.', ''));
const baht = (satang: bigint) => `${satang / 100n}.${String(satang % 100n).padStart(2, '0')}`;

async function numbersOf(gameCode: string, issueNo: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/lottery/results?gameCode=${gameCode}` });
  const drawn = response.json<LotteryResultsPage>().items.find((item) => item.issueNo === issueNo);
  return drawn!.numbers;
}

async function myTickets(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/lottery/tickets?pageSize=100${query}`,
    headers: member.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LotteryTicketsPage>().items;
}

beforeAll(async () => {
  t = await startTestApp();
  member = await newMember(t, { username: 'lottobuyer' });
  expect((await adjust(t, member, '10000.00')).statusCode).toBe(201);
  for (const [code, family] of FAMILIES) {
    await createTestLottery(t, code, family);
    issues.set(code, (await currentIssueOf(t, code)).current!.issueNo);
  }
});
afterAll(() => t.close());

describe('lottery tickets over HTTP', () => {
  const bought = new Map<string, LotteryBetResult>();
  const slips = {
    'T-SSC': [
      // Back three straight: 5 × 10 × 5 = 250 notes, at group 1900 (a rebate of 2.5 %).
      {
        play: 'ssc.back3.straight',
        selection: `0,1,2,3,4|${DIGITS}|5,6,7,8,9`,
        unit: '0.1',
        multiple: 3,
        prizeGroup: 1900,
      },
      // Every digit of the first position: exactly one of the 10 notes wins.
      { play: 'ssc.fixed', selection: `${DIGITS}||||`, unit: '1', multiple: 2 },
    ],
    'T-PK10': [{ play: 'pk10.positions', selection: '1,2,3,4,5|||||||||', unit: '1', multiple: 1 }],
    'T-K3': [
      { play: 'k3.sum', selection: '3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18', unit: '1', multiple: 1 },
    ],
    'T-11X5': [{ play: '11x5.first', selection: '1,2,3,4,5,6,7,8,9,10,11', unit: '1', multiple: 1 }],
    'T-VNMB': [{ play: 'vn-mb.lo2', selection: LO_PICKS.join(','), unit: '1', multiple: 2 }],
    'T-THAI': [{ play: 'thai.run.top', selection: DIGITS, unit: '1', multiple: 5 }],
    'T-4D': [{ play: '4d.big', selection: FOUR_D_PICKS.join(','), unit: '1', multiple: 1 }],
  } as const;
  const stakes: Record<string, string> = {
    'T-SSC': '190.00', // 250 × 2 × 0.1 × 3 = 150.00, and 10 × 2 × 1 × 2 = 40.00
    'T-PK10': '10.00', // 5 notes × 2
    'T-K3': '32.00', // 16 sums × 2
    'T-11X5': '22.00', // 11 notes × 2
    'T-VNMB': '540.00', // 10 points × 27 units × 2
    'T-THAI': '50.00', // 10 digits × 1 × 5
    'T-4D': '7.00', // 7 numbers × 1
  };

  it('sells one slip per family, one debit each, with the stake the package prices', async () => {
    const before = minor((await walletOf(t, member)).balance);
    for (const [code] of FAMILIES) {
      const response = await buyLottery(t, member, {
        gameCode: code,
        issueNo: issues.get(code)!,
        items: [...slips[code]],
      });
      expect(response.statusCode, response.body).toBe(201);
      const result = response.json<LotteryBetResult>();
      expect(result.stake).toBe(stakes[code]);
      expect(result.ticketIds).toHaveLength(slips[code].length);
      bought.set(code, result);
    }
    const spent = Object.values(stakes).reduce((sum, stake) => sum + minor(stake), 0n);
    expect(minor((await walletOf(t, member)).balance)).toBe(before - spent);
    const pending = await myTickets('&status=pending');
    expect(pending).toHaveLength(8);
    expect(pending.find((ticket) => ticket.play === 'ssc.back3.straight')).toMatchObject({
      gameCode: 'T-SSC',
      unit: '0.1',
      multiple: 3,
      notes: 250,
      prizeGroup: 1900,
      stake: '150.00',
      status: 'pending',
      win: '0.00',
      numbers: null,
    });
  });

  it('refuses a closed issue, an unknown play, a bad selection and a group not offered, moving nothing', async () => {
    const before = (await walletOf(t, member)).balance;
    const issueNo = issues.get('T-SSC')!;
    const line = { play: 'ssc.fixed', selection: '1||||', unit: '1', multiple: 1 } as const;
    const cases = [
      [{ ...line, play: 'pk10.positions' }, 'items.0.play', 'LOTTERY_PLAY_UNKNOWN'],
      [{ ...line, selection: '1,1||||' }, 'items.0.selection', 'SELECTION_DUPLICATE'],
      [{ ...line, selection: '1|2' }, 'items.0.selection', 'SELECTION_TOO_FEW'],
      [{ ...line, prizeGroup: 1960 }, 'items.0.prizeGroup', 'PRIZE_GROUP_NOT_OFFERED'],
    ] as const;
    for (const [item, field, code] of cases) {
      const response = await buyLottery(t, member, { gameCode: 'T-SSC', issueNo, items: [item] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ [field]: code });
    }
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lottery/bets',
      headers: await newTrial(t),
      payload: { gameCode: 'T-SSC', issueNo, items: [line] },
    });
    expect(trial.statusCode).toBe(403);
    expect(trial.json<{ code: string }>().code).toBe('TRIAL_NOT_ALLOWED');
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lottery/bets',
      payload: { gameCode: 'T-SSC', issueNo, items: [line] },
    });
    expect(stranger.json<{ code: string }>().code).toBe('LOGIN_REQUIRED');
    expect((await walletOf(t, member)).balance).toBe(before);
  });

  it('draws, then pays each ticket exactly as computed by hand from the revealed numbers', async () => {
    const before = minor((await walletOf(t, member)).balance);
    // The brand moves its groups after the sale: tickets keep the group and maximum they were sold at.
    const moved = await saveLotterySettings(t, {
      ...DEFAULT_SETTINGS_INPUT,
      maxPrizeGroup: 1980,
      prizeGroups: [1980],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await drawLottery(t);
    const expected = new Map<string, { win: bigint; rebate: bigint }>();
    const ssc = (await numbersOf('T-SSC', issues.get('T-SSC')!)).map(Number);
    // 1900 units per winning 2-unit note at group 1900 (p = 1/1000), × 0.1 × 3 = 570.00; rebate 2.5 % of 150.00.
    const backWins = ssc[2]! <= 4 && ssc[4]! >= 5;
    expected.set('ssc.back3.straight', { win: backWins ? 57000n : 0n, rebate: 375n });
    // Fixed position at 1950, the maximum when sold (p = 1/10): 19.5 units per note, × 2 = 39.00, no rebate.
    expected.set('ssc.fixed', { win: 3900n, rebate: 0n });
    const pk10 = (await numbersOf('T-PK10', issues.get('T-PK10')!)).map(Number);
    expected.set('pk10.positions', { win: pk10[0]! <= 5 ? 1950n : 0n, rebate: 0n });
    // K3 sum s has w(s) of 216 outcomes: one note wins 1950 × 216 / (1000 × w) units, floored to the satang.
    const dice = (await numbersOf('T-K3', issues.get('T-K3')!)).map(Number);
    const sum = dice[0]! + dice[1]! + dice[2]!;
    let ways = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (a + b + c === sum) ways++;
    expected.set('k3.sum', { win: (1950n * 216n * 100n) / (1000n * BigInt(ways)), rebate: 0n });
    // 11x5 first ball, every ball picked: one note wins 1950 × 11 / 1000 = 21.45 units.
    expected.set('11x5.first', { win: 2145n, rebate: 0n });
    // Lô 2 số pays 99 units per number of the 27 ending in a pick, × 2.
    const vn = await numbersOf('T-VNMB', issues.get('T-VNMB')!);
    expect(vn).toHaveLength(27);
    const occurrences = vn.filter((number) => LO_PICKS.includes(number.slice(-2))).length;
    expected.set('vn-mb.lo2', { win: BigInt(occurrences) * 99n * 2n * 100n, rebate: 0n });
    // Thai run top: each distinct digit of the first prize's last three pays 3.2 units, × 5.
    const [firstPrize] = await numbersOf('T-THAI', issues.get('T-THAI')!);
    const distinct = new Set(firstPrize!.slice(-3)).size;
    expected.set('thai.run.top', { win: BigInt(distinct) * 1600n, rebate: 0n });
    // 4D big: 2500 / 1000 / 500 for 1st–3rd, 180 a starter, 60 a consolation, per unit.
    const fourD = await numbersOf('T-4D', issues.get('T-4D')!);
    const tierOdds = (at: number) =>
      at === 0 ? 2500n : at === 1 ? 1000n : at === 2 ? 500n : at < 13 ? 180n : 60n;
    const fourDWin = FOUR_D_PICKS.reduce((total, pick) => {
      const at = fourD.indexOf(pick);
      return at < 0 ? total : total + tierOdds(at) * 100n;
    }, 0n);
    expected.set('4d.big', { win: fourDWin, rebate: 0n });

    const settled = await myTickets();
    expect(settled).toHaveLength(8);
    let paid = 0n;
    for (const ticket of settled) {
      const want = expected.get(ticket.play)!;
      expect({ play: ticket.play, win: ticket.win, rebate: ticket.rebate, status: ticket.status }).toEqual({
        play: ticket.play,
        win: baht(want.win),
        rebate: baht(want.rebate),
        status: want.win > 0n ? 'won' : 'lost',
      });
      expect(ticket.numbers).not.toBeNull();
      paid += want.win + want.rebate;
    }
    expect(minor((await walletOf(t, member)).balance)).toBe(before + paid);

    // Each ticket is a settled round of the bets stream: payout = win + rebate, valid bet = stake.
    const rounds = await rowsOf<{
      round_ref: string;
      product: string;
      status: string;
      stake: string;
      payout: string;
      valid_bet: string;
    }>(
      t.database.db,
      sql`select r.round_ref, r.product, r.status, r.stake::text, r.payout::text, r.valid_bet::text
        from game_rounds r join rounds_stream s on s.round_id = r.id
        where r.vassalage = 'lottery' and r.player_id = ${member.id}`,
    );
    expect(rounds).toHaveLength(8);
    for (const ticket of settled) {
      const round = rounds.find((row) => row.round_ref === ticket.id)!;
      expect(round).toMatchObject({ product: 'lottery', status: 'settled' });
      expect(baht(BigInt(round.stake))).toBe(ticket.stake);
      expect(baht(BigInt(round.payout))).toBe(baht(minor(ticket.win) + minor(ticket.rebate)));
      expect(round.valid_bet).toBe(round.stake);
    }
    await expectLedgerBalanced(t);
  });

  it('refuses a drawn issue with ISSUE_CLOSED and a settled run pays nothing twice', async () => {
    const before = (await walletOf(t, member)).balance;
    const response = await buyLottery(t, member, {
      gameCode: 'T-SSC',
      issueNo: issues.get('T-SSC')!,
      items: [{ play: 'ssc.fixed', selection: '1||||', unit: '1', multiple: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('ISSUE_CLOSED');
    await drawLottery(t);
    expect((await walletOf(t, member)).balance).toBe(before);
    const statuses = await rowsOf(
      t.database.db,
      sql`select distinct status from lottery_issues i
        where exists (select 1 from lottery_tickets t where t.issue_id = i.id)`,
    );
    expect(statuses).toEqual([{ status: 'settled' }]);
    const lines: LotteryTicket[] = await myTickets('&gameCode=T-SSC');
    expect(lines).toHaveLength(2);
  });
});

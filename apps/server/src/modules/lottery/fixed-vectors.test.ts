import type { LotteryBet, LotteryBetResult, LotteryTicketsPage } from '@croupier/contracts';
import type { GameFamily } from '@croupier/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyLottery,
  createTestLottery,
  currentIssueOf,
  patchLotterySettings,
  revealFixedResult,
} from '../../test-support/lottery.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { runSettlement } from './index.ts';
import {
  adjust,
  expectLedgerBalanced,
  newMember,
  walletOf,
  type TestMember,
} from '../../test-support/wallet.ts';

/**
 * Fixed vectors: literal results, literal tickets of each play family bought over HTTP, and the payouts worked
 * out by hand from DOMAIN.md's figures, not from the package. The brand plays at G = 1800 (no rebate), unit 1,
 * multiple 1, in THB: a winning 2-unit note at group g pays g / (1000 × p) units (back-three straight 1,800.00,
 * two-star 180.00, fixed position 18.00); Vietnamese lô pays 99 per occurrence at 27 units a point (MB), đề 99,
 * xiên 2 17; Thai 3 top 900, 3 tote 150, 2 top and bottom 90, run top 3.2; 4D Big 2,500 / 1,000 / 500 / 180 / 60,
 * Small 3,500 / 2,000 / 1,000, per unit.
 */
let t: TestApp;
let member: TestMember;

type Line = [play: string, selection: string, stake: string, win: string];
interface Vector {
  gameCode: string;
  family: GameFamily;
  result: unknown;
  lines: Line[];
}

const VECTORS: Vector[] = [
  {
    gameCode: 'FV-SSC',
    family: 'ssc',
    result: [3, 4, 5, 1, 2],
    lines: [
      ['ssc.back3.straight', '5|1|2', '2.00', '1800.00'],
      ['ssc.back2.straight', '1|2', '2.00', '180.00'],
      ['ssc.fixed', '3||||', '2.00', '18.00'],
      // 组六 of the back three 5 1 2 (p = 6/1000): 1800 / 6 = 300.00.
      ['ssc.back3.group6', '1,2,5', '2.00', '300.00'],
      // The first digit 3 is small (p = 1/2): 3.60.
      ['ssc.bsoe', 'small||||', '2.00', '3.60'],
      ['ssc.front3.straight', '3|4|9', '2.00', '0.00'],
    ],
  },
  {
    gameCode: 'FV-PK10',
    family: 'pk10',
    result: [3, 7, 1, 10, 2, 5, 9, 4, 8, 6],
    lines: [
      // Three notes (3 or 4 first, 7 second): two win 18.00 each.
      ['pk10.positions', '3,4|7||||||||', '6.00', '36.00'],
      // First two 3 + 7 = 10, 8 of the 90 ordered pairs (p = 4/45): 1800 × 45 / 4000 = 20.25.
      ['pk10.top2.sum', '10', '2.00', '20.25'],
    ],
  },
  {
    gameCode: 'FV-K3',
    family: 'k3',
    result: [2, 2, 5],
    lines: [
      // Sum 9 in 25 of 216 throws: 1800 × 216 / 25000 = 15.552, floored to 15.55.
      ['k3.sum', '9', '2.00', '15.55'],
      // A pair of 2s (p = 2/27): 1800 × 27 / 2000 = 24.30.
      ['k3.pair', '2', '2.00', '24.30'],
      // 2 and 5 both thrown (p = 5/36): 1800 × 36 / 5000 = 12.96.
      ['k3.two-different', '2,5', '2.00', '12.96'],
    ],
  },
  {
    gameCode: 'FV-11X5',
    family: '11x5',
    result: [4, 11, 7, 1, 9],
    lines: [
      ['11x5.first', '4', '2.00', '19.80'],
      // Any two of the five (p = 2/11): 1800 × 11 / 2000 = 9.90.
      ['11x5.any2', '4,9', '2.00', '9.90'],
      ['11x5.front3.straight', '4|11|7', '2.00', '1782.00'],
    ],
  },
  {
    gameCode: 'FV-VNMB',
    family: 'vn-mb',
    // 27 numbers; ending 45 three times (ĐB, G1, G4), ending 18 twice (G2, G6).
    result: {
      DB: ['80245'],
      G1: ['11345'],
      G2: ['02718', '55590'],
      G3: ['12301', '45602', '78903', '14704', '25805', '36906'],
      G4: ['1245', '3307', '4408', '5509'],
      G5: ['6610', '7711', '8812', '9913', '1014', '2115'],
      G6: ['316', '417', '518'],
      G7: ['19', '20', '21', '22'],
    },
    lines: [
      // A point costs 27 units; 45 occurs three times: 3 × 99.
      ['vn-mb.lo2', '45', '27.00', '297.00'],
      ['vn-mb.lo2', '18,99', '54.00', '198.00'],
      ['vn-mb.de', '45', '1.00', '99.00'],
      ['vn-mb.de', '18', '1.00', '0.00'],
      // Three pairs of 18, 45, 99: only 18 + 45 all appear, one note of 17.
      ['vn-mb.xien2', '18,45,99', '3.00', '17.00'],
      ['vn-mb.xien3', '18,45,99', '1.00', '0.00'],
    ],
  },
  {
    gameCode: 'FV-THAI',
    family: 'thai',
    result: { firstPrize: '493817', frontThree: ['120', '551'], backThree: ['817', '302'], bottomTwo: '64' },
    lines: [
      ['thai.top3', '817', '1.00', '900.00'],
      ['thai.tote3', '178', '1.00', '150.00'],
      ['thai.top2', '17', '1.00', '90.00'],
      ['thai.bottom2', '64,46', '2.00', '90.00'],
      ['thai.run.top', '8', '1.00', '3.20'],
    ],
  },
  {
    gameCode: 'FV-4D',
    family: '4d',
    result: {
      first: '4821',
      second: '0375',
      third: '9160',
      starter: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'],
      consolation: ['1234', '2345', '3456', '4567', '5678', '6789', '7890', '8901', '9012', '0123'],
    },
    lines: [
      // Second 1,000 + starter 180 + consolation 60; 9998 wins nothing.
      ['4d.big', '0375,5555,0123,9998', '4.00', '1240.00'],
      // Small pays the first three prizes only: 3,500 for 4821, nothing for a starter.
      ['4d.small', '4821,5555', '2.00', '3500.00'],
    ],
  },
];

/** Minor units (satang) from a decimal string. */
const minor = (text: string) => BigInt(text.replace('.', ''));

beforeAll(async () => {
  t = await startTestApp();
  member = await newMember(t, { username: 'vectorbuyer' });
  expect((await adjust(t, member, '1000.00')).statusCode).toBe(201);
  await patchLotterySettings(t, { maxPrizeGroup: 1800, prizeGroups: [1800] });
});
afterAll(() => t.close());

describe('fixed vectors', () => {
  it.each(VECTORS)(
    'pays $gameCode tickets as worked out by hand from its revealed result',
    async (vector) => {
      await createTestLottery(t, vector.gameCode, vector.family);
      const issueNo = (await currentIssueOf(t, vector.gameCode)).current!.issueNo;
      const bet: LotteryBet = {
        gameCode: vector.gameCode,
        issueNo,
        items: vector.lines.map(([play, selection]) => ({ play, selection, unit: '1', multiple: 1 })),
      };
      const bought = await buyLottery(t, member, bet);
      expect(bought.statusCode, bought.body).toBe(201);
      const { ticketIds } = bought.json<LotteryBetResult>();
      await revealFixedResult(t, vector.gameCode, issueNo, vector.result);
      const before = minor((await walletOf(t, member)).balance);
      await runSettlement(t.database.db);
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/lottery/tickets?gameCode=${vector.gameCode}&pageSize=50`,
        headers: member.auth,
      });
      const tickets = page.json<LotteryTicketsPage>().items;
      const got = ticketIds.map((id) => {
        const ticket = tickets.find((candidate) => candidate.id === id)!;
        return [ticket.play, ticket.selection, ticket.stake, ticket.win, ticket.rebate, ticket.status];
      });
      expect(got).toEqual(
        vector.lines.map(([play, selection, stake, win]) => [
          play,
          selection,
          stake,
          win,
          '0.00',
          win === '0.00' ? 'lost' : 'won',
        ]),
      );
      const paid = vector.lines.reduce((sum, line) => sum + minor(line[3]), 0n);
      expect(minor((await walletOf(t, member)).balance)).toBe(before + paid);
      await expectLedgerBalanced(t);
    },
  );
});

import type { LotteryBet } from '@croupier/contracts';

/** A slip of the demo's lottery history: what was bought on which game, and how many minutes before the start. */
export interface DemoSlip {
  minutesAgo: number;
  gameCode: string;
  items: LotteryBet['items'];
}

/** What the demo member bought, and how long ago: a line that always wins, lines that mostly lose. */
export const DEMO_MEMBER_SLIPS: readonly DemoSlip[] = [
  {
    minutesAgo: 40,
    gameCode: 'SSC-1M',
    items: [
      { play: 'ssc.fixed', selection: '0,1,2,3,4,5,6,7,8,9||||', unit: '1', multiple: 1 },
      { play: 'ssc.back3.straight', selection: '1,2|3|4', unit: '1', multiple: 2 },
    ],
  },
  {
    minutesAgo: 30,
    gameCode: 'K3-1M',
    items: [{ play: 'k3.sum', selection: '9,10,11,12', unit: '1', multiple: 1 }],
  },
  {
    minutesAgo: 20,
    gameCode: 'PK10-1M',
    items: [{ play: 'pk10.positions', selection: '1,2,3|||||||||', unit: '0.1', multiple: 5 }],
  },
];

/**
 * The site's lottery regulars (issue 21): direct members of the brand, under no agent, each depositing before
 * the hour of play. Their fast-game slips mix lines that often win (big/small, wide fixed positions) with long
 * shots, so some are paid and some lost; their Vietnamese, Thai and 4D slips wait for the next draw, so the open
 * issues of those games have exposure on the console.
 */
export const DEMO_LOTTERY_REGULARS: readonly {
  username: string;
  /**
   * Where it registered from. They joined with the demo member's referral code; one from the demo member's own
   * address, so the console's referral page has a self-referral to show once it qualifies.
   */
  registrationIp: string;
  deposit: string;
  slips: readonly DemoSlip[];
}[] = [
  {
    username: 'lottoking',
    registrationIp: '203.0.113.21',
    deposit: '1000.00',
    slips: [
      {
        minutesAgo: 55,
        gameCode: 'SSC-1M',
        items: [
          // Both sides of the first ball: a hedge that always pays, a little under its stake.
          { play: 'ssc.bsoe', selection: 'big,small||||', unit: '1', multiple: 10 },
          { play: 'ssc.back2.straight', selection: '1,2,3|4,5', unit: '1', multiple: 1 },
        ],
      },
      {
        minutesAgo: 44,
        gameCode: 'SSC-3M',
        items: [{ play: 'ssc.front3.group6', selection: '1,2,3,4', unit: '1', multiple: 2 }],
      },
      {
        minutesAgo: 33,
        gameCode: 'K3-1M',
        items: [
          { play: 'k3.sum.bsoe', selection: 'big', unit: '1', multiple: 20 },
          { play: 'k3.triple', selection: '6', unit: '1', multiple: 1 },
        ],
      },
      {
        minutesAgo: 18,
        gameCode: 'SSC-1M',
        items: [{ play: 'ssc.dragon-tiger', selection: 'dragon', unit: '1', multiple: 10 }],
      },
      {
        minutesAgo: 6,
        gameCode: 'PK10-1M',
        items: [{ play: 'pk10.bsoe', selection: 'big|||||||||', unit: '1', multiple: 10 }],
      },
      {
        minutesAgo: 4,
        gameCode: 'VN-MB',
        items: [
          { play: 'vn-mb.lo2', selection: '27,68', unit: '1', multiple: 5 },
          { play: 'vn-mb.de', selection: '39', unit: '1', multiple: 10 },
        ],
      },
    ],
  },
  {
    username: 'luckyjai',
    registrationIp: '203.0.113.22',
    deposit: '800.00',
    slips: [
      {
        minutesAgo: 52,
        gameCode: 'PK10-1M',
        items: [
          { play: 'pk10.positions', selection: '1,2,3,4,5|||||||||', unit: '1', multiple: 2 },
          { play: 'pk10.top2.sum', selection: '11,12', unit: '1', multiple: 1 },
        ],
      },
      {
        minutesAgo: 41,
        gameCode: '11X5-3M',
        items: [
          { play: '11x5.any2', selection: '3,7', unit: '1', multiple: 5 },
          { play: '11x5.first', selection: '1,2', unit: '1', multiple: 2 },
        ],
      },
      {
        minutesAgo: 27,
        gameCode: 'K3-3M',
        items: [{ play: 'k3.two-different', selection: '2,5', unit: '1', multiple: 5 }],
      },
      {
        minutesAgo: 12,
        gameCode: 'SSC-1M',
        items: [{ play: 'ssc.sum.bsoe', selection: 'big', unit: '1', multiple: 10 }],
      },
      {
        minutesAgo: 3,
        gameCode: 'THAI',
        items: [
          { play: 'thai.top3', selection: '123,777', unit: '1', multiple: 5 },
          { play: 'thai.bottom2', selection: '45', unit: '1', multiple: 10 },
        ],
      },
    ],
  },
  {
    username: 'somsak88',
    registrationIp: '127.0.0.1',
    deposit: '500.00',
    slips: [
      {
        minutesAgo: 49,
        gameCode: '11X5-3M',
        items: [{ play: '11x5.any5', selection: '1,3,5,7,9', unit: '1', multiple: 5 }],
      },
      {
        minutesAgo: 36,
        gameCode: 'PK10-1M',
        items: [{ play: 'pk10.dragon-tiger', selection: 'dragon||||', unit: '1', multiple: 10 }],
      },
      {
        minutesAgo: 23,
        gameCode: 'K3-1M',
        items: [{ play: 'k3.pair', selection: '2', unit: '1', multiple: 5 }],
      },
      {
        minutesAgo: 9,
        gameCode: 'SSC-3M',
        items: [{ play: 'ssc.bsoe', selection: '|||big,odd|small', unit: '1', multiple: 5 }],
      },
      {
        minutesAgo: 3,
        gameCode: '4D',
        items: [
          { play: '4d.big', selection: '7542,1251', unit: '1', multiple: 2 },
          { play: '4d.small', selection: '0001', unit: '1', multiple: 5 },
        ],
      },
      {
        minutesAgo: 2,
        gameCode: 'VN-MB',
        items: [{ play: 'vn-mb.xien2', selection: '05,19', unit: '1', multiple: 10 }],
      },
    ],
  },
];

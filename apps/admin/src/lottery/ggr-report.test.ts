import { describe, expect, it } from 'vitest';
import { ggrTotals, lotteryGgrCsv } from './ggr-report.ts';
import { capShare, compareAmounts } from './rules.ts';

const ROWS = [
  {
    day: '2026-11-27',
    gameCode: 'SSC-1M',
    tickets: 3,
    stake: '30.10',
    payout: '19.50',
    rebate: '0.30',
    ggr: '10.30',
  },
  {
    day: '2026-11-28',
    gameCode: 'VN-MB',
    tickets: 2,
    stake: '54.00',
    payout: '99.00',
    rebate: '0.00',
    ggr: '-45.00',
  },
];

describe('the lottery GGR report', () => {
  it('totals every column in minor units, a loss staying negative', () => {
    expect(ggrTotals(ROWS, { decimals: 2 })).toEqual({
      tickets: 5,
      stake: '84.10',
      payout: '118.50',
      rebate: '0.30',
      ggr: '-34.70',
    });
    expect(ggrTotals([], { decimals: 2 })).toEqual({
      tickets: 0,
      stake: '0.00',
      payout: '0.00',
      rebate: '0.00',
      ggr: '0.00',
    });
  });

  it('writes a CSV line per day and game, then the totals', () => {
    const csv = lotteryGgrCsv(ROWS, ggrTotals(ROWS, { decimals: 2 }), {
      header: ['Day', 'Game', 'Code', 'Tickets', 'Stake', 'Payout', 'Rebates', 'GGR'],
      total: 'Total',
      gameName: (code) => (code === 'VN-MB' ? 'Vietnam North, Miền Bắc' : code),
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFDay,Game,Code,Tickets,Stake,Payout,Rebates,GGR',
      '2026-11-27,SSC-1M,SSC-1M,3,30.10,19.50,0.30,10.30',
      '2026-11-28,"Vietnam North, Miền Bắc",VN-MB,2,54.00,99.00,0.00,-45.00',
      'Total,,,5,84.10,118.50,0.30,-34.70',
      '',
    ]);
  });
});

describe('the share of a number’s cap', () => {
  it('is cut to whole percent, above 100 past the cap, and absent without a cap', () => {
    expect(capShare('1999.99', '2000')).toBe(99);
    expect(capShare('2000.00', '2000')).toBe(100);
    expect(capShare('3000', '2000.00')).toBe(150);
    expect(capShare('5', null)).toBeNull();
  });
});

describe('amounts compared for sorting', () => {
  it('compares exactly, whatever their decimals', () => {
    expect(['780.00', '21450.00', '3900', '11700.5'].sort((a, b) => compareAmounts(b, a))).toEqual([
      '21450.00',
      '11700.5',
      '3900',
      '780.00',
    ]);
    expect(compareAmounts('1.10', '1.1')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  ggrCsv,
  moneyIn,
  parseGgrFilters,
  roundsApiPath,
  parseRoundFilters,
  validateRange,
} from './rules.ts';

describe('money in a row’s own currency', () => {
  it('shows the symbol, separators and a minus', () => {
    expect(moneyIn('1234.5', 'THB')).toBe('฿1,234.50');
    expect(moneyIn('-20.00', 'USD')).toBe('-$20.00');
    expect(moneyIn('7.00', 'XXX')).toBe('7.00 XXX');
  });
});

describe('round search', () => {
  it('carries the vendor round id or username, vendor and status to the API', () => {
    const filters = parseRoundFilters(new URLSearchParams('q= R-123 &vassalage=INHOUSE&status=settled'));
    expect(roundsApiPath(filters, 20)).toBe(
      '/rounds?q=R-123&vassalage=INHOUSE&status=settled&page=1&pageSize=20',
    );
  });
});

describe('GGR report', () => {
  it('defaults to the last 7 days of the brand’s calendar', () => {
    // 23:30 UTC on 1 March is already 2 March in Bangkok.
    const now = new Date('2025-03-01T23:30:00Z');
    expect(defaultRange(now, 'Asia/Bangkok')).toEqual({ from: '2025-02-24', to: '2025-03-02' });
    expect(parseGgrFilters(new URLSearchParams('from=2025-01-01&vassalage=bad code'), now, 'UTC')).toEqual({
      from: '2025-01-01',
      to: '2025-03-01',
      vassalage: '',
    });
  });

  it('refuses a range that ends before it starts or spans more than a year', () => {
    expect(validateRange('2025-03-02', '2025-03-01').to).toBe('ggr.v.toBeforeFrom');
    expect(validateRange('2024-01-01', '2025-03-01').to).toBe('ggr.v.tooLong');
    expect(validateRange('2025-03-01', '2025-03-01')).toEqual({});
  });

  it('writes a CSV with plain amounts, translated headers and a total per currency', () => {
    const csv = ggrCsv(
      {
        rows: [
          {
            day: '2025-03-01',
            vassalage: 'INHOUSE',
            vendorName: 'In-house, Studio',
            currency: 'THB',
            rounds: 3,
            players: 2,
            stake: '1200.00',
            payout: '1300.50',
            validBet: '1100.00',
            ggr: '-100.50',
          },
        ],
        totals: [
          {
            currency: 'THB',
            rounds: 3,
            stake: '1200.00',
            payout: '1300.50',
            validBet: '1100.00',
            ggr: '-100.50',
          },
        ],
      },
      ['日期', 'Vendor', 'Vendor, code', 'C', 'R', 'P', 'S', 'O', 'V', 'G'],
      '=SUM',
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF日期,Vendor,"Vendor, code",C,R,P,S,O,V,G',
      '2025-03-01,"In-house, Studio",INHOUSE,THB,3,2,1200.00,1300.50,1100.00,-100.50',
      "'=SUM,,,THB,3,,1200.00,1300.50,1100.00,-100.50",
      '',
    ]);
  });
});

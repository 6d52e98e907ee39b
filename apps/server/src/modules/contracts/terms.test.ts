import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/domain-errors.ts';
import { parseRate, parseTerms, rateAt, rateText, uncoveredBy } from './terms.ts';

const tiers = (list: [string, number, string][]) =>
  list.map(([minAmount, minActive, rate]) => ({ minAmount, minActive, rate }));

describe('contract terms', () => {
  it('reads rates as exact parts per million and writes them back', () => {
    expect(parseRate('1.5')).toBe(15_000n);
    expect(parseRate('100')).toBe(1_000_000n);
    expect(parseRate('0.0001')).toBe(1n);
    for (const bad of ['0', '0.00', '100.01', '1.23456', '-1', '1e2', ''])
      expect(parseRate(bad), bad).toBeUndefined();
    expect(rateText(15_000n)).toBe('1.5');
    expect(rateText(1_000_000n)).toBe('100');
  });

  it('pays the highest tier whose every threshold is met (DOMAIN.md daily salary, agent A)', () => {
    const terms = parseTerms(
      {
        kind: 'daily',
        tiers: tiers([
          ['100000', 10, '1.2'],
          ['300000', 20, '1.5'],
          ['1000000', 50, '1.8'],
        ]),
      },
      'THB',
    );
    if (terms.kind === 'realtime') throw new Error('tiers expected');
    expect(rateAt(terms.tiers, 107_000_000n, 55)).toBe(18_000n);
    // The amount reaches the top tier but the active count only the first.
    expect(rateAt(terms.tiers, 107_000_000n, 12)).toBe(12_000n);
    expect(rateAt(terms.tiers, 9_999_999n, 55)).toBe(0n);
  });

  it('refuses rates that do not increase, thresholds that fall, and a dividend without a period', () => {
    const fields = (input: Parameters<typeof parseTerms>[0]) => {
      try {
        parseTerms(input, 'THB');
      } catch (error) {
        return (error as DomainError).fields;
      }
      return undefined;
    };
    expect(
      fields({
        kind: 'daily',
        tiers: tiers([
          ['0', 0, '1'],
          ['10', 1, '1'],
        ]),
      }),
    ).toEqual({
      'tiers.1.rate': 'INVALID',
    });
    expect(
      fields({
        kind: 'daily',
        tiers: tiers([
          ['10', 0, '1'],
          ['5', 1, '2'],
        ]),
      }),
    ).toEqual({
      'tiers.1.minAmount': 'INVALID',
    });
    expect(fields({ kind: 'dividend', tiers: tiers([['0', 5, '20']]) })).toEqual({ period: 'INVALID' });
    expect(fields({ kind: 'daily', tiers: [] })).toEqual({ tiers: 'INVALID' });
    expect(fields({ kind: 'hourly', tiers: tiers([['1.001', 0, '1']]) })).toEqual({
      'tiers.0.minAmount': 'INVALID',
    });
  });

  it("finds a downline tier above its upline's rate at the same thresholds (DOMAIN.md dividend, A over B)", () => {
    const upline = parseTerms(
      {
        kind: 'dividend',
        period: 'semimonthly',
        tiers: tiers([
          ['0', 5, '20'],
          ['50000', 20, '25'],
          ['200000', 50, '30'],
        ]),
      },
      'THB',
    );
    const fair = parseTerms(
      {
        kind: 'dividend',
        period: 'semimonthly',
        tiers: tiers([
          ['0', 5, '15'],
          ['50000', 20, '20'],
          ['200000', 50, '25'],
        ]),
      },
      'THB',
    );
    expect(uncoveredBy(upline, fair)).toEqual({});
    // 22% from 10,000 and 5 active, where the upline pays only its first tier's 20%.
    const greedy = parseTerms(
      {
        kind: 'dividend',
        period: 'semimonthly',
        tiers: tiers([
          ['0', 5, '15'],
          ['10000', 5, '22'],
        ]),
      },
      'THB',
    );
    expect(uncoveredBy(upline, greedy)).toEqual({ 'tiers.1.rate': 'CONTRACT_RATE_TOO_HIGH' });
    const monthly = parseTerms(
      { kind: 'dividend', period: 'monthly', tiers: tiers([['0', 5, '15']]) },
      'THB',
    );
    expect(uncoveredBy(upline, monthly)).toEqual({ period: 'INVALID' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  canEndContracts,
  canSeeContracts,
  contractFiltersToParams,
  isLive,
  parseContractFilters,
  termsSummary,
} from './rules.ts';

const words = {
  tier: (v: { amount: string; active: number; rate: string }) => `${v.amount}/${v.active}:${v.rate}%`,
  realtime: (v: { profit: string; loss: string; minBet: string }) => `+${v.profit} -${v.loss} ≥${v.minBet}`,
  period: (period: string) => `[${period}]`,
};
const money = (amount: string) => `฿${amount}`;

describe('the console contract tools', () => {
  it('show contracts to the roles that read payments, and let owners and admins end them', () => {
    expect(['owner', 'admin', 'finance', 'viewer'].every((role) => canSeeContracts(role as never))).toBe(
      true,
    );
    expect(canSeeContracts('support')).toBe(false);
    expect(canSeeContracts(undefined)).toBe(false);
    expect(canEndContracts('admin')).toBe(true);
    expect(canEndContracts('finance')).toBe(false);
  });

  it('end only contracts still binding', () => {
    expect(['offered', 'signed', 'termination_requested'].every((status) => isLive(status as never))).toBe(
      true,
    );
    expect(isLive('terminated')).toBe(false);
    expect(isLive('rejected')).toBe(false);
  });

  it('read the list filters from the URL, dropping values the server would refuse', () => {
    const filters = parseContractFilters(
      new URLSearchParams('kind=daily&status=nonsense&agent=%20top%20&page=3'),
    );
    expect(filters).toEqual({ kind: 'daily', status: '', agent: 'top', page: 3 });
    expect(contractFiltersToParams(filters)).toEqual({ kind: 'daily', agent: 'top', page: '3' });
    expect(contractFiltersToParams({ kind: '', status: 'signed', agent: '', page: 1 })).toEqual({
      status: 'signed',
    });
  });

  it('write terms on one line: a dividend’s period, each tier, or real-time rates', () => {
    const tiers = [
      { minAmount: '1000.00', minActive: 0, rate: '1' },
      { minAmount: '5000.00', minActive: 3, rate: '1.5' },
    ];
    expect(termsSummary({ period: 'weekly', tiers }, words, money)).toBe(
      '[weekly] · ฿1000.00/0:1% · ฿5000.00/3:1.5%',
    );
    expect(termsSummary({ tiers: tiers.slice(0, 1) }, words, money)).toBe('฿1000.00/0:1%');
    expect(termsSummary({ profitRate: '0.3', lossRate: '0.8', minBet: '10.00' }, words, money)).toBe(
      '+0.3 -0.8 ≥฿10.00',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { currencyOf, formatAmount } from '@croupier/money';
import { NEW_CHANNEL, channelBody, channelPatch, formFieldOf, validateChannel } from './channel-form.ts';
import {
  DEFAULT_FILTERS,
  canDecideDeposits,
  depositFiltersToParams,
  depositsApiPath,
  hasFilters,
  parseDepositFilters,
} from './filters.ts';

const THB = currencyOf('THB');

describe('deposit queue filters in the URL', () => {
  it('opens on the pending queue and round-trips every filter', () => {
    expect(parseDepositFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(hasFilters(DEFAULT_FILTERS)).toBe(false);
    const filters = {
      status: 'all' as const,
      player: 'alice',
      channelId: '7',
      from: '2026-11-01',
      to: '2026-11-22',
      page: 3,
    };
    expect(parseDepositFilters(new URLSearchParams(depositFiltersToParams(filters)))).toEqual(filters);
    expect(hasFilters({ ...DEFAULT_FILTERS, page: 4 })).toBe(false);
  });

  it('drops what a hand-edited link gets wrong', () => {
    expect(
      parseDepositFilters(new URLSearchParams('status=paid&channelId=abc&from=yesterday&to=2026-13&page=-1')),
    ).toEqual(DEFAULT_FILTERS);
  });

  it('asks the API for every status when the queue shows all', () => {
    expect(depositsApiPath(DEFAULT_FILTERS, 50)).toBe('/deposits?status=pending&page=1&pageSize=50');
    expect(depositsApiPath({ ...DEFAULT_FILTERS, status: 'all', player: 'a b' }, 20)).toBe(
      '/deposits?player=a+b&page=1&pageSize=20',
    );
  });

  it('lets only finance roles decide', () => {
    expect(['owner', 'admin', 'finance'].every((r) => canDecideDeposits(r as 'owner'))).toBe(true);
    expect(canDecideDeposits('support')).toBe(false);
    expect(canDecideDeposits('viewer')).toBe(false);
    expect(canDecideDeposits(undefined)).toBe(false);
  });

  it('shows money with the symbol and separators', () => {
    expect(formatAmount('1234567.5', THB)).toBe('฿1,234,567.50');
  });
});

describe('the channel editor', () => {
  const bank = {
    ...NEW_CHANNEL,
    name: 'KBank',
    bankName: 'Kasikorn',
    accountNumber: '123-4-56789-0',
    accountName: 'Co',
  };

  it('asks a bank channel for its receiving account, and checks limits, expiry and order', () => {
    expect(validateChannel(bank, THB)).toEqual({});
    expect(Object.keys(validateChannel(NEW_CHANNEL, THB)).sort()).toEqual([
      'accountName',
      'accountNumber',
      'bankName',
      'name',
    ]);
    const errors = validateChannel(
      { ...bank, min: '10.001', max: '5', expiryMinutes: '4', sortOrder: '1.5', accountNumber: 'ABC' },
      THB,
    );
    expect(errors).toEqual({
      min: { key: 'channels.v.amount', values: { decimals: 2 } },
      expiryMinutes: { key: 'channels.v.expiry' },
      sortOrder: { key: 'channels.v.order' },
      accountNumber: { key: 'channels.v.accountNumber' },
    });
    expect(validateChannel({ ...bank, min: '500', max: '100' }, THB).max).toEqual({
      key: 'channels.v.maxBelowMin',
    });
    // A gateway channel needs no bank account.
    expect(validateChannel({ ...NEW_CHANNEL, name: 'Pay', type: 'gateway' }, THB)).toEqual({});
  });

  it('sends amounts in the currency’s decimals, and no bank account for a gateway', () => {
    expect(channelBody({ ...bank, min: '100', max: '50000.5' }, THB)).toMatchObject({
      type: 'bank',
      gateway: null,
      min: '100.00',
      max: '50000.50',
      sortOrder: 10,
      expiryMinutes: 1440,
    });
    expect(channelBody({ ...bank, type: 'gateway' }, THB)).toMatchObject({
      gateway: 'testpay',
      bankName: '',
      accountNumber: '',
      accountName: '',
    });
    expect(channelPatch(bank, THB)).not.toHaveProperty('type');
  });

  it('sends the Chinese and Thai names that were filled in, each at most 60 characters', () => {
    expect(channelBody({ ...bank, nameCN: ' 开泰转账 ', nameTH: '  ' }, THB).names).toEqual({
      CN: '开泰转账',
    });
    expect(validateChannel({ ...bank, nameTH: 'ก'.repeat(61), name: 'x'.repeat(61) }, THB)).toEqual({
      name: { key: 'channels.v.nameLength', values: { max: 60 } },
      nameTH: { key: 'channels.v.nameLength', values: { max: 60 } },
    });
    expect(formFieldOf('names.CN')).toBe('nameCN');
    expect(formFieldOf('names.TH')).toBe('nameTH');
    expect(formFieldOf('min')).toBe('min');
  });
});

import { describe, expect, it } from 'vitest';
import { dayIn } from '@croupier/format';
import { presetRange, shiftDay } from '@croupier/web-kit';
import {
  checkCustomRange,
  isFiltered,
  parseRecordFilters,
  recordFiltersToParams,
  recordQuery,
  type RecordFilters,
} from './filters.ts';

const TODAY = '2026-03-10';
const parse = (query: string) => parseRecordFilters(new URLSearchParams(query), TODAY);

describe('date presets', () => {
  it('count today in: last 7 days is today and the six before', () => {
    expect(presetRange('today', TODAY)).toEqual({ from: '2026-03-10', to: '2026-03-10' });
    expect(presetRange('7d', TODAY)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(presetRange('30d', TODAY)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('step over month ends, leap days and year ends by the calendar', () => {
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
    expect(presetRange('7d', '2027-01-03').from).toBe('2026-12-28');
  });

  it("start from the brand's today, not the device's", () => {
    // 23:30 UTC on 9 March is already 10 March in Bangkok and still 9 March in New York.
    const instant = new Date('2026-03-09T23:30:00Z');
    expect(presetRange('7d', dayIn(instant, 'Asia/Bangkok'))).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
    expect(presetRange('7d', dayIn(instant, 'America/New_York'))).toEqual({
      from: '2026-03-03',
      to: '2026-03-09',
    });
  });
});

describe('account record filters in the URL', () => {
  it('open on today, all types, page 1', () => {
    expect(parse('page=transactionHistory')).toEqual({
      range: 'today',
      from: TODAY,
      to: TODAY,
      type: null,
      page: 1,
    });
  });

  it('read a preset, a type and a page', () => {
    expect(parse('range=7d&type=transfer&pageNo=3')).toEqual({
      range: '7d',
      from: '2026-03-04',
      to: TODAY,
      type: 'transfer',
      page: 3,
    });
  });

  it('read a custom range, and fall back to the default when it does not hold', () => {
    expect(parse('range=custom&from=2026-01-01&to=2026-01-31')).toMatchObject({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    for (const bad of [
      'range=custom&from=2026-01-31&to=2026-01-01',
      'range=custom&from=2026-02-30&to=2026-03-01',
      'range=custom&from=yesterday&to=2026-03-01',
      'range=custom',
      'range=90d',
    ]) {
      expect(parse(bad), bad).toMatchObject({ range: 'today', from: TODAY, to: TODAY });
    }
  });

  it('ignore an unknown type and a bad page', () => {
    expect(parse('type=jackpot&pageNo=-1')).toMatchObject({ type: null, page: 1 });
    expect(parse('pageNo=2.5').page).toBe(1);
  });

  it('write only what differs from the defaults, keep the member page, and round-trip', () => {
    const base = new URLSearchParams('page=transactionHistory&pageNo=4&type=bet');
    const defaults: RecordFilters = { range: 'today', from: TODAY, to: TODAY, type: null, page: 1 };
    expect(recordFiltersToParams(defaults, base).toString()).toBe('page=transactionHistory');
    const custom: RecordFilters = {
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      type: 'win',
      page: 2,
    };
    const written = recordFiltersToParams(custom, base);
    expect(written.get('page')).toBe('transactionHistory');
    expect(parseRecordFilters(written, TODAY)).toEqual(custom);
    const preset: RecordFilters = { ...presetRange('30d', TODAY), range: '30d', type: null, page: 1 };
    expect(recordFiltersToParams(preset, base).toString()).toBe('page=transactionHistory&range=30d');
  });

  it('ask the server for brand days, the type and the page', () => {
    expect(recordQuery(parse('range=7d&type=deposit&pageNo=2'))).toBe(
      'from=2026-03-04&to=2026-03-10&type=deposit&page=2&pageSize=20',
    );
    expect(recordQuery(parse(''), 5)).toBe('from=2026-03-10&to=2026-03-10&page=1&pageSize=5');
  });

  it('know when the player narrowed the record', () => {
    expect(isFiltered(parse(''))).toBe(false);
    expect(isFiltered(parse('pageNo=3'))).toBe(false);
    expect(isFiltered(parse('range=30d'))).toBe(true);
    expect(isFiltered(parse('type=bonus'))).toBe(true);
  });
});

describe('custom range check', () => {
  it('needs both days, real ones, in order', () => {
    expect(checkCustomRange('2026-03-01', '2026-03-01')).toEqual({});
    expect(checkCustomRange('', '')).toEqual({
      from: { key: 'accounts.v.required' },
      to: { key: 'accounts.v.required' },
    });
    expect(checkCustomRange('2026-02-30', '2026-03-01')).toEqual({ from: { key: 'wallet.record.badDay' } });
    expect(checkCustomRange('2025-01-01', '2026-01-01', 366)).toEqual({});
    expect(checkCustomRange('2024-12-31', '2026-01-01', 366)).toEqual({
      to: { key: 'wallet.record.tooLong', values: { days: 366 } },
    });
    expect(checkCustomRange('2026-03-02', '2026-03-01')).toEqual({
      to: { key: 'wallet.record.endBeforeStart' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { todayIn } from '@croupier/web-kit';
import { agentMenu, agentPageOf, REPORT_PAGES } from './menu.ts';
import { affiliateLink, validateDownline } from './register.ts';
import { parentParam, parsePeriod, periodValues, queryOf, withParams } from './period.ts';

describe('the agent centre period', () => {
  it('reads a preset as brand days: Bangkok is already on the 27th when UTC is still on the 26th', () => {
    const today = todayIn('Asia/Bangkok', new Date('2026-11-26T18:30:00Z'));
    expect(today).toBe('2026-11-27');
    const params = new URLSearchParams('range=lastWeek');
    expect(parsePeriod(params, today, '7d')).toEqual({
      range: 'lastWeek',
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(parsePeriod(new URLSearchParams(), today, '7d')).toEqual({
      range: '7d',
      from: '2026-11-21',
      to: '2026-11-27',
    });
  });

  it('keeps a valid custom range and falls back from a broken or too long one', () => {
    const ok = new URLSearchParams('range=custom&from=2026-10-01&to=2026-10-31');
    expect(parsePeriod(ok, '2026-11-26', 'today')).toEqual({
      range: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    for (const query of [
      'range=custom&from=2026-10-31&to=2026-10-01',
      'range=custom&from=2026-02-30&to=2026-03-01',
      'range=custom&from=2024-01-01&to=2026-01-01',
      'range=nonsense',
    ]) {
      expect(parsePeriod(new URLSearchParams(query), '2026-11-26', 'today').range).toBe('today');
    }
  });

  it('writes only what differs from the default and keeps the parameters of others', () => {
    expect(periodValues({ range: '7d', from: 'a', to: 'b' }, '7d')).toEqual({
      range: null,
      from: null,
      to: null,
    });
    expect(periodValues({ range: 'custom', from: '2026-11-01', to: '2026-11-02' }, '7d')).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-02',
    });
    const next = withParams(new URLSearchParams('q=ann&range=today&pageNo=3'), {
      range: null,
      pageNo: 1,
      q: '',
    });
    expect(next.toString()).toBe('pageNo=1');
    expect(queryOf({ from: '2026-11-01', username: '', page: 2 })).toBe('from=2026-11-01&page=2');
  });
});

describe('the agent centre menu', () => {
  const on = (modId: string, enabled: '0' | '1' = '1') => ({ modId, enabled, childrenNodes: [] });

  it('lists the report pages in the seed order, then the player pages', () => {
    const menu = agentMenu([]);
    expect(menu.slice(0, REPORT_PAGES.length)).toEqual([...REPORT_PAGES]);
    expect(menu.slice(REPORT_PAGES.length)).toEqual([
      'deposit',
      'withdraw',
      'accountDetails',
      'customerService',
    ]);
  });

  it('adds a salary page after the reports only when its flag is on', () => {
    const menu = agentMenu([on('DAILYSALARY'), on('HOURLYSALARY', '0'), on('REALTIMESALARY')]);
    expect(menu.slice(REPORT_PAGES.length, REPORT_PAGES.length + 2)).toEqual([
      'agentDailyWages2',
      'agentRealtimeSalary',
    ]);
    expect(menu).not.toContain('agentHourSalary');
  });

  it('finds a page whatever the case, the overview for none, and nothing for a page off the menu', () => {
    const menu = agentMenu([on('HOURLYSALARY', '0')]);
    expect(agentPageOf('registercenter', menu)).toBe('registerCenter');
    expect(agentPageOf(undefined, menu)).toBe('agentTeamOverview');
    expect(agentPageOf('nosuchpage', menu)).toBeNull();
    expect(agentPageOf('agentHourSalary', menu)).toBeNull();
  });

  it('shows the dividend page by its flag', () => {
    expect(agentPageOf('agentDividendRecordCopy2', agentMenu([on('DIVIDEND')]))).toBe(
      'agentDividendRecordCopy2',
    );
    expect(agentPageOf('agentDividendRecordCopy2', agentMenu([on('DIVIDEND', '0')]))).toBeNull();
  });
});

describe('the drill-down level in the URL', () => {
  it('takes an account id and nothing else', () => {
    expect(parentParam(new URLSearchParams('parentId=42'))).toBe('42');
    for (const bad of ['parentId=0', 'parentId=abc', 'parentId=-1', '']) {
      expect(parentParam(new URLSearchParams(bad))).toBeNull();
    }
  });
});

describe('the register centre', () => {
  const rules = {
    username: {
      shown: true,
      required: true,
      acceptedPattern: '*',
      minLength: 4,
      maxLength: 12,
      patternId: 'LETTER_FIRST_ALNUM' as const,
    },
  };
  it('checks the username and password with the site rules before sending', () => {
    expect(validateDownline({ username: '', password: '' }, {})).toEqual({
      username: { key: 'accounts.v.required' },
      password: { key: 'accounts.v.required' },
    });
    expect(validateDownline({ username: 'ab', password: 'secret12' }, rules).username?.key).toBe(
      'fieldRules.LETTER_FIRST_ALNUM',
    );
    expect(validateDownline({ username: 'downline1', password: 'secret12' }, rules)).toEqual({});
  });

  it('makes the affiliate link from the site origin and the code', () => {
    expect(affiliateLink('https://play.example', 'AB 12')).toBe(
      'https://play.example/register?affiliateCode=AB%2012',
    );
  });
});

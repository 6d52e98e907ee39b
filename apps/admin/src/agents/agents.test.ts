import { describe, expect, it } from 'vitest';
import { AGENT_REPORT_MAX_DAYS } from '@croupier/contracts';
import { agentFiltersToParams, detailViewToParams, parseAgentFilters, parseDetailView } from './filters.ts';
import { agentTypeKey, asAgentType } from './labels.ts';
import { parsePeriod, periodDays, periodToParams, validatePeriod } from './period.ts';
import {
  accountRules,
  PASSWORD_RULE,
  uplineRefusal,
  USERNAME_RULE,
  validateAgentDraft,
  validateMove,
  validatePromote,
} from './validate.ts';

const TODAY = '2026-11-26';

describe('a new agent as the server checks it', () => {
  const valid = { username: 'topagent1', password: 'secret12', type: 1 as const, upline: null };

  it('accepts a letter-first username, a password without spaces and a type', () => {
    expect(validateAgentDraft(valid)).toEqual({});
  });

  it.each([
    ['no username', { username: '  ' }, 'username', 'REQUIRED'],
    ['a short username', { username: 'abcd' }, 'username', 'TOO_SHORT'],
    ['a long username', { username: 'a'.repeat(17) }, 'username', 'TOO_LONG'],
    ['a digit first', { username: '1agent' }, 'username', 'INVALID'],
    ['punctuation', { username: 'agent.one' }, 'username', 'INVALID'],
    ['no password', { password: '' }, 'password', 'REQUIRED'],
    ['a short password', { password: 'abc12' }, 'password', 'TOO_SHORT'],
    ['a long password', { password: 'x'.repeat(21) }, 'password', 'TOO_LONG'],
    ['a space in the password', { password: 'secret 12' }, 'password', 'INVALID'],
    ['no type', { type: null }, 'type', 'REQUIRED'],
  ] as const)('refuses %s', (_, patch, field, code) => {
    expect(validateAgentDraft({ ...valid, ...patch })).toEqual({ [field]: code });
  });
});

describe('picking a new upline', () => {
  const member = { id: '10', uplineId: '2' };
  const node = (id: string, isAgent: boolean, path: string[]) => ({
    id,
    isAgent,
    path: path.map((step) => ({ id: step, username: `u${step}` })),
  });

  it('refuses the member itself and anyone in its team, which would make a loop', () => {
    expect(uplineRefusal(node('10', true, ['1']), member)).toBe('SELF');
    expect(uplineRefusal(node('11', true, ['1', '10']), member)).toBe('OWN_TEAM');
    expect(uplineRefusal(node('12', true, ['1', '10', '11']), member)).toBe('OWN_TEAM');
  });

  it('refuses a member and marks the current upline', () => {
    expect(uplineRefusal(node('5', false, ['1']), member)).toBe('NOT_AGENT');
    expect(uplineRefusal(node('2', true, ['1']), member)).toBe('CURRENT');
  });

  it('accepts an agent elsewhere in the tree', () => {
    expect(uplineRefusal(node('3', true, ['1', '2']), member)).toBeNull();
    expect(uplineRefusal(node('1', true, []), member)).toBeNull();
  });

  it('needs a choice, a change and a reason', () => {
    expect(validateMove({ upline: undefined, reason: '' }, '2')).toEqual({
      uplineId: 'REQUIRED',
      reason: 'REQUIRED',
    });
    expect(validateMove({ upline: { id: '2', username: 'u2' }, reason: 'asked' }, '2')).toEqual({
      uplineId: 'UNCHANGED',
    });
    expect(validateMove({ upline: null, reason: 'asked' }, null)).toEqual({ uplineId: 'UNCHANGED' });
    expect(validateMove({ upline: null, reason: 'asked' }, '2')).toEqual({});
    expect(validateMove({ upline: { id: '3', username: 'u3' }, reason: 'x'.repeat(201) }, '2')).toEqual({
      reason: 'TOO_LONG',
    });
  });

  it('makes an agent only with a type and a reason', () => {
    expect(validatePromote({ type: null, reason: ' ' })).toEqual({ type: 'REQUIRED', reason: 'REQUIRED' });
    expect(validatePromote({ type: 41, reason: 'top seller' })).toEqual({});
  });
});

describe('agent types', () => {
  it('knows the four agent codes and nothing else', () => {
    expect(asAgentType('42')).toBe(42);
    expect(asAgentType(0)).toBeNull();
    expect(asAgentType('4')).toBeNull();
    expect(agentTypeKey(2)).toBe('agents.types.t2');
    expect(agentTypeKey(7)).toBeNull();
  });
});

describe('report periods', () => {
  it('checks a custom period as the server does', () => {
    expect(validatePeriod('2026-11-01', '2026-11-26')).toEqual({});
    expect(validatePeriod('', '2026-11-26')).toEqual({ from: 'REQUIRED' });
    expect(validatePeriod('2026-02-30', '2026-03-01')).toEqual({ from: 'INVALID' });
    expect(validatePeriod('2026-11-26', '2026-11-25')).toEqual({ to: 'TO_BEFORE_FROM' });
    expect(periodDays('2025-01-01', '2025-12-31')).toBe(365);
    expect(validatePeriod('2024-01-01', '2024-12-31')).toEqual({});
    expect(periodDays('2024-01-01', '2025-01-01')).toBe(AGENT_REPORT_MAX_DAYS + 1);
    expect(validatePeriod('2024-01-01', '2025-01-01')).toEqual({ to: 'PERIOD_TOO_LONG' });
  });

  it('reads presets from today and falls back to this month for a refused link', () => {
    const parse = (query: string) => parsePeriod(new URLSearchParams(query), TODAY);
    expect(parse('')).toEqual({ choice: 'thisMonth', from: '2026-11-01', to: TODAY });
    expect(parse('range=lastWeek')).toEqual({ choice: 'lastWeek', from: '2026-11-16', to: '2026-11-22' });
    expect(parse('range=custom&from=2026-10-03&to=2026-10-09')).toEqual({
      choice: 'custom',
      from: '2026-10-03',
      to: '2026-10-09',
    });
    expect(parse('range=custom&from=2026-10-09&to=2026-10-03').choice).toBe('thisMonth');
    expect(parse('range=forever').choice).toBe('thisMonth');
  });

  it('writes the default period as nothing and the others back as they were read', () => {
    for (const query of ['range=7d', 'range=custom&from=2026-10-03&to=2026-10-09', '']) {
      const params = new URLSearchParams(query);
      expect(new URLSearchParams(periodToParams(parsePeriod(params, TODAY))).toString()).toBe(query);
    }
  });
});

describe('page addresses', () => {
  it('round-trips the agents list and an agent page, dropping what a link cannot mean', () => {
    const list = parseAgentFilters(new URLSearchParams('q=%20lee%20&range=yesterday&page=3'), TODAY);
    expect(list).toMatchObject({ q: 'lee', page: 3, period: { from: '2026-11-25', to: '2026-11-25' } });
    expect(agentFiltersToParams(list)).toEqual({ q: 'lee', range: 'yesterday', page: '3' });
    expect(agentFiltersToParams(parseAgentFilters(new URLSearchParams('page=-2'), TODAY))).toEqual({});

    const view = parseDetailView(new URLSearchParams('down=42&dpage=2'), TODAY);
    expect(view).toMatchObject({ down: '42', page: 2 });
    expect(detailViewToParams(view)).toEqual({ down: '42', dpage: '2' });
    expect(parseDetailView(new URLSearchParams('down=abc'), TODAY).down).toBeUndefined();
  });
});

describe("the brand's own account rules", () => {
  it('checks a new agent against the rules the brand set, still required when the brand hides a field', () => {
    const rules = accountRules({
      username: { ...USERNAME_RULE, patternId: 'ALNUM', minLength: 3, maxLength: 8, required: false },
    });
    expect(rules.username.required).toBe(true);
    expect(rules.password).toEqual(PASSWORD_RULE);
    const draft = { username: '1ab', password: 'secret12', type: 2 as const, upline: null };
    expect(validateAgentDraft(draft, rules)).toEqual({});
    expect(validateAgentDraft(draft)).toEqual({ username: 'TOO_SHORT' });
    expect(validateAgentDraft({ ...draft, username: '' }, rules)).toEqual({ username: 'REQUIRED' });
  });
});

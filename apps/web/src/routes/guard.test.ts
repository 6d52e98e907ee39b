import { describe, expect, it } from 'vitest';
import { accessFor, decideAccess, sideMenuForcedClosed } from './guard.ts';
import { viewerKind } from '../session/viewer.ts';

describe('decideAccess', () => {
  it('lets everybody through public pages', () => {
    for (const viewer of ['guest', 'trial', 'member', 'agent'] as const) {
      expect(decideAccess('public', viewer)).toEqual({ kind: 'allow' });
    }
  });

  it('sends a guest to /login from restricted pages, and to the agent login from the agent centre', () => {
    expect(decideAccess('login', 'guest')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('member', 'guest')).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('agent', 'guest')).toEqual({ kind: 'redirect', to: '/agent' });
  });

  it('lets a trial account into login-only pages but not member or agent pages', () => {
    expect(decideAccess('login', 'trial')).toEqual({ kind: 'allow' });
    expect(decideAccess('member', 'trial')).toEqual({ kind: 'trial-blocked' });
    expect(decideAccess('agent', 'trial')).toEqual({ kind: 'trial-blocked' });
  });

  it('lets a member into the member centre and sends them to the agent login from the agent centre', () => {
    expect(decideAccess('login', 'member')).toEqual({ kind: 'allow' });
    expect(decideAccess('member', 'member')).toEqual({ kind: 'allow' });
    expect(decideAccess('agent', 'member')).toEqual({ kind: 'redirect', to: '/agent' });
  });

  it('lets an agent in everywhere', () => {
    for (const access of ['public', 'login', 'member', 'agent'] as const) {
      expect(decideAccess(access, 'agent')).toEqual({ kind: 'allow' });
    }
  });
});

describe('accessFor', () => {
  it('ignores case and sub-paths', () => {
    expect(accessFor('/vnlottery')).toBe('login');
    expect(accessFor('/vnLottery')).toBe('login');
    expect(accessFor('/seaLottery')).toBe('login');
    expect(accessFor('/member/withdraw')).toBe('member');
    expect(accessFor('/agentHome')).toBe('agent');
    expect(accessFor('/agent')).toBe('public');
    expect(accessFor('/')).toBe('public');
    expect(accessFor('/hot')).toBe('public');
    expect(accessFor('/pointMall')).toBe('login');
    expect(accessFor('/VIP')).toBe('member');
  });
});

describe('viewerKind', () => {
  it('maps /me to guest, trial, member and agent', () => {
    expect(viewerKind(null)).toBe('guest');
    expect(viewerKind({ type: 4, isAgent: false, isTrial: true })).toBe('trial');
    expect(viewerKind({ type: 0, isAgent: false, isTrial: false })).toBe('member');
    expect(viewerKind({ type: 41, isAgent: true, isTrial: false })).toBe('agent');
    expect(viewerKind({ type: 2, isAgent: false, isTrial: false })).toBe('agent');
  });
});

describe('shell rules', () => {
  it('forces the side menu closed on full-width game pages, any case', () => {
    expect(sideMenuForcedClosed('/lottery')).toBe(true);
    expect(sideMenuForcedClosed('/vnLottery')).toBe(true);
    expect(sideMenuForcedClosed('/seaLottery/')).toBe(true);
    expect(sideMenuForcedClosed('/seamless')).toBe(true);
    expect(sideMenuForcedClosed('/rng')).toBe(false);
  });
});

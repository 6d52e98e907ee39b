import type { ViewerKind } from '../session/viewer.ts';

/**
 * What a route asks of the visitor (spec §4, §6):
 * - public: anyone;
 * - login: any signed-in account, trial included (favourites, lottery, points mall);
 * - member: a real account (member centre): trial accounts are refused;
 * - agent: an agent (agent centre): anyone who is not an agent, guests included, goes to the agent login
 *   (spec §2: /agentHome "returns to /agent if the user is not an agent"); trial accounts are refused.
 */
export type Access = 'public' | 'login' | 'member' | 'agent';

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: '/login' | '/agent' } | { kind: 'trial-blocked' };

export function decideAccess(access: Access, viewer: ViewerKind): GuardDecision {
  if (access === 'public') return { kind: 'allow' };
  if (viewer === 'guest') return { kind: 'redirect', to: access === 'agent' ? '/agent' : '/login' };
  if (access === 'login') return { kind: 'allow' };
  if (viewer === 'trial') return { kind: 'trial-blocked' };
  if (access === 'member') return { kind: 'allow' };
  return viewer === 'agent' ? { kind: 'allow' } : { kind: 'redirect', to: '/agent' };
}

/**
 * Paths (lower case; routing ignores case) whose pages need more than a visitor. /seamless checks for
 * itself: demo play is open to visitors, real play sends them to /login.
 */
const ACCESS_BY_PATH: Readonly<Record<string, Access>> = {
  '/member': 'member',
  '/agenthome': 'agent',
  '/favorite': 'login',
  '/recent': 'login',
  '/lottery': 'login',
  '/sealottery': 'login',
  '/vnlottery': 'login',
  '/pointmall': 'login',
  '/vip': 'member',
  '/prizewheel': 'member',
};

export function accessFor(pathname: string): Access {
  const first = `/${pathname.toLowerCase().split('/').filter(Boolean)[0] ?? ''}`;
  return ACCESS_BY_PATH[first] ?? 'public';
}

/** The side menu is forced closed on the full-width game pages (spec §2). */
const MENU_CLOSED_PATHS = new Set(['/seamless', '/lottery', '/vnlottery', '/sealottery']);

export function sideMenuForcedClosed(pathname: string): boolean {
  return MENU_CLOSED_PATHS.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
}

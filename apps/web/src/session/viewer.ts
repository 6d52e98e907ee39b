import type { PlayerUser } from '@croupier/contracts';
/** `GET /api/v1/me` (API.md "Accounts"). */
export type Me = PlayerUser;

export type ViewerKind = 'guest' | 'trial' | 'member' | 'agent';

/** Agent types 1, 2, 41, 42; trial type 4 (spec §4, §9). The server flags win when present. */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
const TRIAL_TYPE = 4;

export function viewerKind(me: Pick<Me, 'type' | 'isAgent' | 'isTrial'> | null | undefined): ViewerKind {
  if (!me) return 'guest';
  if (me.isTrial || me.type === TRIAL_TYPE) return 'trial';
  if (me.isAgent || AGENT_TYPES.has(me.type)) return 'agent';
  return 'member';
}

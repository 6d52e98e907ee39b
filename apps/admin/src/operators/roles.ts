import { OPERATOR_ROLES, type OperatorRole } from '@croupier/contracts/constants';

/** Roles that may change brand settings and manage operators; the server enforces the same. */
export const MANAGER_ROLES: readonly OperatorRole[] = ['owner', 'admin'];

/**
 * Rank per role, as the server ranks them (finance and support are peers). It decides who may act
 * on whom; the console only mirrors it to hide actions the server would refuse with 403.
 */
export const ROLE_RANK: Readonly<Record<OperatorRole, number>> = {
  owner: 4,
  admin: 3,
  finance: 2,
  support: 2,
  viewer: 1,
};

export function canManage(role: OperatorRole | undefined): boolean {
  return role !== undefined && MANAGER_ROLES.includes(role);
}

/**
 * Roles `actor` may hand out: none unless a manager, never above their own rank, and owner only by
 * an owner. Kept in OPERATOR_ROLES order so every select lists roles the same way.
 */
export function grantableRoles(actor: OperatorRole | undefined): OperatorRole[] {
  if (!canManage(actor) || actor === undefined) return [];
  const rank = ROLE_RANK[actor];
  return OPERATOR_ROLES.filter((role) => ROLE_RANK[role] <= rank && (role !== 'owner' || actor === 'owner'));
}

interface Party {
  id: string;
  role: OperatorRole;
}

/**
 * Whether `actor` may change role, disable or reset the password of `target`: a manager, not
 * themself (they would lock themself out), and not someone of a higher rank.
 */
export function canActOn(actor: Party | undefined, target: Party): boolean {
  if (!actor || !canManage(actor.role)) return false;
  if (actor.id === target.id) return false;
  return ROLE_RANK[target.role] <= ROLE_RANK[actor.role];
}

/** Roles that may freeze, unlock, reset passwords and end sessions of players; finance and viewer read only. */
export const PLAYER_ACTION_ROLES: readonly OperatorRole[] = ['owner', 'admin', 'support'];

export function canActOnPlayers(role: OperatorRole | undefined): boolean {
  return role !== undefined && PLAYER_ACTION_ROLES.includes(role);
}

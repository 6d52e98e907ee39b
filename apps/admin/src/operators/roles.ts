import {
  ASSIGNABLE_OPERATOR_ROLES,
  type AssignableOperatorRole,
  type OperatorRole,
} from '@croupier/contracts/constants';

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
  studio: 0,
};

export function canManage(role: OperatorRole | undefined): boolean {
  return role !== undefined && MANAGER_ROLES.includes(role);
}

/**
 * Roles `actor` may hand out: none unless a manager, never above their own rank, and owner only by
 * an owner; never `studio`, the studio's own account's. Kept in role order so every select lists them the same way.
 */
export function grantableRoles(actor: OperatorRole | undefined): AssignableOperatorRole[] {
  if (!canManage(actor) || actor === undefined) return [];
  const rank = ROLE_RANK[actor];
  return ASSIGNABLE_OPERATOR_ROLES.filter(
    (role) => ROLE_RANK[role] <= rank && (role !== 'owner' || actor === 'owner'),
  );
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

/**
 * The studio's account keeps its role, and its password comes from STUDIO_OPERATOR_PASSWORD at every start: a
 * manager may only disable it (locking the studio out) or enable it again.
 */
export const isStudioAccount = (target: Party) => target.role === 'studio';

/** Roles that may freeze, unlock, reset passwords and end sessions of players; finance and viewer read only. */
export const PLAYER_ACTION_ROLES: readonly OperatorRole[] = ['owner', 'admin', 'support'];

export function canActOnPlayers(role: OperatorRole | undefined): boolean {
  return role !== undefined && PLAYER_ACTION_ROLES.includes(role);
}

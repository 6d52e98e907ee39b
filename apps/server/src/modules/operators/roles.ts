import type { OperatorRole } from '@croupier/contracts';

// The studio's account ranks below everyone: any manager may disable it, to lock the studio out.
const RANK: Record<OperatorRole, number> = {
  owner: 4,
  admin: 3,
  finance: 2,
  support: 2,
  viewer: 1,
  studio: 0,
};

/** Only an owner appoints owners; others may grant roles up to their own rank; nobody grants `studio`. */
export function mayGrant(actor: OperatorRole, role: OperatorRole): boolean {
  if (role === 'studio') return false;
  return actor === 'owner' || (role !== 'owner' && RANK[role] <= RANK[actor]);
}

/** Nobody manages themselves (no self-lockout, no self-promotion) or anyone ranked above them. */
export function mayManage(
  actor: { id: bigint; role: OperatorRole },
  target: { id: bigint; role: OperatorRole },
): boolean {
  if (actor.id === target.id) return false;
  return actor.role === 'owner' || (target.role !== 'owner' && RANK[target.role] <= RANK[actor.role]);
}

/** Settlement runs show what was paid: finance work, which viewers audit but support does not need. */
export const SETTLEMENT_READERS: readonly OperatorRole[] = ['owner', 'admin', 'finance', 'viewer'];
/** Running a period moves money: the roles that already approve deposits and adjustments. */
export const SETTLEMENT_RUNNERS: readonly OperatorRole[] = ['owner', 'admin', 'finance'];
/** Contracts show what each agent was paid: the settlement readers' figures, read by the same roles. */
export const CONTRACT_READERS: readonly OperatorRole[] = SETTLEMENT_READERS;
/** Ending an agent's contract changes what the chain earns: the roles that offer the platform's contracts. */
export const CONTRACT_CHANGERS: readonly OperatorRole[] = ['owner', 'admin'];

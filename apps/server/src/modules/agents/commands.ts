import type { DownlineCreate } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import {
  AGENT_TYPES,
  checkCredentials,
  findPlayerById,
  makeAgent,
  openTeamAccount,
  PLAYER_TYPES,
  setUpline,
  teamAccountPasswordHash,
  type PlayerRow,
} from '../players/index.ts';
import { holdTreeLock, isInTeam, reparentSubtree } from './repository.ts';
import { holdTeamTotalsLock, shiftTeamTotals } from './team-stats.ts';

export interface OperatorActor {
  operator: { id: bigint; username: string };
  ip: string;
}

export interface MoveMemberProps extends OperatorActor {
  brandId: bigint;
  memberId: bigint;
  /** The agent the member (and its whole team) now sits under; null makes the member a top-level account. */
  uplineId: bigint | null;
  reason?: string;
}

/**
 * Moves a member with its whole team under another agent: the upline link, the closure rows, the team totals
 * and the audit row change in one transaction. A move under the member itself or anyone in its team would
 * make a loop. The team's figures go with it: every report shows teams as they are now.
 */
export async function moveMember(db: Database, props: MoveMemberProps): Promise<{ uplineId: bigint | null }> {
  return inTransaction(db, async (tx) => {
    await holdTreeLock(tx, props.brandId);
    const member = await findPlayerById(tx, props.brandId, props.memberId);
    if (!member) throw notFound('The member');
    const upline = props.uplineId === null ? null : await findPlayerById(tx, props.brandId, props.uplineId);
    if (upline === undefined) throw notFound('The upline');
    if (upline && !AGENT_TYPES.includes(upline.type))
      throw validationFailed({ uplineId: 'INVALID' }, 'Members are moved only under an agent.');
    if (upline && (upline.id === member.id || (await isInTeam(tx, member.id, upline.id))))
      throw validationFailed({ uplineId: 'INVALID' }, 'A member cannot move into its own team.');
    if ((upline?.id ?? null) === member.uplineId) return { uplineId: member.uplineId };
    await holdTeamTotalsLock(tx);
    await shiftTeamTotals(tx, member.id, -1);
    await setUpline(tx, member.id, upline?.id ?? null);
    await reparentSubtree(tx, member.id, upline?.id ?? null);
    await shiftTeamTotals(tx, member.id, 1);
    await recordAudit(tx, {
      brandId: props.brandId,
      operatorId: props.operator.id,
      operatorName: props.operator.username,
      action: 'agent.move',
      target: `player:${member.username}`,
      before: { upline: member.uplineId?.toString() ?? null },
      after: { upline: upline?.id.toString() ?? null, ...(props.reason ? { reason: props.reason } : {}) },
      ip: props.ip,
    });
    return { uplineId: upline?.id ?? null };
  });
}

/**
 * The agent an account is registered under must be an agent of the brand; another brand's id is unknown here,
 * as in a move.
 */
async function uplineAgent(db: Database, brandId: bigint, uplineId: bigint): Promise<PlayerRow> {
  const upline = await findPlayerById(db, brandId, uplineId);
  if (!upline) throw notFound('The upline');
  if (!AGENT_TYPES.includes(upline.type))
    throw validationFailed({ uplineId: 'INVALID' }, 'The upline must be an agent.');
  return upline;
}

/**
 * An operator opens an agent account: a top agent, or one under an agent (audited). Like any account another
 * registers, the password must be changed at first sign-in; only the first start's demo agent is spared
 * (`mustChangePassword: false`, never taken from a request), since its password is the one the banner shows.
 */
export async function createAgent(
  db: Database,
  props: OperatorActor & {
    brand: BrandRow;
    input: { username: string; password: string; type: number; uplineId?: bigint | null };
    mustChangePassword?: boolean;
  },
): Promise<{ id: bigint }> {
  const { brand, input } = props;
  checkCredentials(brand, input);
  if (input.uplineId) await uplineAgent(db, brand.id, input.uplineId);
  const passwordHash = await teamAccountPasswordHash(input.password);
  return inTransaction(db, async (tx) => {
    const agent = await openTeamAccount(tx, {
      brand,
      username: input.username,
      passwordHash,
      type: input.type,
      uplineId: input.uplineId ?? null,
      ip: props.ip,
      mustChangePassword: props.mustChangePassword ?? true,
    });
    await recordAudit(tx, {
      brandId: brand.id,
      operatorId: props.operator.id,
      operatorName: props.operator.username,
      action: 'agent.create',
      target: `player:${agent.username}`,
      before: null,
      after: { type: agent.type, upline: agent.uplineId?.toString() ?? null },
      ip: props.ip,
    });
    return { id: agent.id };
  });
}

/** An operator makes a member an agent of a type (audited); it gains an affiliate code. */
export async function promoteToAgent(
  db: Database,
  props: OperatorActor & { brandId: bigint; memberId: bigint; type: number; reason: string },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await makeAgent(tx, props.brandId, props.memberId, props.type);
    if (!before) throw notFound('The member');
    if (before.type === PLAYER_TYPES.trial)
      throw new DomainError('INVALID_STATE', 'A trial account cannot become an agent.');
    await recordAudit(tx, {
      brandId: props.brandId,
      operatorId: props.operator.id,
      operatorName: props.operator.username,
      action: 'agent.promote',
      target: `player:${before.username}`,
      before: { type: before.type },
      after: { type: props.type, reason: props.reason },
      ip: props.ip,
    });
  });
}

/**
 * An agent registers a downline (`registerCenter`): a member, or an agent of the registering agent's own type,
 * directly under it. The registrar chose the password, so the downline must change it at first sign-in.
 */
export async function registerDownline(
  db: Database,
  props: { brand: BrandRow; agent: PlayerRow; input: DownlineCreate; ip: string },
): Promise<{ id: bigint }> {
  const { brand, agent, input } = props;
  checkCredentials(brand, input);
  const passwordHash = await teamAccountPasswordHash(input.password);
  const downline = await inTransaction(db, (tx) =>
    openTeamAccount(tx, {
      brand,
      username: input.username,
      passwordHash,
      type: input.type === 'agent' ? agent.type : PLAYER_TYPES.member,
      uplineId: agent.id,
      ip: props.ip,
    }),
  );
  return { id: downline.id };
}

import { inTransaction, type Database } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import { AGENT_TYPES, findPlayerById, setUpline } from '../players/index.ts';
import { holdTreeLock, isInTeam, reparentSubtree } from './repository.ts';

export interface MoveMemberProps {
  brandId: bigint;
  memberId: bigint;
  /** The agent the member (and its whole team) now sits under; null makes the member a top-level account. */
  uplineId: bigint | null;
  operator: { id: bigint; username: string };
  ip: string;
}

/**
 * Moves a member with its whole team under another agent: the upline link, the closure rows and the audit
 * row change in one transaction. A move under the member itself or anyone in its team would make a loop.
 */
export async function moveMember(db: Database, props: MoveMemberProps): Promise<void> {
  await inTransaction(db, async (tx) => {
    await holdTreeLock(tx, props.brandId);
    const member = await findPlayerById(tx, props.brandId, props.memberId);
    if (!member) throw notFound('The member');
    const upline = props.uplineId === null ? null : await findPlayerById(tx, props.brandId, props.uplineId);
    if (upline === undefined) throw notFound('The upline');
    if (upline && !AGENT_TYPES.includes(upline.type))
      throw validationFailed({ uplineId: 'INVALID' }, 'Members are moved only under an agent.');
    if (upline && (upline.id === member.id || (await isInTeam(tx, member.id, upline.id))))
      throw validationFailed({ uplineId: 'INVALID' }, 'A member cannot move into its own team.');
    if ((upline?.id ?? null) === member.uplineId) return;
    await setUpline(tx, member.id, upline?.id ?? null);
    await reparentSubtree(tx, member.id, upline?.id ?? null);
    await recordAudit(tx, {
      brandId: props.brandId,
      operatorId: props.operator.id,
      operatorName: props.operator.username,
      action: 'agent.move',
      target: `player:${member.username}`,
      before: { upline: member.uplineId?.toString() ?? null },
      after: { upline: upline?.id.toString() ?? null },
      ip: props.ip,
    });
  });
}

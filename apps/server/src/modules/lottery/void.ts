import type { LotteryVoidResult } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { gameNotFound } from './queries.ts';
import { findGameByCode, lockIssue, markVoid } from './repository.ts';
import { toAdminIssue } from './views.ts';

/**
 * An owner or admin voids an issue that is not settled, with a reason; audited. A voided issue is never drawn
 * (or, drawn, never settled). Its tickets' refunds belong here, in this transaction, once tickets are sold: until
 * then the result lists no refund.
 */
export async function voidIssue(
  db: Database,
  actor: OperatorActor,
  props: { gameCode: string; issueNo: string; reason: string },
): Promise<LotteryVoidResult> {
  const reason = props.reason.trim();
  if (reason === '') throw validationFailed({ reason: 'REQUIRED' });
  const game = await findGameByCode(db, props.gameCode);
  if (!game) throw gameNotFound(props.gameCode);
  return inTransaction(db, async (tx) => {
    const issue = await lockIssue(tx, game.id, props.issueNo);
    if (!issue) throw notFound(`Issue ${props.issueNo} of ${game.code}`);
    if (issue.status === 'settled' || issue.status === 'void')
      throw new DomainError(
        'INVALID_STATE',
        `Issue ${issue.issueNo} is ${issue.status} and cannot be voided.`,
      );
    const voided = await markVoid(tx, { issueId: issue.id, operatorId: actor.operator.id, reason });
    await recordOperatorAudit(tx, actor, {
      action: 'lottery.issue.void',
      target: `lottery-issue:${game.code}:${issue.issueNo}`,
      before: { status: issue.status },
      after: { status: voided.status, reason },
    });
    return { issue: toAdminIssue(game, voided), refunds: [] };
  });
}

import type { LotteryVoidResult } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { cancelProductRounds } from '../bets/index.ts';
import { postTransfers } from '../ledger/index.ts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { gameNotFound } from './queries.ts';
import { findGameByCode, lockIssue, markVoid } from './repository.ts';
import { LOTTERY_ROUNDS } from './ticket-rounds.ts';
import { hasSettledTickets, lockPendingTickets, markTicketsRefunded } from './tickets-repository.ts';
import { toAdminIssue } from './views.ts';

/**
 * An owner or admin voids an issue that is not settled, with a reason; audited. A voided issue is never drawn
 * (or, drawn, never settled). In the same transaction every ticket is refunded (`lottery:refund:<ticketId>`) and
 * its round cancelled. Under the issue's row lock a void and a settlement batch exclude each other: once a batch
 * has paid a ticket the issue can no longer be voided, so a ticket is either paid or refunded, never both.
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
    if (await hasSettledTickets(tx, issue.id))
      throw new DomainError('INVALID_STATE', `Issue ${issue.issueNo} is being settled and cannot be voided.`);
    const voided = await markVoid(tx, { issueId: issue.id, operatorId: actor.operator.id, reason });
    const tickets = await lockPendingTickets(tx, issue.id);
    await postTransfers(
      tx,
      tickets.map((ticket) => ({
        brandId: ticket.brandId,
        currency: ticket.currency,
        key: `lottery:refund:${ticket.id}`,
        kind: 'rollback' as const,
        from: { house: LOTTERY_ROUNDS.house },
        to: { player: ticket.playerId },
        amount: ticket.stake,
        reference: String(ticket.id),
      })),
    );
    await markTicketsRefunded(
      tx,
      tickets.map((ticket) => ticket.id),
    );
    await cancelProductRounds(
      tx,
      LOTTERY_ROUNDS.vassalage,
      tickets.map((ticket) => String(ticket.id)),
    );
    await recordOperatorAudit(tx, actor, {
      action: 'lottery.issue.void',
      target: `lottery-issue:${game.code}:${issue.issueNo}`,
      before: { status: issue.status },
      after: { status: voided.status, reason, refundedTickets: tickets.length },
    });
    const refunds = tickets.map((ticket) => ({
      ticketId: String(ticket.id),
      amount: toDecimalString(ticket.stake, currencyOf(ticket.currency)),
    }));
    return { issue: toAdminIssue(game, voided), refunds };
  });
}

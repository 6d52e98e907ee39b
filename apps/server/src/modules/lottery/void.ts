import type { LotteryVoidResult } from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { cancelProductRounds } from '../bets/index.ts';
import { gameNotFound } from './queries.ts';
import { findGameByCode, lockIssue, markVoid } from './repository.ts';
import { LOTTERY_ROUNDS } from './ticket-rounds.ts';
import { lockUnrefundedTickets, markTicketsRefunded } from './tickets-repository.ts';
import { refundTickets } from './void-refunds.ts';
import { toAdminIssue } from './views.ts';

/**
 * An owner or admin voids an issue, with a reason; audited. DOMAIN.md: a void issue refunds every ticket, paid
 * or not. The void takes the issue's row lock: it waits for running settlement batches (they hold its share lock),
 * and batches after it find the issue void and claim nothing. In the same transaction every ticket is refunded
 * its stake and a paid one gives back its win and rebate (void-refunds.ts), each ticket once; their rounds are
 * cancelled (a settled round is taken back out of the bets stream).
 */
export async function voidIssue(
  db: Database,
  actor: OperatorActor & { brand: { currencyCode: string } },
  props: { gameCode: string; issueNo: string; reason: string },
): Promise<LotteryVoidResult> {
  const reason = props.reason.trim();
  if (reason === '') throw validationFailed({ reason: 'REQUIRED' });
  const game = await findGameByCode(db, props.gameCode);
  if (!game) throw gameNotFound(props.gameCode);
  return inTransaction(db, async (tx) => {
    const issue = await lockIssue(tx, game.id, props.issueNo);
    if (!issue) throw notFound(`Issue ${props.issueNo} of ${game.code}`);
    if (issue.status === 'void')
      throw new DomainError('INVALID_STATE', `Issue ${issue.issueNo} is void already.`);
    const voided = await markVoid(tx, { issueId: issue.id, operatorId: actor.operator.id, reason });
    const refunds = await refundTickets(tx, await lockUnrefundedTickets(tx, issue.id));
    await markTicketsRefunded(
      tx,
      refunds.map(({ ticket, shortfall }) => ({ id: ticket.id, shortfall })),
    );
    await cancelProductRounds(
      tx,
      LOTTERY_ROUNDS.vassalage,
      refunds.map(({ ticket }) => String(ticket.id)),
    );
    const paid = refunds.filter(({ ticket }) => ticket.status !== 'pending');
    const shortfall = refunds
      .filter(({ ticket }) => ticket.brandId === actor.brand.id)
      .reduce((sum, refund) => sum + refund.shortfall, 0n);
    await recordOperatorAudit(tx, actor, {
      action: 'lottery.issue.void',
      target: `lottery-issue:${game.code}:${issue.issueNo}`,
      before: { status: issue.status },
      after: {
        status: voided.status,
        reason,
        refundedTickets: refunds.length,
        reversedTickets: paid.length,
        shortfallTickets: refunds.filter((refund) => refund.shortfall > 0n).length,
      },
    });
    const money = (amount: bigint, currency: string) => toDecimalString(amount, currencyOf(currency));
    return {
      issue: toAdminIssue(game, voided, shortfall > 0n ? money(shortfall, actor.brand.currencyCode) : null),
      refunds: refunds.map(({ ticket, takenBack, shortfall }) => ({
        ticketId: String(ticket.id),
        amount: money(ticket.stake, ticket.currency),
        takenBack: money(takenBack, ticket.currency),
        shortfall: money(shortfall, ticket.currency),
      })),
    };
  });
}

import type { AdjustmentRequest, AdjustmentRequestQuery, Page } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import { pageCount } from '../../platform/paging.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerBalance } from '../ledger/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { findPlayerById } from '../players/index.ts';
import {
  decideAdjustmentRequest,
  listAdjustmentRequestRows,
  lockAdjustmentRequest,
} from './adjustment-repository.ts';
import { postAdjustment, routeAdjustment } from './adjustments.ts';
import { money } from './amounts.ts';
import type { AdjustmentRequestRow } from './schema.ts';

export type AdjustmentDecision = 'approve' | 'reject';

function toView(row: AdjustmentRequestRow, account: string, caller: OperatorRow): AdjustmentRequest {
  return {
    id: row.id.toString(),
    playerId: row.playerId.toString(),
    account,
    amount: money(row.amount, row.currency),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedAt: row.createdAt.toISOString(),
    mine: row.requestedById === caller.id,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    transferId: row.transferId?.toString() ?? null,
  };
}

export async function listAdjustmentRequests(
  db: Executor,
  brand: BrandRow,
  caller: OperatorRow,
  query: AdjustmentRequestQuery,
): Promise<Page<AdjustmentRequest>> {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const { total, rows } = await listAdjustmentRequestRows(db, {
    brandId: brand.id,
    ...(query.status ? { status: query.status } : {}),
    page,
    pageSize,
  });
  return {
    items: rows.map((r) => toView(r.request, r.account, caller)),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
  };
}

/** The request, still pending, and not the deciding operator's own: anything else is refused, nothing changes. */
const alreadyDecided = (status: string) =>
  new DomainError('INVALID_STATE', `This adjustment request is ${status}.`, undefined, { status });

async function pendingRequestFor(tx: Executor, brand: BrandRow, operator: OperatorRow, id: bigint) {
  const row = await lockAdjustmentRequest(tx, brand.id, id);
  if (!row) throw notFound('The adjustment request');
  if (row.status !== 'pending') throw alreadyDecided(row.status);
  if (row.requestedById === operator.id)
    throw new DomainError('FOUR_EYES_REQUIRED', 'A second operator must decide your own adjustment request.');
  return row;
}

/**
 * A second operator's decision on a pending adjustment request, in one transaction with its money and audit.
 * The request row is locked first, so concurrent approvals (or an approval racing a rejection) take turns and
 * the later one finds it decided; the ledger key `adjustment-request:<id>` would refuse a second posting anyway.
 * An approval the player's balance can no longer cover (a debit) or that the brand's maximum now forbids is
 * refused and the request stays pending, to be approved later or rejected.
 */
export async function decideAdjustment(props: {
  brand: BrandRow;
  operator: OperatorRow;
  id: bigint;
  decision: AdjustmentDecision;
  reason?: string;
  ip: string;
}): Promise<OnceWork<WorkResult<AdjustmentRequest> & { balances: PlayerBalance[] }>> {
  const { brand, operator, id, decision } = props;
  const rejectReason = props.reason?.trim() ?? '';
  if (decision === 'reject' && !rejectReason) throw validationFailed({ reason: 'REQUIRED' });
  return {
    fingerprint: { reason: rejectReason },
    async run(tx) {
      const request = await pendingRequestFor(tx, brand, operator, id);
      let balances: PlayerBalance[] = [];
      let balance: { before: string; after: string } | undefined;
      let transferId: bigint | null = null;
      if (decision === 'approve') {
        routeAdjustment(brand, request.amount);
        const posted = await postAdjustment(tx, {
          brand,
          playerId: request.playerId,
          amount: request.amount,
          reason: request.reason,
          key: `adjustment-request:${request.id}`,
        });
        balances = posted.players;
        transferId = posted.transferId;
        balance = {
          before: money(posted.balanceBefore, request.currency),
          after: money(posted.balance, request.currency),
        };
      }
      const decided = await decideAdjustmentRequest(tx, request.id, {
        status: decision === 'approve' ? 'approved' : 'rejected',
        decidedById: operator.id,
        decidedBy: operator.username,
        rejectReason: decision === 'reject' ? rejectReason : null,
        transferId,
      });
      // The row lock makes this unreachable; the status guard keeps it a refusal, never a second decision.
      if (!decided) throw alreadyDecided('decided');
      await recordAudit(tx, {
        brandId: brand.id,
        operatorId: operator.id,
        operatorName: operator.username,
        action: `player.adjustment-request.${decision}`,
        target: `player:${request.playerId}`,
        before: { status: 'pending', ...(balance ? { balance: balance.before } : {}) },
        after: {
          status: decided.status,
          request: request.id.toString(),
          amount: money(request.amount, request.currency),
          requestedBy: request.requestedBy,
          reason: request.reason,
          ...(balance ? { balance: balance.after } : { rejectReason }),
        },
        ip: props.ip,
      });
      const player = await findPlayerById(tx, brand.id, request.playerId);
      const view = toView(decided, player?.username ?? '', operator);
      return {
        outcome: 'done',
        body: balance ? { ...view, balance: balance.after } : view,
        balances,
      };
    },
  };
}

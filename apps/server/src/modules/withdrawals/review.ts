import type {
  AdminWithdrawalDetail,
  AdminWithdrawalQuery,
  AdminWithdrawalSummary,
  Page,
  WithdrawalStatus,
} from '@croupier/contracts';
import { startOfDayIn } from '@croupier/format';
import { APP_NOW } from '../../db/app-now.ts';
import type { Executor, Transaction } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { resolvePendingTransfer, type PlayerBalance } from '../ledger/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { findPlayerById } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import * as repo from './repository.ts';
import type { WithdrawalRow } from './schema.ts';
import { readRules } from './settings.ts';
import { toAdminDetail, toAdminSummary } from './views.ts';
import { pageCount } from '../../platform/paging.ts';

export type ReviewAction = 'approve' | 'reject' | 'paid' | 'force-receipt';

/** Which statuses each operator action starts from and leads to (contracts: the withdrawal life). */
const MOVES: Record<ReviewAction, { from: readonly WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
  paid: { from: ['approved'], to: 'paid' },
  'force-receipt': { from: ['paid', 'disputed'], to: 'received' },
};

const AUDIT_ACTIONS: Record<ReviewAction, string> = {
  approve: 'withdrawal.approve',
  reject: 'withdrawal.reject',
  paid: 'withdrawal.mark-paid',
  'force-receipt': 'withdrawal.force-receipt',
};

/** A decision's columns, stamped with the database's clock like the row's other times (ADR 0026). */
function columnsFor(action: ReviewAction, by: string, input: { reason?: string; reference?: string }) {
  const now = APP_NOW;
  switch (action) {
    case 'approve':
      return { approvedAt: now, approvedBy: by };
    case 'reject':
      return { rejectedAt: now, rejectedBy: by, rejectReason: input.reason! };
    case 'paid':
      return { paidAt: now, paidBy: by, paidReference: input.reference ?? '' };
    case 'force-receipt':
      return { receivedAt: now, receivedHow: 'operator', receivedBy: by, forceReason: input.reason! };
  }
}

/** Why a guarded change found nothing to change: the withdrawal is not there, or has moved on. */
async function refusal(tx: Executor, brandId: bigint, id: bigint): Promise<DomainError> {
  const current = await repo.findWithdrawal(tx, brandId, id);
  if (!current) return notFound('The withdrawal');
  return new DomainError('INVALID_STATE', `This withdrawal is ${current.status}.`, undefined, {
    status: current.status,
  });
}

/** The ledger side of an action: rejecting releases the hold, paying posts it (the money leaves). */
async function settleHold(
  tx: Transaction,
  row: WithdrawalRow,
  action: ReviewAction,
): Promise<PlayerBalance[]> {
  if (action !== 'reject' && action !== 'paid') return [];
  const result = await resolvePendingTransfer(tx, {
    brandId: row.brandId,
    transferId: row.transferId!,
    outcome: action === 'paid' ? 'posted' : 'voided',
  });
  return result.players;
}

/**
 * One operator decision on a withdrawal, in one transaction with its money and its audit record. The guarded
 * status change makes concurrent clicks act once: the loser is told the withdrawal's status has moved on.
 */
export async function reviewWithdrawal(props: {
  brand: BrandRow;
  operator: OperatorRow;
  id: bigint;
  action: ReviewAction;
  input: { reason?: string; reference?: string };
  ip: string;
}): Promise<OnceWork<WorkResult<{ id: string; status: WithdrawalStatus }> & { balances: PlayerBalance[] }>> {
  const { brand, operator, action, id } = props;
  const input = { reason: props.input.reason?.trim(), reference: props.input.reference?.trim() };
  if ((action === 'reject' || action === 'force-receipt') && !input.reason)
    throw validationFailed({ reason: 'REQUIRED' });
  const move = MOVES[action];
  return {
    fingerprint: input,
    async run(tx) {
      const before = await repo.findWithdrawal(tx, brand.id, id);
      const row = await repo.transition(tx, {
        brandId: brand.id,
        id,
        from: move.from,
        set: { status: move.to, ...columnsFor(action, operator.username, input) },
      });
      if (!row) throw await refusal(tx, brand.id, id);
      const balances = await settleHold(tx, row, action);
      await recordAudit(tx, {
        brandId: brand.id,
        operatorId: operator.id,
        operatorName: operator.username,
        action: AUDIT_ACTIONS[action],
        target: `withdrawal:${id}`,
        before: { status: before?.status },
        after: {
          status: row.status,
          amount: money(row.amount, row.currency),
          player: row.playerId.toString(),
          ...(input.reason ? { reason: input.reason } : {}),
          ...(input.reference ? { reference: input.reference } : {}),
        },
        ip: props.ip,
      });
      return {
        outcome: 'done',
        body: { id: id.toString(), status: row.status as WithdrawalStatus },
        balances,
      };
    },
  };
}

/** A brand day (yyyy-MM-dd) as an instant; `end` is the start of the following day. */
function dayBound(brand: BrandRow, day: string | undefined, field: string, end: boolean) {
  if (!day) return undefined;
  const start = startOfDayIn(day, brand.timezone);
  if (!start) throw validationFailed({ [field]: 'INVALID' });
  return end ? new Date(start.getTime() + 86_400_000) : start;
}

export async function listBrandWithdrawals(
  db: Executor,
  brand: BrandRow,
  query: AdminWithdrawalQuery,
): Promise<Page<AdminWithdrawalSummary>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const from = dayBound(brand, query.from, 'from', false);
  const to = dayBound(brand, query.to, 'to', true);
  if (from && to && from >= to) throw validationFailed({ to: 'INVALID' }, 'The end is before the start.');
  const account = query.q?.trim();
  const { total, rows } = await repo.listWithdrawals(db, {
    brandId: brand.id,
    ...(query.status ? { status: query.status } : {}),
    ...(account ? { account } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page,
    pageSize,
  });
  return {
    items: rows.map((r) => toAdminSummary(r.withdrawal, r.account)),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
  };
}

export async function withdrawalDetail(
  db: Executor,
  brand: BrandRow,
  id: bigint,
): Promise<AdminWithdrawalDetail> {
  const row = await repo.findWithdrawal(db, brand.id, id);
  if (!row) throw notFound('The withdrawal');
  const player = await findPlayerById(db, brand.id, row.playerId);
  const rules = await readRules(db, brand);
  return toAdminDetail(row, {
    account: player?.username ?? '',
    realName: player?.profile.payeeName?.trim() || null,
    proofs: await repo.listProofs(db, row.id),
    autoReceiptMinutes: rules.autoReceiptMinutes,
  });
}

export async function proofImage(db: Executor, brand: BrandRow, id: bigint, n: number) {
  const row = await repo.findWithdrawal(db, brand.id, id);
  const image = row && (await repo.readProof(db, row.id, n));
  if (!image) throw notFound('The image');
  return image;
}

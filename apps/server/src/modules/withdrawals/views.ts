import type {
  AdminWithdrawalDetail,
  AdminWithdrawalSummary,
  Receipt,
  ReceiptResult,
  ReceivedHow,
  WithdrawalItem,
  WithdrawalStatus,
} from '@croupier/contracts';
import { money } from '../wallet/index.ts';
import { maskAccountNumber } from './payout-accounts.ts';
import type { WithdrawalRow } from './schema.ts';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function receiptOf(row: WithdrawalRow, images: number): Receipt | null {
  if (!row.receiptResult || !row.receiptAt) return null;
  const received = row.amountReceived ?? 0n;
  return {
    result: row.receiptResult as ReceiptResult,
    amountReceived: money(received, row.currency),
    remainder: money(row.amount - received, row.currency),
    remark: row.receiptRemark ?? '',
    at: row.receiptAt.toISOString(),
    images,
  };
}

/** When a paid withdrawal will count as received if nobody answers before. */
const autoReceiptAt = (row: WithdrawalRow, minutes: number) =>
  row.status === 'paid' && row.paidAt
    ? new Date(row.paidAt.getTime() + minutes * 60_000).toISOString()
    : null;

export function toPlayerItem(row: WithdrawalRow, images: number, autoReceiptMinutes: number): WithdrawalItem {
  return {
    id: row.id.toString(),
    amount: money(row.amount, row.currency),
    status: row.status as WithdrawalStatus,
    createdAt: row.createdAt.toISOString(),
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    accountName: row.accountName,
    rejectReason: row.rejectReason,
    paidAt: iso(row.paidAt),
    autoReceiptAt: autoReceiptAt(row, autoReceiptMinutes),
    receipt: receiptOf(row, images),
    receivedAt: iso(row.receivedAt),
    receivedHow: row.receivedHow as ReceivedHow | null,
  };
}

/** Operators see the whole account number: they pay to it. */
export function toAdminSummary(row: WithdrawalRow, account: string): AdminWithdrawalSummary {
  return {
    id: row.id.toString(),
    player: { id: row.playerId.toString(), account },
    amount: money(row.amount, row.currency),
    status: row.status as WithdrawalStatus,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    receiptResult: row.receiptResult as ReceiptResult | null,
  };
}

export function toAdminDetail(
  row: WithdrawalRow,
  extra: {
    account: string;
    realName: string | null;
    proofs: { n: number; contentType: string; size: number }[];
    autoReceiptMinutes: number;
  },
): AdminWithdrawalDetail {
  return {
    ...toAdminSummary(row, extra.account),
    currency: row.currency,
    realName: extra.realName,
    approved: row.approvedAt ? { at: row.approvedAt.toISOString(), by: row.approvedBy ?? '' } : null,
    paid: row.paidAt
      ? { at: row.paidAt.toISOString(), by: row.paidBy ?? '', reference: row.paidReference ?? '' }
      : null,
    rejected: row.rejectedAt
      ? { at: row.rejectedAt.toISOString(), by: row.rejectedBy ?? '', reason: row.rejectReason ?? '' }
      : null,
    receipt: receiptOf(row, extra.proofs.length),
    proofs: extra.proofs,
    received: row.receivedAt
      ? {
          at: row.receivedAt.toISOString(),
          how: row.receivedHow as ReceivedHow,
          by: row.receivedBy,
          reason: row.forceReason,
        }
      : null,
    autoReceiptAt: autoReceiptAt(row, extra.autoReceiptMinutes),
  };
}

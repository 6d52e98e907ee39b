import {
  translatedIn,
  type AdminDeposit,
  type DepositItem,
  type DepositStatus,
  type Language,
} from '@croupier/contracts';
import { money } from '../wallet/index.ts';
import type { DepositWithChannel } from './repository.ts';

/**
 * A line of the player's deposit history, the channel named in the player's language; a pending one still
 * carries what the player needs to finish it.
 */
export function toDepositItem(row: DepositWithChannel, language: Language): DepositItem {
  const pending = row.status === 'pending';
  return {
    id: row.id.toString(),
    createdAt: row.createdAt.toISOString(),
    channelName: translatedIn(row.channelName, row.channelNames, language),
    type: row.channelType,
    amount: money(row.amount, row.currency),
    status: row.status as DepositStatus,
    reference: row.reference,
    expiresAt: row.expiresAt.toISOString(),
    ...(pending && row.bank ? { bankInfo: { ...row.bank, reference: row.reference } } : {}),
    ...(pending && row.payUrl ? { payUrl: row.payUrl } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
  };
}

export function toAdminDeposit(row: DepositWithChannel & { account: string }): AdminDeposit {
  return {
    id: row.id.toString(),
    createdAt: row.createdAt.toISOString(),
    player: { id: row.playerId.toString(), account: row.account },
    channel: { id: row.channelId.toString(), name: row.channelName, type: row.channelType },
    amount: money(row.amount, row.currency),
    status: row.status as DepositStatus,
    reference: row.reference,
    expiresAt: row.expiresAt.toISOString(),
    gatewayReference: row.gatewayReference,
    reason: row.reason,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

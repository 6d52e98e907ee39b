import {
  translatedIn,
  type DepositChannel,
  type DepositChannelAdmin,
  type DepositChannelCreate,
  type DepositChannelPatch,
  type Language,
  type PaymentGatewayCode,
} from '@croupier/contracts';
import { currencyOf, parseMinor } from '@croupier/money';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { oneLineName, storedTranslations } from '../../platform/names.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { money } from '../wallet/index.ts';
import * as repo from './repository.ts';
import type { DepositChannelRow, NewDepositChannelRow } from './schema.ts';

/**
 * API.md `GET /api/v1/deposit/channels`: what a player chooses from, named in the player's language; the bank
 * details come with a deposit.
 */
export function toPlayerChannel(
  row: DepositChannelRow,
  currency: string,
  language: Language,
): DepositChannel {
  return {
    id: row.id.toString(),
    name: translatedIn(row.name, row.names, language),
    type: row.type as DepositChannel['type'],
    min: money(row.minAmount, currency),
    max: money(row.maxAmount, currency),
  };
}

export function toAdminChannel(row: DepositChannelRow, currency: string): DepositChannelAdmin {
  return {
    ...toPlayerChannel(row, currency, 'EN'),
    names: row.names,
    gateway: row.gateway as PaymentGatewayCode | null,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    expiryMinutes: row.expiryMinutes,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPlayerChannels(
  db: Executor,
  brand: BrandRow,
  language: Language,
): Promise<DepositChannel[]> {
  const rows = await repo.listChannels(db, brand.id, { enabledOnly: true });
  return rows.map((row) => toPlayerChannel(row, brand.currencyCode, language));
}

export async function listAdminChannels(db: Executor, brand: BrandRow): Promise<DepositChannelAdmin[]> {
  const rows = await repo.listChannels(db, brand.id);
  return rows.map((row) => toAdminChannel(row, brand.currencyCode));
}

type ChannelInput = Omit<DepositChannelCreate, 'min' | 'max'> & {
  min: string | bigint;
  max: string | bigint;
};

/**
 * A whole channel, checked as a whole (a patch is merged with the current row first): limits in the brand's
 * currency with min ≤ max, a bank channel names the receiving account and has no gateway, a gateway channel
 * names its gateway and carries no bank account.
 */
function channelColumns(input: ChannelInput, currencyCode: string): Omit<NewDepositChannelRow, 'brandId'> {
  const currency = currencyOf(currencyCode);
  const limit = (value: string | bigint, field: string) => {
    const minor = typeof value === 'bigint' ? value : parseMinor(value, currency);
    if (minor === null || minor <= 0n)
      throw validationFailed({ [field]: 'INVALID' }, 'The limit is not valid.');
    return minor;
  };
  const minAmount = limit(input.min, 'min');
  const maxAmount = limit(input.max, 'max');
  if (maxAmount < minAmount)
    throw validationFailed({ max: 'INVALID' }, 'The maximum must not be below the minimum.');
  const name = oneLineName(input.name, 'name');
  if (!name) throw validationFailed({ name: 'REQUIRED' });
  const names = storedTranslations(input.names, 'names');
  const bank = {
    bankName: input.bankName.trim(),
    accountNumber: input.accountNumber.trim(),
    accountName: input.accountName.trim(),
  };
  if (input.type === 'bank') {
    const missing = Object.entries(bank).filter(([, value]) => !value);
    if (missing.length > 0)
      throw validationFailed(
        Object.fromEntries(missing.map(([field]) => [field, 'REQUIRED' as const])),
        'A bank channel needs the receiving bank account.',
      );
    if (!/^[0-9 -]{4,34}$/.test(bank.accountNumber))
      throw validationFailed({ accountNumber: 'INVALID' }, 'The account number is not valid.');
  } else if (!input.gateway) {
    throw validationFailed({ gateway: 'REQUIRED' }, 'A gateway channel needs its gateway.');
  }
  return {
    name,
    names,
    type: input.type,
    gateway: input.type === 'gateway' ? input.gateway : null,
    minAmount,
    maxAmount,
    enabled: input.enabled,
    sortOrder: input.sortOrder,
    expiryMinutes: input.expiryMinutes,
    ...(input.type === 'bank' ? bank : { bankName: '', accountNumber: '', accountName: '' }),
  };
}

interface Actor {
  brand: BrandRow;
  operator: OperatorRow;
  ip: string;
}

const audit = (tx: Executor, actor: Actor, action: string, id: bigint, before: unknown, after: unknown) =>
  recordAudit(tx, {
    brandId: actor.brand.id,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    action,
    target: `deposit-channel:${id}`,
    before,
    after,
    ip: actor.ip,
  });

export async function createChannel(db: Database, actor: Actor, input: DepositChannelCreate) {
  const columns = channelColumns(input, actor.brand.currencyCode);
  return inTransaction(db, async (tx) => {
    const row = await repo.insertChannel(tx, { ...columns, brandId: actor.brand.id });
    const view = toAdminChannel(row, actor.brand.currencyCode);
    await audit(tx, actor, 'deposit-channel.create', row.id, null, view);
    return view;
  });
}

export async function updateChannelSettings(
  db: Database,
  actor: Actor,
  id: bigint,
  patch: DepositChannelPatch,
) {
  return inTransaction(db, async (tx) => {
    const current = await repo.findChannel(tx, actor.brand.id, id);
    if (!current) throw notFound('The deposit channel');
    const merged: ChannelInput = {
      type: current.type as ChannelInput['type'],
      name: patch.name ?? current.name,
      names: patch.names ?? current.names,
      gateway: patch.gateway !== undefined ? patch.gateway : (current.gateway as PaymentGatewayCode | null),
      min: patch.min ?? current.minAmount,
      max: patch.max ?? current.maxAmount,
      enabled: patch.enabled ?? current.enabled,
      sortOrder: patch.sortOrder ?? current.sortOrder,
      expiryMinutes: patch.expiryMinutes ?? current.expiryMinutes,
      bankName: patch.bankName ?? current.bankName,
      accountNumber: patch.accountNumber ?? current.accountNumber,
      accountName: patch.accountName ?? current.accountName,
    };
    const row = await repo.updateChannel(tx, id, channelColumns(merged, actor.brand.currencyCode));
    const view = toAdminChannel(row, actor.brand.currencyCode);
    await audit(
      tx,
      actor,
      'deposit-channel.update',
      id,
      toAdminChannel(current, actor.brand.currencyCode),
      view,
    );
    return view;
  });
}

/** A channel that took deposits stays, for their history: it can only be switched off. */
export async function removeChannel(db: Database, actor: Actor, id: bigint) {
  await inTransaction(db, async (tx) => {
    const current = await repo.findChannel(tx, actor.brand.id, id);
    if (!current) throw notFound('The deposit channel');
    if (await repo.channelHasDeposits(tx, id))
      throw new DomainError('INVALID_STATE', 'This channel has deposits; switch it off instead.');
    await repo.deleteChannel(tx, id);
    await audit(
      tx,
      actor,
      'deposit-channel.delete',
      id,
      toAdminChannel(current, actor.brand.currencyCode),
      null,
    );
  });
}

/**
 * Demo data: a bank transfer the operator approves and the built-in test gateway, so a fresh install can take a
 * deposit at once. Only for a brand with no channels yet, so an operator's own set-up is never touched.
 */
export async function seedDemoChannels(db: Executor, brand: BrandRow): Promise<void> {
  if ((await repo.countChannels(db, brand.id)) > 0) return;
  const base = { enabled: true, gateway: null, bankName: '', accountNumber: '', accountName: '' };
  for (const input of [
    {
      ...base,
      type: 'gateway',
      gateway: 'testpay',
      name: 'Test gateway (instant)',
      names: { CN: '测试网关（即时到账）', TH: 'เกตเวย์ทดสอบ (เข้าทันที)' },
      min: '10',
      max: '100000',
      sortOrder: 10,
      expiryMinutes: 30,
    },
    {
      ...base,
      type: 'bank',
      name: 'Bank transfer',
      names: { CN: '银行转账', TH: 'โอนผ่านธนาคาร' },
      min: '100',
      max: '500000',
      sortOrder: 20,
      expiryMinutes: 1440,
      bankName: 'Demo Bank',
      accountNumber: '123-4-56789-0',
      accountName: 'Croupier Demo Co., Ltd.',
    },
  ] satisfies ChannelInput[]) {
    await repo.insertChannel(db, { ...channelColumns(input, brand.currencyCode), brandId: brand.id });
  }
}

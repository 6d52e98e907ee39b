import { randomInt } from 'node:crypto';
import type {
  AdminDepositQuery,
  DepositCreate,
  DepositCreated,
  DepositHistoryQuery,
  DepositStatus,
  Language,
} from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { Logger } from '../../platform/logger.ts';
import type { OnceWork, WorkResult } from '../../platform/once-work.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { postTransfers, type PlayerBalance } from '../ledger/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import type { PlayerRow } from '../players/index.ts';
import type { SecretBox } from '../security/index.ts';
import { money, parseAmount, toInstant } from '../wallet/index.ts';
import { ensureGatewayAccount } from './gateways/accounts.ts';
import { gatewayFor } from './gateways/registry.ts';
import * as repo from './repository.ts';
import { toAdminDeposit, toDepositItem } from './views.ts';
import { pageCount } from '../../platform/paging.ts';

// No 0/O or 1/I: the player copies the reference onto a bank transfer by hand.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newReference = () =>
  `D${Array.from({ length: 9 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const invalidState = (status: string | undefined) =>
  new DomainError(
    'INVALID_STATE',
    `This deposit is ${status ?? 'gone'}; it cannot be changed now.`,
    undefined,
    {
      status,
    },
  );

/**
 * Starts a deposit: a pending row the money will later confirm. A bank channel answers where to send the
 * money and the reference to write on the transfer. Answers the row's writing, to run once (the route runs it
 * under the request's Idempotency-Key, so replays create one deposit); a gateway's pay page is asked for
 * afterwards, outside the transaction (`withPayUrl`).
 */
export async function createDeposit(
  db: Database,
  props: { brand: BrandRow; player: PlayerRow; input: DepositCreate },
): Promise<OnceWork<WorkResult<DepositCreated>>> {
  const { brand, player, input } = props;
  const channel = await repo.findChannel(db, brand.id, BigInt(input.channelId));
  if (!channel?.enabled)
    throw new DomainError('CHANNEL_UNAVAILABLE', 'This deposit channel is not available.', {
      channelId: 'CHANNEL_UNAVAILABLE',
    });
  const amount = parseAmount(input.amount, brand.currencyCode);
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    const [min, max] = [
      money(channel.minAmount, brand.currencyCode),
      money(channel.maxAmount, brand.currencyCode),
    ];
    throw new DomainError(
      'AMOUNT_OUT_OF_RANGE',
      `The amount must be between ${min} and ${max}.`,
      { amount: 'AMOUNT_OUT_OF_RANGE' },
      { min, max },
    );
  }
  const reference = newReference();
  return {
    fingerprint: { channelId: channel.id, amount },
    async run(tx) {
      const row = await repo.insertDeposit(tx, {
        brandId: brand.id,
        playerId: player.id,
        channelId: channel.id,
        currency: brand.currencyCode,
        amount,
        reference,
        bank:
          channel.type === 'bank'
            ? {
                bankName: channel.bankName,
                accountNumber: channel.accountNumber,
                accountName: channel.accountName,
              }
            : null,
        // The database's clock, the one the expiry job compares with.
        expiresAt: sql`app_now() + ${channel.expiryMinutes} * interval '1 minute'`,
      });
      const body: DepositCreated = {
        id: row.id.toString(),
        status: 'pending',
        ...(row.bank ? { bankInfo: { ...row.bank, reference: row.reference } } : {}),
      };
      return { outcome: 'created', body };
    },
  };
}

/** A gateway deposit's pay page added to its answer; a replay after a gateway failure asks the gateway again. */
export async function withPayUrl(
  db: Database,
  props: { brand: BrandRow; box: SecretBox; log: Logger },
  created: DepositCreated,
): Promise<DepositCreated> {
  const payUrl = await ensurePayUrl(db, props, BigInt(created.id));
  return payUrl ? { ...created, payUrl } : created;
}

async function ensurePayUrl(
  db: Database,
  props: { brand: BrandRow; box: SecretBox; log: Logger },
  id: bigint,
): Promise<string | undefined> {
  const deposit = await repo.findDeposit(db, props.brand.id, id);
  if (!deposit) throw notFound('The deposit');
  if (deposit.channelType !== 'gateway') return undefined;
  if (deposit.payUrl || deposit.status !== 'pending') return deposit.payUrl ?? undefined;
  const unavailable = () =>
    new DomainError('PAYMENT_GATEWAY_UNAVAILABLE', 'The payment gateway did not answer; try again.');
  const gateway = gatewayFor(deposit.gateway ?? '');
  if (!gateway) throw unavailable();
  try {
    const account = await ensureGatewayAccount(db, props.box, props.brand, gateway.code);
    const { payUrl } = await gateway.createPayment(
      {
        orderId: deposit.id.toString(),
        amount: money(deposit.amount, deposit.currency),
        currency: deposit.currency,
        expiresAt: deposit.expiresAt,
        returnUrl: `/member?page=depositv2&deposit=${deposit.id}`,
      },
      account,
    );
    await repo.setPayUrl(db, id, payUrl);
  } catch (error) {
    props.log.error({ err: error, gateway: gateway.code, deposit: id.toString() }, 'payment gateway failed');
    throw unavailable();
  }
  return (await repo.findDeposit(db, props.brand.id, id))?.payUrl ?? undefined;
}

const paging = (query: { page?: number; pageSize?: number }) => ({
  page: query.page ?? 1,
  pageSize: Math.min(query.pageSize ?? 20, 100),
});

const pageAnswer = <T>(items: T[], total: number, page: { page: number; pageSize: number }) => ({
  items,
  ...page,
  total,
  totalPages: pageCount(total, page.pageSize),
});

export async function listOwnDeposits(
  db: Database,
  player: PlayerRow,
  query: DepositHistoryQuery,
  language: Language,
) {
  const page = paging(query);
  const { items, total } = await repo.listPlayerDeposits(db, {
    ...page,
    playerId: player.id,
    status: query.status,
  });
  return pageAnswer(
    items.map((item) => toDepositItem(item, language)),
    total,
    page,
  );
}

export async function listDepositQueue(db: Database, brand: BrandRow, query: AdminDepositQuery) {
  const page = paging(query);
  const from = toInstant(query.from, brand.timezone, 'from', false);
  const to = toInstant(query.to, brand.timezone, 'to', true);
  if (from && to && from >= to) throw validationFailed({ to: 'INVALID' }, 'The end is before the start.');
  const { items, total } = await repo.listBrandDeposits(db, {
    ...page,
    brandId: brand.id,
    status: query.status,
    account: query.player?.trim() || undefined,
    channelId: query.channelId ? BigInt(query.channelId) : undefined,
    from,
    to,
  });
  return pageAnswer(items.map(toAdminDeposit), total, page);
}

/**
 * Approves a deposit and credits the player through the ledger, once: the guarded status change lets exactly
 * one decider through, and the ledger key `deposit:<id>` would refuse a second credit even if it did not.
 * An expired deposit can still be approved: its money may arrive late (see callbacks.ts). Null when the
 * deposit was no longer pending or expired.
 */
export async function creditDeposit(
  tx: Executor,
  deposit: repo.DepositWithChannel,
  decision: { decidedBy: string; gatewayReference?: string },
): Promise<{ balances: PlayerBalance[] } | null> {
  const moved = await repo.moveDeposit(tx, {
    id: deposit.id,
    from: ['pending', 'expired'],
    to: 'approved',
    ...decision,
  });
  if (!moved) return null;
  const [result] = await postTransfers(tx, [
    {
      brandId: deposit.brandId,
      currency: deposit.currency,
      key: `deposit:${deposit.id}`,
      kind: 'deposit',
      from: { house: 'deposits_clearing' },
      to: { player: deposit.playerId },
      amount: deposit.amount,
      reference: `deposit ${deposit.reference}`,
      remark: deposit.channelName,
    },
  ]);
  return { balances: result!.players };
}

interface Actor {
  brand: BrandRow;
  operator: OperatorRow;
  ip: string;
}

/** Operators decide bank transfers; a gateway's deposits are decided by the gateway's signed callback. */
async function bankDeposit(tx: Executor, brandId: bigint, id: bigint) {
  const deposit = await repo.findDeposit(tx, brandId, id);
  if (!deposit) throw notFound('The deposit');
  if (deposit.channelType !== 'bank')
    throw new DomainError('INVALID_STATE', 'A gateway deposit is decided by its gateway.', undefined, {
      status: deposit.status,
    });
  return deposit;
}

const auditDecision = (
  tx: Executor,
  actor: Actor,
  deposit: repo.DepositWithChannel,
  after: { status: DepositStatus; reason?: string },
) =>
  recordAudit(tx, {
    brandId: actor.brand.id,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    action: after.status === 'approved' ? 'deposit.approve' : 'deposit.reject',
    target: `deposit:${deposit.id}`,
    before: { status: deposit.status },
    after: { ...after, amount: money(deposit.amount, deposit.currency), reference: deposit.reference },
    ip: actor.ip,
  });

/** An operator approves a bank deposit: the work to run once. */
export function approveDeposit(
  actor: Actor,
  id: bigint,
): OnceWork<WorkResult<{ id: string; status: DepositStatus }> & { balances: PlayerBalance[] }> {
  return {
    fingerprint: {},
    async run(tx) {
      const deposit = await bankDeposit(tx, actor.brand.id, id);
      const credited = await creditDeposit(tx, deposit, { decidedBy: actor.operator.username });
      if (!credited) throw invalidState((await repo.findDeposit(tx, actor.brand.id, id))?.status);
      await auditDecision(tx, actor, deposit, { status: 'approved' });
      return {
        outcome: 'done',
        body: { id: id.toString(), status: 'approved' },
        balances: credited.balances,
      };
    },
  };
}

/** Refuses a pending bank deposit (the money never came, or not as announced); nothing moves. */
export function rejectDeposit(
  actor: Actor,
  id: bigint,
  reason: string,
): OnceWork<WorkResult<{ id: string; status: DepositStatus }>> {
  const why = reason.trim();
  if (!why) throw validationFailed({ reason: 'REQUIRED' });
  return {
    fingerprint: { reason: why },
    async run(tx) {
      const deposit = await bankDeposit(tx, actor.brand.id, id);
      const moved = await repo.moveDeposit(tx, {
        id,
        from: ['pending'],
        to: 'rejected',
        decidedBy: actor.operator.username,
        reason: why,
      });
      if (!moved) throw invalidState((await repo.findDeposit(tx, actor.brand.id, id))?.status);
      await auditDecision(tx, actor, deposit, { status: 'rejected', reason: why });
      return { outcome: 'done', body: { id: id.toString(), status: 'rejected' } };
    },
  };
}

const EXPIRY_BATCH = 500;

/** The expiry job's work: every pending deposit past its time becomes expired, in batches. */
export async function expireDeposits(db: Database): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await repo.expireDueDeposits(db, EXPIRY_BATCH);
    total += expired;
    if (expired < EXPIRY_BATCH) return total;
  }
}

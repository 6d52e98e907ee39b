import { inTransaction, type Database } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Job } from '../../platform/jobs.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import { findBrandById, type BrandRow } from '../brands/index.ts';
import { playerBalance, postTransfers, type PlayerBalance } from '../ledger/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { freezeByRule, type PlayerRow } from '../players/index.ts';
import { checkPaymentPassword } from '../wallet/index.ts';
import {
  billsToForce,
  findBill,
  lockBill,
  outstandingOf,
  updateBill,
  type BillRow,
} from './bills-repository.ts';

/** What a bill command changed: the bill after it and the cash balances it moved (for the sockets). */
export interface BillChange {
  bill: BillRow;
  balances: PlayerBalance[];
}

const billNotFound = () => notFound('The dividend bill');

/**
 * The upline pays a downline's dividend bill from its cash, with its payment password (every movement of an
 * account's money it starts asks for it). Only a pending bill is paid; the whole outstanding amount moves.
 */
export async function payBill(
  db: Database,
  props: { brand: BrandRow; agent: PlayerRow; billId: bigint; paymentPassword: string },
): Promise<BillChange> {
  // Another agent's bill is not there for it, whatever password it sends.
  if (!(await findBill(db, { brandId: props.brand.id, billId: props.billId, uplineId: props.agent.id })))
    throw billNotFound();
  await checkPaymentPassword(db, props.agent, props.paymentPassword);
  return inTransaction(db, async (tx) => {
    const bill = await lockBill(tx, {
      brandId: props.brand.id,
      billId: props.billId,
      uplineId: props.agent.id,
    });
    if (!bill) throw billNotFound();
    if (bill.status !== 'pending') throw new DomainError('INVALID_STATE', 'The bill is no longer waiting.');
    const amount = outstandingOf(bill);
    const [transfer] = await postTransfers(tx, [
      {
        brandId: bill.brandId,
        currency: props.brand.currencyCode,
        key: `dividend-bill:${bill.id}:paid`,
        kind: 'dividend',
        from: { player: bill.uplineId },
        to: { player: bill.downlineId },
        amount,
        reference: `dividend ${bill.periodKey}`,
      },
    ]);
    const paid = await updateBill(tx, bill.id, { status: 'paid', paid: bill.paid + amount, settled: true });
    return { bill: paid, balances: transfer!.players };
  });
}

/**
 * The upline refuses a bill. A refused bill is force-paid at once (DOMAIN.md): the refusal is recorded, and
 * the force pay, in its own transaction, freezes the upline and moves what its balance holds.
 */
export async function refuseBill(
  db: Database,
  props: { brand: BrandRow; agentId: bigint; billId: bigint },
): Promise<BillChange> {
  await inTransaction(db, async (tx) => {
    const bill = await lockBill(tx, {
      brandId: props.brand.id,
      billId: props.billId,
      uplineId: props.agentId,
    });
    if (!bill) throw billNotFound();
    if (bill.status !== 'pending') throw new DomainError('INVALID_STATE', 'The bill is no longer waiting.');
    await updateBill(tx, bill.id, { status: 'refused', refused: true });
  });
  const forced = await forcePayBill(db, props.billId);
  if (!forced) throw billNotFound();
  return forced;
}

const FORCE_ATTEMPTS = 3;

/**
 * Force pay (DOMAIN.md "Dividend"): a bill refused, or unpaid when its window ended, freezes its upline, and
 * the platform moves what the upline's cash holds, up to the outstanding amount, to the downline, recording
 * the rest as a shortfall. Answers undefined when the bill is not due (paid meanwhile, or not yet late). A
 * bet landing between the balance read and the transfer makes the transfer fail: it is read again.
 */
export async function forcePayBill(db: Database, billId: bigint): Promise<BillChange | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (tx) => {
        const [due] = await billsToForce(tx, { billId });
        if (!due) return undefined;
        const bill = (await lockBill(tx, { brandId: due.brandId, billId }))!;
        if (bill.status !== 'refused' && bill.status !== 'pending') return undefined;
        const brand = (await findBrandById(tx, bill.brandId))!;
        await freezeByRule(tx, {
          brandId: bill.brandId,
          playerId: bill.uplineId,
          rule: 'dividend-force-pay',
          reason: `Dividend bill ${bill.id} (${bill.periodKey}) ${bill.status === 'refused' ? 'refused' : 'unpaid'}.`,
        });
        const outstanding = outstandingOf(bill);
        const { available } = await playerBalance(tx, bill.uplineId, brand.currencyCode);
        const moved = available <= 0n ? 0n : available < outstanding ? available : outstanding;
        const [transfer] =
          moved > 0n
            ? await postTransfers(tx, [
                {
                  brandId: bill.brandId,
                  currency: brand.currencyCode,
                  key: `dividend-bill:${bill.id}:forced`,
                  kind: 'dividend',
                  from: { player: bill.uplineId },
                  to: { player: bill.downlineId },
                  amount: moved,
                  reference: `dividend ${bill.periodKey}`,
                  remark: 'force pay',
                },
              ])
            : [];
        const after = await updateBill(tx, bill.id, {
          status: moved === outstanding ? 'forced' : 'shortfall',
          forced: bill.forced + moved,
          shortfall: bill.shortfall + outstanding - moved,
          settled: true,
        });
        return { bill: after, balances: transfer?.players ?? [] };
      });
    } catch (error) {
      const raced = error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS';
      if (!raced || attempt >= FORCE_ATTEMPTS) throw error;
    }
  }
}

/** Force-pays every due bill; one that fails is logged and tried again on the next pass. */
export async function forcePayDueBills(db: Database, log?: Logger): Promise<number> {
  let forced = 0;
  for (const bill of await billsToForce(db, { limit: 200 })) {
    try {
      if (await forcePayBill(db, bill.id)) forced += 1;
    } catch (error) {
      log?.error({ err: error, billId: bill.id }, 'dividend force pay failed');
    }
  }
  return forced;
}

export const dividendForcePayJob: Job = {
  name: 'contracts.dividend-force-pay',
  everyMs: 60_000,
  run: async (db) => {
    await forcePayDueBills(db);
  },
};

/**
 * An operator settles a bill's shortfall: the platform pays the downline what the upline could not
 * (`platform_paid`), or the shortfall is written off; either way once, with the reason in the audit log.
 */
export async function resolveShortfall(
  db: Database,
  props: {
    brand: BrandRow;
    operator: OperatorRow;
    ip: string;
    billId: bigint;
    resolution: 'platform_paid' | 'written_off';
    reason: string;
  },
): Promise<BillChange> {
  const reason = props.reason.trim();
  if (!reason) throw validationFailed({ reason: 'REQUIRED' }, 'Say why.');
  return inTransaction(db, async (tx) => {
    const bill = await lockBill(tx, { brandId: props.brand.id, billId: props.billId });
    if (!bill) throw billNotFound();
    if (bill.shortfall === 0n || bill.shortfallResolution !== null)
      throw new DomainError('INVALID_STATE', 'The bill has no open shortfall.');
    const [transfer] =
      props.resolution === 'platform_paid'
        ? await postTransfers(tx, [
            {
              brandId: bill.brandId,
              currency: props.brand.currencyCode,
              key: `dividend-bill:${bill.id}:shortfall`,
              kind: 'dividend',
              from: { house: 'dividends_expense' },
              to: { player: bill.downlineId },
              amount: bill.shortfall,
              reference: `dividend ${bill.periodKey}`,
              remark: 'shortfall paid by the platform',
            },
          ])
        : [];
    const after = await updateBill(tx, bill.id, {
      resolution: { kind: props.resolution, by: props.operator.username, note: reason },
    });
    await recordAudit(tx, {
      brandId: props.brand.id,
      operatorId: props.operator.id,
      operatorName: props.operator.username,
      action: `dividend-bill.${props.resolution === 'platform_paid' ? 'pay-shortfall' : 'write-off'}`,
      target: `dividend-bill:${bill.id}`,
      before: { shortfall: bill.shortfall.toString(), resolution: null },
      after: { shortfall: bill.shortfall.toString(), resolution: props.resolution, reason },
      ip: props.ip,
    });
    return { bill: after, balances: transfer?.players ?? [] };
  });
}

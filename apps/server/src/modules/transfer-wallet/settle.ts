import { inTransaction, type Database } from '../../db/client.ts';
import { postTransfers, resolvePendingTransfer, type PlayerBalance } from '../ledger/index.ts';
import * as repo from './repository.ts';
import type { TransferRow } from './repository.ts';
import type { VendorAnswer } from './vendor-calls.ts';

export interface Settled {
  row: TransferRow;
  /** Player balances this settlement changed, to push to their sockets once committed. */
  balances: PlayerBalance[];
  /**
   * The transfer had already been settled the other way by an earlier answer: the vendor contradicts itself
   * about one transfer id. Nothing moves again; an operator must look at it.
   */
  contradicted: boolean;
}

export const clearing = (vassalage: string) => ({ house: `vendor_clearing:${vassalage}` as const });
/** The ledger key of a transfer's money: its hold (in) or its credit (out); one transfer id moves money once. */
export const ledgerKeyOf = (transferId: string) => `vendor-wallet:${transferId}`;

/**
 * Applies the vendor's answer about a transfer, whoever asked (the player's request or the retry job) and
 * however often: the row lock and its `pending` state make the first final answer the only one that moves money.
 * A transfer in posts its hold on OK (the money is now the vendor's to hold) or voids it on a refusal; a
 * transfer out credits the player on OK (the vendor has debited its side) and moves nothing on a refusal. An
 * unknown answer moves nothing and leaves the transfer to the retry job.
 */
export async function settleTransfer(
  db: Database,
  row: TransferRow,
  answer: VendorAnswer,
  props: { vendorName: string; askNow: boolean },
): Promise<Settled> {
  if (answer.kind === 'unknown') {
    await repo.noteUnknown(db, row.id, answer.reason, props.askNow);
    return { row: (await repo.findTransfer(db, row.id)) ?? row, balances: [], contradicted: false };
  }
  return inTransaction(db, async (tx) => {
    const pending = await repo.lockPendingTransfer(tx, row.id);
    if (!pending) {
      const current = (await repo.findTransfer(tx, row.id))!;
      return {
        row: current,
        balances: [],
        contradicted: (current.status === 'completed') !== (answer.kind === 'ok'),
      };
    }
    const hold = { brandId: pending.brandId, transferId: pending.ledgerTransferId! };
    if (answer.kind === 'refused') {
      const balances =
        pending.direction === 'in'
          ? (await resolvePendingTransfer(tx, { ...hold, outcome: 'voided' })).players
          : [];
      const refused = await repo.markResolved(tx, pending.id, {
        status: 'refused',
        vendorStatus: answer.status,
      });
      return { row: refused, balances, contradicted: false };
    }
    if (pending.direction === 'in') {
      const posted = await resolvePendingTransfer(tx, { ...hold, outcome: 'posted' });
      await repo.raiseHeldBalance(tx, pending);
      const completed = await repo.markResolved(tx, pending.id, { status: 'completed', vendorStatus: 'OK' });
      return { row: completed, balances: posted.players, contradicted: false };
    }
    const [credited] = await postTransfers(tx, [
      {
        brandId: pending.brandId,
        currency: pending.currency,
        key: ledgerKeyOf(pending.transferId),
        kind: 'transfer',
        from: clearing(pending.vassalage),
        to: { player: pending.playerId },
        amount: pending.amount,
        reference: `← ${props.vendorName}`,
      },
    ]);
    await repo.lowerHeldBalance(tx, pending);
    const completed = await repo.markResolved(tx, pending.id, {
      status: 'completed',
      vendorStatus: 'OK',
      ledgerTransferId: credited!.transferId,
    });
    return { row: completed, balances: credited!.players, contradicted: false };
  });
}

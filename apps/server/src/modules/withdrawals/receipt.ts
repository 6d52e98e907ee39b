import {
  characterCount,
  RECEIPT_LIMITS,
  type ReceiptResult,
  type WithdrawalStatus,
} from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { parseAmount } from '../wallet/index.ts';
import * as repo from './repository.ts';

/**
 * The player's answer to a paid withdrawal (spec §4): received in full closes it; partly or not received
 * opens a dispute for the operator, who investigates and may force the receipt. The money has already left,
 * so nothing moves here; proof images are stored with the answer in one transaction.
 */
export async function confirmReceipt(
  db: Database,
  props: {
    brand: BrandRow;
    player: PlayerRow;
    id: bigint;
    form: {
      result: ReceiptResult;
      amountReceived: string | undefined;
      remark: string;
      images: repo.ProofImage[];
    };
  },
): Promise<{ id: string; status: WithdrawalStatus }> {
  const { brand, player, id, form } = props;
  if (characterCount(form.remark) > RECEIPT_LIMITS.maxRemark)
    throw validationFailed(
      { remark: 'TOO_LONG' },
      `The remark may be at most ${RECEIPT_LIMITS.maxRemark} characters.`,
    );
  const withdrawal = await repo.findWithdrawal(db, brand.id, id);
  if (!withdrawal || withdrawal.playerId !== player.id) throw notFound('The withdrawal');
  let received: bigint;
  if (form.result === 'partial') {
    if (form.amountReceived === undefined) throw validationFailed({ amountReceived: 'REQUIRED' });
    received = parseAmount(form.amountReceived, brand.currencyCode, 'amountReceived');
    if (received >= withdrawal.amount)
      throw validationFailed({ amountReceived: 'INVALID' }, 'A partial amount is less than the withdrawal.');
  } else {
    if (form.amountReceived !== undefined) throw validationFailed({ amountReceived: 'NOT_ALLOWED' });
    received = form.result === 'full' ? withdrawal.amount : 0n;
  }
  const confirmed = form.result === 'full';
  return inTransaction(db, async (tx) => {
    const now = new Date();
    const row = await repo.transition(tx, {
      brandId: brand.id,
      id,
      playerId: player.id,
      from: ['paid'],
      set: {
        status: confirmed ? 'received' : 'disputed',
        receiptResult: form.result,
        amountReceived: received,
        receiptRemark: form.remark,
        receiptAt: now,
        ...(confirmed ? { receivedAt: now, receivedHow: 'player' } : {}),
      },
    });
    if (!row) {
      const current = await repo.findWithdrawal(tx, brand.id, id);
      throw new DomainError('INVALID_STATE', `This withdrawal is ${current?.status ?? 'gone'}.`, undefined, {
        status: current?.status,
      });
    }
    await repo.insertProofs(tx, id, form.images);
    return { id: id.toString(), status: row.status as WithdrawalStatus };
  });
}

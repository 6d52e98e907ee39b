import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { parseAccount, rowsOf, type TransferKind, type TransferResult } from './accounts.ts';
import { inputRow, playersOf, runPosting } from './post.ts';

interface PendingRow {
  id: bigint;
  status: TransferResult['status'];
  kind: TransferKind;
  debit_account: string;
  credit_account: string;
  amount: bigint;
  currency: string;
  idempotency_key: string;
}

const invalidState = (status: string | undefined) =>
  new DomainError('INVALID_STATE', `This transfer is ${status ?? 'unknown'}.`);

/**
 * Second phase of a pending transfer, through the posting statement: posts it (the held money leaves the player
 * for the other side, with its entries) or voids it (the hold is released). Resolving twice the same way is
 * harmless; resolving a transfer the other way than it already went is refused.
 */
export async function resolvePendingTransfer(
  tx: Executor,
  props: { brandId: bigint; transferId: bigint; outcome: 'posted' | 'voided' },
): Promise<TransferResult> {
  const read = async () =>
    rowsOf<PendingRow>(
      await tx.execute(sql`select id, status, kind, debit_account, credit_account, amount, currency, idempotency_key
        from ledger_transfers where id = ${props.transferId} and brand_id = ${props.brandId}`),
    )[0];
  const replayOrRefusal = (current: PendingRow | undefined): TransferResult => {
    if (current?.status !== props.outcome) throw invalidState(current?.status);
    return { transferId: props.transferId, status: props.outcome, replayed: true, players: [] };
  };
  const pending = await read();
  if (pending?.status !== 'pending') return replayOrRefusal(pending);
  const transfer = {
    brandId: props.brandId,
    currency: pending.currency,
    key: pending.idempotency_key,
    kind: pending.kind,
    from: parseAccount(pending.debit_account),
    to: parseAccount(pending.credit_account),
    amount: pending.amount,
  };
  const resolved = await runPosting(
    tx,
    {
      claim: 'resolve',
      status: props.outcome,
      house: 'sharded',
      together: true,
      lockCredited: true,
      uniqueAccounts: true,
    },
    [inputRow(transfer, 0, '', pending.id)],
  );
  const row = resolved.get(0);
  // Another resolution got there between the read and the statement.
  if (!row) return replayOrRefusal(await read());
  return {
    transferId: pending.id,
    status: props.outcome,
    replayed: false,
    players: playersOf(transfer, row),
  };
}

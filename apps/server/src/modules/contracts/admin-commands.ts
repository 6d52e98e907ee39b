import type { ContractTerminated } from '@croupier/contracts';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { BrandRow } from '../brands/index.ts';
import { usernamesByIds } from '../players/index.ts';
import { endContract } from './commands.ts';
import * as repository from './repository.ts';

/**
 * An operator ends a contract at once, without the other side's confirmation (a platform contract, a dispute,
 * a closed account): an offer not signed yet is withdrawn, a signed one (or one being ended) terminated, and
 * as when the parties end it, every contract granted below it ends with it (cascade). Audited with the reason.
 */
export async function terminateContractByOperator(
  db: Database,
  props: {
    brand: BrandRow;
    operator: { id: bigint; username: string };
    ip: string;
    id: bigint;
    reason: string;
  },
): Promise<ContractTerminated> {
  const { brand } = props;
  return inTransaction(db, async (tx) => {
    await repository.holdContractsLock(tx, brand.id);
    const contract = await repository.findContract(tx, brand.id, props.id);
    if (!contract) throw notFound('The contract');
    if (!(repository.LIVE_STATUSES as readonly string[]).includes(contract.status))
      throw new DomainError('INVALID_STATE', 'This contract has already ended.');
    // Who ended it stays on the contract, as a party's request would.
    await repository.setContractStatus(tx, contract.id, {
      status: contract.status,
      terminationRequestedBy: 'operator',
    });
    const ended = await endContract(tx, contract, contract.status === 'offered' ? 'withdrawn' : 'terminated');
    const names = await usernamesByIds(tx, [contract.downlineId]);
    await recordAudit(tx, {
      brandId: brand.id,
      operatorId: props.operator.id,
      operatorName: props.operator.username,
      action: 'contract.terminate',
      target: `player:${names.get(contract.downlineId) ?? contract.downlineId.toString()}`,
      before: {
        contract: contract.id.toString(),
        kind: contract.kind,
        status: contract.status,
        upline: contract.uplineId?.toString() ?? null,
      },
      after: { status: 'terminated', ended: ended.map(String), reason: props.reason },
      ip: props.ip,
    });
    return { id: contract.id.toString(), status: 'terminated', ended: ended.map(String) };
  });
}

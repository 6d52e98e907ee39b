import type { ConsolidatedContracts, ContractItem, ContractTerms } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import { usernamesByIds } from '../players/index.ts';
import * as repository from './repository.ts';
import type { ContractRow, VersionRow } from './repository.ts';
import type { ContractKind } from './terms.ts';

/** The contracts an account holds (`mine`) or granted its downlines (`downlines`), with their terms. */
export async function listContractsOf(
  db: Executor,
  props: { brandId: bigint; accountId: bigint; role: 'mine' | 'downlines'; kind?: ContractKind },
): Promise<{ items: ContractItem[] }> {
  const rows = await repository.listContracts(db, props);
  return {
    items: await contractItems(
      db,
      rows,
      await repository.versionsOf(
        db,
        rows.map((row) => row.id),
      ),
    ),
  };
}

/** Contracts as answered: their parties by name, the terms in force (or offered) and any new terms waiting. */
export async function contractItems(
  db: Executor,
  rows: readonly ContractRow[],
  versions: readonly VersionRow[],
): Promise<ContractItem[]> {
  const names = await usernamesByIds(db, [
    ...rows.map((row) => row.downlineId),
    ...rows.flatMap((row) => (row.uplineId ? [row.uplineId] : [])),
  ]);
  const party = (id: bigint) => ({ id: id.toString(), username: names.get(id) ?? '' });
  return rows.map((row) => {
    const { inForce, pending, latest } = repository.currentVersions(versions, row.id);
    const first = versions.find((version) => version.contractId === row.id && version.version === 1);
    const shown = inForce ?? pending ?? latest;
    return {
      id: row.id.toString(),
      kind: row.kind as ContractKind,
      status: row.status as ContractItem['status'],
      upline: row.uplineId ? party(row.uplineId) : null,
      downline: party(row.downlineId),
      terms: (shown?.terms ?? {}) as ContractTerms,
      endsOn: shown?.validUntil ?? null,
      pendingTerms: inForce && pending ? (pending.terms as ContractTerms) : null,
      pendingEndsOn: inForce && pending ? pending.validUntil : null,
      offeredAt: (first ?? shown)!.offeredAt.toISOString(),
      signedAt: inForce?.inForceFrom?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      terminationRequestedBy: row.terminationRequestedBy,
      endReason: row.endReason,
    };
  });
}

const CONSOLIDATED_FIELDS: Record<ContractKind, keyof ConsolidatedContracts> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreqtype',
  realtime: 'realtimesalreqtype',
};

/**
 * The seed's consolidated info for the caller as a downline: per kind 1 while an offer waits for its answer
 * (the contract popup shows it at login), 2 when a contract is signed, else 0.
 */
export async function consolidatedOf(
  db: Executor,
  props: { brandId: bigint; accountId: bigint },
): Promise<ConsolidatedContracts> {
  const rows = (await repository.listContracts(db, { ...props, role: 'mine' })).filter((row) =>
    (repository.LIVE_STATUSES as readonly string[]).includes(row.status),
  );
  const versions = await repository.versionsOf(
    db,
    rows.map((row) => row.id),
  );
  const answer: ConsolidatedContracts = {
    divtypereq: 0,
    dailysalreqtype: 0,
    contracthoursalreqtype: 0,
    realtimesalreqtype: 0,
  };
  for (const row of rows) {
    const { pending, inForce } = repository.currentVersions(versions, row.id);
    answer[CONSOLIDATED_FIELDS[row.kind as ContractKind]] = pending ? 1 : inForce ? 2 : 0;
  }
  return answer;
}

import { and, count, desc, eq, getTableColumns, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { playerIdsNamedFrom } from '../players/index.ts';
import { contracts, contractStatements } from './schema.ts';
import type { ContractKind } from './terms.ts';

export type StatementRow = typeof contractStatements.$inferSelect;

/** The brand's contracts, newest first, of a kind, in a status, with a party whose username starts so. */
export async function pageOfContracts(
  db: Executor,
  props: {
    brandId: bigint;
    kind?: ContractKind;
    status?: string;
    partyNamedFrom?: string;
    offset: number;
    limit: number;
  },
) {
  const named = props.partyNamedFrom ? playerIdsNamedFrom(props.brandId, props.partyNamedFrom) : undefined;
  const where = and(
    eq(contracts.brandId, props.brandId),
    props.kind ? eq(contracts.kind, props.kind) : undefined,
    props.status ? eq(contracts.status, props.status) : undefined,
    named ? or(sql`${contracts.uplineId} in ${named}`, sql`${contracts.downlineId} in ${named}`) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(contracts).where(where);
  const rows = await db
    .select()
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.id))
    .limit(props.limit)
    .offset(props.offset);
  return { total: counted?.total ?? 0, rows };
}

/**
 * The latest `perContract` statements of each contract, newest period first. Statements are kept per agent (the
 * contract's downline), so the agents narrow the read to their index before the contracts pick theirs.
 */
export async function latestStatementsOf(
  db: Executor,
  props: { agentIds: readonly bigint[]; contractIds: readonly bigint[]; perContract: number },
): Promise<StatementRow[]> {
  if (props.contractIds.length === 0) return [];
  const ranked = db
    .select({
      ...getTableColumns(contractStatements),
      rank: sql<number>`row_number() over (partition by ${contractStatements.contractId}
        order by ${contractStatements.periodStart} desc)`.as('rank'),
    })
    .from(contractStatements)
    .where(
      and(
        inArray(contractStatements.agentId, [...new Set(props.agentIds)]),
        inArray(contractStatements.contractId, [...props.contractIds]),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, props.perContract))
    .orderBy(desc(ranked.periodStart));
  return rows.map(({ rank: _rank, ...row }) => row);
}

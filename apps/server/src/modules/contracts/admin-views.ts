import type {
  AgentContract,
  AgentContracts,
  ContractConsolePage,
  ContractConsoleQuery,
  ContractStatement,
  ContractTerms,
  ContractVersion,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Executor } from '../../db/client.ts';
import { pageCount } from '../../platform/paging.ts';
import { notFound } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { AGENT_TYPES, findPlayerById } from '../players/index.ts';
import { latestStatementsOf, pageOfContracts, type StatementRow } from './admin-repository.ts';
import * as repository from './repository.ts';
import type { ContractRow, VersionRow } from './repository.ts';
import { rateText } from './terms.ts';
import { agentDebt } from './statements.ts';
import { contractItems } from './views.ts';

/** How many settled periods each contract shows on the agent's page: the latest, enough to see a trend. */
const STATEMENTS_PER_CONTRACT = 6;
const MAX_PAGE_SIZE = 100;

function versionOf(row: VersionRow): ContractVersion {
  return {
    version: row.version,
    status: row.status as ContractVersion['status'],
    terms: row.terms as ContractTerms,
    offeredAt: row.offeredAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    validFrom: row.inForceFrom?.toISOString() ?? null,
    validTo: row.inForceTo?.toISOString() ?? null,
  };
}

function statementOf(brand: BrandRow, row: StatementRow): ContractStatement {
  const money = (minor: bigint) => toDecimalString(minor, currencyOf(brand.currencyCode));
  return {
    period: row.periodKey,
    startsAt: row.periodStart.toISOString(),
    endsAt: row.periodEnd.toISOString(),
    base: money(row.base),
    activeMembers: row.activeMembers,
    rate: rateText(row.ratePpm),
    gross: money(row.gross),
    paidToDownlines: money(row.paidToDownlines),
    net: money(row.net),
    version: row.version,
    settledAt: row.settledAt.toISOString(),
  };
}

/**
 * Contracts as the console lists them: signed when first signed, so an ended contract still shows when it began
 * (the parties' pages show when the terms in force were signed, and nothing once it ended).
 */
async function consoleItems(db: Executor, rows: readonly ContractRow[], versions: readonly VersionRow[]) {
  const items = await contractItems(db, rows, versions);
  return items.map((item, index) => {
    const id = rows[index]!.id;
    const firstSigned = versions.findLast((version) => version.contractId === id && version.inForceFrom);
    return { ...item, signedAt: firstSigned?.inForceFrom?.toISOString() ?? null };
  });
}

/** Contracts with every version of their terms, newest first, and their latest settled periods. */
async function withHistory(db: Executor, brand: BrandRow, rows: ContractRow[]): Promise<AgentContract[]> {
  const ids = rows.map((row) => row.id);
  const versions = await repository.versionsOf(db, ids);
  const statements = await latestStatementsOf(db, {
    agentIds: rows.map((row) => row.downlineId),
    contractIds: ids,
    perContract: STATEMENTS_PER_CONTRACT,
  });
  const items = await consoleItems(db, rows, versions);
  return items.map((item, index) => {
    const id = rows[index]!.id;
    return {
      ...item,
      versions: versions.filter((version) => version.contractId === id).map(versionOf),
      statements: statements.filter((row) => row.contractId === id).map((row) => statementOf(brand, row)),
    };
  });
}

/**
 * `GET /admin-api/v1/agents/{id}/contracts`: the contracts an agent of the brand holds (as downline) and granted
 * (as upline), each with its history and latest statements. Any other id is 404, as if it did not exist.
 */
export async function agentContracts(
  db: Executor,
  brand: BrandRow,
  agentId: bigint,
): Promise<AgentContracts> {
  const agent = await findPlayerById(db, brand.id, agentId);
  if (!agent || !AGENT_TYPES.includes(agent.type)) throw notFound('The agent');
  const of = (role: 'mine' | 'downlines') =>
    repository.listContracts(db, { brandId: brand.id, accountId: agent.id, role });
  const debt = await agentDebt(db, brand, agent.id);
  return {
    currency: brand.currencyCode,
    debt,
    held: await withHistory(db, brand, await of('mine')),
    granted: await withHistory(db, brand, await of('downlines')),
  };
}

/** `GET /admin-api/v1/contracts`: a page of the brand's contracts, newest first. */
export async function brandContracts(
  db: Executor,
  brand: BrandRow,
  query: ContractConsoleQuery,
): Promise<ContractConsolePage> {
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, MAX_PAGE_SIZE);
  const { total, rows } = await pageOfContracts(db, {
    brandId: brand.id,
    kind: query.kind,
    status: query.status,
    partyNamedFrom: query.agent?.trim() || undefined,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const versions = await repository.versionsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: await consoleItems(db, rows, versions),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
    currency: brand.currencyCode,
  };
}

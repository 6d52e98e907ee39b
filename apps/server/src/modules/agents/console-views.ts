import type {
  AgentDetail,
  AgentList,
  AgentListQuery,
  AgentSummary,
  AgentTree,
  AgentTreeQuery,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { pageCount } from '../../platform/paging.ts';
import type { BrandRow } from '../brands/index.ts';
import {
  AGENT_TYPES,
  findPlayerById,
  listTeamAccounts,
  usernamesByIds,
  type PlayerRow,
} from '../players/index.ts';
import { periodOf, type Period } from './period.ts';
import { chainOf, directDownlineIds, levelsOf, teamCounts } from './repository.ts';
import { inTeamSnapshot, sumMoney, sumPlay, teamMoneyByDay, teamPlayByDay } from './team-figures.ts';

/** The console's agent tools: any team of the brand is open to its operators. */

const TREE_SEARCH_LIMIT = 50;
/** Accounts in one page of a tree level; a longer level is read page by page. */
export const TREE_LEVEL_PAGE = 500;

/** Each agent as a row of the list, with its team's figures over the period. */
async function summariesOf(
  db: Database,
  brand: BrandRow,
  rows: PlayerRow[],
  period: Period,
): Promise<AgentSummary[]> {
  const ids = rows.map((row) => row.id);
  const [counts, levels, uplines, [play, moneyRows]] = await Promise.all([
    teamCounts(db, ids),
    levelsOf(db, ids),
    usernamesByIds(
      db,
      rows.flatMap((row) => (row.uplineId ? [row.uplineId] : [])),
    ),
    inTeamSnapshot(db, async (tx, cursors) => {
      const span = { brand, agents: ids, cursors, from: period.from, to: period.to };
      return [await teamPlayByDay(tx, span), await teamMoneyByDay(tx, span)] as const;
    }),
  ]);
  const currency = currencyOf(brand.currencyCode);
  const money = (amount: bigint) => toDecimalString(amount, currency);
  return rows.map((row) => {
    const team = sumPlay(play.filter((figure) => figure.agentId === row.id));
    const teamMoney = sumMoney(moneyRows.filter((figure) => figure.agentId === row.id));
    return {
      id: row.id.toString(),
      username: row.username,
      type: row.type,
      status: row.status === 'frozen' ? 'frozen' : 'active',
      affiliateCode: row.affiliateCode ?? '',
      upline: row.uplineId
        ? { id: row.uplineId.toString(), username: uplines.get(row.uplineId) ?? '' }
        : null,
      level: levels.get(row.id) ?? 0,
      ...counts.get(row.id)!,
      teamLoginFrozen: row.teamLoginFrozen,
      transfersFrozen: row.teamTransfersFrozen,
      createdAt: row.createdAt.toISOString(),
      deposits: money(teamMoney.deposits),
      stake: money(team.stake),
      validBet: money(team.validBet),
      profit: money(team.payout - team.stake),
    };
  });
}

/** The brand's agents by username, each with its team's size and figures over the period. */
export async function listAgents(db: Database, brand: BrandRow, query: AgentListQuery): Promise<AgentList> {
  const period = periodOf(brand, query);
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const { total, rows } = await listTeamAccounts(db, {
    brandId: brand.id,
    q: query.q,
    kind: 'agent',
    order: 'username',
    page,
    pageSize,
  });
  return {
    items: await summariesOf(db, brand, rows, period),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
    currency: brand.currencyCode,
    from: period.fromDay,
    to: period.toDay,
  };
}

/** An agent of the brand, with its upline chain; 404 for a member or another brand's account. */
export async function agentDetail(db: Database, brand: BrandRow, id: bigint): Promise<AgentDetail> {
  const row = await findPlayerById(db, brand.id, id);
  if (!row || !AGENT_TYPES.includes(row.type)) throw notFound('The agent');
  const [summary] = await summariesOf(db, brand, [row], periodOf(brand, {}));
  return {
    ...summary!,
    path: await pathAbove(db, row.id),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** The accounts above `id`, from the top down, by username. */
async function pathAbove(db: Database, id: bigint) {
  const chain = (await chainOf(db, id)).slice(0, -1);
  const names = await usernamesByIds(db, chain);
  return chain.map((link) => ({ id: link.toString(), username: names.get(link) ?? '' }));
}

/**
 * One page of a level of the brand's tree: the top agents, or an account's direct downlines, newest first; or
 * with `q`, the accounts whose username contains it, each with the path down to it.
 */
export async function agentTree(db: Database, brand: BrandRow, query: AgentTreeQuery): Promise<AgentTree> {
  const q = query.q?.trim();
  let found: { total: number; rows: PlayerRow[] };
  if (q) {
    found = await listTeamAccounts(db, { brandId: brand.id, q, page: 1, pageSize: TREE_SEARCH_LIMIT });
  } else {
    const parent = query.parentId ? await findPlayerById(db, brand.id, BigInt(query.parentId)) : null;
    if (parent === undefined) throw notFound('The account');
    found = await listTeamAccounts(db, {
      brandId: brand.id,
      ...(parent ? { members: directDownlineIds(parent.id) } : { kind: 'agent', topLevel: true }),
      order: 'id',
      belowId: query.cursor ? BigInt(query.cursor) : undefined,
      page: 1,
      pageSize: TREE_LEVEL_PAGE,
    });
  }
  const { rows } = found;
  const more = found.total > rows.length;
  const counts = await teamCounts(
    db,
    rows.map((row) => row.id),
  );
  const paths = q ? await Promise.all(rows.map((row) => pathAbove(db, row.id))) : [];
  return {
    nodes: rows.map((row, index) => ({
      id: row.id.toString(),
      username: row.username,
      type: row.type,
      isAgent: AGENT_TYPES.includes(row.type),
      status: row.status === 'frozen' ? 'frozen' : 'active',
      ...counts.get(row.id)!,
      path: paths[index] ?? [],
    })),
    truncated: Boolean(q) && more,
    nextCursor: !q && more ? rows.at(-1)!.id.toString() : null,
  };
}

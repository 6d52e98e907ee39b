import type {
  AgentOverview,
  DownlinePage,
  DownlineQuery,
  TeamDay,
  TeamProfit,
  TeamProfitQuery,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import { pageCount } from '../../platform/paging.ts';
import type { BrandRow } from '../brands/index.ts';
import { cashBalancesOf } from '../ledger/index.ts';
import {
  AGENT_TYPES,
  findPlayersByIds,
  joinedByDay,
  listTeamAccounts,
  usernamesByIds,
} from '../players/index.ts';
import { periodOf, spansOf, type Period } from './period.ts';
import { readAgentRules } from './settings.ts';
import {
  chainOf,
  depthBelow,
  directDownlineIds,
  directDownlinesOf,
  teamCounts,
  teamIds,
  teamIdsBelow,
} from './repository.ts';
import {
  activeMembers,
  inTeamSnapshot,
  sumMoney,
  sumPlay,
  teamMoneyByDay,
  teamPlayByDay,
  type PlaySums,
  type TeamPlayRow,
} from './team-figures.ts';

/** Who looks at a team: an agent at its own, or an operator at any agent's (`agentId`) of the brand. */
export interface TeamViewer {
  brand: BrandRow;
  agentId: bigint;
}

const money = (amount: bigint, brand: BrandRow) => toDecimalString(amount, currencyOf(brand.currencyCode));

/** An id the viewer may look at: in its team (itself included), else 404 as if it did not exist. */
async function inTeamOrNotFound(db: Database, viewer: TeamViewer, id: bigint, what: string): Promise<number> {
  const depth = await depthBelow(db, viewer.agentId, id);
  if (depth === undefined) throw notFound(what);
  return depth;
}

/** From the viewer down to `id`, by username, for a breadcrumb. */
async function pathTo(db: Database, viewer: TeamViewer, id: bigint) {
  const chain = await chainOf(db, id, viewer.agentId);
  const names = await usernamesByIds(db, chain);
  return chain.map((link) => ({ id: link.toString(), username: names.get(link) ?? '' }));
}

function playFigures(play: PlaySums, brand: BrandRow) {
  return {
    stake: money(play.stake, brand),
    validBet: money(play.validBet, brand),
    payout: money(play.payout, brand),
    profit: money(play.payout - play.stake, brand),
  };
}

/** `agentTeamOverview`: the team's size, members and money over a period, with a row per day for the chart. */
export async function teamOverview(
  db: Database,
  viewer: TeamViewer,
  query: { from?: string; to?: string },
): Promise<AgentOverview> {
  const { brand } = viewer;
  const period = periodOf(brand, query);
  const members = teamIds(viewer.agentId);
  // The salaries' minimum: the overview counts members as the salary would (DOMAIN.md).
  const { salaryActiveMinimum } = await readAgentRules(db, brand);
  // Who joined and the team's size do not read the streams: they run beside the snapshot's reads.
  const [{ play, moneyRows, active }, joined, counts] = await Promise.all([
    inTeamSnapshot(db, async (tx, cursors) => {
      const span = { brand, agents: [viewer.agentId], cursors, from: period.from, to: period.to };
      return {
        play: await teamPlayByDay(tx, span),
        moneyRows: await teamMoneyByDay(tx, span),
        active: await activeMembers(tx, {
          ...span,
          members,
          spans: spansOf(period),
          minimum: salaryActiveMinimum,
        }),
      };
    }),
    joinedByDay(db, { brand, members: teamIdsBelow(viewer.agentId), from: period.from, to: period.to }),
    teamCounts(db, [viewer.agentId]),
  ]);
  const size = counts.get(viewer.agentId)!;
  const days = period.days.map((day): TeamDay => {
    const dayMoney = sumMoney(moneyRows.filter((row) => row.day === day));
    return {
      day,
      ...moneyFigures(dayMoney, brand),
      ...playFigures(sumPlay(play.filter((row) => row.day === day)), brand),
      newMembers: joined.find((row) => row.day === day)?.count ?? 0,
    };
  });
  return {
    currency: brand.currencyCode,
    timezone: brand.timezone,
    from: period.fromDay,
    to: period.toDay,
    teamSize: size.teamSize,
    directCount: size.directCount,
    newMembers: joined.reduce((sum, row) => sum + row.count, 0),
    activeMembers: active,
    activeMinimum: money(salaryActiveMinimum, brand),
    ...moneyFigures(sumMoney(moneyRows), brand),
    ...playFigures(sumPlay(play), brand),
    days,
  };
}

function moneyFigures(sums: ReturnType<typeof sumMoney>, brand: BrandRow) {
  return {
    deposits: money(sums.deposits, brand),
    withdrawals: money(sums.withdrawals, brand),
    bonuses: money(sums.bonuses, brand),
    commissions: money(sums.commissions, brand),
  };
}

/** `downlineManagmentView`: a page of `parentId`'s direct downlines, each with its whole team's figures. */
export async function listDownlines(
  db: Database,
  viewer: TeamViewer,
  query: DownlineQuery,
): Promise<DownlinePage> {
  const { brand } = viewer;
  const parentId = query.parentId ? BigInt(query.parentId) : viewer.agentId;
  const parentDepth = await inTeamOrNotFound(db, viewer, parentId, 'The account');
  const period = periodOf(brand, query);
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const { total, rows } = await listTeamAccounts(db, {
    brandId: brand.id,
    members: directDownlineIds(parentId),
    q: query.q,
    kind: query.kind,
    status: query.status,
    page,
    pageSize,
  });
  const ids = rows.map((row) => row.id);
  const [counts, balances, play, path] = await Promise.all([
    teamCounts(db, ids),
    cashBalancesOf(db, ids, brand.currencyCode),
    inTeamSnapshot(db, (tx, cursors) =>
      teamPlayByDay(tx, { brand, agents: ids, cursors, from: period.from, to: period.to }),
    ),
    pathTo(db, viewer, parentId),
  ]);
  return {
    items: rows.map((row) => {
      const team = sumPlay(play.filter((figure) => figure.agentId === row.id));
      return {
        id: row.id.toString(),
        username: row.username,
        type: row.type,
        isAgent: AGENT_TYPES.includes(row.type),
        status: row.status === 'frozen' ? ('frozen' as const) : ('active' as const),
        level: parentDepth + 1,
        ...counts.get(row.id)!,
        balance: money(balances.get(row.id) ?? 0n, brand),
        validBet: money(team.validBet, brand),
        profit: money(team.payout - team.stake, brand),
        createdAt: row.createdAt.toISOString(),
        lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
      };
    }),
    page,
    pageSize,
    total,
    totalPages: pageCount(total, pageSize),
    currency: brand.currencyCode,
    from: period.fromDay,
    to: period.toDay,
    path,
  };
}

/**
 * `palStatementsAgentCopy`: the team's play over a period by game type, or by member: the head's own play (its
 * team minus its direct downlines' teams) and one row per direct downline with its whole team.
 */
export async function teamProfit(
  db: Database,
  viewer: TeamViewer,
  query: TeamProfitQuery,
): Promise<TeamProfit> {
  const { brand } = viewer;
  const headId = query.parentId ? BigInt(query.parentId) : viewer.agentId;
  await inTeamOrNotFound(db, viewer, headId, 'The account');
  const period: Period = periodOf(brand, query);
  const agents = [headId, ...(await directDownlinesOf(db, headId))];
  const [play, path] = await Promise.all([
    inTeamSnapshot(db, (tx, cursors) =>
      teamPlayByDay(tx, { brand, agents, cursors, from: period.from, to: period.to }),
    ),
    pathTo(db, viewer, headId),
  ]);
  const headRows = play.filter((row) => row.agentId === headId);
  const total = sumPlay(headRows);
  const view = (sums: PlaySums) => ({ rounds: sums.rounds, ...playFigures(sums, brand) });
  if (query.groupBy === 'gameType') {
    const types = [...new Set(headRows.map((row) => row.gameType))].sort();
    return {
      currency: brand.currencyCode,
      rows: types.map((type) => ({
        key: type,
        ...view(sumPlay(headRows.filter((row) => row.gameType === type))),
      })),
      total: view(total),
      path,
    };
  }
  return {
    currency: brand.currencyCode,
    rows: await memberRows(db, headId, play, view),
    total: view(total),
    path,
  };
}

async function memberRows(
  db: Database,
  headId: bigint,
  play: TeamPlayRow[],
  view: (sums: PlaySums) => TeamProfit['total'],
): Promise<TeamProfit['rows']> {
  const downlineIds = [...new Set(play.map((row) => row.agentId))].filter((id) => id !== headId);
  const [accounts, counts] = await Promise.all([
    findPlayersByIds(db, [headId, ...downlineIds]),
    teamCounts(db, [headId, ...downlineIds]),
  ]);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const teamOf = (id: bigint) => sumPlay(play.filter((row) => row.agentId === id));
  const head = teamOf(headId);
  const downlines = downlineIds.map((id) => ({ id, sums: teamOf(id) }));
  const own = downlines.reduce(
    (rest, { sums }) => ({
      rounds: rest.rounds - sums.rounds,
      stake: rest.stake - sums.stake,
      payout: rest.payout - sums.payout,
      validBet: rest.validBet - sums.validBet,
    }),
    head,
  );
  const row = (id: bigint, sums: PlaySums, self: boolean) => ({
    key: byId.get(id)?.username ?? '',
    memberId: id.toString(),
    isAgent: AGENT_TYPES.includes(byId.get(id)?.type ?? 0),
    teamSize: self ? 0 : (counts.get(id)?.teamSize ?? 0),
    self,
    ...view(sums),
  });
  const rows = downlines
    .sort((a, b) => (a.sums.stake === b.sums.stake ? 0 : a.sums.stake > b.sums.stake ? -1 : 1))
    .map(({ id, sums }) => row(id, sums, false));
  return own.rounds !== 0 || own.stake !== 0n || own.payout !== 0n ? [row(headId, own, true), ...rows] : rows;
}

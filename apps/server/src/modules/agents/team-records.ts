import {
  INCOME_KINDS,
  type AgentIncome,
  type AgentPeriod,
  type AgentProfile,
  type IncomeKind,
  type TeamBetQuery,
  type TeamTransactionQuery,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Database } from '../../db/client.ts';
import { listTeamBets } from '../bets/index.ts';
import { paidByDay, type TransferKind } from '../ledger/index.ts';
import { findPlayerById, teamFreezesOf, type PlayerRow } from '../players/index.ts';
import { listTeamAccountRecord, type RecordNamers } from '../wallet/index.ts';
import { periodOf } from './period.ts';
import { teamCounts, teamIds } from './repository.ts';
import type { TeamViewer } from './team-reports.ts';

/** The agent centre's header and register centre: who the agent is and its affiliate code. */
export async function agentProfile(db: Database, agent: PlayerRow): Promise<AgentProfile> {
  const [upline, counts, freezes] = await Promise.all([
    agent.uplineId ? findPlayerById(db, agent.brandId, agent.uplineId) : undefined,
    teamCounts(db, [agent.id]),
    teamFreezesOf(db, agent.id),
  ]);
  return {
    id: agent.id.toString(),
    username: agent.username,
    type: agent.type,
    affiliateCode: agent.affiliateCode ?? '',
    upline: upline ? { username: upline.username } : null,
    ...counts.get(agent.id)!,
    transfersFrozen: freezes.transfersFrozen,
  };
}

/** `personalHistoryCopy` for the team: every round of the viewer's team in the period. */
export function teamBets(db: Database, viewer: TeamViewer, query: TeamBetQuery) {
  periodOf(viewer.brand, query);
  return listTeamBets(db, viewer.brand, teamIds(viewer.agentId), query);
}

/** `agentDownlineTransactionDetailsCopy`: the team's account records in the period. */
export function teamTransactions(
  db: Database,
  viewer: TeamViewer,
  query: TeamTransactionQuery,
  namers: RecordNamers,
) {
  periodOf(viewer.brand, query);
  return listTeamAccountRecord(db, viewer.brand, teamIds(viewer.agentId), query, namers);
}

/** The ledger kinds each income kind is paid under; salaries are paid as commissions. */
const INCOME_TRANSFER_KINDS: Partial<Record<IncomeKind, TransferKind>> = {
  commission: 'commission',
  dividend: 'dividend',
};

/** `agentRevenueReport`: what the agent itself earned per day and kind. */
export async function agentIncome(
  db: Database,
  viewer: TeamViewer,
  query: AgentPeriod,
): Promise<AgentIncome> {
  const { brand } = viewer;
  const period = periodOf(brand, query);
  const kinds = INCOME_KINDS.flatMap((kind) => {
    const transfer = INCOME_TRANSFER_KINDS[kind];
    return transfer ? [{ kind, transfer }] : [];
  });
  const rows = await paidByDay(db, {
    playerId: viewer.agentId,
    currency: brand.currencyCode,
    kinds: kinds.map((kind) => kind.transfer),
    timezone: brand.timezone,
    from: period.from,
    to: period.to,
  });
  const currency = currencyOf(brand.currencyCode);
  const incomeKind = (transfer: TransferKind) => kinds.find((kind) => kind.transfer === transfer)!.kind;
  return {
    currency: brand.currencyCode,
    rows: rows.map((row) => ({
      date: row.day,
      kind: incomeKind(row.kind),
      amount: toDecimalString(row.amount, currency),
    })),
    total: toDecimalString(
      rows.reduce((sum, row) => sum + row.amount, 0n),
      currency,
    ),
  };
}

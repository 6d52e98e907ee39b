import type { Database } from '../../db/client.ts';
import { spansOf } from './period.ts';
import {
  activeMembersByAgent,
  inTeamSnapshot,
  sumPlay,
  teamMoneyByDay,
  teamPlayByDay,
  teamValidBetsByAgent,
  type PlaySums,
  type TeamPlayRow,
} from './team-figures.ts';

export interface TeamPeriodFigures extends PlaySums {
  /** Team members (the agent included) whose valid bet in the period reached the minimum asked for. */
  active: number;
  /** Bonuses and commissions (salaries) posted to the team in the period; 0 unless `money` was asked for. */
  bonuses: bigint;
  commissions: bigint;
}

/**
 * The play and active members of several agents' teams over one settlement period, read in one snapshot as
 * the reports read them (the team totals plus the stream after their cursor), so a period settled right after
 * it closes counts every round settled in it. `days` names the period's brand-local days when it is made of
 * whole days (daily and longer); a shorter period counts its active members from the stream.
 */
export async function teamPeriodFigures(
  db: Database,
  props: {
    brand: { id: bigint; timezone: string; currencyCode: string };
    agents: readonly bigint[];
    from: Date;
    to: Date;
    days?: string[];
    activeMinimum: bigint;
    /** Also reads the team's bonuses and commissions (a dividend's team loss needs them). */
    money?: boolean;
  },
): Promise<Map<bigint, TeamPeriodFigures>> {
  if (props.agents.length === 0) return new Map();
  return inTeamSnapshot(db, async (tx, cursors) => {
    const span = { brand: props.brand, agents: props.agents, cursors, from: props.from, to: props.to };
    const play = await teamPlayByDay(tx, span);
    const active = await activeMembersByAgent(tx, {
      ...span,
      minimum: props.activeMinimum,
      ...(props.days ? { spans: spansOf({ days: props.days }) } : {}),
    });
    const money = new Map<bigint, { bonuses: bigint; commissions: bigint }>();
    for (const row of props.money ? await teamMoneyByDay(tx, span) : []) {
      const sums = money.get(row.agentId) ?? { bonuses: 0n, commissions: 0n };
      money.set(row.agentId, {
        bonuses: sums.bonuses + row.bonuses,
        commissions: sums.commissions + row.commissions,
      });
    }
    const playOf = new Map<bigint, TeamPlayRow[]>();
    for (const row of play) {
      const rows = playOf.get(row.agentId);
      if (rows) rows.push(row);
      else playOf.set(row.agentId, [row]);
    }
    return new Map(
      props.agents.map((agentId) => [
        agentId,
        {
          ...sumPlay(playOf.get(agentId) ?? []),
          active: active.get(agentId) ?? 0,
          bonuses: money.get(agentId)?.bonuses ?? 0n,
          commissions: money.get(agentId)?.commissions ?? 0n,
        },
      ]),
    );
  });
}

/**
 * The valid bet and active members of several agents' teams over one salary period, read in one snapshot as
 * `teamPeriodFigures` reads them (the salaries need no stake or payout, so each member's total is enough).
 */
export async function teamSalaryFigures(
  db: Database,
  props: Parameters<typeof teamPeriodFigures>[1],
): Promise<Map<bigint, { validBet: bigint; active: number }>> {
  if (props.agents.length === 0) return new Map();
  return inTeamSnapshot(db, (tx, cursors) =>
    teamValidBetsByAgent(tx, {
      brand: props.brand,
      agents: props.agents,
      cursors,
      from: props.from,
      to: props.to,
      minimum: props.activeMinimum,
      ...(props.days ? { spans: spansOf({ days: props.days }) } : {}),
    }),
  );
}

import type { Database, Executor } from '../../db/client.ts';
import { spansOf } from './period.ts';
import {
  inSharedTeamSnapshot,
  teamMoneyByDay,
  teamPlayTotals,
  teamValidBetsByAgent,
  type PlaySums,
  type TeamMoneyRow,
  type TeamSpan,
} from './team-figures.ts';
import { keptTeamActives } from './team-actives.ts';

const NO_PLAY: PlaySums = { rounds: 0, stake: 0n, payout: 0n, validBet: 0n };

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
 * whole days (daily and longer); a shorter period counts its active members from the stream. A single day reads
 * its active members from the counts the consumer keeps per team (`keptTeamActives`) when it keeps them for
 * the minimum on that day, else from the members' totals.
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
  const day = props.days?.length === 1 ? props.days[0] : undefined;
  if (day !== undefined) {
    const [play, moneyRows, actives] = await inSharedTeamSnapshot(db, (cursors) => {
      const span = { brand: props.brand, agents: props.agents, cursors, from: props.from, to: props.to };
      return [
        (tx: Executor) => teamPlayTotals(tx, { ...span, days: props.days }),
        (tx: Executor) => (props.money ? teamMoneyByDay(tx, span) : Promise.resolve([])),
        (tx: Executor) => keptTeamActives(tx, { ...span, day, minimum: props.activeMinimum }),
      ] as const;
    });
    if (actives) return periodFigures(props.agents, play, moneyRows, actives);
  }
  const [play, moneyRows, ...shares] = await inSharedTeamSnapshot(db, (cursors) => {
    const span = { brand: props.brand, agents: props.agents, cursors, from: props.from, to: props.to };
    return [
      (tx: Executor) => teamPlayTotals(tx, { ...span, days: props.days }),
      (tx: Executor) => (props.money ? teamMoneyByDay(tx, span) : Promise.resolve([])),
      ...teamShares(props, span),
    ] as const;
  });
  const actives = new Map([...sumShares(shares)].map(([agentId, team]) => [agentId, team.active]));
  return periodFigures(props.agents, play, moneyRows, actives);
}

function periodFigures(
  agents: readonly bigint[],
  play: Map<bigint, PlaySums>,
  moneyRows: readonly TeamMoneyRow[],
  actives: Map<bigint, number>,
): Map<bigint, TeamPeriodFigures> {
  const money = new Map<bigint, { bonuses: bigint; commissions: bigint }>();
  for (const row of moneyRows) {
    const sums = money.get(row.agentId) ?? { bonuses: 0n, commissions: 0n };
    money.set(row.agentId, {
      bonuses: sums.bonuses + row.bonuses,
      commissions: sums.commissions + row.commissions,
    });
  }
  return new Map(
    agents.map((agentId) => [
      agentId,
      {
        ...(play.get(agentId) ?? NO_PLAY),
        active: actives.get(agentId) ?? 0,
        bonuses: money.get(agentId)?.bonuses ?? 0n,
        commissions: money.get(agentId)?.commissions ?? 0n,
      },
    ]),
  );
}

type FiguresProps = Parameters<typeof teamPeriodFigures>[1];
type TeamValidBets = Map<bigint, { validBet: bigint; active: number }>;

/**
 * The members' valid bets, cut into shares by member that run side by side (each member's whole total lands in
 * one share, so active members add up): the one costly read of a settlement of thousands of teams.
 */
const MEMBER_SHARES = 2;
function teamShares(props: FiguresProps, span: Omit<TeamSpan, 'agents'> & { agents: readonly bigint[] }) {
  return Array.from(
    { length: MEMBER_SHARES },
    (_, index) => (tx: Executor) =>
      teamValidBetsByAgent(tx, {
        ...span,
        minimum: props.activeMinimum,
        share: { of: MEMBER_SHARES, index },
        ...(props.days ? { spans: spansOf({ days: props.days }) } : {}),
      }),
  );
}

function sumShares(shares: readonly TeamValidBets[]): TeamValidBets {
  const teams: TeamValidBets = new Map();
  for (const share of shares)
    for (const [agentId, team] of share) {
      const sum = teams.get(agentId) ?? { validBet: 0n, active: 0 };
      teams.set(agentId, { validBet: sum.validBet + team.validBet, active: sum.active + team.active });
    }
  return teams;
}

/**
 * The valid bet and active members of several agents' teams over one salary period, read in one snapshot as
 * `teamPeriodFigures` reads them (the salaries need no stake or payout, so each member's total is enough; a
 * day with kept active counts reads the team's valid bet from its hourly totals instead).
 */
export async function teamSalaryFigures(
  db: Database,
  props: Parameters<typeof teamPeriodFigures>[1],
): Promise<Map<bigint, { validBet: bigint; active: number }>> {
  if (props.agents.length === 0) return new Map();
  const day = props.days?.length === 1 ? props.days[0] : undefined;
  if (day !== undefined) {
    const [play, actives] = await inSharedTeamSnapshot(db, (cursors) => {
      const span = { brand: props.brand, agents: props.agents, cursors, from: props.from, to: props.to };
      return [
        (tx: Executor) => teamPlayTotals(tx, { ...span, days: props.days }),
        (tx: Executor) => keptTeamActives(tx, { ...span, day, minimum: props.activeMinimum }),
      ] as const;
    });
    if (actives) {
      const teams: TeamValidBets = new Map();
      for (const agentId of new Set([...play.keys(), ...actives.keys()]))
        teams.set(agentId, {
          validBet: play.get(agentId)?.validBet ?? 0n,
          active: actives.get(agentId) ?? 0,
        });
      return teams;
    }
  }
  const shares = await inSharedTeamSnapshot(db, (cursors) =>
    teamShares(props, { brand: props.brand, agents: props.agents, cursors, from: props.from, to: props.to }),
  );
  return sumShares(shares);
}

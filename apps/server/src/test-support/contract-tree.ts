import { shiftDay, startOfDayIn } from '@croupier/format';
import { currencyOf, toDecimalString } from '@croupier/money';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import {
  acceptContract,
  offerContract,
  rateText,
  type Offerer,
  type TermsInput,
} from '../modules/contracts/index.ts';
import { findFirstOwner } from '../modules/operators/index.ts';
import { findPlayerById, PLAYER_TYPES } from '../modules/players/index.ts';
import { insertAccounts } from './downlines.ts';

/** The agents of a contracted tree, by level, and the members under each agent that plays. */
export interface ContractedTree {
  top: bigint;
  mids: bigint[];
  lows: { id: bigint; mid: bigint }[];
  /** The contracted agent each agent answers to (the top's is absent: the platform contracts it). */
  uplineOf: Map<bigint, bigint>;
  /** The contracted direct downlines of each agent that has any. */
  downlinesOf: Map<bigint, bigint[]>;
  /** Members (no contract) under each agent. */
  membersOf: Map<bigint, bigint[]>;
}

export type TreeLevel = 'top' | 'mid' | 'low';

/**
 * A three-level tree of contracted agents: a top agent the platform contracts, `mids` agents under it and
 * `lowsPerMid` under each of those, each contract offered by its upline and signed through the contracts
 * module's own commands (validation included), and members under the agents. Accounts go straight into
 * the players table: hundreds of agents signing in over HTTP would take minutes.
 */
export async function contractedTree(
  db: Database,
  props: {
    brand: BrandRow;
    prefix: string;
    mids: number;
    lowsPerMid: number;
    terms: (level: TreeLevel, index: number) => TermsInput;
    /** How many members each agent of a level gets (index: the agent's index within its level). */
    members: (level: TreeLevel, index: number) => number;
  },
): Promise<ContractedTree> {
  const { brand, prefix } = props;
  const owner = (await findFirstOwner(db, brand.id))!;
  const platform: Offerer = { operator: { id: owner.id, username: owner.username }, ip: '192.0.2.1' };
  const agentType = PLAYER_TYPES.agent;
  const [top] = await insertAccounts(db, {
    brandId: brand.id,
    uplineId: null,
    prefix: `${prefix}t`,
    count: 1,
    type: agentType,
  });
  const mids = await insertAccounts(db, {
    brandId: brand.id,
    uplineId: top!,
    prefix: `${prefix}m`,
    count: props.mids,
    type: agentType,
  });
  const lows: ContractedTree['lows'] = [];
  for (const [index, mid] of mids.entries()) {
    const ids = await insertAccounts(db, {
      brandId: brand.id,
      uplineId: mid,
      prefix: `${prefix}l${index}x`,
      count: props.lowsPerMid,
      type: agentType,
    });
    lows.push(...ids.map((id) => ({ id, mid })));
  }

  const uplineOf = new Map<bigint, bigint>();
  const sign = async (by: Offerer, downlineId: bigint, input: TermsInput) => {
    const offered = await offerContract(db, { brand, by, downlineId, input });
    const player = (await findPlayerById(db, brand.id, downlineId))!;
    await acceptContract(db, { brand, player, id: BigInt(offered.id) });
    if ('agent' in by) uplineOf.set(downlineId, by.agent.id);
  };
  const asAgent = async (id: bigint): Promise<Offerer> => ({
    agent: (await findPlayerById(db, brand.id, id))!,
  });
  await sign(platform, top!, props.terms('top', 0));
  const topOfferer = await asAgent(top!);
  for (const [index, mid] of mids.entries()) await sign(topOfferer, mid, props.terms('mid', index));
  const midOfferers = new Map<bigint, Offerer>();
  for (const mid of mids) midOfferers.set(mid, await asAgent(mid));
  for (const [index, low] of lows.entries())
    await sign(midOfferers.get(low.mid)!, low.id, props.terms('low', index));

  const membersOf = new Map<bigint, bigint[]>();
  const levels: [TreeLevel, bigint[]][] = [
    ['top', [top!]],
    ['mid', mids],
    ['low', lows.map((low) => low.id)],
  ];
  for (const [level, agents] of levels)
    for (const [index, agent] of agents.entries()) {
      const count = props.members(level, index);
      if (count === 0) continue;
      membersOf.set(
        agent,
        await insertAccounts(db, {
          brandId: brand.id,
          uplineId: agent,
          prefix: `${prefix}p${agent}x`,
          count,
        }),
      );
    }
  const downlinesOf = new Map<bigint, bigint[]>();
  for (const [agent, upline] of uplineOf)
    downlinesOf.set(upline, [...(downlinesOf.get(upline) ?? []), agent]);
  return { top: top!, mids, lows, uplineOf, downlinesOf, membersOf };
}

/**
 * What each agent keeps of its gross (DOMAIN.md "Level difference"): it pays each contracted direct downline
 * that downline's gross from its own wallet.
 */
export function keptOf(tree: ContractedTree, gross: ReadonlyMap<bigint, bigint>): Map<bigint, bigint> {
  return new Map(
    [...gross].map(([agent, own]) => [
      agent,
      (tree.downlinesOf.get(agent) ?? []).reduce((kept, downline) => kept - gross.get(downline)!, own),
    ]),
  );
}

/** A tier: the team base (minor units) and active members it needs, and its rate in parts per million. */
export type Tier = [minAmount: bigint, minActive: number, ratePpm: bigint];

/** Baht as the contract forms write it. */
export const baht = (minor: bigint) => toDecimalString(minor, currencyOf('THB'));

/** Tiers as an offer's input. */
export const tiersInput = (tiers: Tier[]) =>
  tiers.map(([minAmount, minActive, ratePpm]) => ({
    minAmount: baht(minAmount),
    minActive,
    rate: rateText(ratePpm),
  }));

/** The rate of the highest tier whose thresholds the team meets, 0 when none (DOMAIN.md "Tiers"). */
export const rateOf = (tiers: Tier[], base: bigint, active: number) =>
  tiers.filter(([minAmount, minActive]) => base >= minAmount && active >= minActive).at(-1)?.[2] ?? 0n;

/**
 * A worker's settlement clock at half past midnight after `day` (brand time), so the day's daily runs are due,
 * with a short lease, so a killed worker's claim passes on quickly.
 */
export const dayAfterClock = (day: string, timezone: string): Record<string, string> => ({
  SETTLEMENT_CLOCK_START: new Date(
    startOfDayIn(shiftDay(day, 1), timezone)!.getTime() + 30 * 60_000,
  ).toISOString(),
  SETTLEMENT_CLOCK_REAL_START: String(Date.now()),
  SETTLEMENT_LEASE_MS: '1500',
});

/** A settlement run's state, as the crash tests follow it; undefined before it is scheduled. */
export async function runOfPeriod(db: Database, kind: string, periodKey: string) {
  const { rows } = (await db.execute(sql`
    select state, attempts, claimed_by, paid from settlement_runs
    where kind = ${kind} and period_key = ${periodKey}`)) as unknown as {
    rows: { state: string; attempts: number; claimed_by: string; paid: bigint }[];
  };
  return rows[0];
}

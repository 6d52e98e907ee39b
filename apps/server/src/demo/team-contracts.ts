import { dayIn, shiftDay } from '@croupier/format';
import type { Database } from '../db/client.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import {
  acceptContract,
  dividendRuns,
  listBills,
  offerContract,
  payBill,
  payRealtimeSalaries,
  salaryRuns,
  type Offerer,
  type TermsInput,
} from '../modules/contracts/index.ts';
import { updateTeamStats } from '../modules/agents/index.ts';
import type { OperatorRow } from '../modules/operators/index.ts';
import type { PlayerRow } from '../modules/players/index.ts';
import { createSettlements } from '../modules/settlements/index.ts';
import { rebateDailyRun } from '../modules/rebates/index.ts';
import { vipEvaluationRun } from '../modules/vip/index.ts';
import type { Logger } from '../platform/logger.ts';
import { DEMO_AGENT } from './team-plan.ts';

type TierRow = [minAmount: string, minActive: number, rate: string];
const tiers = (rows: TierRow[]) =>
  rows.map(([minAmount, minActive, rate]) => ({ minAmount, minActive, rate }));

/** The four kinds an agent of the demo holds: daily, hourly and real-time salary, and a daily dividend. */
function fourKinds(props: {
  daily: TierRow[];
  hourly: TierRow[];
  realtime: [profitRate: string, lossRate: string, minBet: string];
  dividend: TierRow[];
}): TermsInput[] {
  const [profitRate, lossRate, minBet] = props.realtime;
  return [
    { kind: 'daily', tiers: tiers(props.daily) },
    { kind: 'hourly', tiers: tiers(props.hourly) },
    { kind: 'realtime', profitRate, lossRate, minBet },
    { kind: 'dividend', period: 'daily', tiers: tiers(props.dividend) },
  ] as TermsInput[];
}

/**
 * The contracts of the demo's agents, each offered by its upline (the platform for `demoagent`) as soon as
 * the agent exists: each downline's rates sit below its upline's at the same thresholds, so each keeps a level
 * difference. Thresholds suit the demo's small team (a few thousand baht a day).
 */
export const DEMO_CONTRACTS: Readonly<Record<string, TermsInput[]>> = {
  [DEMO_AGENT]: fourKinds({
    daily: [
      ['500.00', 1, '0.8'],
      ['3000.00', 2, '1.2'],
    ],
    hourly: [['300.00', 1, '0.3']],
    realtime: ['0.2', '0.5', '20.00'],
    dividend: [
      ['0.00', 1, '25'],
      ['5000.00', 2, '35'],
    ],
  }),
  siamstar: fourKinds({
    daily: [
      ['500.00', 1, '0.5'],
      ['3000.00', 2, '0.9'],
    ],
    hourly: [['300.00', 1, '0.2']],
    realtime: ['0.1', '0.3', '20.00'],
    dividend: [
      ['0.00', 1, '15'],
      ['5000.00', 2, '20'],
    ],
  }),
  northgate: fourKinds({
    daily: [['500.00', 1, '0.6']],
    hourly: [['300.00', 1, '0.2']],
    realtime: ['0.15', '0.35', '50.00'],
    dividend: [['0.00', 1, '20']],
  }),
  riverside: fourKinds({
    daily: [['500.00', 1, '0.3']],
    hourly: [['300.00', 1, '0.1']],
    realtime: ['0.05', '0.2', '20.00'],
    dividend: [['0.00', 1, '10']],
  }),
};

/** Contracts of the demo offered for a term (days, counting the day of signing) rather than until ended. */
const DEMO_TERMS: Readonly<Record<string, Partial<Record<TermsInput['kind'], number>>>> = {
  siamstar: { hourly: 30 },
};

/**
 * The upline (the platform for `demoagent`) offers an agent its contracts and the agent signs: the hourly
 * salary's alone (`hourly`), or every other kind, at `at` on the demo's clock.
 */
export async function signDemoContracts(
  db: Database,
  props: {
    brand: BrandRow;
    owner: OperatorRow;
    upline: PlayerRow | undefined;
    agent: PlayerRow;
    hourly: boolean;
    ip: string;
    at: Date;
  },
): Promise<void> {
  const { brand, agent } = props;
  const by: Offerer = props.upline
    ? { agent: props.upline }
    : { operator: { id: props.owner.id, username: props.owner.username }, ip: props.ip };
  const offers = (DEMO_CONTRACTS[agent.username] ?? []).filter(
    (input) => (input.kind === 'hourly') === props.hourly,
  );
  for (const terms of offers) {
    const days = DEMO_TERMS[agent.username]?.[terms.kind];
    const input =
      days === undefined
        ? terms
        : { ...terms, validUntil: shiftDay(dayIn(props.at, brand.timezone), days - 1) };
    const offered = await offerContract(db, { brand, by, downlineId: agent.id, input });
    await acceptContract(db, { brand, player: agent, id: BigInt(offered.id) });
  }
}

/** Nothing of the demo's settlements is worth a log line at the first start; a failed run throws instead. */
const quiet: Logger = { warn: () => undefined, error: () => undefined };

/**
 * The settlements of the demo's history, run by the real runs on the demo's clock (ADR 0026): `settleUpTo`
 * settles every period closed at its instant (the salaries first, then the dividends, whose team loss counts
 * the salaries paid; the hourly salary only once asked, as its first run sets where its periods start), and
 * `payRealtime` pays the real-time salary on the rounds played so far.
 */
export function demoSettlements(db: Database) {
  let now = new Date(0);
  // The demo's dividends are daily: the other lengths' runs would settle nothing.
  const kinds = [...salaryRuns, ...dividendRuns.filter((run) => run.cadence === 'daily')];
  const rewards = [vipEvaluationRun, rebateDailyRun];
  const settlements = createSettlements(db, [...kinds, ...rewards], {
    clock: () => now,
    log: quiet,
    worker: 'demo',
  });
  return {
    async settleUpTo(instant: Date, props: { hourly: boolean; rewards: boolean }): Promise<void> {
      now = instant;
      // As the team stats job keeps them in production: the runs then read short tails of the streams.
      await updateTeamStats(db);
      for (const kind of kinds)
        if (props.hourly || kind.name !== 'agent-salary-hourly') await settlements.catchUp(kind.name);
      if (props.rewards) for (const kind of rewards) await settlements.catchUp(kind.name);
    },
    async payRealtime(instant: Date): Promise<void> {
      await payRealtimeSalaries(db, () => instant);
    },
  };
}

/** Every upline pays the dividend bills it owes, with its payment password. */
export async function payDemoBills(
  db: Database,
  props: {
    brand: BrandRow;
    agentOf: (id: bigint) => Promise<PlayerRow>;
    paymentPassword: (agentId: bigint) => Promise<string>;
  },
): Promise<void> {
  for (const bill of await listBills(db, { brandId: props.brand.id, status: 'pending' }, 100)) {
    // The password first: setting it changes the account's row.
    const paymentPassword = await props.paymentPassword(bill.uplineId);
    await payBill(db, {
      brand: props.brand,
      agent: await props.agentOf(bill.uplineId),
      billId: bill.id,
      paymentPassword,
    });
  }
}

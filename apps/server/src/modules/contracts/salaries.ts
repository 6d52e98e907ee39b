import type { Database } from '../../db/client.ts';
import { allSettledOrThrow } from '../../platform/all-settled.ts';
import { readAgentRules, teamSalaryFigures } from '../agents/index.ts';
import type { BrandClock } from '../brands/index.ts';
import type { Period, RunKind } from '../settlements/index.ts';
import type { ContractInForce, Earning } from './earning.ts';
import { paymentPlan } from './payment-plan.ts';
import { contractsInForceAt, saveStatements } from './repository.ts';
import { rateAt, RATE_SCALE, termsReader, type ContractKind } from './terms.ts';

/**
 * How far below the platform's contract each contract sits, for the contracts whose chain of uplines reaches
 * it: an agent whose own contract ended shares nothing (its grants ended with it), so the others are left out.
 */
export function chainDepths(contracts: readonly ContractInForce[]): Map<bigint, number> {
  const byDownline = new Map(contracts.map((contract) => [contract.downlineId, contract]));
  // Each contract's answer is kept, so a chain is walked once however many contracts hang below it.
  const known = new Map<bigint, number | undefined>();
  const depthOf = (contract: ContractInForce, seen: Set<bigint>): number | undefined => {
    if (known.has(contract.contractId)) return known.get(contract.contractId);
    let depth: number | undefined = 0;
    if (contract.uplineId !== null) {
      const above = byDownline.get(contract.uplineId);
      const upper =
        !above || seen.has(above.contractId) ? undefined : depthOf(above, seen.add(contract.contractId));
      depth = upper === undefined ? undefined : upper + 1;
    }
    known.set(contract.contractId, depth);
    return depth;
  };
  const depths = new Map<bigint, number>();
  for (const contract of contracts) {
    const depth = depthOf(contract, new Set());
    if (depth !== undefined) depths.set(contract.contractId, depth);
  }
  return depths;
}

/**
 * DOMAIN.md "Level difference": each contracted agent's gross is its tier rate × its team's base; it keeps
 * its gross minus the gross of each contracted direct downline, which it pays them. Only chains that reach
 * the platform's contract count (`chainDepths`).
 */
export function levelDifference(
  contracts: readonly ContractInForce[],
  kind: ContractKind,
  currencyCode: string,
  figures: ReadonlyMap<bigint, { base: bigint; active: number }>,
): Earning[] {
  const depths = chainDepths(contracts);
  const termsOfContract = termsReader(kind, currencyCode);
  const earnings: Earning[] = [];
  for (const contract of contracts) {
    const depth = depths.get(contract.contractId);
    if (depth === undefined) continue;
    const terms = termsOfContract(contract.terms);
    if (terms.kind === 'realtime') continue;
    const { base, active } = figures.get(contract.downlineId) ?? { base: 0n, active: 0 };
    const ratePpm = rateAt(terms.tiers, base, active);
    const gross = base > 0n ? (base * ratePpm) / RATE_SCALE : 0n;
    earnings.push({ contract, depth, base, active, ratePpm, gross, paidToDownlines: 0n, net: gross });
  }
  const byAgent = new Map(earnings.map((earning) => [earning.contract.downlineId, earning]));
  for (const earning of earnings) {
    const upline = earning.contract.uplineId === null ? undefined : byAgent.get(earning.contract.uplineId);
    if (!upline) continue;
    upline.paidToDownlines += earning.gross;
    // The true figure, never floored: a dividend upline whose team lost less than a downline's still owes that
    // downline its whole gross (its bill), so what it keeps is negative; salaries never get there (rates rule).
    upline.net = upline.gross - upline.paidToDownlines;
  }
  return earnings.sort((a, b) => a.depth - b.depth);
}

/** The salaries a period earns under the contracts in force when it closed. */
export async function salaryEarnings(
  db: Database,
  props: {
    brand: BrandClock;
    kind: 'daily' | 'hourly';
    period: Period;
    /** Reads the figures of these agents only (one agent's page): the others' earnings then read as nothing. */
    agentsOnly?: (contracts: readonly ContractInForce[]) => bigint[];
  },
): Promise<{ earnings: Earning[]; activeMinimum: bigint }> {
  const { brand, period } = props;
  const contracts = await contractsInForceAt(db, {
    brandId: brand.id,
    kind: props.kind,
    instant: new Date(period.end.getTime() - 1),
  });
  const { salaryActiveMinimum } = await readAgentRules(db, brand);
  if (contracts.length === 0) return { earnings: [], activeMinimum: salaryActiveMinimum };
  const figures = await teamSalaryFigures(db, {
    brand,
    agents: props.agentsOnly ? props.agentsOnly(contracts) : contracts.map((contract) => contract.downlineId),
    from: period.start,
    to: period.end,
    ...(props.kind === 'daily' ? { days: [period.key] } : {}),
    activeMinimum: salaryActiveMinimum,
  });
  const bases = new Map(
    [...figures].map(([agentId, figure]) => [agentId, { base: figure.validBet, active: figure.active }]),
  );
  return {
    earnings: levelDifference(contracts, props.kind, brand.currencyCode, bases),
    activeMinimum: salaryActiveMinimum,
  };
}

/**
 * The daily (after 00:05 brand time, for the day before) and hourly salary runs: each period's statements are
 * written, then the platform pays each top contracted agent and each agent its contracted downlines, uplines
 * first, through the ledger. The runner pays only the difference from what the period paid before, so a run
 * again (or after a crash) pays nothing twice.
 */
export function salaryRun(kind: 'daily' | 'hourly'): RunKind {
  return {
    name: `agent-salary-${kind}`,
    cadence: kind,
    async settle({ db, brand, period, payAll }) {
      const { earnings, activeMinimum } = await salaryEarnings(db, { brand, kind, period });
      const payments = (list: readonly Earning[]) =>
        list.map(({ contract, gross }) => ({
          subject: `contract:${contract.contractId}`,
          transferKind: 'commission' as const,
          from:
            contract.uplineId === null
              ? { house: 'commissions_expense' as const }
              : { player: contract.uplineId },
          to: { player: contract.downlineId },
          amount: gross,
          withDebts: true as const,
        }));
      const plan = paymentPlan(earnings);
      // The statements and the payments touch different rows, so they are written side by side; all finish
      // before a failure of any fails the run, which is then run again: it rewrites the statements and pays only
      // what is still owed.
      await allSettledOrThrow([
        saveStatements(db, { brandId: brand.id, kind, period, earnings }),
        (async () => {
          await payAll(payments(plan.first));
          await allSettledOrThrow(plan.branches.map((branch) => payAll(payments(branch))));
        })(),
      ]);
      const paid = earnings.reduce((sum, earning) => sum + earning.gross, 0n);
      return {
        inputs: { contracts: earnings.length, activeMinimum: activeMinimum.toString() },
        outputs: { paid: paid.toString() },
      };
    },
  };
}

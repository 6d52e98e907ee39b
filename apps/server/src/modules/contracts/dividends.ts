import { shiftDay } from '@croupier/format';
import type { Database } from '../../db/client.ts';
import { allSettledOrThrow } from '../../platform/all-settled.ts';
import { readAgentRules, teamPeriodFigures } from '../agents/index.ts';
import type { BrandClock } from '../brands/index.ts';
import type { Period, RunKind } from '../settlements/index.ts';
import { billDividends } from './bills-repository.ts';
import type { ContractInForce, Earning } from './earning.ts';
import { contractsInForceAt, saveStatements } from './repository.ts';
import { levelDifference } from './salaries.ts';
import { DIVIDEND_PERIODS, type DividendPeriod } from './terms.ts';

const DAY_MS = 86_400_000;

/** The brand-local days a day-based period is made of, `2026-03-01` … (a DST day is still one day). */
export function daysOf(period: Period): string[] {
  const count = Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS);
  return Array.from({ length: count }, (_, index) => shiftDay(period.key, index));
}

/**
 * What the dividend contracts on one period length earn for a period (DOMAIN.md "Dividend"): the team loss
 * (stake − payout − bonuses − salaries paid to the team; rebates are paid as bonuses) sets the tier with the
 * active members, gross = rate × team loss when positive, and each agent keeps its gross minus what its
 * contracted direct downlines earn (level difference). A loss never carries to the next period.
 */
export async function dividendEarnings(
  db: Database,
  props: {
    brand: BrandClock;
    cadence: DividendPeriod;
    period: Period;
    /** Reads the figures of these agents only (one agent's page): the others' earnings then read as nothing. */
    agentsOnly?: (contracts: readonly ContractInForce[]) => bigint[];
  },
): Promise<{ earnings: Earning[]; activeMinimum: bigint; paymentHours: number }> {
  const { brand, period } = props;
  const inForce = await contractsInForceAt(db, {
    brandId: brand.id,
    kind: 'dividend',
    instant: new Date(period.end.getTime() - 1),
  });
  // A chain shares one period length (the cover rule), so each length settles on its own calendar.
  const contracts = inForce.filter((contract) => contract.terms.period === props.cadence);
  const { dividendActiveMinimum, dividendPaymentHours } = await readAgentRules(db, brand);
  const rules = { activeMinimum: dividendActiveMinimum, paymentHours: dividendPaymentHours };
  if (contracts.length === 0) return { earnings: [], ...rules };
  const figures = await teamPeriodFigures(db, {
    brand,
    agents: props.agentsOnly ? props.agentsOnly(contracts) : contracts.map((contract) => contract.downlineId),
    from: period.start,
    to: period.end,
    days: daysOf(period),
    activeMinimum: dividendActiveMinimum,
    money: true,
  });
  const bases = new Map(
    [...figures].map(([agentId, figure]) => [
      agentId,
      {
        base: figure.stake - figure.payout - figure.bonuses - figure.commissions,
        active: figure.active,
      },
    ]),
  );
  return {
    earnings: levelDifference(contracts, 'dividend', brand.currencyCode, bases),
    ...rules,
  };
}

/**
 * The dividend run of one period length: statements for every contracted agent; the platform pays each top
 * contracted agent its gross at once, and every other contracted agent is owed its gross by its upline as a
 * bill the upline pays within the brand's payment window (bills.ts). A run again pays the platform's share
 * only as a difference and bills only what no bill holds yet.
 */
export function dividendRun(cadence: DividendPeriod): RunKind {
  return {
    name: `agent-dividend-${cadence}`,
    cadence,
    async settle({ db, brand, period, payAll }) {
      const { earnings, activeMinimum, paymentHours } = await dividendEarnings(db, {
        brand,
        cadence,
        period,
      });
      const tops = earnings.filter((earning) => earning.contract.uplineId === null);
      const paid = tops.reduce((sum, earning) => sum + earning.gross, 0n);
      // Statements, the platform's payments and the bills touch different rows, so they are written side by
      // side; a failure of any fails the run after all have finished, and the run again rewrites the statements,
      // pays only what is still owed and bills only what no bill holds.
      const [billed] = await allSettledOrThrow([
        billDividends(db, {
          brandId: brand.id,
          period,
          paymentHours,
          owed: earnings.filter((earning) => earning.contract.uplineId !== null),
        }),
        saveStatements(db, { brandId: brand.id, kind: 'dividend', period, earnings }),
        payAll(
          tops.map((earning) => ({
            subject: `contract:${earning.contract.contractId}`,
            transferKind: 'dividend' as const,
            from: { house: 'dividends_expense' as const },
            to: { player: earning.contract.downlineId },
            amount: earning.gross,
          })),
        ),
      ] as const);
      return {
        inputs: { contracts: earnings.length, activeMinimum: activeMinimum.toString(), paymentHours },
        outputs: {
          paid: paid.toString(),
          billed: billed.added.toString(),
          bills: billed.bills,
          overbilled: billed.overbilled.toString(),
        },
      };
    },
  };
}

/** The dividend runs every worker runs: one per period length a contract may choose. */
export const dividendRuns = DIVIDEND_PERIODS.map(dividendRun);

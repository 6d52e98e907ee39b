import type { AgentSettlement, AgentSettlementList, AgentSettlementQuery } from '@croupier/contracts';
import { startOfDayIn, shiftDay } from '@croupier/format';
import { currencyOf, toDecimalString } from '@croupier/money';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { debtsOf } from '../ledger/index.ts';
import { periodContaining, type Period } from '../settlements/index.ts';
import type { Earning } from './earning.ts';
import { dividendEarnings } from './dividends.ts';
import { contractsInForceAt } from './repository.ts';
import { salaryEarnings } from './salaries.ts';
import { contractStatements } from './schema.ts';
import { rateText, termsOf, type DividendPeriod } from './terms.ts';

const MAX_ITEMS = 500;

/** A statement as the agent's salary and dividend pages show it. */
function itemOf(
  brand: BrandRow,
  row: Omit<AgentSettlement, 'base' | 'gross' | 'paidToDownlines' | 'net' | 'rate'> & {
    base: bigint;
    gross: bigint;
    paidToDownlines: bigint;
    net: bigint;
    ratePpm: bigint;
  },
): AgentSettlement {
  const money = (minor: bigint) => toDecimalString(minor, currencyOf(brand.currencyCode));
  const { ratePpm, ...rest } = row;
  return {
    ...rest,
    base: money(row.base),
    gross: money(row.gross),
    paidToDownlines: money(row.paidToDownlines),
    net: money(row.net),
    rate: rateText(ratePpm),
  };
}

/** The tier above the one a provisional period reached, and what is missing to reach it. */
function nextTierOf(
  brand: BrandRow,
  kind: 'daily' | 'hourly' | 'dividend',
  earning: Earning,
): AgentSettlement['nextTier'] {
  const terms = termsOf(kind, earning.contract.terms, brand.currencyCode);
  if (terms.kind === 'realtime') return null;
  const next = terms.tiers.find((tier) => tier.ratePpm > earning.ratePpm);
  if (!next) return null;
  const money = (minor: bigint) => toDecimalString(minor, currencyOf(brand.currencyCode));
  return {
    minAmount: money(next.minAmount),
    minActive: next.minActive,
    rate: rateText(next.ratePpm),
    amountToGo: money(next.minAmount > earning.base ? next.minAmount - earning.base : 0n),
    activeToGo: Math.max(next.minActive - earning.active, 0),
  };
}

/** The open period of the caller's contract of a kind: a dividend's length is the contract's own. */
async function openPeriod(
  db: Database,
  brand: BrandRow,
  kind: 'daily' | 'hourly' | 'dividend',
  agentId: bigint,
  now: Date,
): Promise<Period | undefined> {
  if (kind !== 'dividend') return periodContaining(kind, brand.timezone, now);
  const inForce = await contractsInForceAt(db, { brandId: brand.id, kind, instant: now });
  const own = inForce.find((contract) => contract.downlineId === agentId);
  return own?.terms.period && periodContaining(own.terms.period, brand.timezone, now);
}

/** The open period's earnings so far for one agent, computed as its run will settle them. */
async function provisional(
  db: Database,
  brand: BrandRow,
  kind: 'daily' | 'hourly' | 'dividend',
  agentId: bigint,
  period: Period,
): Promise<AgentSettlement | undefined> {
  // Its gross needs its own team, what it pays its downlines needs theirs.
  const agentsOnly = (contracts: readonly { uplineId: bigint | null; downlineId: bigint }[]) => [
    agentId,
    ...contracts.filter((contract) => contract.uplineId === agentId).map((contract) => contract.downlineId),
  ];
  const { earnings } =
    kind === 'dividend'
      ? await dividendEarnings(db, {
          brand,
          cadence: period.cadence as DividendPeriod,
          period,
          agentsOnly,
        })
      : await salaryEarnings(db, { brand, kind, period, agentsOnly });
  const own = earnings.find((earning) => earning.contract.downlineId === agentId);
  if (!own) return undefined;
  return itemOf(brand, {
    period: period.key,
    kind,
    startsAt: period.start.toISOString(),
    endsAt: period.end.toISOString(),
    base: own.base,
    activeMembers: own.active,
    ratePpm: own.ratePpm,
    gross: own.gross,
    paidToDownlines: own.paidToDownlines,
    net: own.net,
    version: own.contract.version,
    status: 'provisional',
    nextTier: nextTierOf(brand, kind, own),
  });
}

/**
 * `GET /api/v1/agent/settlements`: the caller's settled statements of a kind whose periods start in the
 * brand-local days from `from` to `to`, newest first, headed by the open period's provisional figures.
 */
export async function agentSettlements(
  db: Database,
  props: { brand: BrandRow; agentId: bigint; query: AgentSettlementQuery; now?: Date },
): Promise<AgentSettlementList> {
  const { brand, query } = props;
  const from = startOfDayIn(query.from, brand.timezone);
  const to = startOfDayIn(shiftDay(query.to, 1), brand.timezone);
  if (!from) throw validationFailed({ from: 'INVALID' }, 'The start is not a date.');
  if (!to || query.to < query.from)
    throw validationFailed({ to: 'INVALID' }, 'The end is not a date after the start.');
  const rows = await db
    .select()
    .from(contractStatements)
    .where(
      and(
        eq(contractStatements.brandId, brand.id),
        eq(contractStatements.agentId, props.agentId),
        eq(contractStatements.kind, query.kind),
        gte(contractStatements.periodStart, from),
        lt(contractStatements.periodStart, to),
      ),
    )
    .orderBy(desc(contractStatements.periodStart))
    .limit(MAX_ITEMS);
  const items = rows.map((row) =>
    itemOf(brand, {
      period: row.periodKey,
      kind: query.kind,
      startsAt: row.periodStart.toISOString(),
      endsAt: row.periodEnd.toISOString(),
      base: row.base,
      activeMembers: row.activeMembers,
      ratePpm: row.ratePpm,
      gross: row.gross,
      paidToDownlines: row.paidToDownlines,
      net: row.net,
      version: row.version,
      status: 'settled',
      nextTier: null,
    }),
  );
  if (query.kind !== 'realtime') {
    const open = await openPeriod(db, brand, query.kind, props.agentId, props.now ?? new Date());
    const settled = open && items.some((item) => item.period === open.key);
    if (open && !settled && open.start < to && open.end > from) {
      const current = await provisional(db, brand, query.kind, props.agentId, open);
      if (current) items.unshift(current);
    }
  }
  return { currency: brand.currencyCode, debt: await agentDebt(db, brand, props.agentId), items };
}

/** What an agent owes the platform (ADR 0029), in the brand's currency. */
export async function agentDebt(db: Executor, brand: BrandRow, agentId: bigint): Promise<string> {
  const owed = await debtsOf(db, { brandId: brand.id, currency: brand.currencyCode, playerIds: [agentId] });
  return toDecimalString(owed.get(agentId) ?? 0n, currencyOf(brand.currencyCode));
}

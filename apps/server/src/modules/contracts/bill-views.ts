import type {
  AdminDividendBillQuery,
  AgentDividendBillQuery,
  DividendBill,
  DividendBillList,
} from '@croupier/contracts';
import { shiftDay, startOfDayIn } from '@croupier/format';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { Executor } from '../../db/client.ts';
import { validationFailed } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { usernamesByIds } from '../players/index.ts';
import { listBills, outstandingOf, type BillFilter, type BillRow } from './bills-repository.ts';

const MAX_BILLS = 500;

/** Bills as the agent centre and the console show them, with both parties named. */
export async function billItems(
  db: Executor,
  brand: BrandRow,
  rows: readonly BillRow[],
): Promise<DividendBill[]> {
  const names = await usernamesByIds(
    db,
    rows.flatMap((row) => [row.uplineId, row.downlineId]),
  );
  const money = (minor: bigint) => toDecimalString(minor, currencyOf(brand.currencyCode));
  const party = (id: bigint) => ({ id: id.toString(), username: names.get(id) ?? '' });
  return rows.map((row) => ({
    id: row.id.toString(),
    period: row.periodKey,
    startsAt: row.periodStart.toISOString(),
    endsAt: row.periodEnd.toISOString(),
    upline: party(row.uplineId),
    downline: party(row.downlineId),
    amount: money(row.amount),
    paid: money(row.paid),
    forced: money(row.forced),
    shortfall: money(row.shortfall),
    outstanding: money(row.status === 'pending' ? outstandingOf(row) : 0n),
    status: row.status as DividendBill['status'],
    dueAt: row.dueAt.toISOString(),
    refusedAt: row.refusedAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    shortfallResolution: row.shortfallResolution as DividendBill['shortfallResolution'],
    shortfallNote: row.shortfallNote,
  }));
}

/** The brand-local days `from` to `to` as instants; either may be left out. */
function periodStarts(
  brand: BrandRow,
  query: { from?: string; to?: string },
): Pick<BillFilter, 'from' | 'to'> {
  const from = query.from === undefined ? undefined : startOfDayIn(query.from, brand.timezone);
  const to = query.to === undefined ? undefined : startOfDayIn(shiftDay(query.to, 1), brand.timezone);
  if (from === null) throw validationFailed({ from: 'INVALID' }, 'The start is not a date.');
  if (to === null || (query.from && query.to && query.to < query.from))
    throw validationFailed({ to: 'INVALID' }, 'The end is not a date after the start.');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** `GET /api/v1/agent/dividend-bills`: the bills the caller owes or is owed, newest period first. */
export async function agentBills(
  db: Executor,
  props: { brand: BrandRow; agentId: bigint; query: AgentDividendBillQuery },
): Promise<DividendBillList> {
  const { brand, query } = props;
  const rows = await listBills(
    db,
    {
      brandId: brand.id,
      party: { agentId: props.agentId, role: query.role },
      ...(query.status ? { status: query.status } : {}),
      ...periodStarts(brand, query),
    },
    MAX_BILLS,
  );
  return { currency: brand.currencyCode, items: await billItems(db, brand, rows) };
}

/** `GET /admin-api/v1/dividend-bills`: the brand's bills, or those with a shortfall still to settle. */
export async function brandBills(
  db: Executor,
  props: { brand: BrandRow; query: AdminDividendBillQuery },
): Promise<DividendBillList> {
  const { brand, query } = props;
  const rows = await listBills(
    db,
    {
      brandId: brand.id,
      ...(query.status ? { status: query.status } : {}),
      ...(query.openShortfall ? { unresolvedShortfall: true } : {}),
      ...periodStarts(brand, query),
    },
    MAX_BILLS,
  );
  return { currency: brand.currencyCode, items: await billItems(db, brand, rows) };
}

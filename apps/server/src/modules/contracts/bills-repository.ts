import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import type { Period } from '../settlements/index.ts';
import type { Earning } from './earning.ts';
import { dividendBills } from './schema.ts';

export type BillRow = typeof dividendBills.$inferSelect;
export const BILL_STATUSES = ['pending', 'paid', 'refused', 'forced', 'shortfall'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** What a bill still asks of its upline: its amount less what has moved or been recorded short. */
export const outstandingOf = (bill: BillRow) => bill.amount - bill.paid - bill.forced - bill.shortfall;

/**
 * Bills the period's downline dividends: each contract is owed its gross in total over its bills for the
 * period. More owed than billed adds to the open (pending) bill, or opens the next one; less owed takes off the
 * open bill only, since a settled bill has moved money; what it cannot take off is counted as overbilled.
 * The bills are locked first, so an upline paying at the same moment is either before or after this.
 */
export async function billDividends(
  db: Database,
  props: { brandId: bigint; period: Period; paymentHours: number; owed: readonly Earning[] },
): Promise<{ added: bigint; bills: number; overbilled: bigint }> {
  if (props.owed.length === 0) return { added: 0n, bills: 0, overbilled: 0n };
  return inTransaction(db, async (tx) => {
    const contractIds = props.owed.map((earning) => earning.contract.contractId);
    const existing = await tx
      .select()
      .from(dividendBills)
      .where(
        and(inArray(dividendBills.contractId, contractIds), eq(dividendBills.periodKey, props.period.key)),
      )
      .orderBy(asc(dividendBills.sequence))
      .for('update');
    const byContract = new Map<bigint, BillRow[]>();
    for (const bill of existing)
      byContract.set(bill.contractId, [...(byContract.get(bill.contractId) ?? []), bill]);
    const due = sql`app_now() + make_interval(hours => ${props.paymentHours})`;
    let added = 0n;
    let overbilled = 0n;
    const fresh: PgInsertValue<typeof dividendBills>[] = [];
    for (const earning of props.owed) {
      const bills = byContract.get(earning.contract.contractId) ?? [];
      const difference = earning.gross - bills.reduce((sum, bill) => sum + bill.amount, 0n);
      if (difference === 0n) continue;
      const open = bills.find((bill) => bill.status === 'pending');
      if (difference < 0n) {
        const off = open ? (-difference < open.amount ? -difference : open.amount) : 0n;
        if (open && off === open.amount) await tx.delete(dividendBills).where(eq(dividendBills.id, open.id));
        else if (open && off > 0n)
          await tx
            .update(dividendBills)
            .set({ amount: open.amount - off })
            .where(eq(dividendBills.id, open.id));
        overbilled += -difference - off;
        added -= off;
        continue;
      }
      added += difference;
      if (open) {
        await tx
          .update(dividendBills)
          .set({ amount: open.amount + difference })
          .where(eq(dividendBills.id, open.id));
        continue;
      }
      fresh.push({
        brandId: props.brandId,
        contractId: earning.contract.contractId,
        uplineId: earning.contract.uplineId!,
        downlineId: earning.contract.downlineId,
        periodKey: props.period.key,
        periodStart: props.period.start,
        periodEnd: props.period.end,
        sequence: bills.length === 0 ? 0 : bills[bills.length - 1]!.sequence + 1,
        amount: difference,
        dueAt: due,
      });
    }
    if (fresh.length > 0) await tx.insert(dividendBills).values(fresh);
    const bills = existing.length + fresh.length;
    return { added, bills, overbilled };
  });
}

/** One bill, if it is in the brand and (when given) owed by `uplineId`. */
function billQuery(db: Executor, props: { brandId: bigint; billId: bigint; uplineId?: bigint }) {
  return db
    .select()
    .from(dividendBills)
    .where(
      and(
        eq(dividendBills.id, props.billId),
        eq(dividendBills.brandId, props.brandId),
        props.uplineId === undefined ? undefined : eq(dividendBills.uplineId, props.uplineId),
      ),
    );
}

export async function findBill(
  db: Executor,
  props: { brandId: bigint; billId: bigint; uplineId?: bigint },
): Promise<BillRow | undefined> {
  const [bill] = await billQuery(db, props);
  return bill;
}

/** `findBill`, locked for the rest of the transaction. */
export async function lockBill(
  tx: Executor,
  props: { brandId: bigint; billId: bigint; uplineId?: bigint },
): Promise<BillRow | undefined> {
  const [bill] = await billQuery(tx, props).for('update');
  return bill;
}

export async function updateBill(
  tx: Executor,
  billId: bigint,
  changes: Partial<Pick<BillRow, 'status' | 'paid' | 'forced' | 'shortfall'>> & {
    refused?: true;
    settled?: true;
    resolution?: { kind: 'platform_paid' | 'written_off'; by: string; note: string };
  },
): Promise<BillRow> {
  const { refused, settled, resolution, ...columns } = changes;
  const [bill] = await tx
    .update(dividendBills)
    .set({
      ...columns,
      ...(refused ? { refusedAt: sql`app_now()` } : {}),
      ...(settled ? { settledAt: sql`app_now()` } : {}),
      ...(resolution
        ? {
            shortfallResolution: resolution.kind,
            shortfallResolvedBy: resolution.by,
            shortfallNote: resolution.note,
            shortfallResolvedAt: sql`app_now()`,
          }
        : {}),
    })
    .where(eq(dividendBills.id, billId))
    .returning();
  return bill!;
}

/**
 * Bills whose window has passed unpaid, or that their upline refused: the force pay's work, oldest first
 * (`billId`: that bill, if it is due).
 */
export async function billsToForce(
  db: Executor,
  props: { billId?: bigint; limit?: number },
): Promise<BillRow[]> {
  return db
    .select()
    .from(dividendBills)
    .where(
      and(
        props.billId === undefined ? undefined : eq(dividendBills.id, props.billId),
        or(
          eq(dividendBills.status, 'refused'),
          and(eq(dividendBills.status, 'pending'), lte(dividendBills.dueAt, sql`app_now()`)),
        ),
      ),
    )
    .orderBy(asc(dividendBills.dueAt))
    .limit(props.limit ?? 1);
}

export interface BillFilter {
  brandId: bigint;
  /** The bills an agent owes (`payable`) or is owed (`receivable`); left out, the brand's. */
  party?: { agentId: bigint; role: 'payable' | 'receivable' };
  status?: BillStatus;
  /** Only bills with a shortfall no operator has settled yet. */
  unresolvedShortfall?: boolean;
  from?: Date;
  to?: Date;
}

export async function listBills(db: Executor, filter: BillFilter, limit: number): Promise<BillRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(dividendBills.brandId, filter.brandId),
    filter.party
      ? eq(
          filter.party.role === 'payable' ? dividendBills.uplineId : dividendBills.downlineId,
          filter.party.agentId,
        )
      : undefined,
    filter.status ? eq(dividendBills.status, filter.status) : undefined,
    filter.unresolvedShortfall
      ? sql`${dividendBills.shortfall} > 0 and ${dividendBills.shortfallResolution} is null`
      : undefined,
    filter.from ? sql`${dividendBills.periodStart} >= ${filter.from.toISOString()}::timestamptz` : undefined,
    filter.to ? sql`${dividendBills.periodStart} < ${filter.to.toISOString()}::timestamptz` : undefined,
  ];
  return db
    .select()
    .from(dividendBills)
    .where(and(...conditions))
    .orderBy(desc(dividendBills.periodStart), desc(dividendBills.id))
    .limit(limit);
}

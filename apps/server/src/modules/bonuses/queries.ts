import type { AdminBonusItem, BonusItem, BonusListQuery, Page, Wagering } from '@croupier/contracts';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { pageCount } from '../../platform/paging.ts';
import type { BrandRow } from '../brands/index.ts';
import { money, toInstant } from '../wallet/index.ts';
import type { BonusRow } from './grant.ts';
import { bonuses } from './schema.ts';

const remainingOf = (row: Pick<BonusRow, 'requirement' | 'wagered' | 'status'>) =>
  row.status === 'open' ? row.requirement - row.wagered : 0n;

export function toBonusItem(row: BonusRow): BonusItem {
  return {
    id: row.id.toString(),
    source: row.sourceKind,
    amount: money(row.amount, row.currency),
    grantedAt: row.grantedAt.toISOString(),
    requirement: money(row.requirement, row.currency),
    remaining: money(remainingOf(row), row.currency),
    status: row.status,
  };
}

function toAdminItem(row: BonusRow): AdminBonusItem {
  return {
    ...toBonusItem(row),
    sourceRef: row.sourceRef,
    maxStake: row.maxStake === null ? null : money(row.maxStake, row.currency),
    reason: row.reason,
    closedAt: row.closedAt?.toISOString() ?? null,
    closeReason: row.closeReason,
  };
}

/** A player's bonuses granted in the asked range, newest first, paged like every list. */
async function bonusPage(
  db: Executor,
  props: { brand: BrandRow; playerId: bigint; query: BonusListQuery },
): Promise<{ rows: BonusRow[]; page: number; pageSize: number; total: number }> {
  const { brand, query } = props;
  const page = query.page ?? 1;
  const pageSize = Math.min(query.pageSize ?? 20, 100);
  const from = toInstant(query.from, brand.timezone, 'from', false);
  const to = toInstant(query.to, brand.timezone, 'to', true);
  if (from && to && from >= to) throw validationFailed({ to: 'INVALID' }, 'The end is before the start.');
  const where = and(
    eq(bonuses.brandId, brand.id),
    eq(bonuses.playerId, props.playerId),
    from ? gte(bonuses.grantedAt, from) : undefined,
    to ? lt(bonuses.grantedAt, to) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bonuses)
    .where(where);
  const rows = await db
    .select()
    .from(bonuses)
    .where(where)
    .orderBy(desc(bonuses.grantedAt), desc(bonuses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, page, pageSize, total: count!.n };
}

const paged = <T>(found: Awaited<ReturnType<typeof bonusPage>>, item: (row: BonusRow) => T): Page<T> => ({
  items: found.rows.map(item),
  page: found.page,
  pageSize: found.pageSize,
  total: found.total,
  totalPages: pageCount(found.total, found.pageSize),
});

/** `GET /api/v1/bonuses`: the bonus details page. */
export async function listPlayerBonuses(
  db: Executor,
  props: { brand: BrandRow; playerId: bigint; query: BonusListQuery },
): Promise<Page<BonusItem>> {
  return paged(await bonusPage(db, props), toBonusItem);
}

/** The console's list of a player's bonuses, with who granted them and why. */
export async function listBonusesForConsole(
  db: Executor,
  props: { brand: BrandRow; playerId: bigint; query: BonusListQuery },
): Promise<Page<AdminBonusItem>> {
  return paged(await bonusPage(db, props), toAdminItem);
}

/** A player's open requirements, oldest first (the order wagering counts them down), and what is left in all. */
export async function wageringOf(db: Executor, brand: BrandRow, playerId: bigint): Promise<Wagering> {
  const rows = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.playerId, playerId), eq(bonuses.brandId, brand.id), eq(bonuses.status, 'open')))
    .orderBy(asc(bonuses.grantedAt), asc(bonuses.id));
  const remaining = rows.reduce((sum, row) => sum + remainingOf(row), 0n);
  return {
    open: rows.map((row) => ({
      bonusId: row.id.toString(),
      requirement: money(row.requirement, brand.currencyCode),
      remaining: money(remainingOf(row), brand.currencyCode),
    })),
    remaining: money(remaining, brand.currencyCode),
  };
}

/**
 * Refuses a withdrawal, or a transfer to another account, while any requirement of the player is open (409
 * WAGERING_OPEN, `remaining` in the answer). Run in the withdrawal's or transfer's transaction.
 */
export async function requireWageringDone(db: Executor, props: { playerId: bigint; currency: string }) {
  const [row] = await db
    .select({ remaining: sql<string>`coalesce(sum(${bonuses.requirement} - ${bonuses.wagered}), 0)::text` })
    .from(bonuses)
    .where(and(eq(bonuses.playerId, props.playerId), eq(bonuses.status, 'open')));
  const remaining = BigInt(row!.remaining);
  if (remaining > 0n)
    throw new DomainError(
      'WAGERING_OPEN',
      `Wager ${money(remaining, props.currency)} more before withdrawing or sending money.`,
      undefined,
      { remaining: money(remaining, props.currency) },
    );
}

/**
 * The smallest maximum stake of the player's open requirements, null when none sets one: a column for the
 * vendor wallet's bet context (one statement), `player` naming the player's id there.
 */
export const openMaxStakeOf = (player: SQL): SQL =>
  sql`(select min(mb.max_stake) from bonuses mb where mb.player_id = ${player} and mb.status = 'open')`;

/** A condition of the bet's posting statement: no open requirement of the player caps the stake below `amount`. */
export const stakeWithinBonusLimits = (player: SQL | bigint, amount: SQL): SQL =>
  sql`not exists (select 1 from bonuses mb where mb.player_id = ${player} and mb.status = 'open'
    and mb.max_stake < ${amount})`;

import { and, asc, desc, eq, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { figuresByDay, type DayFigure } from '../../db/figures-by-day.ts';
import { AGENT_TYPES, players } from './schema.ts';
import type { PlayerRow } from './repository.ts';

/**
 * Lists of accounts the agents module pages through. `members` is its subquery of player ids (a team, or an
 * agent's direct downlines), so the count and the page are one statement each and the filter stays here.
 */
export interface TeamListFilter {
  brandId: bigint;
  members?: SQL;
  /** Part of a username, in any case. */
  q?: string;
  kind?: 'member' | 'agent';
  status?: 'active' | 'frozen';
  /** Only accounts with no upline (the top of the brand's tree). */
  topLevel?: boolean;
  /**
   * Newest first (the default), by username, or by id from the highest: ids follow registration, and a page
   * of that order resumes exactly where the one before ended (`belowId`), whatever registers meanwhile.
   */
  order?: 'newest' | 'username' | 'id';
  /** Only accounts with a lower id: the accounts after a page in `id` order. */
  belowId?: bigint;
  page: number;
  pageSize: number;
}

const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function whereOf(filter: TeamListFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    eq(players.brandId, filter.brandId),
    ...(filter.members ? [sql`${players.id} in ${filter.members}`] : []),
    ...(q ? [sql`lower(${players.username}) like ${likeText(q)}`] : []),
    ...(filter.kind === 'agent' ? [inArray(players.type, [...AGENT_TYPES])] : []),
    ...(filter.kind === 'member' ? [notInArray(players.type, [...AGENT_TYPES])] : []),
    ...(filter.status ? [eq(players.status, filter.status)] : []),
    ...(filter.topLevel ? [isNull(players.uplineId)] : []),
    ...(filter.belowId ? [lt(players.id, filter.belowId)] : []),
  );
}

/** A page of accounts, in the filter's order; `total` counts every account the filter matches. */
export async function listTeamAccounts(
  db: Executor,
  filter: TeamListFilter,
): Promise<{ total: number; rows: PlayerRow[] }> {
  const where = whereOf(filter);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(where);
  const rows = await db
    .select()
    .from(players)
    .where(where)
    .orderBy(
      ...(filter.order === 'username'
        ? [asc(players.username)]
        : filter.order === 'id'
          ? [desc(players.id)]
          : [desc(players.createdAt), desc(players.id)]),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { total: Number(counted?.n ?? 0), rows };
}

/** Accounts among `members` who registered per brand-local day in [from, to). */
export function joinedByDay(
  db: Executor,
  props: { brand: { id: bigint; timezone: string }; members: SQL; from: Date; to: Date },
): Promise<DayFigure[]> {
  return figuresByDay(db, {
    table: players,
    at: players.createdAt,
    where: and(eq(players.brandId, props.brand.id), sql`${players.id} in ${props.members}`),
    timezone: props.brand.timezone,
    from: props.from,
    to: props.to,
  });
}

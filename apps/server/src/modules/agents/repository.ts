import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agentTree } from './schema.ts';

/** Moves and registrations under an upline of one brand take turns (the trigger takes the same lock). */
export async function holdTreeLock(db: Executor, brandId: bigint): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('agent_tree'), ${brandId}::int)`);
}

/** Whether `memberId` is in `agentId`'s team, at any depth (DOMAIN.md: an agent acts only on its own team). */
export async function isInTeam(db: Executor, agentId: bigint, memberId: bigint): Promise<boolean> {
  const rows = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(
      and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId), gt(agentTree.depth, 0)),
    );
  return rows.length > 0;
}

/**
 * Re-parents a member's whole subtree: the links from the member's old ancestors into the subtree go, and
 * every new ancestor (the new upline and its ancestors) gains a row to every player of the subtree.
 */
export async function reparentSubtree(
  db: Executor,
  memberId: bigint,
  uplineId: bigint | null,
): Promise<void> {
  await db.execute(sql`
    delete from agent_tree
    where descendant_id in (select descendant_id from agent_tree where ancestor_id = ${memberId})
      and ancestor_id not in (select descendant_id from agent_tree where ancestor_id = ${memberId})`);
  if (uplineId === null) return;
  await db.execute(sql`
    insert into agent_tree (ancestor_id, descendant_id, depth)
    select above.ancestor_id, below.descendant_id, above.depth + below.depth + 1
    from agent_tree above cross join agent_tree below
    where above.descendant_id = ${uplineId} and below.ancestor_id = ${memberId}`);
}

export async function treeRowsOf(db: Executor, descendantId: bigint) {
  return db
    .select({ ancestorId: agentTree.ancestorId, depth: agentTree.depth })
    .from(agentTree)
    .where(eq(agentTree.descendantId, descendantId))
    .orderBy(agentTree.depth);
}

/** The ids of `agentId`'s team (itself included), as `(select …)` for `player_id in …`. */
export const teamIds = (agentId: bigint): SQL =>
  sql`(select descendant_id from agent_tree where ancestor_id = ${agentId})`;

/**
 * The closure as a relation other modules join (`ancestor_id, descendant_id, depth`; each account is its own
 * ancestor at depth 0): a settlement pays every contracted ancestor of a round's player in one join.
 */
export const ancestryRelation = (): SQL => sql`(select ancestor_id, descendant_id, depth from agent_tree)`;

/** The ids of `agentId`'s team but itself, as `(select …)`, read from the closure's key alone. */
export const teamIdsBelow = (agentId: bigint): SQL =>
  sql`(select descendant_id from agent_tree where ancestor_id = ${agentId} and descendant_id <> ${agentId})`;

/** The ids of `agentId`'s direct downlines, as `(select …)`. */
export const directDownlineIds = (agentId: bigint): SQL =>
  sql`(select descendant_id from agent_tree where ancestor_id = ${agentId} and depth = 1)`;

/** The ids of `agentId`'s direct downlines. */
export async function directDownlinesOf(db: Executor, agentId: bigint): Promise<bigint[]> {
  const rows = await db
    .select({ id: agentTree.descendantId })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.depth, 1)));
  return rows.map((row) => row.id);
}

/** How far below `agentId` a member of its team sits (0 for itself), or undefined outside the team. */
export async function depthBelow(
  db: Executor,
  agentId: bigint,
  memberId: bigint,
): Promise<number | undefined> {
  const [row] = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId)));
  return row?.depth;
}

/** Team size (descendants, itself not counted) and direct downlines of each account. */
export async function teamCounts(
  db: Executor,
  ids: readonly bigint[],
): Promise<Map<bigint, { teamSize: number; directCount: number }>> {
  const counts = new Map(ids.map((id) => [id, { teamSize: 0, directCount: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      id: agentTree.ancestorId,
      teamSize: sql<number>`count(*) filter (where ${agentTree.depth} > 0)::int`,
      directCount: sql<number>`count(*) filter (where ${agentTree.depth} = 1)::int`,
    })
    .from(agentTree)
    .where(inArray(agentTree.ancestorId, [...ids]))
    .groupBy(agentTree.ancestorId);
  for (const row of rows)
    counts.set(row.id, { teamSize: Number(row.teamSize), directCount: Number(row.directCount) });
  return counts;
}

/** The ancestors of `memberId` from the top down to itself, ending with the member; `below` cuts the chain there. */
export async function chainOf(db: Executor, memberId: bigint, below?: bigint): Promise<bigint[]> {
  const rows = await db
    .select({ id: agentTree.ancestorId, depth: agentTree.depth })
    .from(agentTree)
    .where(eq(agentTree.descendantId, memberId))
    .orderBy(desc(agentTree.depth));
  const chain = rows.map((row) => row.id);
  const start = below === undefined ? 0 : chain.indexOf(below);
  return start < 0 ? [] : chain.slice(start);
}

/** How deep each account sits in the brand's tree (0: no upline). */
export async function levelsOf(db: Executor, ids: readonly bigint[]): Promise<Map<bigint, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agentTree.descendantId, level: sql<number>`max(${agentTree.depth})::int` })
    .from(agentTree)
    .where(inArray(agentTree.descendantId, [...ids]))
    .groupBy(agentTree.descendantId);
  return new Map(rows.map((row) => [row.id, Number(row.level)]));
}

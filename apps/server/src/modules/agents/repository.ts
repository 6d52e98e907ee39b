import { and, eq, gt, sql } from 'drizzle-orm';
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

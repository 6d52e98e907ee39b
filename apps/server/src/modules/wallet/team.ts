import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Whether `memberId` is below `agentId` in the agent tree (DOMAIN.md: an agent acts only on its own team).
 * Walks up from the member, so the cost is the member's depth, not the size of the agent's team.
 */
export async function isBelow(db: Executor, agentId: bigint, memberId: bigint): Promise<boolean> {
  const rows = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      with recursive chain(id, upline_id, depth) as (
        select id, upline_id, 0 from players where id = ${memberId}
        union all
        select p.id, p.upline_id, c.depth + 1 from players p join chain c on p.id = c.upline_id
        where c.depth < 64
      )
      select exists(select 1 from chain where upline_id = ${agentId}) as found`),
  );
  return rows[0]?.found === true;
}

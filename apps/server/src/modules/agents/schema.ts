import { bigint, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { players } from '../players/schema.ts';

/**
 * The agent tree as a closure (ARCHITECTURE.md, "Agent tree"): one row per ancestor and descendant, depth 0
 * for each player's own row, so a team is one join. A trigger (migration agent_tree) adds a new player's rows
 * in the registering transaction; moves rewrite them in `moveMember`.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    descendantId: bigint('descendant_id', { mode: 'bigint' })
      .notNull()
      .references(() => players.id),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);

import type { FieldErrorCode } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { isInTeam } from '../agents/index.ts';
import { AGENT_TYPES, findPlayerByUsername, hasAnyTag, type PlayerRow } from '../players/index.ts';
import { playerLevel } from '../vip/index.ts';
import type { PromotionRow } from './schema.ts';

/** Who a reward is for, as promotions store it (red envelope rains keep the same three columns). */
export type Audience = Pick<PromotionRow, 'vipLevels' | 'agentIds' | 'tags'>;

/**
 * Whether the player is among those the promotion is for: every dimension it names (VIP levels, agents' teams,
 * player tags) must admit the player, any one value of a dimension will do; naming none admits everyone.
 */
export async function inAudience(db: Executor, row: Audience, player: PlayerRow): Promise<boolean> {
  if (!hasAnyTag(player, row.tags)) return false;
  if (row.vipLevels?.length && !row.vipLevels.includes(await playerLevel(db, player.id))) return false;
  if (!row.agentIds?.length) return true;
  for (const agentId of row.agentIds) if (await isInTeam(db, agentId, player.id)) return true;
  return false;
}

/** The audience's agents by username: each an agent of this brand. */
export async function audienceAgents(
  db: Executor,
  brand: BrandRow,
  names: string[] | undefined,
  fields: Record<string, FieldErrorCode>,
) {
  if (!names || names.length === 0) return null;
  const ids: bigint[] = [];
  for (const [index, name] of [...new Set(names.map((value) => value.trim()))].entries()) {
    const agent = await findPlayerByUsername(db, brand.id, name);
    if (!agent || !AGENT_TYPES.includes(agent.type)) fields[`audience.agents.${index}`] = 'INVALID';
    else ids.push(agent.id);
  }
  return ids;
}

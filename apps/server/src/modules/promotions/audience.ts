import type { Executor } from '../../db/client.ts';
import { isInTeam } from '../agents/index.ts';
import { hasAnyTag, type PlayerRow } from '../players/index.ts';
import { playerLevel } from '../vip/index.ts';
import type { PromotionRow } from './schema.ts';

/**
 * Whether the player is among those the promotion is for: every dimension it names (VIP levels, agents' teams,
 * player tags) must admit the player, any one value of a dimension will do; naming none admits everyone.
 */
export async function inAudience(db: Executor, row: PromotionRow, player: PlayerRow): Promise<boolean> {
  if (!hasAnyTag(player, row.tags)) return false;
  if (row.vipLevels?.length && !row.vipLevels.includes(await playerLevel(db, player.id))) return false;
  if (!row.agentIds?.length) return true;
  for (const agentId of row.agentIds) if (await isInTeam(db, agentId, player.id)) return true;
  return false;
}

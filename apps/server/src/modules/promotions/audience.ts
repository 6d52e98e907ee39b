import type { Executor } from '../../db/client.ts';
import { isInTeam } from '../agents/index.ts';
import type { PlayerRow } from '../players/index.ts';
import { playerLevel } from '../vip/index.ts';
import type { PromotionRow } from './schema.ts';

/** Whether the player is among those the promotion is for (everyone when it names no one). */
export async function inAudience(db: Executor, row: PromotionRow, player: PlayerRow): Promise<boolean> {
  const byLevel = !row.vipLevels?.length || row.vipLevels.includes(await playerLevel(db, player.id));
  if (!row.agentIds?.length) return byLevel;
  for (const agentId of row.agentIds) if (await isInTeam(db, agentId, player.id)) return byLevel;
  return false;
}

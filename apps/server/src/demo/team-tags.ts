import type { Database } from '../db/client.ts';
import type { BrandRow } from '../modules/brands/index.ts';
import type { OperatorRow } from '../modules/operators/index.ts';
import { findPlayerByUsername, setPlayerTags } from '../modules/players/index.ts';
import { DEMO_TAGS } from './team-plan.ts';

/**
 * Tags the demo team as an operator would, through the console's command (audited); a member already tagged
 * keeps its own tags, so a restart changes nothing. Members the install does not have are skipped.
 */
export async function tagDemoTeam(db: Database, brand: BrandRow, owner: OperatorRow): Promise<void> {
  for (const [username, tags] of Object.entries(DEMO_TAGS)) {
    const player = await findPlayerByUsername(db, brand.id, username);
    if (player && player.tags.length === 0)
      await setPlayerTags(db, { brand, operator: owner, ip: '127.0.0.1' }, player.id, tags);
  }
}

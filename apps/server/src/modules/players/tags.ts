import { checkTags, normalTag } from '@croupier/contracts';
import { and, eq } from 'drizzle-orm';
import { inTransaction, type Database } from '../../db/client.ts';
import { notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import type { PlayerRow } from './repository.ts';
import { players } from './schema.ts';

/**
 * `PUT /admin-api/v1/players/{id}/tags`: the player's tags become exactly these, normalised (ADR 0032). Any
 * refused tag refuses the whole set and changes nothing; the row is locked so two operators' saves queue and
 * each audit record's "before" is what that save replaced.
 */
export async function setPlayerTags(
  db: Database,
  actor: OperatorActor,
  id: bigint,
  tags: readonly string[],
): Promise<string[]> {
  const checked = checkTags(tags, 'tags');
  if (Object.keys(checked.errors).length > 0)
    throw validationFailed(checked.errors, 'Some tags are not valid.');
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ username: players.username, tags: players.tags })
      .from(players)
      .where(and(eq(players.brandId, actor.brand.id), eq(players.id, id)))
      .for('update');
    if (!row) throw notFound('The player');
    await tx.update(players).set({ tags: checked.tags }).where(eq(players.id, id));
    await recordOperatorAudit(tx, actor, {
      action: 'player.tags',
      target: `player:${row.username}`,
      before: { tags: row.tags },
      after: { tags: checked.tags },
    });
    return checked.tags;
  });
}

/** Whether the player carries one of these tags (compared normalised); no tags named admits everyone. */
export function hasAnyTag(player: Pick<PlayerRow, 'tags'>, tags: readonly string[] | null): boolean {
  if (!tags?.length) return true;
  const wanted = new Set(tags.map(normalTag));
  return player.tags.some((tag) => wanted.has(normalTag(tag)));
}

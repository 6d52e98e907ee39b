import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { figuresByDay, type DayFigure } from '../../db/figures-by-day.ts';
import { PLAYER_TYPES, players } from './schema.ts';

/** Members who registered per brand-local day in [from, to); trial accounts and agents are not new players. */
export function registrationsByDay(
  db: Executor,
  brand: { id: bigint; timezone: string },
  range: { from: Date; to: Date },
): Promise<DayFigure[]> {
  return figuresByDay(db, {
    table: players,
    at: players.createdAt,
    where: and(eq(players.brandId, brand.id), eq(players.type, PLAYER_TYPES.member)),
    timezone: brand.timezone,
    ...range,
  });
}

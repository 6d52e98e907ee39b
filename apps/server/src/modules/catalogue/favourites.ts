import type { Favourite, GameItem, GamePage } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import * as repo from './lobby-repository.ts';
import type { Lobby } from './lobby.ts';
import type { Language } from './snapshot.ts';
import { pageCount } from '../../platform/paging.ts';

/** The recent list is the last 20 launches (spec §9: recent games, page 1, size 20). */
export const RECENT_LIMIT = 20;

async function gameOf(db: Executor, favourite: Favourite): Promise<bigint> {
  const id = await repo.findGameByNode(db, {
    nodeId: BigInt(favourite.nodeId),
    vassalage: favourite.vendor,
    gameType: favourite.gameType,
  });
  if (id === undefined) throw notFound('The game');
  return id;
}

/** Adding twice keeps one favourite (the toggle may race with itself). */
export async function addFavourite(db: Executor, playerId: bigint, favourite: Favourite) {
  await repo.addFavourite(db, playerId, await gameOf(db, favourite));
}

/** Removing a game that is not a favourite is already done. */
export async function removeFavourite(db: Executor, playerId: bigint, favourite: Favourite) {
  await repo.removeFavourite(db, playerId, await gameOf(db, favourite));
}

/** The ids of the favourites on show, so a tile's heart matches the favourites list. */
export async function favouriteGameIds(db: Executor, lobby: Lobby, playerId: bigint): Promise<string[]> {
  const snapshot = await lobby.current();
  return (await repo.favouriteIds(db, playerId)).filter((id) => snapshot.game(id) !== undefined);
}

export async function favouritePage(
  db: Executor,
  lobby: Lobby,
  brand: BrandRow,
  playerId: bigint,
  query: { page: number; pageSize: number; language: Language },
): Promise<GamePage> {
  // Games switched off since stay favourites but are not shown (nor counted) until they are back.
  const all = await lobby.items(brand, await repo.favouriteIds(db, playerId), query.language);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: all.slice(start, start + query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    total: all.length,
    totalPages: pageCount(all.length, query.pageSize),
  };
}

export async function recentGames(
  db: Executor,
  lobby: Lobby,
  brand: BrandRow,
  playerId: bigint,
  language: Language,
): Promise<GameItem[]> {
  return lobby.items(brand, await repo.recentIds(db, playerId, RECENT_LIMIT), language);
}

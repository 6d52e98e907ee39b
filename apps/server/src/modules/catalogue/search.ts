import type { GameSearchHit } from '@croupier/contracts';
import { searchKey, type CatalogueSnapshot, type Language, type LobbyGame } from './snapshot.ts';

/**
 * The playable games of one snapshot with a character index over their names in every language: for each
 * character, the positions of the games whose names contain it. A query scans only the games holding its rarest
 * character (a Chinese or Thai character narrows thousands of games to a handful), not the whole catalogue.
 */
class SearchIndex {
  readonly games: LobbyGame[];
  readonly vendorNames = new Map<string, string>();
  private readonly postings = new Map<string, number[]>();

  constructor(snapshot: CatalogueSnapshot) {
    // Games under maintenance (theirs or their vendor's, switched off or not connected) are not offered.
    this.games = snapshot.all.filter((game) => !game.items.EN.maintenance);
    this.games.forEach((game, position) => {
      for (const char of new Set(game.haystack)) {
        const list = this.postings.get(char);
        if (list) list.push(position);
        else this.postings.set(char, [position]);
      }
    });
    // The lanes carry every vendor with a game on show, by name: what the tiles call a provider.
    for (const lane of snapshot.lanes.EN) {
      for (const card of lane.cards) this.vendorNames.set(card.vassalage, card.name);
    }
  }

  /** The games whose names contain `key`, in catalogue order (playable hot games first). */
  matching(key: string): LobbyGame[] {
    let rarest: number[] | undefined;
    for (const char of new Set(key)) {
      const list = this.postings.get(char);
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return (rarest ?? [])
      .map((position) => this.games[position]!)
      .filter((game) => game.haystack.includes(key));
  }
}

const indexes = new WeakMap<CatalogueSnapshot, SearchIndex>();

function indexOf(snapshot: CatalogueSnapshot): SearchIndex {
  let index = indexes.get(snapshot);
  if (!index) {
    index = new SearchIndex(snapshot);
    indexes.set(snapshot, index);
  }
  return index;
}

/**
 * Playable games whose name in any language contains the query, the best matches first: the name the player
 * reads (page language) starting with it, then containing it, then a match in another language only.
 */
export function searchGames(
  snapshot: CatalogueSnapshot,
  props: { q: string; language: Language; limit: number },
): GameSearchHit[] {
  const key = searchKey(props.q.trim());
  if (!key) return [];
  const index = indexOf(snapshot);
  const rank = (game: LobbyGame) => {
    const shown = searchKey(game.items[props.language].displayName);
    return shown.startsWith(key) ? 0 : shown.includes(key) ? 1 : 2;
  };
  return index
    .matching(key)
    .map((game, order) => ({ game, order, rank: rank(game) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, props.limit)
    .map(({ game }) => ({
      ...game.items[props.language],
      vendorName: index.vendorNames.get(game.vassalage) ?? game.vassalage,
    }));
}

import { GAME_TYPES, type Category, type GameItem, type GameType, type Lane } from '@croupier/contracts';
import { jackpotWeight } from './jackpot-weight.ts';
import { buildCategories, buildLanes } from './navigation.ts';

import {
  LANGUAGES,
  type GameRowForLobby,
  type Language,
  type LobbyGame,
  type VendorRowForLobby,
} from './lobby-game.ts';

export { LANGUAGES, type GameRowForLobby, type Language, type LobbyGame, type VendorRowForLobby };

/** Folds case and compatibility forms (full-width Latin, Thai/Chinese presentation forms) for search. */
export const searchKey = (text: string) => text.normalize('NFKC').toLowerCase();

/** A vendor the lobby offers: switched on, with a launch URL and wallet secret registered (ADR 0011). */
const offered = (vendor: VendorRowForLobby) => vendor.enabled && vendor.connected;

function underMaintenance(vendor: VendorRowForLobby, at: number): boolean {
  const from = vendor.maintenanceFrom?.getTime();
  const until = vendor.maintenanceUntil?.getTime();
  return from !== undefined && from <= at && (until === undefined || at < until);
}

/**
 * The display name in a language: an operator's own display name (different from the English name) is kept as
 * written in every language; otherwise the game's name in that language.
 */
function namesIn(row: GameRowForLobby, language: Language) {
  const gameName = language === 'EN' ? row.gameName : (row.localizedNames[language] ?? row.gameName);
  const displayName = row.displayName !== row.gameName ? row.displayName : gameName;
  return { gameName, displayName };
}

/** Whether a player can open the game now (its vendor is connected and neither is under maintenance). */
export const isPlayable = (game: LobbyGame) => !game.items.EN.maintenance;

/**
 * One immutable view of what the lobby offers, with the indexes every lobby read needs. Games of vendors that are
 * switched off or not connected are left out: nothing can launch them. Games of connected vendors under
 * maintenance stay in the game lists (last, marked), but not in the hot row, the home lanes or the navigation.
 */
export class CatalogueSnapshot {
  readonly all: LobbyGame[] = [];
  readonly byId = new Map<string, LobbyGame>();
  readonly byType = new Map<string, LobbyGame[]>();
  readonly byVendor = new Map<string, LobbyGame[]>();
  readonly byTypeVendor = new Map<string, LobbyGame[]>();
  readonly hot: LobbyGame[] = [];
  /** The hot games taking turns by vendor, so the lobby's hot row is not one vendor's catalogue. */
  readonly hotMix: LobbyGame[];
  readonly jackpotGames: LobbyGame[] = [];
  readonly lanes: Record<Language, Lane[]>;
  /** The navigation's categories: those with a playable game, their vendors those with one in it. */
  readonly categories: Category[];
  /** When a vendor's maintenance window opens or closes next: the snapshot must be rebuilt then. */
  readonly validUntil: number;

  constructor(
    readonly version: bigint,
    vendorRows: readonly VendorRowForLobby[],
    gameRows: readonly GameRowForLobby[],
    readonly builtAt: number,
  ) {
    const vendors = new Map(vendorRows.filter(offered).map((v) => [v.vassalage, v]));
    let validUntil = Number.POSITIVE_INFINITY;
    for (const vendor of vendors.values()) {
      for (const edge of [vendor.maintenanceFrom?.getTime(), vendor.maintenanceUntil?.getTime()]) {
        if (edge !== undefined && edge > builtAt) validUntil = Math.min(validUntil, edge);
      }
    }
    this.validUntil = validUntil;
    const known = new Set<string>(GAME_TYPES);
    const rows = gameRows.filter((g) => vendors.has(g.vassalage) && known.has(g.gameType));
    // Games a player can open now first (a list that opens on maintenance badges reads as broken), then hot
    // games, the vendors' order and each vendor's own order; the id keeps pages stable.
    const down = (row: GameRowForLobby) =>
      Number(row.maintenance || underMaintenance(vendors.get(row.vassalage)!, builtAt));
    rows.sort(
      (a, b) =>
        down(a) - down(b) ||
        b.isHot - a.isHot ||
        vendors.get(a.vassalage)!.sortOrder - vendors.get(b.vassalage)!.sortOrder ||
        (a.vassalage < b.vassalage ? -1 : a.vassalage > b.vassalage ? 1 : 0) ||
        a.sortOrder - b.sortOrder ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    const push = (map: Map<string, LobbyGame[]>, key: string, game: LobbyGame) => {
      const list = map.get(key);
      if (list) list.push(game);
      else map.set(key, [game]);
    };
    for (const row of rows) {
      const vendor = vendors.get(row.vassalage)!;
      const maintenance = row.maintenance || underMaintenance(vendor, builtAt);
      const items = {} as LobbyGame['items'];
      const json = {} as LobbyGame['json'];
      const names: string[] = [row.gameName, row.displayName, ...Object.values(row.localizedNames)];
      for (const language of LANGUAGES) {
        const item: Omit<GameItem, 'jackpot'> = {
          gameId: row.id.toString(),
          ...namesIn(row, language),
          nodeId: row.nodeId.toString(),
          gameType: row.gameType as GameType,
          vassalage: row.vassalage,
          vendorName: vendor.name,
          gameCode: row.gameCode,
          isGame: row.isGame,
          iconUrl: row.iconUrl,
          showIcon: row.showIcon,
          isHot: row.isHot,
          updatedAt: row.updatedAt.toISOString(),
          maintenance,
        };
        items[language] = item;
        json[language] = JSON.stringify(item).slice(0, -1);
      }
      const game: LobbyGame = {
        id: row.id.toString(),
        nodeId: row.nodeId.toString(),
        vassalage: row.vassalage,
        gameType: row.gameType as GameType,
        hasJackpot: row.hasJackpot,
        jackpotWeight: jackpotWeight(row.nodeId),
        haystack: searchKey(names.join('\u0000')),
        items,
        json,
      };
      this.all.push(game);
      this.byId.set(game.id, game);
      push(this.byType, game.gameType, game);
      push(this.byVendor, game.vassalage, game);
      push(this.byTypeVendor, `${game.gameType}|${game.vassalage}`, game);
      if (row.isHot === 1) this.hot.push(game);
      if (row.hasJackpot) this.jackpotGames.push(game);
    }
    // Vendors take turns among the playable hot games; one under maintenance is not offered on the home page.
    this.hotMix = takeTurns(this.hot.filter(isPlayable));
    const ordered = [...vendors.values()].sort(
      (a, b) => a.sortOrder - b.sortOrder || (a.vassalage < b.vassalage ? -1 : 1),
    );
    this.lanes = buildLanes(this.byTypeVendor, ordered);
    this.categories = buildCategories(this.byTypeVendor, ordered);
  }

  /** The games matching the exact filters (not the search), in list order. */
  filtered(gameType: string | undefined, vassalage: string | undefined): readonly LobbyGame[] {
    if (gameType && vassalage) return this.byTypeVendor.get(`${gameType}|${vassalage}`) ?? [];
    if (gameType) return this.byType.get(gameType) ?? [];
    if (vassalage) return this.byVendor.get(vassalage) ?? [];
    return this.all;
  }

  game(id: string): LobbyGame | undefined {
    return this.byId.get(id);
  }
}

function takeTurns(games: readonly LobbyGame[]): LobbyGame[] {
  const queues = new Map<string, LobbyGame[]>();
  for (const game of games) {
    const queue = queues.get(game.vassalage);
    if (queue) queue.push(game);
    else queues.set(game.vassalage, [game]);
  }
  const mixed: LobbyGame[] = [];
  for (let round = 0; mixed.length < games.length; round++) {
    for (const queue of queues.values()) if (round < queue.length) mixed.push(queue[round]!);
  }
  return mixed;
}

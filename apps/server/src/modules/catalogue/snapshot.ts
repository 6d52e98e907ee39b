import { GAME_TYPES, type GameItem, type GameType, type Lane } from '@croupier/contracts';

export const LANGUAGES = ['EN', 'CN', 'TH'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Category titles of the home lanes, worded as the player site words its navigation. */
const LANE_TITLES: Record<Language, Record<GameType, string>> = {
  EN: {
    LIVE: 'Live casino',
    RNG: 'Slots',
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    PVP: 'Card games',
    FISH: 'Fishing',
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
    COCKFIGHT: 'Cockfight',
    BINGO: 'Bingo',
    MINI: 'Mini games',
  },
  CN: {
    LIVE: '真人娱乐',
    RNG: '电子老虎机',
    SPORTS: '体育',
    ESPORTS: '电竞',
    PVP: '棋牌',
    FISH: '捕鱼',
    LOTT: '彩票',
    ELOTT: '电子彩票',
    COCKFIGHT: '斗鸡',
    BINGO: '宾果',
    MINI: '小游戏',
  },
  TH: {
    LIVE: 'คาสิโนสด',
    RNG: 'สล็อต',
    SPORTS: 'กีฬา',
    ESPORTS: 'อีสปอร์ต',
    PVP: 'เกมไพ่',
    FISH: 'ยิงปลา',
    LOTT: 'หวย',
    ELOTT: 'หวยออนไลน์',
    COCKFIGHT: 'ไก่ชน',
    BINGO: 'บิงโก',
    MINI: 'มินิเกม',
  },
};

export interface VendorRowForLobby {
  vassalage: string;
  name: string;
  enabled: boolean;
  sortOrder: number;
  connected: boolean;
  maintenanceFrom: Date | null;
  maintenanceUntil: Date | null;
}

export interface GameRowForLobby {
  id: bigint;
  nodeId: bigint;
  vassalage: string;
  gameCode: string;
  gameName: string;
  localizedNames: Record<string, string>;
  gameType: string;
  isGame: string;
  displayName: string;
  iconUrl: string;
  showIcon: boolean;
  isHot: number;
  hasJackpot: boolean;
  maintenance: boolean;
  sortOrder: number;
  updatedAt: Date;
}

/** A game as the lobby serves it: its item per language, already serialised up to the closing brace. */
export interface LobbyGame {
  id: string;
  nodeId: string;
  vassalage: string;
  gameType: GameType;
  hasJackpot: boolean;
  /** Weight of the game's share of the brand's jackpot pool (see jackpot.ts). */
  jackpotWeight: bigint;
  /** Every name in every language, lower-cased and NFKC-normalised, for substring search. */
  haystack: string;
  items: Record<Language, Omit<GameItem, 'jackpot'>>;
  /** `JSON.stringify(item)` without its final `}`, so the jackpot can be appended without re-serialising. */
  json: Record<Language, string>;
}

/** Folds case and compatibility forms (full-width Latin, Thai/Chinese presentation forms) for search. */
export const searchKey = (text: string) => text.normalize('NFKC').toLowerCase();

function underMaintenance(vendor: VendorRowForLobby, at: number): boolean {
  if (!vendor.connected || !vendor.enabled) return true;
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

/** One immutable view of the enabled catalogue, with the indexes every lobby read needs. */
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
  /** When a vendor's maintenance window opens or closes next: the snapshot must be rebuilt then. */
  readonly validUntil: number;

  constructor(
    readonly version: bigint,
    vendorRows: readonly VendorRowForLobby[],
    gameRows: readonly GameRowForLobby[],
    readonly builtAt: number,
  ) {
    const vendors = new Map(vendorRows.filter((v) => v.enabled).map((v) => [v.vassalage, v]));
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
        jackpotWeight: 5n + (row.nodeId % 11n),
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
    // Vendors take turns among the playable hot games first, then among those under maintenance.
    this.hotMix = [
      ...takeTurns(this.hot.filter((game) => !game.items.EN.maintenance)),
      ...takeTurns(this.hot.filter((game) => game.items.EN.maintenance)),
    ];
    this.lanes = buildLanes(this, vendors);
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

/**
 * One lane per category in the spec's order, its cards the category's vendors in their order. A vendor with a
 * single product in the category (a sportsbook, e-sports or cockfight centre) launches it (`GAME`); one with
 * many opens its list (`VASSALAGE`).
 */
function buildLanes(
  snapshot: CatalogueSnapshot,
  vendors: Map<string, VendorRowForLobby>,
): Record<Language, Lane[]> {
  const ordered = [...vendors.values()].sort(
    (a, b) => a.sortOrder - b.sortOrder || (a.vassalage < b.vassalage ? -1 : 1),
  );
  const lanes = {} as Record<Language, Lane[]>;
  for (const language of LANGUAGES) {
    lanes[language] = GAME_TYPES.flatMap((type) => {
      const cards = ordered.flatMap((vendor) => {
        const count = snapshot.byTypeVendor.get(`${type}|${vendor.vassalage}`)?.length ?? 0;
        if (count === 0) return [];
        return [
          {
            vassalage: vendor.vassalage,
            name: vendor.name,
            iconUrl: `/vendor-logos/${vendor.vassalage}.svg`,
            gameCount: count,
            isGame: count === 1 ? 'GAME' : 'VASSALAGE',
          },
        ];
      });
      return cards.length === 0 ? [] : [{ title: LANE_TITLES[language][type], gameClassify: type, cards }];
    });
  }
  return lanes;
}

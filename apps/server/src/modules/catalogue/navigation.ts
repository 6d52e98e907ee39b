import { GAME_TYPE_ROUTES, GAME_TYPES, type Category, type GameType, type Lane } from '@croupier/contracts';
import type { Language, LobbyGame, VendorRowForLobby } from './lobby-game.ts';

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

const LANGUAGES = Object.keys(LANE_TITLES) as Language[];

interface Offer {
  type: GameType;
  vendors: { vendor: VendorRowForLobby; playable: number }[];
}

/**
 * Each category's vendors with how many of its games a player can open now, in the spec's and the vendors'
 * order. A vendor with none (all its games of the type under maintenance) is not offered, and a category without
 * such a vendor neither: a navigation entry or home row must never lead only to maintenance tiles.
 */
function offers(
  byTypeVendor: ReadonlyMap<string, readonly LobbyGame[]>,
  ordered: readonly VendorRowForLobby[],
) {
  return GAME_TYPES.flatMap((type): Offer[] => {
    const vendors = ordered.flatMap((vendor) => {
      const games = byTypeVendor.get(`${type}|${vendor.vassalage}`) ?? [];
      const playable = games.filter((game) => !game.items.EN.maintenance).length;
      return playable === 0 ? [] : [{ vendor, playable }];
    });
    return vendors.length === 0 ? [] : [{ type, vendors }];
  });
}

/**
 * One lane per offered category, its cards the vendors offering it. A vendor with a single product in the
 * category (a sportsbook, e-sports or cockfight centre) launches it (`GAME`); one with many opens its list
 * (`VASSALAGE`).
 */
export function buildLanes(
  byTypeVendor: ReadonlyMap<string, readonly LobbyGame[]>,
  ordered: readonly VendorRowForLobby[],
): Record<Language, Lane[]> {
  const offered = offers(byTypeVendor, ordered);
  const lanes = {} as Record<Language, Lane[]>;
  for (const language of LANGUAGES) {
    lanes[language] = offered.map(({ type, vendors }) => ({
      title: LANE_TITLES[language][type],
      gameClassify: type,
      cards: vendors.map(({ vendor, playable }) => ({
        vassalage: vendor.vassalage,
        name: vendor.name,
        iconUrl: `/vendor-logos/${vendor.vassalage}.svg`,
        gameCount: playable,
        isGame: playable === 1 ? 'GAME' : 'VASSALAGE',
      })),
    }));
  }
  return lanes;
}

/** `GET /api/v1/categories`: the navigation's entries, the same offer as the lanes. */
export function buildCategories(
  byTypeVendor: ReadonlyMap<string, readonly LobbyGame[]>,
  ordered: readonly VendorRowForLobby[],
): Category[] {
  return offers(byTypeVendor, ordered).map(({ type, vendors }) => ({
    gameType: type,
    path: GAME_TYPE_ROUTES[type].path,
    gameCount: vendors.reduce((sum, { playable }) => sum + playable, 0),
    vendors: vendors.map(({ vendor, playable }) => ({
      vassalage: vendor.vassalage,
      name: vendor.name,
      gameCount: playable,
      logoUrl: `/vendor-logos/${vendor.vassalage}.svg`,
    })),
  }));
}

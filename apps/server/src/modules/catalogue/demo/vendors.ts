import type { GameType, LotteryPrizeMode } from '@croupier/contracts';

/** Lottery games are never invented: they are the lottery module's games, which draw. */
export type GeneratedGameType = Exclude<GameType, 'LOTT' | 'ELOTT'>;

export interface DemoVendor {
  vassalage: string;
  name: string;
  /** How many games of each type the vendor brings to the demo catalogue. */
  games: Partial<Record<GeneratedGameType, number>>;
  /** The lottery module's games of these prize modes, which this vendor lists (the web app launches by vendor). */
  lottery?: readonly LotteryPrizeMode[];
}

/** The game types the in-house studio has engines for (ADR 0009): it serves the demo vendors that have them. */
const STUDIO_GAME_TYPES: readonly GeneratedGameType[] = ['RNG', 'LIVE', 'MINI'];

/** The catalogue type of a lottery game: the one-minute e-lottery is ELOTT, every other draw LOTT. */
export const lotteryGameType = (prizeMode: LotteryPrizeMode): GameType =>
  prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT';

/** The game types a vendor brings, its lottery games' included. */
export const vendorGameTypes = (vendor: DemoVendor): GameType[] => [
  ...new Set([...(Object.keys(vendor.games) as GameType[]), ...(vendor.lottery ?? []).map(lotteryGameType)]),
];

/** Whether the studio serves this demo vendor: its vendor row is marked the studio's when the catalogue loads. */
export const servedByStudio = (vendor: DemoVendor) =>
  STUDIO_GAME_TYPES.some((type) => (vendor.games[type] ?? 0) > 0);

/** Fictional vendors (plus the spec's named ones: IMES, DS88, TCG_LOTTO_VN, TCG_SEA and the in-house studio). */
export const DEMO_VENDORS: readonly DemoVendor[] = [
  { vassalage: 'INHOUSE', name: 'Croupier Originals', games: { RNG: 120, LIVE: 6, MINI: 5 } },
  { vassalage: 'AURORA', name: 'Aurora Reels', games: { RNG: 646 } },
  { vassalage: 'JADEPEAK', name: 'Jade Peak Gaming', games: { RNG: 556, FISH: 18 } },
  { vassalage: 'NEONFOX', name: 'Neon Fox Studios', games: { RNG: 506 } },
  { vassalage: 'GOLDENKOI', name: 'Golden Koi', games: { RNG: 486, FISH: 14 } },
  { vassalage: 'THUNDERBOX', name: 'Thunderbox', games: { RNG: 466 } },
  { vassalage: 'SAKURASPIN', name: 'Sakura Spin', games: { RNG: 446 } },
  { vassalage: 'LUCKYLANTERN', name: 'Lucky Lantern', games: { RNG: 436 } },
  { vassalage: 'MIDNIGHTMINT', name: 'Midnight Mint', games: { RNG: 416 } },
  { vassalage: 'STARFORGE', name: 'Starforge Slots', games: { RNG: 406 } },
  { vassalage: 'PIXELPALACE', name: 'Pixel Palace', games: { RNG: 396, MINI: 20 } },
  { vassalage: 'TIGERLILY', name: 'Tiger Lily Games', games: { RNG: 386 } },
  { vassalage: 'COBALTCROWN', name: 'Cobalt Crown', games: { RNG: 376 } },
  { vassalage: 'SILKROAD', name: 'Silk Road Gaming', games: { RNG: 366, PVP: 24 } },
  { vassalage: 'VELVETVAULT', name: 'Velvet Vault', games: { RNG: 356 } },
  { vassalage: 'EMBERWILD', name: 'Emberwild', games: { RNG: 346 } },
  { vassalage: 'MANGOMOON', name: 'Mango Moon', games: { RNG: 336 } },
  { vassalage: 'ORBITPLAY', name: 'Orbit Play', games: { RNG: 326, MINI: 24 } },
  { vassalage: 'RIVERDRAGON', name: 'River Dragon', games: { RNG: 316, FISH: 12 } },
  { vassalage: 'QUARTZQUILL', name: 'Quartz & Quill', games: { RNG: 306 } },
  { vassalage: 'SUNFIRE', name: 'Sunfire Interactive', games: { RNG: 296 } },
  { vassalage: 'BAMBOOBAY', name: 'Bamboo Bay', games: { RNG: 286 } },
  { vassalage: 'ATLASREELS', name: 'Atlas Reels', games: { RNG: 276 } },
  { vassalage: 'ROYALDEALER', name: 'Royal Dealer Live', games: { LIVE: 96 } },
  { vassalage: 'PEARLLIVE', name: 'Pearl Live Casino', games: { LIVE: 84 } },
  { vassalage: 'VELVETROOM', name: 'Velvet Room Live', games: { LIVE: 72 } },
  { vassalage: 'LOTUSLIVE', name: 'Lotus Live', games: { LIVE: 66 } },
  { vassalage: 'MACAUSTAR', name: 'Macau Star Live', games: { LIVE: 60 } },
  { vassalage: 'EVERGREEN', name: 'Evergreen Live', games: { LIVE: 48 } },
  { vassalage: 'DEEPBLUE', name: 'Deep Blue Fishing', games: { FISH: 42 } },
  { vassalage: 'REEFRUSH', name: 'Reef Rush', games: { FISH: 36 } },
  { vassalage: 'OCEANKING', name: 'Ocean King Arcade', games: { FISH: 30 } },
  { vassalage: 'CARDHOUSE', name: 'Card House', games: { PVP: 72 } },
  { vassalage: 'TEAPOTCARDS', name: 'Teapot Cards', games: { PVP: 60 } },
  { vassalage: 'DRAGONTABLE', name: 'Dragon Table', games: { PVP: 54 } },
  { vassalage: 'KINGPOKER', name: 'King of Poker', games: { PVP: 36 } },
  { vassalage: 'ARCADE88', name: 'Arcade 88', games: { MINI: 40 } },
  { vassalage: 'FLIPSTER', name: 'Flipster', games: { MINI: 30 } },
  { vassalage: 'BINGOBAY', name: 'Bingo Bay', games: { BINGO: 44 } },
  { vassalage: 'LUCKYBALLS', name: 'Lucky Balls', games: { BINGO: 36 } },
  { vassalage: 'APEXSPORTS', name: 'Apex Sportsbook', games: { SPORTS: 1 } },
  { vassalage: 'GOALLINE', name: 'Goal Line Sports', games: { SPORTS: 1 } },
  { vassalage: 'FASTBREAK', name: 'Fastbreak Sports', games: { SPORTS: 1 } },
  { vassalage: 'IMES', name: 'IM E-Sports', games: { ESPORTS: 1 } },
  { vassalage: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', games: {}, lottery: ['VN'] },
  { vassalage: 'TCG_SEA', name: 'TCG SEA Lottery', games: {}, lottery: ['SEA'] },
  { vassalage: 'LOTUSLOTTO', name: 'Lotus Lotto', games: {}, lottery: ['LOTT'] },
  { vassalage: 'QUICKDRAW', name: 'Quick Draw', games: {}, lottery: ['ELOTT'] },
  { vassalage: 'DS88', name: 'DS88 Cockfight', games: { COCKFIGHT: 1 } },
];

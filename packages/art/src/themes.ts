import { CREATURES } from './creatures.ts';
import { GAME_THINGS, THINGS } from './things.ts';

/** Every motif by name: centred on 0,0 within ±44, to be placed and scaled by the picture that uses it. */
export const MOTIFS: Readonly<Record<string, string>> = { ...CREATURES, ...THINGS, ...GAME_THINGS };
export type MotifName = keyof typeof MOTIFS & string;

/**
 * Words of a game's English name and the motif each one calls for, most specific first: "Dragon Tiger" is a
 * dragon, "Sic Bo" dice, "Golden Dragon Megaways" a dragon. Matched as whole words, case-insensitively.
 */
const KEYWORDS: readonly [RegExp, string][] = [
  [/\bmermaid/, 'mermaid'],
  [/\bshark/, 'shark'],
  [/\bdragon/, 'dragon'],
  [/\btiger/, 'tiger'],
  [/\bphoenix/, 'phoenix'],
  [/\bkoi\b/, 'koi'],
  [/\bpanda/, 'panda'],
  [/\bpharaoh/, 'pharaoh'],
  [/\btemple/, 'temple'],
  [/\bfortune/, 'fortune'],
  [/\btreasure|\briches\b/, 'treasure'],
  [/\blotus/, 'lotus'],
  [/\bempress|\bqueen/, 'empress'],
  [/\bsamurai/, 'samurai'],
  [/\bpirate/, 'pirate'],
  [/\bviking/, 'viking'],
  [/\bbuffalo/, 'buffalo'],
  [/\bwolf|\bwolves/, 'wolf'],
  [/\blions?\b/, 'lion'],
  [/\belephant/, 'elephant'],
  [/\bgems?\b|\bjewel/, 'gem'],
  [/\bfruit|\bcherr/, 'cherry'],
  [/\bcandy|\bsweets/, 'candy'],
  [/\bvolcano/, 'volcano'],
  [/\bjungle/, 'jungle'],
  [/\bcarnival/, 'carnival'],
  [/\bgalaxy|\bplanet|\bcosmos/, 'galaxy'],
  [/\bkingdom|\bcastle/, 'kingdom'],
  [/\blantern/, 'lantern'],
  [/\bgoddess/, 'goddess'],
  [/\bwarrior/, 'warrior'],
  [/\bmonkey/, 'monkey'],
  [/\brooster|\bcockfight/, 'rooster'],
  [/\bpearl/, 'pearl'],
  [/\bbells?\b/, 'bells'],
  [/\bsevens?\b/, 'sevens'],
  [/\bcrown/, 'crown'],
  [/\bgenie/, 'genie'],
  [/\bunicorn/, 'unicorn'],
  [/\bsakura|\bblossom/, 'sakura'],
  [/\bbaccarat/, 'baccarat'],
  [/\broulette/, 'roulette'],
  [/\bsic bo|\bdice|\bquick 3d/, 'dice'],
  [/\bfan tan/, 'beans'],
  [/\bmahjong|\bpai gow/, 'mahjong'],
  [/\bwheel/, 'wheel'],
  [/\bcrash|\blimbo/, 'rocket'],
  [/\bmines?\b|\bbomb/, 'bomb'],
  [/\bplinko/, 'plinko'],
  [/\btower/, 'tower'],
  [/\bcoin flip/, 'coin'],
  [/\bcoins?\b/, 'coins'],
  [/\bbingo/, 'bingo'],
  [/\bpk10|\brace\b/, 'car'],
  [/\bgovernment/, 'ticket'],
  [/\bkeno|\blottery|\blotto|\b4d\b|\bfast 5|\blucky 28|\byiki/, 'balls'],
  [
    /\bblackjack|\bhold'em|\bpoker|\bniu niu|\bpok deng|\bteen patti|\brummy|\bdou dizhu|\bsam gong|\bcards?\b|\bandar|\bhi-lo/,
    'cards',
  ],
  [/\bfish/, 'fish'],
  [/\bocean|\bsea\b|\breef/, 'ocean'],
  [/\be-sport|\besport/, 'controller'],
  [/\bfastbreak|\bbasket/, 'basketball'],
  [/\bsport|\bgoal/, 'football'],
  [/\bstar/, 'star'],
  [/\bthunder|\bbolt|\blightning/, 'bolt'],
  [/\bmoon|\blunar|\bmidnight/, 'moon'],
];

/** What a game of each type shows when its name names nothing drawable. */
const BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  RNG: ['sevens', 'cherry', 'crown', 'gem', 'bells', 'coins', 'star'],
  LIVE: ['cards', 'roulette', 'chip', 'baccarat'],
  PVP: ['cards', 'mahjong', 'chip'],
  FISH: ['fish', 'shark'],
  MINI: ['rocket', 'dice', 'plinko', 'bomb'],
  BINGO: ['bingo'],
  LOTT: ['balls', 'ticket'],
  ELOTT: ['balls', 'car'],
  SPORTS: ['football'],
  ESPORTS: ['controller'],
  COCKFIGHT: ['rooster'],
};

/** Motifs a fishing game may show; any other its name calls for becomes a fish. */
const SEA_LIFE = new Set(['fish', 'shark', 'mermaid', 'dragon', 'koi', 'pearl']);

/** The motif a game's name calls for, or one of its type's (chosen by `seed`) when the name names nothing. */
export function motifFor(name: string, gameType: string, seed = 0): string {
  const text = name.toLowerCase();
  const named = KEYWORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (named && (gameType !== 'FISH' || SEA_LIFE.has(named))) return named;
  const choices = BY_TYPE[gameType] ?? BY_TYPE.RNG!;
  return choices[seed % choices.length]!;
}

/** A background's two hues (top-left, bottom-right), its saturation and its lightness, in HSL. */
export interface Palette {
  hues: readonly [number, number];
  saturation: number;
  lightness: number;
}

/** The colour a name's adjective evokes: "Jade" greens, "Crimson" reds, "Frozen" ice blues. */
const ADJECTIVE_PALETTES: Readonly<Record<string, Palette>> = {
  golden: { hues: [42, 18], saturation: 80, lightness: 40 },
  lucky: { hues: [355, 30], saturation: 75, lightness: 40 },
  mighty: { hues: [18, 330], saturation: 65, lightness: 32 },
  jade: { hues: [152, 175], saturation: 60, lightness: 30 },
  crimson: { hues: [350, 5], saturation: 75, lightness: 34 },
  mystic: { hues: [270, 305], saturation: 60, lightness: 32 },
  royal: { hues: [250, 285], saturation: 65, lightness: 34 },
  wild: { hues: [85, 35], saturation: 60, lightness: 32 },
  silver: { hues: [212, 228], saturation: 22, lightness: 40 },
  emerald: { hues: [140, 165], saturation: 65, lightness: 30 },
  thunder: { hues: [228, 200], saturation: 60, lightness: 30 },
  sacred: { hues: [38, 280], saturation: 55, lightness: 36 },
  blazing: { hues: [12, 40], saturation: 85, lightness: 40 },
  frozen: { hues: [195, 215], saturation: 70, lightness: 42 },
  ancient: { hues: [32, 22], saturation: 45, lightness: 34 },
  cosmic: { hues: [262, 225], saturation: 60, lightness: 26 },
  neon: { hues: [300, 185], saturation: 80, lightness: 34 },
  eternal: { hues: [200, 270], saturation: 55, lightness: 34 },
  hidden: { hues: [165, 250], saturation: 45, lightness: 26 },
  shining: { hues: [48, 320], saturation: 75, lightness: 42 },
  sunny: { hues: [48, 20], saturation: 90, lightness: 46 },
  midnight: { hues: [232, 262], saturation: 55, lightness: 20 },
  diamond: { hues: [192, 255], saturation: 60, lightness: 40 },
  crystal: { hues: [178, 282], saturation: 55, lightness: 40 },
  fiery: { hues: [4, 32], saturation: 85, lightness: 38 },
  happy: { hues: [330, 45], saturation: 80, lightness: 44 },
  imperial: { hues: [0, 42], saturation: 70, lightness: 32 },
  lunar: { hues: [218, 242], saturation: 45, lightness: 32 },
  savage: { hues: [22, 2], saturation: 60, lightness: 28 },
  sweet: { hues: [330, 290], saturation: 70, lightness: 46 },
};

/** The palette a name's first adjective gives, or one spread around the colour wheel by `seed`. */
export function paletteFor(name: string, seed: number): Palette {
  const word = name.toLowerCase().split(/\s+/)[0] ?? '';
  const named = ADJECTIVE_PALETTES[word];
  if (named) return named;
  const hue = Math.round((seed * 137.508) % 360);
  return { hues: [hue, (hue + 40) % 360], saturation: 60, lightness: 34 };
}

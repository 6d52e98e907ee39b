import type { GameType, LotteryPrizeMode } from '@croupier/contracts';
import { DEMO_VENDORS, lotteryGameType, type DemoVendor, type GeneratedGameType } from './vendors.ts';
import * as W from './words.ts';

export interface DemoGame {
  nodeId: bigint;
  vassalage: string;
  gameCode: string;
  gameName: string;
  localizedNames: Record<string, string>;
  gameType: GameType;
  displayName: string;
  iconUrl: string;
  isHot: number;
  hasJackpot: boolean;
  sortOrder: number;
}

/** Small seeded generator: the demo catalogue must be identical on every install (not a source of game randomness). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Named = { en: string; cn: string; th: string };
const join = (parts: readonly W.Word[], sep = ' '): Named => ({
  en: parts.map((p) => p[0]).join(sep),
  cn: parts.map((p) => p[1]).join(''),
  th: parts.map((p) => p[2]).join(sep),
});
const pick = <T>(list: readonly T[], index: number): T =>
  list[((index % list.length) + list.length) % list.length]!;

// Strides coprime with the number of adjective × noun pairs walk every pair once, so names never repeat in a vendor.
const PAIRS = W.SLOT_ADJECTIVES.length * W.SLOT_NOUNS.length;
const STRIDES = [7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 49, 53, 59, 61, 67, 71, 73, 77, 79, 83, 89];

function slotName(vendorIndex: number, i: number, random: () => number): Named {
  const pair = (i * STRIDES[vendorIndex % STRIDES.length]! + vendorIndex * 97) % PAIRS;
  const adjective = pick(W.SLOT_ADJECTIVES, Math.floor(pair / W.SLOT_NOUNS.length));
  const noun = pick(W.SLOT_NOUNS, pair);
  return random() < 0.35
    ? join([adjective, noun, pick(W.SLOT_SUFFIXES, i * 5 + vendorIndex)])
    : join([adjective, noun]);
}

function numbered(word: W.Word, n: number): Named {
  return { en: `${word[0]} ${n}`, cn: `${word[1]} ${n}`, th: `${word[2]} ${n}` };
}

function nameFor(
  type: GeneratedGameType,
  vendor: DemoVendor,
  vendorIndex: number,
  i: number,
  random: () => number,
): Named {
  switch (type) {
    case 'RNG':
      return slotName(vendorIndex, i, random);
    case 'LIVE':
      if (vendor.vassalage === 'INHOUSE') {
        return join([
          pick([W.LIVE_TABLES[0]!, W.LIVE_TABLES[4]!, W.LIVE_TABLES[7]!], i),
          pick(W.TABLE_TIERS, Math.floor(i / 3)),
        ]);
      }
      return numbered(pick(W.LIVE_TABLES, i), Math.floor(i / W.LIVE_TABLES.length) + 1);
    case 'PVP':
      return join([
        pick(W.PVP_GAMES, i),
        pick(W.TABLE_TIERS, Math.floor(i / W.PVP_GAMES.length) + vendorIndex),
      ]);
    case 'FISH':
      return join([
        pick(W.SLOT_ADJECTIVES, Math.floor(i / W.FISH_NOUNS.length) + vendorIndex * 5),
        pick(W.FISH_NOUNS, i),
      ]);
    case 'MINI':
      if (vendor.vassalage === 'INHOUSE') return join([pick(W.MINI_GAMES, i)]);
      return join([
        pick(W.SLOT_ADJECTIVES, Math.floor(i / W.MINI_GAMES.length) + vendorIndex * 3),
        pick(W.MINI_GAMES, i),
      ]);
    case 'BINGO':
      return join([
        pick(W.SLOT_ADJECTIVES, Math.floor(i / W.BINGO_GAMES.length) + vendorIndex * 5),
        pick(W.BINGO_GAMES, i),
      ]);
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return { en: vendor.name, cn: vendor.name, th: vendor.name };
  }
}

const CODE_PREFIX = (vassalage: string) => vassalage.replace(/[^A-Z0-9]/g, '').slice(0, 6);

/**
 * The lottery module's games as the catalogue lists them. Handed in by the caller (the first start's bootstrap):
 * the lottery module depends on the bets stream, which reads the catalogue, so the catalogue cannot import it.
 */
export interface CatalogueLotteryGame {
  code: string;
  prizeMode: LotteryPrizeMode;
  names: { EN: string; CN: string; TH: string };
}

/** A lottery vendor's games: the lottery module's games of its prize modes, under their own codes and names. */
function lotteryGamesOf(
  vendor: DemoVendor,
  lotteryGames: readonly CatalogueLotteryGame[],
): Omit<DemoGame, 'nodeId'>[] {
  const modes = vendor.lottery ?? [];
  return lotteryGames
    .filter((game) => modes.includes(game.prizeMode))
    .map((game, i) => ({
      vassalage: vendor.vassalage,
      gameCode: game.code,
      gameName: game.names.EN,
      localizedNames: { CN: game.names.CN, TH: game.names.TH },
      gameType: lotteryGameType(game.prizeMode),
      displayName: game.names.EN,
      iconUrl: `/tiles/${vendor.vassalage}/${game.code}.svg`,
      isHot: 0,
      hasJackpot: false,
      sortOrder: i,
    }));
}

/** The demo catalogue: about 10,000 games from 50 vendors across every category of the spec. */
export function generateDemoCatalogue(lotteryGames: readonly CatalogueLotteryGame[]): {
  vendors: readonly DemoVendor[];
  games: DemoGame[];
} {
  const games: DemoGame[] = [];
  let nodeId = 100_001n;
  DEMO_VENDORS.forEach((vendor, vendorIndex) => {
    const random = seeded(vendorIndex + 1);
    for (const game of lotteryGamesOf(vendor, lotteryGames)) games.push({ nodeId: nodeId++, ...game });
    for (const [type, count] of Object.entries(vendor.games) as [GeneratedGameType, number][]) {
      for (let i = 0; i < count; i++) {
        const name = nameFor(type, vendor, vendorIndex, i, random);
        const gameCode = `${CODE_PREFIX(vendor.vassalage)}-${type}-${String(i + 1).padStart(4, '0')}`;
        const hot = random() < 0.03 || (vendor.vassalage === 'INHOUSE' && i < 3);
        games.push({
          nodeId: nodeId++,
          vassalage: vendor.vassalage,
          gameCode,
          gameName: name.en,
          localizedNames: { CN: name.cn, TH: name.th },
          gameType: type,
          displayName: name.en,
          iconUrl: `/tiles/${vendor.vassalage}/${gameCode}.svg`,
          isHot: hot ? 1 : 0,
          hasJackpot: type === 'RNG' && (name.en.endsWith('Jackpots') || random() < 0.04),
          sortOrder: i,
        });
      }
    }
  });
  return { vendors: DEMO_VENDORS, games };
}

import { createHash } from 'node:crypto';

export const ENGINES = [
  'slot',
  'roulette',
  'sicbo',
  'baccarat',
  'dice',
  'mines',
  'plinko',
  'hilo',
  'crash',
] as const;
export type Engine = (typeof ENGINES)[number];

/** The platform game types the studio plays; any other type of its vendors is kept under maintenance. */
export const PLAYABLE_TYPES = ['RNG', 'LIVE', 'MINI'] as const;

const TABLES: readonly Engine[] = ['baccarat', 'roulette', 'sicbo'];
const MINIS: readonly Engine[] = ['dice', 'crash', 'mines', 'plinko', 'hilo'];

// Names are matched in English (the catalogue's gameName); the order matters only for a name holding two.
const TABLE_WORDS: readonly [RegExp, Engine][] = [
  [/baccarat/i, 'baccarat'],
  [/roulette/i, 'roulette'],
  [/sic\s*-?\s*bo/i, 'sicbo'],
];
const MINI_WORDS: readonly [RegExp, Engine][] = [
  [/crash/i, 'crash'],
  [/mines/i, 'mines'],
  [/plinko/i, 'plinko'],
  [/hi\s*-?\s*lo/i, 'hilo'],
  [/dice/i, 'dice'],
];

/** A stable pick from a list by the game code: the first four bytes of its SHA-256, modulo the list's length. */
function byCode(gameCode: string, choices: readonly Engine[]): Engine {
  const n = createHash('sha256').update(gameCode).digest().readUInt32BE(0);
  return choices[n % choices.length]!;
}

/**
 * Which engine plays a catalogue game, the same on every start and every studio process: slots play every RNG
 * game; a LIVE or MINI game plays the engine its English name names (Baccarat, Roulette, Sic Bo; Crash,
 * Mines, Plinko, Hi-Lo, Dice), and any other (Dragon Tiger, Limbo, Keno…) one of its kind chosen by a hash of
 * its game code. Null for a type the studio has no engine for (FISH, PVP, BINGO, …).
 */
export function engineFor(game: { gameCode: string; gameName: string; gameType: string }): Engine | null {
  const words = game.gameType === 'LIVE' ? TABLE_WORDS : game.gameType === 'MINI' ? MINI_WORDS : null;
  if (game.gameType === 'RNG') return 'slot';
  if (!words) return null;
  for (const [pattern, engine] of words) if (pattern.test(game.gameName)) return engine;
  return byCode(game.gameCode, game.gameType === 'LIVE' ? TABLES : MINIS);
}

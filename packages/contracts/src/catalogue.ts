import { Type, type Static } from 'typebox';

/** Game types (spec §1 categories). RNG is the slot type. */
export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'PVP',
  'FISH',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'MINI',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * Where each game type lives on the player site (spec §2): list pages take `?vassalage=`,
 * centre pages show one vendor's product at a time.
 */
export const GAME_TYPE_ROUTES: Readonly<Record<GameType, { path: string; page: 'list' | 'centre' }>> = {
  LIVE: { path: '/live', page: 'list' },
  RNG: { path: '/rng', page: 'list' },
  FISH: { path: '/fish', page: 'list' },
  PVP: { path: '/pvp', page: 'list' },
  MINI: { path: '/bgs', page: 'list' },
  BINGO: { path: '/bingo', page: 'list' },
  SPORTS: { path: '/sports', page: 'centre' },
  ESPORTS: { path: '/esports', page: 'centre' },
  LOTT: { path: '/lott', page: 'centre' },
  ELOTT: { path: '/elott', page: 'centre' },
  COCKFIGHT: { path: '/cockfight', page: 'centre' },
};

/** `GET /api/v1/categories`: the game categories that have enabled vendors, for navigation. */
export const CategorySchema = Type.Object({
  gameType: Type.String(),
  path: Type.String(),
  gameCount: Type.Integer(),
  vendors: Type.Array(
    Type.Object({
      vassalage: Type.String(),
      name: Type.String(),
      gameCount: Type.Integer(),
      logoUrl: Type.String(),
    }),
  ),
});
export type Category = Static<typeof CategorySchema>;

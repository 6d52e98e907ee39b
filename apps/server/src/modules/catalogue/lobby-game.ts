import type { GameItem, GameType } from '@croupier/contracts';

/** What the lobby reads of vendors and games, and the game it serves (snapshot.ts builds them). */
export const LANGUAGES = ['EN', 'CN', 'TH'] as const;
export type Language = (typeof LANGUAGES)[number];

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

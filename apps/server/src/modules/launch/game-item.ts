import type { GameItem, GameType, Language } from '@croupier/contracts';
import type { GameRow } from './repository.ts';

/** A game as the lobby lists it (spec §3), names in the asked language (EN is the game's own name). */
export function toGameItem(row: GameRow, language: Language, maintenance: boolean): GameItem {
  return {
    gameId: row.id.toString(),
    gameName: (language !== 'EN' && row.localizedNames[language]) || row.gameName,
    nodeId: row.nodeId.toString(),
    gameType: row.gameType as GameType,
    vassalage: row.vassalage,
    gameCode: row.gameCode,
    isGame: row.isGame,
    iconUrl: row.iconUrl,
    showIcon: row.showIcon,
    displayName: row.displayName,
    isHot: row.isHot,
    updatedAt: row.updatedAt.toISOString(),
    maintenance,
  };
}

import type { Language } from '@croupier/contracts';
import type { Executor } from '../../db/client.ts';
import { gameCodesOfRounds } from './repository.ts';
import { gameKey, gameNamesOf, vendorNamesOf } from '../catalogue/index.ts';

const GAME_KINDS = new Set(['bet', 'win', 'rollback']);

/** A game posting's vendor and round, from the reference the wallet API gives it (`VASSALAGE:roundRef`). */
export function gameRoundOf(row: { type: string; reference: string }) {
  if (!GAME_KINDS.has(row.type)) return null;
  const at = row.reference.indexOf(':');
  return at > 0 ? { vassalage: row.reference.slice(0, at), roundRef: row.reference.slice(at + 1) } : null;
}

interface RecordGame {
  name: string;
  vendor: string;
}

/**
 * Names the game and vendor of each game posting in `language` (issue 17: not `INHOUSE:258486b5-…`); keyed by
 * reference. The round gives the game code, so a rollback is named too; a game the catalogue lost keeps its code.
 */
export async function recordGames(
  db: Executor,
  playerId: bigint,
  rows: readonly { type: string; reference: string }[],
  language: Language,
): Promise<Map<string, RecordGame>> {
  const rounds = rows.flatMap((row) => {
    const round = gameRoundOf(row);
    return round ? [round] : [];
  });
  if (rounds.length === 0) return new Map();
  const codes = await gameCodesOfRounds(db, playerId, rounds);
  const played = rounds.flatMap((round) => {
    const gameCode = codes.get(gameKey(round.vassalage, round.roundRef));
    return gameCode ? [{ ...round, gameCode }] : [];
  });
  const [names, vendors] = await Promise.all([
    gameNamesOf(db, played),
    vendorNamesOf(
      db,
      played.map((round) => round.vassalage),
    ),
  ]);
  return new Map(
    played.map((round) => {
      const game = names.get(gameKey(round.vassalage, round.gameCode));
      const name =
        (language !== 'EN' && game?.localizedNames?.[language]) || game?.gameName || round.gameCode;
      const vendor = vendors.get(round.vassalage) ?? round.vassalage;
      return [`${round.vassalage}:${round.roundRef}`, { name, vendor }];
    }),
  );
}

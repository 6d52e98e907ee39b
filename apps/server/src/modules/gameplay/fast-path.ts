import type { WalletBet, WalletWin } from '@croupier/contracts';
import { currencyOf, parseMinor } from '@croupier/money';
import type { Database } from '../../db/client.ts';
import { MAX_CALL_AMOUNT_MINOR, maxBetOf } from './answers.ts';
import { postCall } from './batched-calls.ts';
import { walletCall } from './calls.ts';
import type { PlayerSide } from './context.ts';

/**
 * The common case in one round trip, shared with other players’ calls arriving at the same moment
 * (batched-calls.ts). A bet or win for a player and game the wallet has seen before needs no
 * read first: what never changes (the player's brand and currency, a game's id and type) is remembered, and
 * what must be fresh (a live session, a player not frozen, the balance, the open round, a transaction id not
 * taken) is checked inside the one statement that moves the money. Anything else — a refusal, a replay, a race —
 * is not answered here: the caller then takes the full path, which reads first and answers precisely.
 */

interface Remembered {
  players: Map<bigint, { brandId: bigint; currency: string }>;
  games: Map<string, { id: bigint; gameType: string; at: number }>;
}

/** Remembered facts per database (tests run many platforms in one process). */
const memory = new WeakMap<object, Remembered>();
/** A game's type is read again after this long, should an operator correct it. */
const GAME_TTL_MS = 60_000;
/** Past this many players the memory starts again, instead of growing without bound. */
const MAX_PLAYERS = 100_000;

function remembered(db: Database): Remembered {
  let found = memory.get(db);
  if (!found) {
    found = { players: new Map(), games: new Map() };
    memory.set(db, found);
  }
  return found;
}

export function rememberPlayer(db: Database, player: PlayerSide | undefined) {
  if (!player) return;
  const { players } = remembered(db);
  if (players.size >= MAX_PLAYERS) players.clear();
  players.set(player.playerId, { brandId: player.brandId, currency: player.currency });
}

export function rememberGame(
  db: Database,
  vassalage: string,
  gameCode: string,
  game?: { id: bigint; gameType: string },
) {
  if (game) remembered(db).games.set(`${vassalage}\n${gameCode}`, { ...game, at: Date.now() });
}

function knownPlayer(db: Database, playerId: string, currency: string) {
  const facts = remembered(db).players.get(BigInt(playerId));
  return facts && facts.currency === currency ? { ...facts, playerId: BigInt(playerId) } : undefined;
}

function positiveAmount(text: string, currency: string, max = MAX_CALL_AMOUNT_MINOR) {
  const amount = parseMinor(text, currencyOf(currency));
  return amount !== null && amount > 0n && amount <= max ? amount : undefined;
}

export async function fastBet(
  db: Database,
  vassalage: string,
  call: WalletBet,
  requestHash: string,
  tokenHash: string,
) {
  const player = knownPlayer(db, call.playerId, call.currency);
  const game = remembered(db).games.get(`${vassalage}\n${call.gameCode}`);
  if (!player || !game || Date.now() - game.at > GAME_TTL_MS) return undefined;
  const amount = positiveAmount(call.amount, player.currency, maxBetOf(player.currency));
  if (amount === undefined) return undefined;
  return postCall(
    db,
    walletCall(vassalage, player, { ...call, requestHash }, amount, { lane: 'bet', tokenHash, game }),
  );
}

export async function fastWin(db: Database, vassalage: string, call: WalletWin, requestHash: string) {
  const player = knownPlayer(db, call.playerId, call.currency);
  if (!player) return undefined;
  const amount = positiveAmount(call.amount, player.currency);
  if (amount === undefined) return undefined;
  return postCall(
    db,
    walletCall(vassalage, player, { ...call, requestHash }, amount, {
      lane: 'win',
      closeRound: call.roundClosed,
    }),
  );
}

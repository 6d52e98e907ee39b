import { randomBytes, randomUUID } from 'node:crypto';
import { currencyOf } from '@croupier/money';
import type { Studio } from '../context.ts';
import type { Engine } from '../catalogue/engine-map.ts';
import { gameView } from '../catalogue/game-info.ts';
import { findGame, readSetting } from '../catalogue/repository.ts';
import { money } from '../catalogue/stakes.ts';
import { activePair, fairnessView } from '../fairness/repository.ts';
import { StudioError, sessionExpired, walletUnavailable } from '../http/errors.ts';
import { advance } from '../rounds/advance.ts';
import { pairsOf, unfinishedRound } from '../rounds/repository.ts';
import { roundView } from '../rounds/views.ts';
import * as repo from './repository.ts';
import { sha256 } from './token.ts';

/** The setting registration learns from the platform: the brand currency demo play is shown in. */
export const DEMO_CURRENCY_SETTING = 'demo-currency';
/** Until registration has read it, demo play uses the platform's default brand currency. */
const FALLBACK_DEMO_CURRENCY = 'THB';
/** Play money a demo subject starts with, in major units. */
const DEMO_START = 10_000n;

const gameNotFound = () => new StudioError(404, 'GAME_NOT_FOUND', 'This game is not played here.');

/** The game of a session, with the engine it is played by (409 when the studio has none for it). */
export async function playableGame(studio: Studio, vassalage: string, gameCode: string) {
  const game = await findGame(studio.db, vassalage, gameCode);
  if (!game) throw gameNotFound();
  if (!game.engine)
    throw new StudioError(409, 'GAME_MAINTENANCE', 'This game is under maintenance; try another one.');
  return { ...game, engine: game.engine as Engine };
}

/**
 * Opens a game session from a platform launch. Real money: the launch token is authenticated with the
 * platform's wallet (`authenticate`), which names the player, currency and balance. Demo: the wallet is never
 * called (the platform's demo launches name no player); the token only keys the play money kept here.
 */
export async function openSession(
  studio: Studio,
  input: { token: string; vassalage: string; gameCode: string; mode: 'real' | 'demo' },
) {
  const game = await playableGame(studio, input.vassalage, input.gameCode);
  let subject: string;
  let player: { playerId: string | null; currency: string; balance: bigint; nickname: string };
  if (input.mode === 'real') {
    const answer = await studio.wallet.authenticate(
      input.vassalage,
      input.token,
      Date.now() + studio.tuning.requestBudgetMs,
    );
    if (answer.outcome === 'unknown') throw walletUnavailable();
    if (answer.outcome === 'refused') {
      if (answer.status === 'PLAYER_BLOCKED')
        throw new StudioError(403, 'PLAYER_BLOCKED', 'This account may not play; contact customer service.');
      throw sessionExpired();
    }
    subject = `real:${answer.player.playerId}`;
    player = answer.player;
  } else {
    const currency = (await readSetting(studio.db, DEMO_CURRENCY_SETTING)) ?? FALLBACK_DEMO_CURRENCY;
    subject = `demo:${sha256(input.token)}`;
    const start = DEMO_START * 10n ** BigInt(currencyOf(currency).decimals);
    const wallet = await repo.ensureDemoWallet(studio.db, subject, currency, start);
    player = { playerId: null, currency: wallet.currency, balance: wallet.balance, nickname: 'Guest' };
  }
  const token = randomBytes(32).toString('base64url');
  const session: repo.SessionRow = {
    id: randomUUID(),
    tokenHash: sha256(token),
    mode: input.mode,
    subject,
    playerId: player.playerId,
    sealedLaunchToken: input.mode === 'real' ? studio.boxes.launchTokens.seal(input.token) : null,
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    currency: player.currency,
    nickname: player.nickname,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + studio.tuning.sessionMs),
  };
  await repo.insertSession(studio.db, session);
  return sessionView(studio, session, token, player.balance);
}

/** The session's balance now: the platform's for real money (`balance`), the play money here for demo. */
export async function currentBalance(studio: Studio, session: repo.SessionRow): Promise<bigint> {
  if (session.mode === 'demo') return repo.demoBalance(studio.db, session.subject);
  const result = await studio.wallet.balance(
    session.vassalage,
    session.playerId!,
    session.currency,
    Date.now() + studio.tuning.requestBudgetMs,
  );
  if (result.outcome === 'ok' && result.balance !== undefined) return result.balance;
  if (result.outcome === 'refused' && result.status === 'PLAYER_NOT_FOUND') throw sessionExpired();
  throw walletUnavailable();
}

/**
 * API.md `Session`. An interrupted round of this game is completed first where the wallet now answers
 * (DOMAIN.md: completed on reconnect), then offered as `openRound` if still unfinished or open for moves.
 */
export async function sessionView(studio: Studio, session: repo.SessionRow, token: string, balance: bigint) {
  const game = await playableGame(studio, session.vassalage, session.gameCode);
  let open = await unfinishedRound(studio.db, session.subject, session.vassalage, session.gameCode);
  if (open && open.status !== 'open' && open.status !== 'failed') {
    open = await advance(studio, open.id, Date.now() + studio.tuning.requestBudgetMs);
    if (open.status === 'settled' || open.status === 'refunded') {
      if (open.balanceAfter !== null) balance = open.balanceAfter;
      open = undefined;
    } else if (open.status === 'rejected') open = undefined;
  }
  const pair = await activePair(studio.db, session.subject);
  const pairs = open ? await pairsOf(studio.db, [open.seedPairId]) : new Map();
  return {
    session: token,
    mode: session.mode,
    nickname: session.nickname,
    currency: session.currency,
    balance: money(balance, session.currency),
    game: gameView(game, session.currency),
    fairness: fairnessView(pair),
    openRound: open
      ? roundView(open, open.seedPairId === null ? undefined : pairs.get(open.seedPairId), balance)
      : null,
  };
}

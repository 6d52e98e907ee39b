import { issueAt } from '@croupier/lottery';
import { inTransaction, type Database } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import { recordOperatorAudit, type OperatorActor } from '../audit/index.ts';
import { secretBox, type SecretBox } from '../security/index.ts';
import { PLATFORM_GAMES, type GameDefinition } from './platform-games.ts';
import { findGameByCode, insertGame } from './repository.ts';
import type { LotteryGameRow } from './schema.ts';

const GAME_CODE = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

/** The box that seals issue seeds until their draw, under the app secret. */
export const lotterySeedBox = (appSecret: string): SecretBox => secretBox(appSecret, 'lottery-seed');

/**
 * Creates a lottery game (an owner or admin, audited; or the platform itself at first start). Its issues begin
 * with the first draw after `drawsAfter`: the engine creates and draws them from there.
 */
export async function createGame(
  db: Database,
  actor: OperatorActor | null,
  game: GameDefinition & { drawsAfter: Date; sortOrder?: number },
): Promise<LotteryGameRow> {
  if (!GAME_CODE.test(game.code)) throw validationFailed({ code: 'INVALID' });
  if (!game.names.EN || !game.names.CN || !game.names.TH) throw validationFailed({ names: 'REQUIRED' });
  try {
    issueAt(game.schedule, game.drawsAfter);
  } catch {
    // The package refuses a schedule it cannot draw (a period not dividing half an hour, a malformed time…).
    throw validationFailed({ schedule: 'INVALID' });
  }
  return inTransaction(db, async (tx) => {
    const row = await insertGame(tx, game);
    if (!row) throw new DomainError('ALREADY_EXISTS', `A lottery game ${game.code} exists.`);
    if (actor)
      await recordOperatorAudit(tx, actor, {
        action: 'lottery.game.create',
        target: `lottery-game:${row.code}`,
        before: null,
        after: { ...game, drawsAfter: game.drawsAfter.toISOString() },
      });
    return row;
  });
}

/**
 * Creates the platform's own games that do not exist yet, at every start (idempotent, safe for nodes starting
 * together). `history` reaches back: the first start's demo draws the last hour so results pages have rows.
 */
export async function ensurePlatformGames(
  db: Database,
  props: { now: Date; historyMs: number },
): Promise<number> {
  let created = 0;
  for (const [sortOrder, game] of PLATFORM_GAMES.entries()) {
    if (await findGameByCode(db, game.code)) continue;
    const drawsAfter = new Date(props.now.getTime() - props.historyMs);
    try {
      await createGame(db, null, { ...game, drawsAfter, sortOrder });
      created++;
    } catch (error) {
      // Another node starting at the same moment made it first.
      if (!(error instanceof DomainError && error.code === 'ALREADY_EXISTS')) throw error;
    }
  }
  return created;
}

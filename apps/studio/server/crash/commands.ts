import { randomUUID } from 'node:crypto';
import { parseMinor } from '@croupier/money';
import type { Studio } from '../context.ts';
import { inTransaction } from '../db/client.ts';
import { money, parseMoney, stakeLimits } from '../catalogue/stakes.ts';
import { mini } from '../engines/index.ts';
import { StudioError, validationFailed, walletUnavailable } from '../http/errors.ts';
import { advance } from '../rounds/advance.ts';
import { refusal, roundOpen } from '../rounds/commands.ts';
import * as rounds from '../rounds/repository.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { multiplierNow } from './loop.ts';
import * as repo from './repository.ts';
import { hundredths, settleCrashBet } from './settle.ts';
import { crashBetView, crashRoundView } from './views.ts';

const roundStarted = () => new StudioError(409, 'ROUND_STARTED', 'Bets are closed: wait for the next round.');
const roundCrashed = () => new StudioError(409, 'ROUND_CRASHED', 'The round crashed before the cash-out.');

/** A cash-out target: "1.01" to "1000000.00", in hundredths. */
function readTarget(text: unknown): number | undefined {
  if (text === undefined || text === null) return undefined;
  const value = typeof text === 'string' ? parseMinor(text, { decimals: 2 }) : null;
  if (value === null || value < BigInt(mini.MIN_CASH_OUT) || value > BigInt(mini.MAX_POINT))
    throw validationFailed({ autoCashOut: 'INVALID' }, 'An auto cash-out is between 1.01 and 1000000.00.');
  return Number(value);
}

/**
 * A bet on the shared round while it takes bets: saved (with its outbox call) under the round's lock, so it
 * cannot slip in after betting closed, then the stake is taken through the wallet like any round's.
 */
export async function placeCrashBet(
  studio: Studio,
  session: SessionRow,
  input: { stake: string; autoCashOut?: string },
) {
  const stake = parseMoney(input.stake, session.currency);
  if (stake === null || stake <= 0n) throw validationFailed({ stake: 'INVALID' });
  const autoCashOut = readTarget(input.autoCashOut);
  const limits = stakeLimits(session.currency);
  if (stake < limits.min)
    throw validationFailed(
      { stake: 'TOO_SMALL' },
      `The smallest stake is ${money(limits.min, session.currency)}.`,
    );
  if (stake > limits.max)
    throw new StudioError(
      403,
      'LIMIT_REACHED',
      `The largest stake is ${money(limits.max, session.currency)}.`,
    );
  const id = randomUUID();
  await inTransaction(studio.db, async (tx) => {
    const crash = await repo.currentRound(tx, { forUpdate: true });
    if (!crash || crash.phase !== 'betting' || crash.bettingEndsAt.getTime() <= Date.now())
      throw roundStarted();
    if (await repo.betOf(tx, crash.id, session.subject)) throw roundOpen();
    await rounds.insertRound(tx, {
      id,
      sessionId: session.id,
      subject: session.subject,
      mode: session.mode,
      playerId: session.playerId,
      vassalage: session.vassalage,
      gameCode: session.gameCode,
      engine: 'crash',
      currency: session.currency,
      bet: {
        engine: 'crash',
        stake: money(stake, session.currency),
        autoCashOut: autoCashOut === undefined ? null : hundredths(autoCashOut),
      },
      crashRoundId: crash.id,
      stake,
      status: 'pending-debit',
      nextAttemptAt: new Date(
        Date.now() + studio.tuning.requestBudgetMs + studio.tuning.wallet.timeoutMs + 1_000,
      ),
    });
    await rounds.insertCall(tx, {
      vassalage: session.vassalage,
      owner: id,
      kind: 'bet',
      request: {
        playerId: session.playerId,
        // Sealed here as in the session: deliverCall opens it to send it.
        sessionToken: session.sealedLaunchToken,
        transactionId: rounds.transactionId(id, 'bet'),
        roundId: id,
        gameCode: session.gameCode,
        amount: money(stake, session.currency),
        currency: session.currency,
      },
    });
  });
  const bet = await advance(studio, id, Date.now() + studio.tuning.requestBudgetMs);
  if (bet.status === 'pending-debit') throw walletUnavailable();
  if (bet.status === 'rejected') throw refusal(bet.refusal);
  return crashBetView(bet);
}

/**
 * A cash-out by hand, at the multiplier the server's clock shows now: refused once the clock has reached the
 * round's point, even before the loop marks it crashed. The win is sent like any round's.
 */
export async function cashOutCrash(studio: Studio, session: SessionRow) {
  const id = await inTransaction(studio.db, async (tx) => {
    const crash = await repo.currentRound(tx);
    const bet = crash && (await repo.betOf(tx, crash.id, session.subject, { forUpdate: true }));
    if (!crash || !bet) throw new StudioError(404, 'ROUND_NOT_FOUND', 'You have no bet in this round.');
    if (crash.phase === 'crashed') throw roundCrashed();
    if (crash.phase === 'betting')
      throw new StudioError(409, 'ROUND_NOT_STARTED', 'The round has not started yet.');
    if (bet.status !== 'open') throw new StudioError(409, 'ROUND_FINISHED', 'This bet is already settled.');
    const reached = multiplierNow(studio, crash.startedAt!);
    if (reached >= crash.point) throw roundCrashed();
    if (reached < mini.MIN_CASH_OUT)
      throw new StudioError(409, 'CASH_OUT_TOO_EARLY', 'A cash-out needs at least 1.01×.');
    await settleCrashBet(tx, bet, crash, reached);
    return bet.id;
  });
  return crashBetView(await advance(studio, id, Date.now() + studio.tuning.requestBudgetMs));
}

/** API.md `GET /crash`: the round now, the last 20 crashed ones, the chain's terminal hash and my bet. */
export async function crashState(studio: Studio, session: SessionRow) {
  const current = await repo.currentRound(studio.db);
  const chain = current
    ? await repo.chainById(studio.db, current.chainId)
    : await repo.latestChain(studio.db);
  const bet = current ? await repo.betOf(studio.db, current.id, session.subject) : undefined;
  return {
    round: current ? crashRoundView(current) : null,
    history: (await repo.crashedHistory(studio.db)).map(crashRoundView),
    terminalHash: chain?.terminalHash ?? null,
    myBet: bet ? crashBetView(bet) : null,
  };
}

/** Public: a crashed round's hash checked against its chain's published terminal hash, and its point. */
export async function verifyCrashRound(studio: Studio, query: { roundId?: string; hash?: string }) {
  const round = query.roundId
    ? await repo.crashRoundById(studio.db, BigInt(query.roundId))
    : await repo.crashRoundByHash(studio.db, query.hash!);
  if (!round || round.phase !== 'crashed')
    throw new StudioError(404, 'ROUND_NOT_FOUND', 'No crashed round has this id or hash.');
  const chain = (await repo.chainById(studio.db, round.chainId))!;
  const point = mini.verifyCrashRound({
    roundHash: round.hash,
    round: round.roundNo,
    terminalHash: chain.terminalHash,
    salt: chain.salt,
  });
  return {
    hash: round.hash,
    point: crashRoundView(round).point,
    terminalHash: chain.terminalHash,
    salt: chain.salt,
    roundNo: round.roundNo,
    chainValid: point !== null && point === round.point,
  };
}

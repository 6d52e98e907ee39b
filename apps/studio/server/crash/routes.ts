import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Studio } from '../context.ts';
import { requireSession, sessionOf } from '../http/auth.ts';
import { validationFailed } from '../http/errors.ts';
import { validator } from '../http/validate.ts';
import { playableGame } from '../sessions/commands.ts';
import type { SessionRow } from '../sessions/repository.ts';
import { cashOutCrash, crashState, placeCrashBet, verifyCrashRound } from './commands.ts';
import * as repo from './repository.ts';
import { crashRoundView } from './views.ts';

const BetBody = validator(
  Type.Object({
    stake: Type.String({ minLength: 1, maxLength: 24 }),
    autoCashOut: Type.Optional(Type.Union([Type.String({ maxLength: 16 }), Type.Null()])),
  }),
);
const VerifyQuery = validator(
  Type.Union([
    Type.Object({ roundId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }),
    Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
  ]),
);

export const crashRoutes: FastifyPluginAsync<{ studio: Studio }> = async (app, { studio }) => {
  const authenticated = requireSession(studio.db);
  const crashSession = async (session: SessionRow) => {
    if ((await playableGame(studio, session.vassalage, session.gameCode)).engine !== 'crash')
      throw validationFailed({ game: 'INVALID' }, 'This session is not of a crash game.');
  };

  app.get('/studio-api/v1/crash', { preHandler: authenticated }, async (request) =>
    crashState(studio, sessionOf(request)),
  );

  app.post('/studio-api/v1/crash/bets', { preHandler: authenticated }, async (request, reply) => {
    const session = sessionOf(request);
    await crashSession(session);
    const body = BetBody(request.body);
    const bet = await placeCrashBet(studio, session, {
      stake: body.stake,
      ...(body.autoCashOut ? { autoCashOut: body.autoCashOut } : {}),
    });
    return reply.code(201).send(bet);
  });

  app.post('/studio-api/v1/crash/cash-out', { preHandler: authenticated }, async (request) =>
    cashOutCrash(studio, sessionOf(request)),
  );

  app.get('/studio-api/v1/crash/verify', async (request) =>
    verifyCrashRound(studio, VerifyQuery(request.query) as { roundId?: string; hash?: string }),
  );

  /**
   * Public (a browser's EventSource sends no Authorization header, and a round carries nothing private: its
   * point and hash only once crashed): a `round` event at each phase change, the round now at once.
   */
  app.get('/studio-api/v1/crash/events', async (request, reply) => {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const send = (round: unknown) => out.write(`event: round\ndata: ${JSON.stringify(round)}\n\n`);
    const current = await repo.currentRound(studio.db);
    if (current) send(crashRoundView(current));
    studio.crashEvents.on('round', send);
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), 15_000);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      studio.crashEvents.off('round', send);
    });
  });
};

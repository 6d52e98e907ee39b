import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Studio } from '../context.ts';
import { requireSession, sessionOf } from '../http/auth.ts';
import { validator } from '../http/validate.ts';
import { money } from '../catalogue/stakes.ts';
import { currentBalance, openSession, sessionView } from './commands.ts';

const OpenBody = validator(
  Type.Object({
    token: Type.String({ minLength: 1, maxLength: 200 }),
    vassalage: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
    gameCode: Type.String({ minLength: 1, maxLength: 64 }),
    mode: Type.Union([Type.Literal('real'), Type.Literal('demo')]),
  }),
);

export const sessionRoutes: FastifyPluginAsync<{ studio: Studio }> = async (app, { studio }) => {
  const authenticated = requireSession(studio.db);

  app.post('/studio-api/v1/sessions', async (request, reply) => {
    const body = OpenBody(request.body);
    return reply
      .code(201)
      .header('cache-control', 'no-store')
      .send(await openSession(studio, body));
  });

  app.get('/studio-api/v1/session', { preHandler: authenticated }, async (request) => {
    const session = sessionOf(request);
    return sessionView(studio, session, request.studioToken!, await currentBalance(studio, session));
  });

  app.get('/studio-api/v1/balance', { preHandler: authenticated }, async (request) => {
    const session = sessionOf(request);
    return {
      balance: money(await currentBalance(studio, session), session.currency),
      currency: session.currency,
    };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import type { Studio } from '../context.ts';
import { requireSession, sessionOf } from '../http/auth.ts';
import { validator } from '../http/validate.ts';
import { playableGame } from '../sessions/commands.ts';
import { act, playRound, roundNotFound, type Action } from './commands.ts';
import { findRound, listRounds, pairsOf } from './repository.ts';
import { roundView } from './views.ts';

const PlayBody = validator(Type.Object({ bet: Type.Object({}, { additionalProperties: true }) }));
const ActionBody = validator(
  Type.Object({
    action: Type.Union([
      Type.Object({ type: Type.Literal('reveal'), cell: Type.Integer({ minimum: 0, maximum: 48 }) }),
      Type.Object({
        type: Type.Union([
          Type.Literal('higher'),
          Type.Literal('lower'),
          Type.Literal('skip'),
          Type.Literal('cashOut'),
        ]),
      }),
    ]),
  }),
);
const RoundParams = validator(
  Type.Object({
    id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
  }),
);
const ListQuery = validator(
  Type.Object({ page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })) }),
);
const PAGE_SIZE = 20;

export const roundRoutes: FastifyPluginAsync<{ studio: Studio }> = async (app, { studio }) => {
  const authenticated = requireSession(studio.db);

  const view = async (round: Awaited<ReturnType<typeof findRound>> & object) => {
    const pairs = await pairsOf(studio.db, [round.seedPairId]);
    return roundView(round, round.seedPairId === null ? undefined : pairs.get(round.seedPairId));
  };

  app.post('/studio-api/v1/rounds', { preHandler: authenticated }, async (request, reply) => {
    const session = sessionOf(request);
    const { bet } = PlayBody(request.body);
    const game = await playableGame(studio, session.vassalage, session.gameCode);
    const round = await playRound(studio, session, game.engine, bet);
    return reply.code(201).send(await view(round));
  });

  app.post('/studio-api/v1/rounds/:id/actions', { preHandler: authenticated }, async (request) => {
    const { id } = RoundParams(request.params);
    const { action } = ActionBody(request.body);
    return view(await act(studio, sessionOf(request), id, action as Action));
  });

  app.get('/studio-api/v1/rounds', { preHandler: authenticated }, async (request) => {
    const session = sessionOf(request);
    const page = Number(ListQuery(request.query).page ?? 1);
    const { rows, total } = await listRounds(studio.db, session, { page, pageSize: PAGE_SIZE });
    const pairs = await pairsOf(
      studio.db,
      rows.map((row) => row.seedPairId),
    );
    return {
      items: rows.map((row) =>
        roundView(row, row.seedPairId === null ? undefined : pairs.get(row.seedPairId)),
      ),
      total,
    };
  });

  app.get('/studio-api/v1/rounds/:id', { preHandler: authenticated }, async (request) => {
    const { id } = RoundParams(request.params);
    const round = await findRound(studio.db, id);
    if (!round || round.subject !== sessionOf(request).subject || round.status === 'rejected')
      throw roundNotFound();
    return view(round);
  });
};

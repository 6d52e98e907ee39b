import {
  GameRtpQuerySchema,
  GameRtpReportSchema,
  GgrQuerySchema,
  GgrReportSchema,
  ProblemSchema,
  RoundLookupSchema,
  RoundPageSchema,
  RoundQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { requireOperator } from '../operators/index.ts';
import { ggrReport, listRounds, lookupRound, type RoundCallbacks } from './queries.ts';
import { gameRtpReport } from './rtp-report.ts';

const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema };

export const betAdminRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  roundCallbacks: RoundCallbacks;
}> = async (app, { db, roundCallbacks }) => {
  // Rounds are what support answers players' disputes from; revenue figures are for finance.
  const support = requireOperator(db, ['owner', 'admin', 'finance', 'support']);
  const finance = requireOperator(db, ['owner', 'admin', 'finance']);

  app.get(
    '/admin-api/v1/rounds',
    {
      schema: {
        tags: ['operator'],
        summary: "The brand's game rounds, newest first; q finds our id, the vendor's round id or a username",
        querystring: RoundQuerySchema,
        response: { 200: RoundPageSchema, ...problems },
      },
      preHandler: support,
    },
    async (request) => listRounds(db, request.brand, request.query),
  );

  app.get(
    '/admin-api/v1/rounds/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One round with every wallet call of the vendor and the ledger transfer each posted',
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }),
        response: { 200: RoundLookupSchema, 404: ProblemSchema, ...problems },
      },
      preHandler: support,
    },
    async (request) => lookupRound(db, request.brand, BigInt(request.params.id), roundCallbacks),
  );

  app.get(
    '/admin-api/v1/reports/ggr',
    {
      schema: {
        tags: ['operator'],
        summary: "Gross gaming revenue of settled rounds by vendor and day (the brand's time zone)",
        querystring: GgrQuerySchema,
        response: { 200: GgrReportSchema, ...problems },
      },
      preHandler: finance,
    },
    async (request) => ggrReport(db, request.brand, request.query),
  );

  app.get(
    '/admin-api/v1/reports/game-rtp',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Per game: actual RTP of rounds settled in the range (brand's days) against the vendor's theoretical RTP, with open and interrupted rounds now",
        querystring: GameRtpQuerySchema,
        response: { 200: GameRtpReportSchema, ...problems },
      },
      preHandler: finance,
    },
    async (request) => gameRtpReport(db, request.brand, request.query),
  );
};

import {
  AgentIncomeSchema,
  AgentOverviewSchema,
  AgentPeriodSchema,
  AgentProfileSchema,
  DownlineCreatedSchema,
  DownlineCreateSchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  TeamBetPageSchema,
  TeamBetQuerySchema,
  TeamProfitQuerySchema,
  TeamProfitSchema,
  TeamTransactionPageSchema,
  TeamTransactionQuerySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import type { RecordNamers } from '../wallet/index.ts';
import { registerDownline } from './commands.ts';
import { agentIncome, agentProfile, teamBets, teamTransactions } from './team-records.ts';
import { listDownlines, teamOverview, teamProfit, type TeamViewer } from './team-reports.ts';

/**
 * The agent centre's calls (API.md "Agents"). Every one acts on the caller's own team only: the queries are
 * bounded by the caller's closure rows, and an id outside them answers 404 as if it did not exist.
 */
export const agentRoutes: FastifyPluginAsyncTypebox<{ db: Database; namers: RecordNamers }> = async (
  app,
  { db, namers },
) => {
  const agent = requirePlayer(db, { agentsOnly: true });
  const viewer = (request: FastifyRequest): TeamViewer => ({
    brand: request.brand,
    agentId: currentPlayer(request).id,
  });
  const tags = ['agents'];

  app.get(
    '/api/v1/agent/profile',
    {
      schema: {
        tags,
        summary: 'The agent: affiliate code, upline, team size',
        response: { 200: AgentProfileSchema },
      },
      preHandler: agent,
    },
    async (request) => agentProfile(db, currentPlayer(request)),
  );

  app.get(
    '/api/v1/agent/overview',
    {
      schema: {
        tags,
        summary: "The team's members and money over a period, per day",
        querystring: AgentPeriodSchema,
        response: { 200: AgentOverviewSchema },
      },
      preHandler: agent,
    },
    async (request) => teamOverview(db, viewer(request), request.query),
  );

  app.post(
    '/api/v1/agent/downlines',
    {
      schema: {
        tags,
        summary: 'Register a member or agent directly under the caller',
        body: DownlineCreateSchema,
        response: { 201: DownlineCreatedSchema },
      },
      preHandler: agent,
    },
    async (request, reply) => {
      const created = await registerDownline(db, {
        brand: request.brand,
        agent: currentPlayer(request),
        input: request.body,
        ip: request.ip,
      });
      return reply.code(201).send({ id: created.id.toString() });
    },
  );

  app.get(
    '/api/v1/agent/downlines',
    {
      schema: {
        tags,
        summary: "Direct downlines of the caller or of an account in its team, with each one's team figures",
        querystring: DownlineQuerySchema,
        response: { 200: DownlinePageSchema },
      },
      preHandler: agent,
    },
    async (request) => listDownlines(db, viewer(request), request.query),
  );

  app.get(
    '/api/v1/agent/team-bets',
    {
      schema: {
        tags,
        summary: "The team's rounds, newest first, with usernames and totals",
        querystring: TeamBetQuerySchema,
        response: { 200: TeamBetPageSchema },
      },
      preHandler: agent,
    },
    async (request) => teamBets(db, viewer(request), request.query),
  );

  app.get(
    '/api/v1/agent/team-profit',
    {
      schema: {
        tags,
        summary: "The team's profit and loss by member or by game type",
        querystring: TeamProfitQuerySchema,
        response: { 200: TeamProfitSchema },
      },
      preHandler: agent,
    },
    async (request) => teamProfit(db, viewer(request), request.query),
  );

  app.get(
    '/api/v1/agent/transactions',
    {
      schema: {
        tags,
        summary: "The team's account records, newest first, with usernames",
        querystring: TeamTransactionQuerySchema,
        response: { 200: TeamTransactionPageSchema },
      },
      preHandler: agent,
    },
    async (request) => teamTransactions(db, viewer(request), request.query, namers),
  );

  app.get(
    '/api/v1/agent/income',
    {
      schema: {
        tags,
        summary: "The caller's own income by day and kind",
        querystring: AgentPeriodSchema,
        response: { 200: AgentIncomeSchema },
      },
      preHandler: agent,
    },
    async (request) => agentIncome(db, viewer(request), request.query),
  );
};

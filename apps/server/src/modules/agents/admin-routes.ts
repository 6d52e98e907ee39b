import {
  AgentControlsSchema,
  AgentCreateSchema,
  AgentDetailSchema,
  AgentListQuerySchema,
  AgentListSchema,
  AgentOverviewSchema,
  AgentPeriodSchema,
  AgentPromoteSchema,
  AgentTreeQuerySchema,
  AgentTreeSchema,
  DownlineCreatedSchema,
  DownlinePageSchema,
  DownlineQuerySchema,
  TeamProfitQuerySchema,
  TeamProfitSchema,
  UplineMovedSchema,
  UplineMoveSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { setTeamFreezes } from '../players/index.ts';
import { createAgent, moveMember, promoteToAgent } from './commands.ts';
import { agentDetail, agentTree, listAgents } from './console-views.ts';
import { listDownlines, teamOverview, teamProfit, type TeamViewer } from './team-reports.ts';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,18}$' });
const IdParams = Type.Object({ id: Id });

/**
 * The console's agent tools: any operator reads every team of the brand; owners and admins create agents,
 * promote members, move teams and freeze them, each audited.
 */
export const agentAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const readers = requireOperator(db);
  const actors = requireOperator(db, ['owner', 'admin']);
  const actor = (request: FastifyRequest) => ({ operator: currentOperator(request), ip: request.ip });
  const tags = ['operator', 'agents'];
  // An operator sees an agent's team as the agent does, once the id is known to be an agent of the brand.
  const viewerOf = async (request: FastifyRequest & { params: { id: string } }): Promise<TeamViewer> => {
    const agent = await agentDetail(db, request.brand, BigInt(request.params.id));
    return { brand: request.brand, agentId: BigInt(agent.id) };
  };

  app.post(
    '/admin-api/v1/agents',
    {
      schema: {
        tags,
        summary: 'Open a top agent, or an agent under an agent',
        body: AgentCreateSchema,
        response: { 201: DownlineCreatedSchema },
      },
      preHandler: actors,
    },
    async (request, reply) => {
      const { uplineId, ...input } = request.body;
      const created = await createAgent(db, {
        ...actor(request),
        brand: request.brand,
        input: { ...input, uplineId: uplineId ? BigInt(uplineId) : null },
      });
      return reply.code(201).send({ id: created.id.toString() });
    },
  );

  app.get(
    '/admin-api/v1/agents',
    {
      schema: {
        tags,
        summary: 'Agents with team size and figures over a period',
        querystring: AgentListQuerySchema,
        response: { 200: AgentListSchema },
      },
      preHandler: readers,
    },
    async (request) => listAgents(db, request.brand, request.query),
  );

  app.get(
    '/admin-api/v1/agents/tree',
    {
      schema: {
        tags,
        summary: 'One level of the agent tree, or the accounts matching q with their paths',
        querystring: AgentTreeQuerySchema,
        response: { 200: AgentTreeSchema },
      },
      preHandler: readers,
    },
    async (request) => agentTree(db, request.brand, request.query),
  );

  app.get(
    '/admin-api/v1/agents/:id',
    {
      schema: { tags, summary: 'One agent', params: IdParams, response: { 200: AgentDetailSchema } },
      preHandler: readers,
    },
    async (request) => agentDetail(db, request.brand, BigInt(request.params.id)),
  );

  app.get(
    '/admin-api/v1/agents/:id/overview',
    {
      schema: {
        tags,
        summary: "An agent's team overview",
        params: IdParams,
        querystring: AgentPeriodSchema,
        response: { 200: AgentOverviewSchema },
      },
      preHandler: readers,
    },
    async (request) => teamOverview(db, await viewerOf(request), request.query),
  );

  app.get(
    '/admin-api/v1/agents/:id/downlines',
    {
      schema: {
        tags,
        summary: "An agent's direct downlines, or those of an account in its team",
        params: IdParams,
        querystring: DownlineQuerySchema,
        response: { 200: DownlinePageSchema },
      },
      preHandler: readers,
    },
    async (request) => listDownlines(db, await viewerOf(request), request.query),
  );

  app.get(
    '/admin-api/v1/agents/:id/team-profit',
    {
      schema: {
        tags,
        summary: "An agent's team profit and loss",
        params: IdParams,
        querystring: TeamProfitQuerySchema,
        response: { 200: TeamProfitSchema },
      },
      preHandler: readers,
    },
    async (request) => teamProfit(db, await viewerOf(request), request.query),
  );

  app.patch(
    '/admin-api/v1/agents/:id/controls',
    {
      schema: {
        tags,
        summary: "Freeze or thaw an agent's team sign-in or transfers",
        params: IdParams,
        body: AgentControlsSchema,
        response: { 200: AgentDetailSchema },
      },
      preHandler: actors,
    },
    async (request) => {
      const id = BigInt(request.params.id);
      await agentDetail(db, request.brand, id);
      const ended = await setTeamFreezes(db, actor(request), id, request.body);
      realtime.toSessions(ended, 'session-ended');
      return agentDetail(db, request.brand, id);
    },
  );

  app.post(
    '/admin-api/v1/players/:id/agent',
    {
      schema: {
        tags,
        summary: 'Make a member an agent',
        params: IdParams,
        body: AgentPromoteSchema,
        response: { 200: AgentDetailSchema },
      },
      preHandler: actors,
    },
    async (request) => {
      const id = BigInt(request.params.id);
      await promoteToAgent(db, {
        ...actor(request),
        brandId: request.brand.id,
        memberId: id,
        ...request.body,
      });
      return agentDetail(db, request.brand, id);
    },
  );

  app.post(
    '/admin-api/v1/players/:id/upline',
    {
      schema: {
        tags,
        summary: 'Move a member with its whole team under another agent (or to the top)',
        params: IdParams,
        body: UplineMoveSchema,
        response: { 200: UplineMovedSchema },
      },
      preHandler: actors,
    },
    async (request) => {
      const moved = await moveMember(db, {
        ...actor(request),
        brandId: request.brand.id,
        memberId: BigInt(request.params.id),
        uplineId: request.body.uplineId ? BigInt(request.body.uplineId) : null,
        reason: request.body.reason,
      });
      return { id: request.params.id, uplineId: moved.uplineId?.toString() ?? null };
    },
  );
};

import {
  AgentContractsSchema,
  ContractAnswerSchema,
  ContractConsolePageSchema,
  ContractConsoleQuerySchema,
  ContractOfferSchema,
  ContractTerminatedSchema,
  ContractTerminateSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { CONTRACT_CHANGERS, CONTRACT_READERS, currentOperator, requireOperator } from '../operators/index.ts';
import { terminateContractByOperator } from './admin-commands.ts';
import { agentContracts, brandContracts } from './admin-views.ts';
import { offerContract } from './commands.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) });

/**
 * The console's contract tools: the brand's contracts and each agent's with what they paid (the settlement
 * readers' figures); owners and admins offer the platform's contracts to top agents and end contracts, audited.
 */
export const contractAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const readers = requireOperator(db, CONTRACT_READERS);
  const actors = requireOperator(db, CONTRACT_CHANGERS);
  const tags = ['operator', 'contracts'];

  app.post(
    '/admin-api/v1/contracts',
    {
      schema: {
        tags,
        summary: "Offer a top agent the platform's contract, or new terms on a signed one",
        body: ContractOfferSchema,
        response: { 201: ContractAnswerSchema },
      },
      preHandler: actors,
    },
    async (request, reply) => {
      const { downlineId, ...input } = request.body;
      const offered = await offerContract(db, {
        brand: request.brand,
        by: { operator: currentOperator(request), ip: request.ip },
        downlineId: BigInt(downlineId),
        input,
      });
      return reply.code(201).send(offered);
    },
  );

  app.get(
    '/admin-api/v1/contracts',
    {
      schema: {
        tags,
        summary: "The brand's contracts by kind, status and a party's username, newest first",
        querystring: ContractConsoleQuerySchema,
        response: { 200: ContractConsolePageSchema },
      },
      preHandler: readers,
    },
    async (request) => brandContracts(db, request.brand, request.query),
  );

  app.get(
    '/admin-api/v1/agents/:id/contracts',
    {
      schema: {
        tags,
        summary: "An agent's contracts as downline and as upline, with versions and latest statements",
        params: IdParams,
        response: { 200: AgentContractsSchema },
      },
      preHandler: readers,
    },
    async (request) => agentContracts(db, request.brand, BigInt(request.params.id)),
  );

  app.post(
    '/admin-api/v1/contracts/:id/terminate',
    {
      schema: {
        tags,
        summary: 'End a contract now, and the contracts granted below it',
        params: IdParams,
        body: ContractTerminateSchema,
        response: { 200: ContractTerminatedSchema },
      },
      preHandler: actors,
    },
    async (request) =>
      terminateContractByOperator(db, {
        brand: request.brand,
        operator: currentOperator(request),
        ip: request.ip,
        id: BigInt(request.params.id),
        reason: request.body.reason.trim(),
      }),
  );
};

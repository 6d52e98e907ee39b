import {
  AgentSettlementListSchema,
  AgentSettlementQuerySchema,
  ConsolidatedContractsSchema,
  ContractAcceptedSchema,
  ContractAcceptSchema,
  ContractAnswerSchema,
  ContractListQuerySchema,
  ContractListSchema,
  ContractOfferSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { acceptContract, offerContract, rejectContract, terminateContract } from './commands.ts';
import { agentSettlements } from './statements.ts';
import { consolidatedOf, listContractsOf } from './views.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) });

/**
 * Agent contracts (API.md "Contracts and settlements"). A caller sees and answers only contracts it is a
 * party to; any other id answers 404 as if it did not exist.
 */
export const contractRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const signedIn = requirePlayer(db);
  const agent = requirePlayer(db, { agentsOnly: true });
  const tags = ['contracts'];

  app.get(
    '/api/v1/contracts/consolidated',
    {
      schema: {
        tags,
        summary: 'Per kind: none, an offer waiting for the caller, or signed',
        response: { 200: ConsolidatedContractsSchema },
      },
      preHandler: signedIn,
    },
    async (request) =>
      consolidatedOf(db, { brandId: request.brand.id, accountId: currentPlayer(request).id }),
  );

  app.get(
    '/api/v1/contracts',
    {
      schema: {
        tags,
        summary: 'Contracts the caller holds, or granted its downlines',
        querystring: ContractListQuerySchema,
        response: { 200: ContractListSchema },
      },
      preHandler: signedIn,
    },
    async (request) =>
      listContractsOf(db, {
        brandId: request.brand.id,
        accountId: currentPlayer(request).id,
        role: request.query.role ?? 'mine',
        ...(request.query.kind ? { kind: request.query.kind } : {}),
      }),
  );

  app.post(
    '/api/v1/agent/contracts',
    {
      schema: {
        tags,
        summary: 'Offer a contract, or new terms on a signed one, to a direct downline agent',
        body: ContractOfferSchema,
        response: { 201: ContractAnswerSchema },
      },
      preHandler: agent,
    },
    async (request, reply) => {
      const { downlineId, ...input } = request.body;
      const offered = await offerContract(db, {
        brand: request.brand,
        by: { agent: currentPlayer(request) },
        downlineId: BigInt(downlineId),
        input,
      });
      return reply.code(201).send(offered);
    },
  );

  app.get(
    '/api/v1/agent/settlements',
    {
      schema: {
        tags,
        summary: "The caller's salary or dividend statements, the open period's provisional figures first",
        querystring: AgentSettlementQuerySchema,
        response: { 200: AgentSettlementListSchema },
      },
      preHandler: agent,
    },
    async (request) =>
      agentSettlements(db, {
        brand: request.brand,
        agentId: currentPlayer(request).id,
        query: request.query,
      }),
  );

  app.post(
    '/api/v1/contracts/:id/accept',
    {
      schema: {
        tags,
        summary: 'Sign the offer waiting on a contract',
        params: IdParams,
        body: Type.Optional(ContractAcceptSchema),
        response: { 200: ContractAcceptedSchema },
      },
      preHandler: signedIn,
    },
    async (request) =>
      acceptContract(db, {
        brand: request.brand,
        player: currentPlayer(request),
        id: BigInt(request.params.id),
        confirmCascade: request.body?.confirmCascade === true,
      }),
  );

  for (const [action, command, summary] of [
    ['reject', rejectContract, 'Turn down the offer waiting on a contract'],
    [
      'terminate',
      terminateContract,
      'Ask to end a contract, confirm the other side asking, or withdraw an offer',
    ],
  ] as const)
    app.post(
      `/api/v1/contracts/:id/${action}`,
      {
        schema: { tags, summary, params: IdParams, response: { 200: ContractAnswerSchema } },
        preHandler: signedIn,
      },
      async (request) =>
        command(db, { brand: request.brand, player: currentPlayer(request), id: BigInt(request.params.id) }),
    );
};

import { ContractAnswerSchema, ContractOfferSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { offerContract } from './commands.ts';

/** The console's contract tools: the platform's contracts with top agents, offered by an operator (audited). */
export const contractAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const actors = requireOperator(db, ['owner', 'admin']);
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
};

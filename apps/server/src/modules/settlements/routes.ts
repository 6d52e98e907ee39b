import {
  SettlementListSchema,
  SettlementQuerySchema,
  SettlementRunAnswerSchema,
  SettlementRunRequestSchema,
} from '@croupier/contracts';
import { currencyOf, toDecimalString } from '@croupier/money';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { DomainError, validationFailed } from '../../platform/domain-errors.ts';
import {
  currentOperator,
  requireOperator,
  SETTLEMENT_READERS,
  SETTLEMENT_RUNNERS,
} from '../operators/index.ts';
import { listSettlements, runSettlement, SettlementRefused } from './commands.ts';
import type { Settlements } from './runner.ts';

function toHttpError(error: unknown): unknown {
  if (!(error instanceof SettlementRefused)) return error;
  switch (error.reason) {
    case 'UNKNOWN_KIND':
      return validationFailed({ kind: 'INVALID' }, error.message);
    case 'NO_SUCH_DATE':
      return validationFailed({ brandDate: 'INVALID' }, error.message);
    case 'PERIOD_OPEN':
    case 'RUN_IN_PROGRESS':
      return new DomainError('INVALID_STATE', error.message);
  }
}

export const settlementAdminRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  settlements: Settlements;
}> = async (app, { db, settlements }) => {
  app.get(
    '/admin-api/v1/settlements',
    {
      schema: {
        tags: ['operator'],
        summary: "The brand's settlement runs, newest period first, with their inputs and outputs",
        querystring: SettlementQuerySchema,
        response: { 200: SettlementListSchema },
      },
      preHandler: requireOperator(db, SETTLEMENT_READERS),
    },
    async (request) => ({
      kinds: settlements.kinds.map(({ name, cadence }) => ({ name, cadence })),
      items: await listSettlements(db, settlements, request.brand, request.query),
    }),
  );

  app.post(
    '/admin-api/v1/settlements/run',
    {
      schema: {
        tags: ['operator'],
        summary: 'Run a closed period now, or again: a run pays only the difference from what it paid before',
        body: SettlementRunRequestSchema,
        response: { 200: SettlementRunAnswerSchema },
      },
      preHandler: requireOperator(db, SETTLEMENT_RUNNERS),
    },
    async (request) => {
      const actor = { brand: request.brand, operator: currentOperator(request), ip: request.ip };
      try {
        const result = await runSettlement(db, settlements, actor, request.body);
        return {
          runId: result.runId.toString(),
          status: result.status,
          paid: toDecimalString(result.paid, currencyOf(request.brand.currencyCode)),
        };
      } catch (error) {
        throw toHttpError(error);
      }
    },
  );
};

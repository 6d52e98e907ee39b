import {
  AdminDividendBillQuerySchema,
  AgentDividendBillQuerySchema,
  DividendBillListSchema,
  DividendBillPaySchema,
  DividendBillSchema,
  ShortfallResolveSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import {
  currentOperator,
  requireOperator,
  SETTLEMENT_READERS,
  SETTLEMENT_RUNNERS,
} from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { pushBalances } from '../wallet/index.ts';
import { payBill, refuseBill, resolveShortfall, type BillChange } from './bills.ts';
import { agentBills, billItems, brandBills } from './bill-views.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,18}$' }) });

/**
 * Dividend bills in the agent centre: an upline sees and pays (or refuses) what it owes its downlines, a
 * downline sees what it is owed. Another agent's bill answers 404 as if it did not exist.
 */
export const dividendBillRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const agent = requirePlayer(db, { agentsOnly: true });
  const tags = ['contracts'];
  const answer = async (brand: Parameters<typeof billItems>[1], change: BillChange) => {
    pushBalances(realtime, change.balances, brand.currencyCode);
    return (await billItems(db, brand, [change.bill]))[0]!;
  };

  app.get(
    '/api/v1/agent/dividend-bills',
    {
      schema: {
        tags,
        summary: 'Dividend bills the caller owes its downlines, or is owed by its upline',
        querystring: AgentDividendBillQuerySchema,
        response: { 200: DividendBillListSchema },
      },
      preHandler: agent,
    },
    async (request) =>
      agentBills(db, { brand: request.brand, agentId: currentPlayer(request).id, query: request.query }),
  );

  app.post(
    '/api/v1/agent/dividend-bills/:id/pay',
    {
      schema: {
        tags,
        summary: "Pay a downline's dividend bill from the caller's balance",
        params: IdParams,
        body: DividendBillPaySchema,
        response: { 200: DividendBillSchema },
      },
      preHandler: agent,
    },
    async (request) =>
      answer(
        request.brand,
        await payBill(db, {
          brand: request.brand,
          agent: currentPlayer(request),
          billId: BigInt(request.params.id),
          paymentPassword: request.body.paymentPassword,
        }),
      ),
  );

  app.post(
    '/api/v1/agent/dividend-bills/:id/refuse',
    {
      schema: {
        tags,
        summary: 'Refuse a dividend bill: the account is frozen and the platform force-pays it',
        params: IdParams,
        response: { 200: DividendBillSchema },
      },
      preHandler: agent,
    },
    async (request) =>
      answer(
        request.brand,
        await refuseBill(db, {
          brand: request.brand,
          agentId: currentPlayer(request).id,
          billId: BigInt(request.params.id),
        }),
      ),
  );
};

/** The console's dividend bills: every bill of the brand, and settling a shortfall (audited). */
export const dividendBillAdminRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  realtime: Realtime;
}> = async (app, { db, realtime }) => {
  const tags = ['operator', 'contracts'];

  app.get(
    '/admin-api/v1/dividend-bills',
    {
      schema: {
        tags,
        summary: "The brand's dividend bills, newest period first",
        querystring: AdminDividendBillQuerySchema,
        response: { 200: DividendBillListSchema },
      },
      preHandler: requireOperator(db, SETTLEMENT_READERS),
    },
    async (request) => brandBills(db, { brand: request.brand, query: request.query }),
  );

  app.post(
    '/admin-api/v1/dividend-bills/:id/shortfall',
    {
      schema: {
        tags,
        summary: "Settle a bill's shortfall: the platform pays the downline, or it is written off",
        params: IdParams,
        body: ShortfallResolveSchema,
        response: { 200: DividendBillSchema },
      },
      preHandler: requireOperator(db, SETTLEMENT_RUNNERS),
    },
    async (request) => {
      const change = await resolveShortfall(db, {
        brand: request.brand,
        operator: currentOperator(request),
        ip: request.ip,
        billId: BigInt(request.params.id),
        ...request.body,
      });
      pushBalances(realtime, change.balances, request.brand.currencyCode);
      return (await billItems(db, request.brand, [change.bill]))[0]!;
    },
  );
};

import {
  AdminWithdrawalDetailSchema,
  AdminWithdrawalQuerySchema,
  AdminWithdrawalSummarySchema,
  PageOf,
  WithdrawalForceReceiptSchema,
  WithdrawalPaidSchema,
  WithdrawalRejectSchema,
  WithdrawalSettingsSchema,
  WithdrawalSettingsPatchSchema,
  WithdrawalStatusSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import type { Database } from '../../db/client.ts';
import { sendProofImage } from '../../platform/image-form-http.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import {
  listBrandWithdrawals,
  proofImage,
  reviewWithdrawal,
  withdrawalDetail,
  type ReviewAction,
} from './review.ts';
import { Id } from './http.ts';
import { readRules, toSettings, updateWithdrawalSettings } from './settings.ts';
import { pushAnswer } from '../wallet/index.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';

const ACTIONS: { action: ReviewAction; summary: string; body: TSchema }[] = [
  {
    action: 'approve',
    summary: 'Approve a pending withdrawal (the money stays held until it is paid)',
    body: Type.Object({}, { additionalProperties: false }),
  },
  {
    action: 'reject',
    summary: 'Reject a pending or approved withdrawal with a reason; the money is released',
    body: WithdrawalRejectSchema,
  },
  {
    action: 'paid',
    summary: 'Mark an approved withdrawal paid: the held money leaves the player',
    body: WithdrawalPaidSchema,
  },
  {
    action: 'force-receipt',
    summary: 'Close a paid or disputed withdrawal as received, with a reason (nothing is returned)',
    body: WithdrawalForceReceiptSchema,
  },
];

export const withdrawalAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  // Support answers players' questions about their withdrawals; only money roles act on them.
  const readers = requireOperator(db, ['owner', 'admin', 'finance', 'support']);
  const finance = requireOperator(db, ['owner', 'admin', 'finance']);

  app.get(
    '/admin-api/v1/withdrawals',
    {
      schema: {
        tags: ['operator'],
        summary: 'Withdrawals, newest first; filter by status, account and requested days',
        querystring: AdminWithdrawalQuerySchema,
        response: { 200: PageOf(AdminWithdrawalSummarySchema) },
      },
      preHandler: readers,
    },
    async (request) => listBrandWithdrawals(db, request.brand, request.query),
  );

  app.get(
    '/admin-api/v1/withdrawals/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One withdrawal: payout account, decisions, receipt and its proof images',
        params: Type.Object({ id: Id }),
        response: { 200: AdminWithdrawalDetailSchema },
      },
      preHandler: readers,
    },
    async (request) => withdrawalDetail(db, request.brand, BigInt(request.params.id)),
  );

  app.get(
    '/admin-api/v1/withdrawals/:id/proofs/:n',
    {
      schema: {
        tags: ['operator'],
        summary: 'A proof image of the receipt (png or jpg)',
        params: Type.Object({ id: Id, n: Type.Integer({ minimum: 1, maximum: 3 }) }),
      },
      preHandler: readers,
    },
    async (request, reply) => {
      const image = await proofImage(db, request.brand, BigInt(request.params.id), request.params.n);
      return sendProofImage(reply, image, `withdrawal-${request.params.id}-${request.params.n}`);
    },
  );

  for (const { action, summary, body } of ACTIONS) {
    app.post(
      `/admin-api/v1/withdrawals/:id/${action}`,
      {
        schema: {
          tags: ['operator'],
          summary,
          params: Type.Object({ id: Id }),
          headers: IdempotencyHeader,
          body,
          response: { 200: WithdrawalStatusSchema },
        },
        // API.md's approve and paid carry no body: a request without one is an empty form.
        preValidation: async (request) => {
          request.body ??= {};
        },
        preHandler: finance,
      },
      async (request, reply) => {
        const { brand } = request;
        const operator = currentOperator(request);
        const id = BigInt(request.params.id);
        const once = idempotentRequest(
          request,
          brand.id,
          `operator:${operator.id}`,
          `POST /admin-api/v1/withdrawals/${id}/${action}`,
        );
        const work = await reviewWithdrawal({
          brand,
          operator,
          id,
          action,
          input: (request.body ?? {}) as { reason?: string; reference?: string },
          ip: request.ip,
        });
        const answer = pushAnswer(realtime, await runIdempotent(db, once, work), brand.currencyCode);
        return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 200).send(answer.body);
      },
    );
  }

  app.get(
    '/admin-api/v1/withdrawal-settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s withdrawal rules',
        response: { 200: WithdrawalSettingsSchema },
      },
      preHandler: readers,
    },
    async (request) => toSettings(await readRules(db, request.brand), request.brand.currencyCode),
  );

  app.patch(
    '/admin-api/v1/withdrawal-settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change the brand’s withdrawal rules, any subset of them (audited)',
        body: WithdrawalSettingsPatchSchema,
        response: { 200: WithdrawalSettingsSchema },
      },
      preHandler: finance,
    },
    async (request) =>
      updateWithdrawalSettings(db, {
        brand: request.brand,
        operator: currentOperator(request),
        input: request.body,
        ip: request.ip,
      }),
  );
};

import {
  AccountRecordItemSchema,
  AccountRecordQuerySchema,
  AdjustmentCreateSchema,
  AdjustmentPendingSchema,
  AdjustmentPostedSchema,
  LedgerCheckSchema,
  PageOf,
  TransferCreateSchema,
  TransferCreatedSchema,
  TransferTargetsSchema,
  WalletSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { inTransaction, type Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { checkLedger } from '../ledger/index.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { money } from './amounts.ts';
import { pushAnswer } from './balance-push.ts';
import { adjustBalance } from './adjustments.ts';
import {
  listAccountRecord,
  readPlayerWallet,
  readWallet,
  transferTargets,
  transferWithinTeam,
  type TransferGate,
  type RecordGamesNamer,
  type RecordRemarksNamer,
} from './commands.ts';
import { IdempotencyHeader, idempotentRequest } from '../../platform/idempotency-key.ts';
import { runIdempotent, STATUS_OF_OUTCOME } from '../../platform/idempotent-requests.ts';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });

export const walletRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  realtime: Realtime;
  nameGames: RecordGamesNamer;
  nameRemarks: RecordRemarksNamer;
  /** What must hold before money goes to another account (the bonuses' wagering gate). */
  transferGate?: TransferGate;
}> = async (app, { db, realtime, nameGames, nameRemarks, transferGate }) => {
  const member = requirePlayer(db);

  app.get(
    '/api/v1/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Balance, what is available and what withdrawals hold',
        response: { 200: WalletSchema },
      },
      preHandler: member,
    },
    async (request) => readWallet(db, currentPlayer(request), request.brand),
  );

  app.get(
    '/api/v1/wallet/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Account record: every movement of the balance, newest first',
        querystring: AccountRecordQuerySchema,
        response: { 200: PageOf(AccountRecordItemSchema) },
      },
      preHandler: member,
    },
    async (request) =>
      listAccountRecord(db, currentPlayer(request), request.brand, request.query, {
        games: nameGames,
        remarks: nameRemarks,
      }),
  );

  app.get(
    '/api/v1/transfers/targets',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Whom the player may send money to: its upline, and (agents) its team',
        response: { 200: TransferTargetsSchema },
      },
      preHandler: member,
    },
    async (request) => transferTargets(db, currentPlayer(request), request.brand),
  );

  app.post(
    '/api/v1/transfers',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Send money to the upline, or (agents) to a member of the team',
        headers: IdempotencyHeader,
        body: TransferCreateSchema,
        response: { 201: TransferCreatedSchema },
      },
      preHandler: member,
    },
    async (request, reply) => {
      const { brand } = request;
      const player = currentPlayer(request);
      const once = idempotentRequest(request, brand.id, `player:${player.id}`, 'POST /api/v1/transfers');
      const work = await transferWithinTeam(db, {
        brand,
        player,
        input: request.body,
        ...(transferGate ? { gate: transferGate } : {}),
      });
      const answer = pushAnswer(realtime, await runIdempotent(db, once, work), brand.currencyCode);
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 201).send(answer.body);
    },
  );

  app.get(
    '/admin-api/v1/players/:id/wallet',
    {
      schema: {
        tags: ['operator'],
        summary: "A player's balance, what is available and what withdrawals hold",
        params: Type.Object({ id: Id }),
        response: { 200: WalletSchema },
      },
      // Reading is for every operator (support answers balance questions); changing it is for finance.
      preHandler: requireOperator(db),
    },
    async (request) => readPlayerWallet(db, request.brand, BigInt(request.params.id)),
  );

  app.post(
    '/admin-api/v1/players/:id/adjustments',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Credit (positive) or debit (negative) a player's balance, with a reason; above the brand's " +
          'approval threshold it waits for a second operator (202)',
        params: Type.Object({ id: Id }),
        headers: IdempotencyHeader,
        body: AdjustmentCreateSchema,
        response: {
          201: AdjustmentPostedSchema,
          202: AdjustmentPendingSchema,
        },
      },
      preHandler: requireOperator(db, ['owner', 'admin', 'finance']),
    },
    async (request, reply) => {
      const { brand } = request;
      const operator = currentOperator(request);
      const playerId = BigInt(request.params.id);
      const once = idempotentRequest(
        request,
        brand.id,
        `operator:${operator.id}`,
        `POST /admin-api/v1/players/${playerId}/adjustments`,
      );
      const work = await adjustBalance(db, {
        brand,
        operator,
        playerId,
        input: request.body,
        ip: request.ip,
      });
      const answer = pushAnswer(realtime, await runIdempotent(db, once, work), brand.currencyCode);
      return reply.code(STATUS_OF_OUTCOME[answer.outcome] as 201 | 202).send(answer.body);
    },
  );

  app.get(
    '/admin-api/v1/ledger/check',
    {
      schema: {
        tags: ['operator'],
        summary: 'Reconciliation: does every rule of double entry hold?',
        response: { 200: LedgerCheckSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin', 'finance']),
    },
    async (request) => {
      const result = await inTransaction(db, (tx) => checkLedger(tx, request.brand.id));
      return {
        balanced: result.balanced,
        problems: result.problems.map((p) => ({ code: p.code, rule: p.rule, count: p.count.toString() })),
        totals: result.totals.map((t) => ({
          currency: t.currency,
          playerBalances: money(t.playerBalances, t.currency),
          locked: money(t.locked, t.currency),
          house: Object.fromEntries(Object.entries(t.house).map(([code, v]) => [code, money(v, t.currency)])),
          transfers: t.transfers.toString(),
          entries: t.entries.toString(),
        })),
      };
    },
  );
};

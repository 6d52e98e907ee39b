import {
  WalletAnswerSchema,
  WalletAuthenticateAnswerSchema,
  WalletAuthenticateSchema,
  WalletBalanceRequestSchema,
  WalletBetSchema,
  WalletRollbackSchema,
  WalletWinSchema,
} from '@croupier/contracts';
import type { FastifyError, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import {
  authenticate,
  placeBet,
  readBalance,
  reportUnexpectedBatchFailures,
  rollbackBet,
  settleWin,
  type CallingVendor,
  type WalletOutcome,
} from '../gameplay/index.ts';
import { secretBox } from '../security/index.ts';
import { pushBalances } from '../wallet/index.ts';
import { vendorKeys, type SignedHeaders } from './vendor-keys.ts';

export const WALLET_API_PREFIX = '/wallet-api/v1';
/** Wallet calls are small JSON objects; anything bigger is not one. */
const BODY_LIMIT = 16 * 1024;

const SIGNED =
  'Signed with X-Vendor-Id, X-Timestamp (ms) and X-Signature (hex HMAC-SHA256 of "<timestamp>.<raw body>").';

/**
 * The vendor wallet protocol (API.md): outside vendors and the studio call it server to server. Every answer is
 * HTTP 200 with a `status`, a thrown error included (INTERNAL_ERROR, the one status a vendor retries), so this
 * scope keeps the raw body for the signature and has its own error handler instead of problem JSON.
 */
export const walletApiRoutes: FastifyPluginAsync<{
  db: Database;
  realtime: Realtime;
  secret: string;
}> = async (app, { db, realtime, secret }) => {
  const keys = vendorKeys(db, secretBox(secret, 'vendor-wallet'));
  reportUnexpectedBatchFailures(db, (error, calls) =>
    app.log.error({ err: error, calls }, 'a batch of wallet calls failed; each call was posted alone'),
  );
  await app.register(
    async (scope) => {
      // The signature covers the exact bytes sent, so the body stays a Buffer until it has been checked.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
        done(null, body),
      );
      // The body schemas are for the OpenAPI document; they are checked after the signature, not before.
      scope.setValidatorCompiler(() => () => true);
      scope.setErrorHandler((error: FastifyError, request, reply) => {
        const clientFault =
          error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
        if (!clientFault)
          request.log.error({ error: { type: error.name, message: error.message } }, 'wallet call failed');
        return reply.code(200).send({ status: clientFault ? 'INVALID_REQUEST' : 'INTERNAL_ERROR' });
      });
      endpoint(
        scope,
        'authenticate',
        'A vendor exchanges a launch token for the player',
        WalletAuthenticateSchema,
        WalletAuthenticateAnswerSchema,
        (vendor, body) => authenticate(db, vendor, body.token),
      );
      endpoint(
        scope,
        'balance',
        "A player's balance",
        WalletBalanceRequestSchema,
        WalletAnswerSchema,
        (vendor, body) => readBalance(db, vendor, body.playerId),
      );
      endpoint(
        scope,
        'bet',
        'A stake leaves the player’s balance (idempotent per transactionId)',
        WalletBetSchema,
        WalletAnswerSchema,
        (vendor, body) => placeBet(db, vendor, body),
      );
      endpoint(
        scope,
        'win',
        'A win is paid; roundClosed settles the round (idempotent per transactionId)',
        WalletWinSchema,
        WalletAnswerSchema,
        (vendor, body) => settleWin(db, vendor, body),
      );
      endpoint(
        scope,
        'rollback',
        'A bet is cancelled and its stake refunded (idempotent per transactionId)',
        WalletRollbackSchema,
        WalletAnswerSchema,
        (vendor, body) => rollbackBet(db, vendor, body),
      );
    },
    { prefix: WALLET_API_PREFIX },
  );

  function endpoint<S extends TSchema, A>(
    scope: FastifyInstance,
    name: string,
    summary: string,
    body: S,
    answer: TSchema,
    run: (vendor: CallingVendor, body: Static<S>) => Promise<WalletOutcome<A>>,
  ) {
    const shape = Compile(body);
    scope.post(
      `/${name}`,
      { schema: { tags: ['wallet-api'], summary, description: SIGNED, body, response: { 200: answer } } },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const vendor = await keys.verify(request.headers as SignedHeaders, raw);
        if (!vendor) return { status: 'INVALID_SIGNATURE' };
        const parsed = parseJson(raw);
        if (!shape.Check(parsed)) return { status: 'INVALID_REQUEST' };
        const outcome = await run(vendor, parsed as Static<S>);
        // After the commit: a push is a hint to refetch, never part of the money movement.
        if (outcome.currency && outcome.balances.length > 0)
          pushBalances(realtime, outcome.balances, outcome.currency);
        return outcome.answer;
      },
    );
  }
};

function parseJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

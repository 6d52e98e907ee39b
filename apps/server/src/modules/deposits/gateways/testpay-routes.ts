import type { Server } from 'node:http';
import { currencyOf, formatMoney, parseMinor } from '@croupier/money';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../../db/client.ts';
import type { SecretBox } from '../../security/index.ts';
import { findGatewayAccount } from './accounts.ts';
import { lookOf, messagePage, payPage, type PageLook } from './testpay-page.ts';
import { readPayToken, signedCallback, TESTPAY_PATH, verifyPayToken, type PayToken } from './testpay.ts';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const CALLBACK_TIMEOUT_MS = 10_000;

/**
 * The embedded gateway calls back the platform node it runs in, over loopback: it is part of this process,
 * so the address it is listening on is the one place it can be sure to reach. (A real gateway is told a public
 * callback address instead.)
 */
function ownAddress(server: Server): string {
  const address = server.address();
  if (!address || typeof address === 'string')
    throw new Error('The platform is not listening on a TCP port.');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

const Params = Type.Object({ token: Type.String({ maxLength: 200 }) });
const Look = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 8 })),
  theme: Type.Optional(Type.String({ maxLength: 8 })),
});

/**
 * The test gateway's side: its pay page, and the Pay and Cancel buttons that report the outcome to the
 * merchant (the platform) by a signed server-to-server callback, then send the player back.
 */
export const testGatewayRoutes: FastifyPluginAsyncTypebox<{ db: Database; box: SecretBox }> = async (
  app,
  { db, box },
) => {
  // The page's forms post no fields: accept their (empty) body without reading it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', CSP)
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(body);

  /** The order behind a token, once its signature checks out against its merchant's secret. */
  const open = async (encoded: string) => {
    const claimed = readPayToken(encoded);
    const account = claimed && (await findGatewayAccount(db, box, 'testpay', claimed.merchantId));
    const token = account && verifyPayToken(encoded, account.secret);
    return token && account ? { token, account } : null;
  };

  /** Tells the merchant what happened; answers the merchant's refusal code, or null when it was not reached. */
  const report = async (token: PayToken, secret: string, status: 'paid' | 'failed') => {
    const callback = signedCallback(
      {
        merchantId: token.merchantId,
        orderId: token.orderId,
        amount: token.amount,
        currency: token.currency,
        status,
      },
      secret,
    );
    try {
      const response = await fetch(`${ownAddress(app.server)}/api/v1/payments/callback/testpay`, {
        method: 'POST',
        headers: callback.headers,
        body: callback.rawBody,
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      if (response.ok) return { accepted: true as const };
      const problem = (await response.json().catch(() => ({}))) as { code?: unknown };
      return {
        accepted: false as const,
        code: typeof problem.code === 'string' ? problem.code : `HTTP ${response.status}`,
      };
    } catch (error) {
      app.log.warn({ err: error }, 'test gateway could not reach the platform callback');
      return { accepted: false as const, code: null };
    }
  };

  const refuse = (reply: FastifyReply, look: PageLook, opened: Awaited<ReturnType<typeof open>>) => {
    if (!opened) return html(reply, 404, messagePage(look, 'invalid'));
    if (opened.token.expiresAt < Date.now())
      return html(reply, 410, messagePage(look, 'expired', { backUrl: opened.token.returnUrl }));
    return null;
  };

  const schema = (summary: string) => ({
    tags: ['test gateway'],
    summary,
    params: Params,
    querystring: Look,
    produces: ['text/html'],
  });

  app.get(
    `${TESTPAY_PATH}/:token`,
    { schema: schema('The built-in test gateway: its pay page (HTML)') },
    async (request, reply) => {
      const look = lookOf(request.query);
      const opened = await open(request.params.token);
      const refused = refuse(reply, look, opened);
      if (refused || !opened) return refused;
      const currency = currencyOf(opened.token.currency);
      return html(
        reply,
        200,
        payPage(look, {
          merchant: opened.account.brandName,
          orderId: opened.token.orderId,
          amount: formatMoney(parseMinor(opened.token.amount, currency) ?? 0n, currency),
          actionBase: `${TESTPAY_PATH}/${request.params.token}`,
        }),
      );
    },
  );

  app.post(
    `${TESTPAY_PATH}/:token/pay`,
    { schema: schema('The test gateway: pay, report it to the merchant, send the player back') },
    async (request, reply) => {
      const look = lookOf(request.query);
      const opened = await open(request.params.token);
      const refused = refuse(reply, look, opened);
      if (refused || !opened) return refused;
      const outcome = await report(opened.token, opened.account.secret, 'paid');
      if (outcome.accepted) return reply.redirect(opened.token.returnUrl, 303);
      const backUrl = opened.token.returnUrl;
      return html(
        reply,
        502,
        outcome.code
          ? messagePage(look, 'refused', { code: outcome.code, backUrl })
          : messagePage(look, 'unreachable', { backUrl }),
      );
    },
  );

  app.post(
    `${TESTPAY_PATH}/:token/cancel`,
    { schema: schema('The test gateway: cancel, report the failure, send the player back') },
    async (request, reply) => {
      const look = lookOf(request.query);
      const opened = await open(request.params.token);
      if (!opened) return html(reply, 404, messagePage(look, 'invalid'));
      // The merchant hears that the payment did not happen; the player goes back either way.
      await report(opened.token, opened.account.secret, 'failed');
      return reply.redirect(opened.token.returnUrl, 303);
    },
  );
};

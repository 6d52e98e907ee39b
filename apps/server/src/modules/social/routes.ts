import {
  SOCIAL_PROVIDERS,
  SocialBindSchema,
  SocialExchangeAnswerSchema,
  SocialExchangeSchema,
  SocialProvidersAnswerSchema,
  SocialStartAnswerSchema,
  SocialStartSchema,
  type SocialProvider,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { newSessionToken } from '../../platform/tokens.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { clientInfoOf, LoginAnswer, RegisterBody, SessionAnswer } from '../players/index.ts';
import { secretBox } from '../security/index.ts';
import {
  bindExistingAccount,
  exchangeCode,
  finishCallback,
  registerWithSocial,
  startSocialSignIn,
  type SocialContext,
} from './flow.ts';
import { listEnabledProviders } from './settings.ts';

interface Options {
  db: Database;
  captcha: CaptchaService;
  secret: string;
}

const COOKIE = 'croupier_social';
const COOKIE_PATH = '/api/v1/auth/social';
const BROWSER_VALUE = /^[A-Za-z0-9_-]{43}$/;
/** The player site's page that finishes a social sign-in; the fragment never reaches a server log. */
export const SOCIAL_PAGE = '/socialLogin';

function browserCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && BROWSER_VALUE.test(value)) return value;
  }
  return undefined;
}

/**
 * The browser's sign-in cookie, issued (or kept) at the start: HttpOnly so page scripts cannot read it, Lax so
 * it comes back on the provider's top-level redirect, scoped to these endpoints.
 */
function issueBrowserCookie(request: FastifyRequest, reply: FastifyReply): string {
  const value = browserCookie(request) ?? newSessionToken();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=1800; HttpOnly; SameSite=Lax${secure}`,
  );
  return value;
}

const Provider = Type.Enum(SOCIAL_PROVIDERS);
const Ticket = SocialBindSchema.properties.ticket;

const {
  method: _method,
  mobileNum: _mobile,
  countryDialingCode: _dial,
  verificationCode: _code,
  captchaId: _captchaId,
  captcha: _captcha,
  ...registerFields
} = RegisterBody.properties;

export const socialRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { db, captcha, secret }) => {
  const box = secretBox(secret, 'social-client-secret');
  const context = (request: FastifyRequest, browser: string): SocialContext => ({
    brand: request.brand,
    client: clientInfoOf(request),
    browser,
    box,
    secret,
  });
  // A page that lost its cookie cannot continue; the same answer as a used-up ticket.
  const contextOrEmpty = (request: FastifyRequest) => context(request, browserCookie(request) ?? '');

  app.get(
    '/api/v1/auth/social/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Social logins this site offers',
        response: { 200: SocialProvidersAnswerSchema },
      },
    },
    async (request) => (await listEnabledProviders(db, request.brand.id)).map((provider) => ({ provider })),
  );

  app.post(
    '/api/v1/auth/social/:provider/start',
    {
      schema: {
        tags: ['accounts'],
        summary: "Start a social login: answers the provider's authorization URL",
        params: Type.Object({ provider: Provider }),
        body: SocialStartSchema,
        response: { 200: SocialStartAnswerSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) =>
      startSocialSignIn(db, {
        ...context(request, issueBrowserCookie(request, reply)),
        provider: request.params.provider,
        origin: `${request.protocol}://${request.host}`,
        codes: request.body,
      }),
  );

  app.get(
    '/api/v1/auth/social/:provider/callback',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Where the provider sends the player back; redirects to the site with a one-time code',
        params: Type.Object({ provider: Provider }),
        response: { 302: Type.Null() },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const provider: SocialProvider = request.params.provider;
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const state = new URLSearchParams(query).get('state') ?? undefined;
      const outcome = await finishCallback(db, {
        ...contextOrEmpty(request),
        provider,
        state: state && state.length <= 500 ? state : undefined,
        query,
        onFailure: (error) =>
          request.log.warn(
            { provider, reason: error instanceof Error ? `${error.name}: ${error.message}` : 'unknown' },
            'social sign-in failed',
          ),
      });
      const fragment = 'code' in outcome ? `code=${outcome.code}` : `error=${outcome.error}`;
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${SOCIAL_PAGE}#${fragment}`, 302);
    },
  );

  app.post(
    '/api/v1/auth/social/exchange',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Swap the one-time code: signed in, or a ticket to bind or register',
        body: SocialExchangeSchema,
        response: { 200: SocialExchangeAnswerSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => exchangeCode(db, { ...contextOrEmpty(request), code: request.body.code }),
  );

  app.post(
    '/api/v1/auth/social/bind',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Bind the social login to an existing account (irreversible) and sign in',
        body: SocialBindSchema,
        response: { 200: LoginAnswer },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      bindExistingAccount(db, { ...contextOrEmpty(request), ...request.body, captchaService: captcha }),
  );

  app.post(
    '/api/v1/auth/social/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register a new account for the social login and sign in',
        body: Type.Object({ ticket: Ticket, ...registerFields }, { additionalProperties: false }),
        response: { 201: SessionAnswer },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { ticket, ...input } = request.body;
      return reply.code(201).send(
        await registerWithSocial(db, {
          ...contextOrEmpty(request),
          ticket,
          input: { ...input, method: 'username' },
          captchaService: captcha,
        }),
      );
    },
  );
};

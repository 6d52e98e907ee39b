import { COUNTRIES, WHITELABEL_FLAGS, isFlagOn, normalizeMobile } from '@croupier/contracts/constants';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { Realtime } from '../../platform/realtime.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { trustedOrigin } from '../brands/index.ts';
import {
  CODE_MINUTES,
  codeCheckLimit,
  issueCode,
  phoneDestination,
  type MessageProvider,
} from '../messaging/index.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPasswordByPhone,
  resetPasswordWithLink,
} from './passwords.ts';
import { registerPlayer } from './register.ts';
import { clientInfoOf } from './sessions.ts';
import { registrationRules } from './registration-rules.ts';
import * as repo from './repository.ts';
import * as S from './schemas.ts';
import { currentPlayer, requirePlayer } from './session-http.ts';
import { completeVerification, sendVerificationCode } from './second-verification.ts';
import { loginPlayer, startTrial } from './sign-in.ts';
import { secretBox } from '../security/index.ts';
import { toUserWithBalance, type MemberFactsReader } from './user.ts';

interface Options {
  db: Database;
  realtime: Realtime;
  captcha: CaptchaService;
  messages: MessageProvider;
  secret: string;
  /** VIP level and claimable rewards for `/me`, from the modules that own them. */
  memberFacts?: MemberFactsReader;
}

export const playerRoutes: FastifyPluginAsyncTypebox<Options> = async (
  app,
  { db, realtime, captcha, messages, secret, memberFacts },
) => {
  const signedIn = requirePlayer(db, { allowTrial: true });
  const endSessions = (ids: bigint[]) => realtime.toSessions(ids, 'session-ended');

  app.get(
    '/api/v1/register/rules',
    { schema: { tags: ['accounts'], summary: 'Registration field rules', response: { 200: S.RulesAnswer } } },
    async (request) => {
      const mobileFirst = isFlagOn(request.brand.whitelabel, WHITELABEL_FLAGS.mobileRegistration);
      return {
        method: mobileFirst ? ('mobile' as const) : ('username' as const),
        fields: registrationRules(request.brand.registrationRules),
      };
    },
  );

  app.get(
    '/api/v1/countries',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Countries for mobile numbers',
        response: { 200: Type.Array(S.Country) },
      },
    },
    async () => COUNTRIES.map((c) => ({ ...c })),
  );

  app.get(
    '/api/v1/affiliates/:code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is this invitation code valid?',
        params: Type.Object({ code: Type.String({ maxLength: 32 }) }),
        response: { 200: S.AffiliateCheck },
      },
    },
    async (request) => {
      const agent = await repo.findPlayerByCode(db, request.brand.id, 'affiliateCode', request.params.code);
      return { valid: Boolean(agent && agent.status === 'active' && agent.type !== 0 && agent.type !== 4) };
    },
  );

  app.post(
    '/api/v1/sms/code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit code by SMS',
        body: S.SmsCodeBody,
        response: { 200: S.CodeSent },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      const body = request.body;
      const mobile = normalizeMobile(body.countryDialingCode, body.mobileNum);
      if (!mobile)
        throw new DomainError('PHONE_INVALID', 'The mobile number is not valid.', {
          mobileNum: 'PHONE_INVALID',
        });
      if (body.purpose === 'register' || body.purpose === 'reset')
        await captcha.verify(db, body.captchaId, body.captcha);
      const destination = `+${body.countryDialingCode}${mobile}`;
      const code = await issueCode(db, {
        brandId: request.brand.id,
        purpose: body.purpose,
        destination,
        ip: request.ip,
        secret,
      });
      const known = await repo.findPlayerByMobile(db, request.brand.id, body.countryDialingCode, mobile);
      // Codes for signing in or resetting go only to registered numbers; the answer is the same either way.
      if (body.purpose === 'register' ? !known : Boolean(known)) {
        await messages.send(db, {
          brandId: request.brand.id,
          channel: 'sms',
          to: destination,
          subject: `${request.brand.name}: your code`,
          body: `${request.brand.name} code: ${code}. Valid ${CODE_MINUTES} minutes. Never share it.`,
          secrets: [code],
        });
      }
      return { expiredMinutes: CODE_MINUTES };
    },
  );

  app.post(
    '/api/v1/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Register and sign in',
        body: S.RegisterBody,
        response: { 201: S.SessionAnswer },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      preHandler: codeCheckLimit(app, 'register', (body: Static<typeof S.RegisterBody>) =>
        body.verificationCode && body.mobileNum
          ? phoneDestination(body.countryDialingCode, body.mobileNum)
          : undefined,
      ),
    },
    async (request, reply) =>
      reply.code(201).send(
        await registerPlayer(db, {
          brand: request.brand,
          input: request.body,
          client: clientInfoOf(request),
          captcha,
          secret,
        }),
      ),
  );

  app.post(
    '/api/v1/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in by password or SMS code',
        body: S.LoginBody,
        response: { 200: S.LoginAnswer },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      preHandler: codeCheckLimit(app, 'login', (body: Static<typeof S.LoginBody>) =>
        body.type === 'sms' ? phoneDestination(body.countryDialingCode, body.username) : undefined,
      ),
    },
    async (request) =>
      loginPlayer(db, {
        brand: request.brand,
        input: request.body,
        client: clientInfoOf(request),
        captcha,
        secret,
      }),
  );

  const box = secretBox(secret, 'player-totp');
  app.post(
    '/api/v1/auth/login/verify/send',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the second-verification code',
        body: S.VerifySendBody,
        response: { 200: S.CodeSent },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      sendVerificationCode(db, {
        brand: request.brand,
        ...request.body,
        client: clientInfoOf(request),
        secret,
        messages,
      }),
  );

  app.post(
    '/api/v1/auth/login/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Answer the second verification and sign in',
        body: S.VerifyBody,
        response: { 200: S.LoginAnswer },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      // The challenge stands for the account it verifies: its number or address is not in the request.
      preHandler: codeCheckLimit(app, 'login-verify', (body: Static<typeof S.VerifyBody>) =>
        body.method === 'sms' || body.method === 'email' ? body.verificationId : undefined,
      ),
    },
    async (request) =>
      completeVerification(db, box, {
        brand: request.brand,
        ...request.body,
        client: clientInfoOf(request),
        secret,
      }),
  );

  app.post(
    '/api/v1/auth/trial',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start free play with a demo account',
        response: { 200: S.SessionAnswer },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => startTrial(db, { brand: request.brand, client: clientInfoOf(request) }),
  );

  app.delete(
    '/api/v1/auth/session',
    {
      schema: { tags: ['accounts'], summary: 'Sign out', response: { 204: Type.Null() } },
      preHandler: signedIn,
    },
    async (request, reply) => {
      endSessions(await repo.endSessions(db, { sessionId: request.playerSessionId! }));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/me',
    {
      schema: { tags: ['accounts'], summary: 'The signed-in player', response: { 200: S.User } },
      preHandler: signedIn,
    },
    async (request) => toUserWithBalance(db, currentPlayer(request), request.brand, memberFacts),
  );

  app.post(
    '/api/v1/me/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the login password; other sessions end',
        body: S.ChangePasswordBody,
        response: { 204: Type.Null() },
      },
      preHandler: requirePlayer(db),
    },
    async (request, reply) => {
      endSessions(
        await changePassword(db, {
          brand: request.brand,
          player: currentPlayer(request),
          sessionId: request.playerSessionId!,
          ...request.body,
        }),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/password/forgot',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a reset link',
        body: S.ForgotBody,
        response: { 202: Type.Null() },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const origin = trustedOrigin(request, request.brand);
      if (!origin)
        throw new DomainError(
          'OPERATION_DISABLED',
          'Recovery by e-mail needs the site address set in the console; use the phone instead.',
        );
      await requestPasswordReset(db, {
        brand: request.brand,
        username: request.body.username,
        email: request.body.email,
        origin,
        messages,
      });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/api/v1/auth/password/reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from an e-mailed link',
        body: S.ResetBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      endSessions(await resetPasswordWithLink(db, { brand: request.brand, ...request.body }));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/password/reset-by-phone',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with an SMS code, then sign in',
        body: S.ResetByPhoneBody,
        response: { 200: S.SessionAnswer },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler: codeCheckLimit(app, 'reset-by-phone', (body: Static<typeof S.ResetByPhoneBody>) =>
        phoneDestination(body.countryDialingCode, body.mobileNum),
      ),
    },
    async (request) => {
      const result = await resetPasswordByPhone(db, {
        brand: request.brand,
        ...request.body,
        client: clientInfoOf(request),
        secret,
      });
      endSessions(result.ended);
      return result.answer;
    },
  );
};

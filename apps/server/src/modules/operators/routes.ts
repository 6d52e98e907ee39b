import {
  OperatorCreateSchema,
  OperatorLoginAnswerSchema,
  OperatorLoginSchema,
  OperatorPasswordChangeSchema,
  OperatorPasswordResetSchema,
  OperatorPatchSchema,
  OperatorSchema,
  ProblemSchema,
  TotpCodeSchema,
  TotpEnrolmentSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Secrets } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import { secretBox } from '../security/index.ts';
import { currentOperator, requireOperator } from './auth-http.ts';
import { createOperator, resetOperatorPassword, updateOperator } from './manage.ts';
import { listOperators } from './repository.ts';
import { changeOwnPassword, confirmTotpEnrolment, disableTotp, startTotpEnrolment } from './self-service.ts';
import { loginOperator, logoutOperator, toOperator } from './sign-in.ts';

const IdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) });
const problems = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 429: ProblemSchema };
const noContent = { 204: Type.Null(), ...problems };

export const operatorRoutes: FastifyPluginAsyncTypebox<{ db: Database; secrets: Secrets }> = async (
  app,
  { db, secrets },
) => {
  const box = secretBox(secrets.appSecret, 'operator-totp');
  const signedIn = requireOperator(db);
  const managers = requireOperator(db, ['owner', 'admin']);
  const me = (request: Parameters<typeof currentOperator>[0]) => ({
    operator: currentOperator(request),
    sessionId: request.operatorSessionId!,
    ip: request.ip,
  });

  app.post(
    '/admin-api/v1/auth/login',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operator sign-in',
        body: OperatorLoginSchema,
        response: { 200: OperatorLoginAnswerSchema, ...problems },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      loginOperator(db, box, {
        brand: request.brand,
        username: request.body.username,
        password: request.body.password,
        totp: request.body.totp,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );

  app.delete(
    '/admin-api/v1/auth/session',
    {
      schema: { tags: ['operator'], summary: 'Sign out', response: { 204: Type.Null() } },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await logoutOperator(db, {
        operator: currentOperator(request),
        sessionId: request.operatorSessionId!,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin-api/v1/me',
    {
      schema: {
        tags: ['operator'],
        summary: 'The signed-in operator',
        response: { 200: OperatorSchema, 401: ProblemSchema },
      },
      preHandler: signedIn,
    },
    async (request) => toOperator(currentOperator(request)),
  );

  app.post(
    '/admin-api/v1/me/password',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change my password; my other sessions end',
        body: OperatorPasswordChangeSchema,
        response: noContent,
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await changeOwnPassword(db, me(request), request.body.oldPassword, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin-api/v1/me/totp',
    {
      schema: {
        tags: ['operator'],
        summary: 'Start authenticator enrolment',
        response: { 200: TotpEnrolmentSchema },
      },
      preHandler: signedIn,
    },
    async (request) => startTotpEnrolment(db, box, me(request), request.brand),
  );

  app.post(
    '/admin-api/v1/me/totp/confirm',
    {
      schema: {
        tags: ['operator'],
        summary: 'Confirm enrolment with a code',
        body: TotpCodeSchema,
        response: noContent,
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await confirmTotpEnrolment(db, box, me(request), request.body.code);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin-api/v1/me/totp',
    {
      schema: {
        tags: ['operator'],
        summary: 'Turn the authenticator off',
        body: TotpCodeSchema,
        response: noContent,
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      await disableTotp(db, box, me(request), request.body.code);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin-api/v1/operators',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operators of this brand',
        response: { 200: Type.Array(OperatorSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => (await listOperators(db, request.brand.id)).map(toOperator),
  );

  app.post(
    '/admin-api/v1/operators',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add an operator',
        body: OperatorCreateSchema,
        response: { 201: OperatorSchema, 409: ProblemSchema, ...problems },
      },
      preHandler: managers,
    },
    async (request, reply) => reply.code(201).send(await createOperator(db, me(request), request.body)),
  );

  app.patch(
    '/admin-api/v1/operators/:id',
    {
      schema: {
        tags: ['operator'],
        summary: "Change an operator's role or disable them",
        params: IdParams,
        body: OperatorPatchSchema,
        response: { 200: OperatorSchema, 404: ProblemSchema, ...problems },
      },
      preHandler: managers,
    },
    async (request) => updateOperator(db, me(request), BigInt(request.params.id), request.body),
  );

  app.post(
    '/admin-api/v1/operators/:id/password',
    {
      schema: {
        tags: ['operator'],
        summary: "Reset an operator's password; their sessions end",
        params: IdParams,
        body: OperatorPasswordResetSchema,
        response: { 404: ProblemSchema, ...noContent },
      },
      preHandler: managers,
    },
    async (request, reply) => {
      await resetOperatorPassword(db, me(request), BigInt(request.params.id), request.body.newPassword);
      return reply.code(204).send(null);
    },
  );
};

import { OPERATOR_ROLES, OperatorLoginSchema, OperatorSchema, ProblemSchema } from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from './auth.ts';
import { createOperator, loginOperator, logoutOperator, toOperator } from './commands.ts';
import { listOperators } from './repository.ts';

const CreateOperatorSchema = Type.Object(
  {
    username: Type.String({ minLength: 3, maxLength: 32, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
    password: Type.String({ minLength: 10, maxLength: 200 }),
    role: Type.Enum(OPERATOR_ROLES),
  },
  { additionalProperties: false },
);

export const operatorRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/admin-api/v1/auth/login',
    {
      schema: {
        tags: ['operator'],
        summary: 'Operator sign-in',
        body: OperatorLoginSchema,
        response: { 200: Type.Object({ token: Type.String() }), 401: ProblemSchema, 423: ProblemSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      loginOperator(db, {
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
    { schema: { tags: ['operator'], summary: 'Sign out' }, preHandler: requireOperator(db) },
    async (request, reply) => {
      await logoutOperator(db, request.operatorSessionId!);
      return reply.code(204).send();
    },
  );

  app.get(
    '/admin-api/v1/me',
    { schema: { tags: ['operator'], summary: 'The signed-in operator', response: { 200: OperatorSchema } }, preHandler: requireOperator(db) },
    async (request) => toOperator(currentOperator(request)),
  );

  app.get(
    '/admin-api/v1/operators',
    { schema: { tags: ['operator'], summary: 'Operators of this brand', response: { 200: Type.Array(OperatorSchema) } }, preHandler: requireOperator(db) },
    async (request) => (await listOperators(db, request.brand.id)).map(toOperator),
  );

  app.post(
    '/admin-api/v1/operators',
    {
      schema: { tags: ['operator'], summary: 'Add an operator', body: CreateOperatorSchema, response: { 201: OperatorSchema } },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request, reply) => {
      const created = await createOperator(db, {
        brand: request.brand,
        actor: currentOperator(request),
        username: request.body.username,
        password: request.body.password,
        role: request.body.role,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  );
};

import {
  EmailBindCodeSchema,
  EmailBindSchema,
  MobileBindCodeSchema,
  MobileBindSchema,
  PaymentPasswordSetSchema,
  SecurityOverviewSchema,
  TotpCodeSchema,
  TotpEnrolmentSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime.ts';
import {
  codeCheckLimit,
  emailDestination,
  phoneDestination,
  type MessageProvider,
} from '../messaging/index.ts';
import { secretBox } from '../security/index.ts';
import * as centre from './security-centre.ts';
import { currentPlayer, requirePlayer } from './session-http.ts';

const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
const noContent = { 204: Type.Null() };

/** The member centre's security page (`securityCenter`): passwords, bindings, authenticator, sessions, history. */
export const securityCentreRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  realtime: Realtime;
  messages: MessageProvider;
  secret: string;
}> = async (app, { db, realtime, messages, secret }) => {
  const box = secretBox(secret, 'player-totp');
  const member = requirePlayer(db);
  const me = (request: FastifyRequest) => ({
    brand: request.brand,
    player: currentPlayer(request),
    sessionId: request.playerSessionId!,
    ip: request.ip,
    secret,
    messages,
  });
  const done = <T>(reply: { code(status: 204): { send(body: null): T } }) => reply.code(204).send(null);

  app.get(
    '/api/v1/me/security',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Security centre overview',
        response: { 200: SecurityOverviewSchema },
      },
      preHandler: member,
    },
    async (request) => centre.securityOverview(db, me(request)),
  );

  app.post(
    '/api/v1/me/payment-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set or change the payment password',
        body: PaymentPasswordSetSchema,
        response: noContent,
      },
      preHandler: member,
    },
    async (request, reply) => {
      await centre.setPaymentPassword(db, me(request), request.body);
      return done(reply);
    },
  );

  app.post(
    '/api/v1/me/mobile/code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a code to a mobile number to bind',
        body: MobileBindCodeSchema,
        response: noContent,
      },
      preHandler: member,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await centre.sendBindCode(db, me(request), { channel: 'sms', ...request.body });
      return done(reply);
    },
  );

  app.post(
    '/api/v1/me/mobile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Bind a mobile number with its code',
        body: MobileBindSchema,
        response: noContent,
      },
      preHandler: [
        member,
        codeCheckLimit(app, 'bind-mobile', (body: { countryDialingCode: string; mobileNum: string }) =>
          phoneDestination(body.countryDialingCode, body.mobileNum),
        ),
      ],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await centre.bindMobile(db, me(request), request.body);
      return done(reply);
    },
  );

  app.post(
    '/api/v1/me/email/code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a code to an e-mail address to bind',
        body: EmailBindCodeSchema,
        response: noContent,
      },
      preHandler: member,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await centre.sendBindCode(db, me(request), { channel: 'email', email: request.body.email });
      return done(reply);
    },
  );

  app.post(
    '/api/v1/me/email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Bind an e-mail address with its code',
        body: EmailBindSchema,
        response: noContent,
      },
      preHandler: [
        member,
        codeCheckLimit(app, 'bind-email', (body: { email: string }) => emailDestination(body.email)),
      ],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await centre.bindEmail(db, me(request), request.body);
      return done(reply);
    },
  );

  app.post(
    '/api/v1/me/totp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start authenticator enrolment',
        response: { 200: TotpEnrolmentSchema },
      },
      preHandler: member,
    },
    async (request) => centre.startPlayerTotp(db, box, me(request)),
  );

  app.post(
    '/api/v1/me/totp/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the authenticator with a code',
        body: TotpCodeSchema,
        response: noContent,
      },
      preHandler: member,
    },
    async (request, reply) => {
      await centre.confirmPlayerTotp(db, box, me(request), request.body.code);
      return done(reply);
    },
  );

  app.delete(
    '/api/v1/me/totp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Turn the authenticator off',
        body: TotpCodeSchema,
        response: noContent,
      },
      preHandler: member,
    },
    async (request, reply) => {
      await centre.disablePlayerTotp(db, box, me(request), request.body.code);
      return done(reply);
    },
  );

  app.delete(
    '/api/v1/me/sessions/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End one of my sessions',
        params: Type.Object({ id: Id }),
        response: noContent,
      },
      preHandler: member,
    },
    async (request, reply) => {
      realtime.toSessions(
        await centre.endOwnSession(db, me(request), BigInt(request.params.id)),
        'session-ended',
      );
      return done(reply);
    },
  );
};

import {
  SignInCalendarQuerySchema,
  SignInCalendarSchema,
  SignInResultSchema,
  SignInSettingsSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { readSignInSettings, saveSignInSettings, signIn, signInCalendar } from './commands.ts';

/** The player's daily sign-in (API.md "Promotions and rewards") and its calendar. */
export const signInRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);

  app.post(
    '/api/v1/sign-in',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'Check in for today (brand-local): the streak and the reward paid; 409 ALREADY_SIGNED_IN after',
        response: { 200: SignInResultSchema },
      },
      preHandler: member,
    },
    async (request) => signIn(db, request.brand, currentPlayer(request).id),
  );

  app.get(
    '/api/v1/sign-in',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'The sign-in calendar of a brand-local month (default this one), the streak and the day rewards',
        querystring: SignInCalendarQuerySchema,
        response: { 200: SignInCalendarSchema },
      },
      preHandler: member,
    },
    async (request) => signInCalendar(db, request.brand, currentPlayer(request).id, request.query.month),
  );
};

/** The console's sign-in rewards editor. */
export const signInAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin-api/v1/sign-in/settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'The daily sign-in: on or off, the reward of each streak day, the wagering multiple',
        response: { 200: SignInSettingsSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin', 'finance', 'support', 'viewer']),
    },
    async (request) => readSignInSettings(db, request.brand),
  );

  app.put(
    '/admin-api/v1/sign-in/settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set the daily sign-in rewards (day 1 first, 1–31 days); audited',
        body: SignInSettingsSchema,
        response: { 200: SignInSettingsSchema },
      },
      preHandler: requireOperator(db, ['owner', 'admin']),
    },
    async (request) =>
      saveSignInSettings(
        db,
        { brand: request.brand, operator: currentOperator(request), ip: request.ip },
        request.body,
      ),
  );
};

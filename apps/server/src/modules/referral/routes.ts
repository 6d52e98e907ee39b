import {
  ReferralAdminFriendPageSchema,
  ReferralAdminFriendQuerySchema,
  ReferralFriendPageSchema,
  ReferralFriendQuerySchema,
  ReferralRulesSchema,
  ReferralSummarySchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/client.ts';
import { currentOperator, requireOperator } from '../operators/index.ts';
import { currentPlayer, requirePlayer } from '../players/index.ts';
import { adminFriends, friendsOf, referralSummary } from './queries.ts';
import { readReferralRules, toRulesView, updateReferralRules } from './settings.ts';

/** Invite friends: the member centre's referral page (spec §2 `referral`). */
export const referralRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const member = requirePlayer(db);

  app.get(
    '/api/v1/referral',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'The caller’s referral code, the brand’s rule, and how many friends joined, qualified and are on their way',
        response: { 200: ReferralSummarySchema },
      },
      preHandler: member,
    },
    async (request) => referralSummary(db, request.brand, currentPlayer(request)),
  );

  app.get(
    '/api/v1/referral/friends',
    {
      schema: {
        tags: ['promotions'],
        summary:
          'The caller’s referred friends (masked), newest first, with their progress towards qualifying',
        querystring: ReferralFriendQuerySchema,
        response: { 200: ReferralFriendPageSchema },
      },
      preHandler: member,
    },
    async (request) => friendsOf(db, request.brand, currentPlayer(request), request.query),
  );
};

/** The console's referral programme: the brand's rule and every referred player, self-referrals flagged. */
export const referralAdminRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const readers = requireOperator(db, ['owner', 'admin', 'finance', 'support', 'viewer']);
  const editors = requireOperator(db, ['owner', 'admin']);

  app.get(
    '/admin-api/v1/referral/settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand’s referral rule: reward per qualified friend and what qualifies a friend',
        response: { 200: ReferralRulesSchema },
      },
      preHandler: readers,
    },
    async (request) => toRulesView(await readReferralRules(db, request.brand), request.brand.currencyCode),
  );

  app.put(
    '/admin-api/v1/referral/settings',
    {
      schema: {
        tags: ['operator'],
        summary: 'Save the brand’s referral rule (friends already referred keep their deadline); audited',
        body: ReferralRulesSchema,
        response: { 200: ReferralRulesSchema },
      },
      preHandler: editors,
    },
    async (request) =>
      updateReferralRules(
        db,
        { brand: request.brand, operator: currentOperator(request), ip: request.ip },
        { currencyCode: request.brand.currencyCode, rules: request.body },
      ),
  );

  app.get(
    '/admin-api/v1/referral/friends',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Referred players with their referrer, progress and outcome; status=self_referral lists the flagged',
        querystring: ReferralAdminFriendQuerySchema,
        response: { 200: ReferralAdminFriendPageSchema },
      },
      preHandler: readers,
    },
    async (request) => adminFriends(db, request.brand, request.query),
  );
};

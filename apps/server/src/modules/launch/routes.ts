import {
  GameMaintenanceProblemSchema,
  LaunchAnswerSchema,
  LaunchRequestSchema,
  ProblemSchema,
} from '@croupier/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import type { Lobby } from '../catalogue/index.ts';
import { optionalPlayer } from '../players/index.ts';
import { vendorSecretBox } from '../vendors/index.ts';
import { launchGame } from './commands.ts';

/**
 * The origin the player's browser reached the site at, serialised as browsers do (no default port). The host
 * resolved this request's brand, so it is the brand's; TRUST_PROXY decides whether X-Forwarded-* count.
 */
function siteOriginOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    // A Host no URL can hold: the vendor is vouched for no origin and frames nothing.
    return '';
  }
}

export const launchRoutes: FastifyPluginAsyncTypebox<{ db: Database; lobby: Lobby; secret: string }> = async (
  app,
  { db, lobby, secret },
) => {
  const vendorSecrets = vendorSecretBox(secret);
  app.post(
    '/api/v1/games/:gameId/launch',
    {
      schema: {
        tags: ['games'],
        summary: "Launch a game: real money (members) or free play; answers the vendor's URL to open",
        params: Type.Object({ gameId: Type.String({ pattern: '^[1-9][0-9]{0,17}$' }) }),
        body: LaunchRequestSchema,
        response: {
          200: LaunchAnswerSchema,
          400: ProblemSchema,
          401: ProblemSchema,
          403: ProblemSchema,
          404: ProblemSchema,
          409: GameMaintenanceProblemSchema,
        },
      },
      // Every launch writes a session row: a generous limit for players, a wall against scripted floods.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const player = await optionalPlayer(db, request);
      const { url, target } = await launchGame(db, {
        brand: request.brand,
        lobby,
        player,
        gameId: BigInt(request.params.gameId),
        request: request.body,
        siteOrigin: siteOriginOf(request),
        vendorSecrets,
      });
      return reply.header('cache-control', 'no-store').send({ url, target });
    },
  );
};

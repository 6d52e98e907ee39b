import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { authGuard } from '../../platform/auth-guards.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { bearerToken, hashToken } from '../../platform/tokens.ts';
import * as repo from './repository.ts';
import { AGENT_TYPES, PLAYER_TYPES } from './schema.ts';
import { IDLE_MINUTES } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    player?: repo.PlayerRow;
    playerSessionId?: bigint;
  }
}

/**
 * preHandler for player and agent routes: a live session of this brand; trial accounts only where allowed. It runs
 * before the body is validated (platform/auth-guards.ts), so strangers learn nothing about a route's fields.
 */
export function requirePlayer(db: Database, options: { allowTrial?: boolean; agentsOnly?: boolean } = {}) {
  return authGuard(async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('LOGIN_REQUIRED', 'Please log in first.');
    const found = await repo.findLiveSession(db, hashToken(token), IDLE_MINUTES);
    if (!found || found.player.brandId !== request.brand.id)
      throw new DomainError('LOGIN_REQUIRED', 'Please log in again.');
    if (found.player.type === PLAYER_TYPES.trial && !options.allowTrial) {
      throw new DomainError('TRIAL_NOT_ALLOWED', 'A real account is needed for this.');
    }
    if (options.agentsOnly && !AGENT_TYPES.includes(found.player.type))
      throw new DomainError('NOT_AN_AGENT', 'Only agents can do this.');
    await repo.touchSession(db, found.session.id);
    request.player = found.player;
    request.playerSessionId = found.session.id;
  });
}

/**
 * The signed-in account of this brand, or null, for pages open to visitors that show more to members (game
 * launch for free play, promotion statuses). A stale token reads as a visitor, never as an error.
 */
export async function optionalPlayer(db: Database, request: FastifyRequest): Promise<repo.PlayerRow | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const found = await repo.findLiveSession(db, hashToken(token), IDLE_MINUTES);
  return found && found.player.brandId === request.brand.id ? found.player : null;
}

export function currentPlayer(request: FastifyRequest): repo.PlayerRow {
  if (!request.player) throw new DomainError('LOGIN_REQUIRED', 'Please log in first.');
  return request.player;
}

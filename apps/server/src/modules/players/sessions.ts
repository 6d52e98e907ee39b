import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { authGuard } from '../../platform/auth-guards.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import { countryOf } from '../../platform/geo.ts';
import { bearerToken, hashToken, newSessionToken } from '../../platform/tokens.ts';
import * as repo from './repository.ts';
import { PLAYER_TYPES } from './schema.ts';

export const SESSION_DAYS = 7;
export const IDLE_MINUTES = 120;

declare module 'fastify' {
  interface FastifyRequest {
    player?: repo.PlayerRow;
    playerSessionId?: bigint;
  }
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export async function openSession(
  db: Executor,
  player: repo.PlayerRow,
  client: ClientInfo,
): Promise<{ token: string; sessionId: bigint }> {
  const token = newSessionToken();
  const sessionId = await repo.insertSession(db, {
    playerId: player.id,
    tokenHash: hashToken(token),
    ip: client.ip,
    country: countryOf(client.ip),
    userAgent: client.userAgent.slice(0, 300),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return { token, sessionId };
}

/** The live session behind a raw token, for the socket handshake. */
export async function sessionForToken(db: Database, token: string) {
  return repo.findLiveSession(db, hashToken(token), IDLE_MINUTES);
}

/**
 * preHandler for player and agent routes: a live session of this brand; trial accounts only where allowed. It runs
 * before the body is validated (platform/auth-guards.ts), so strangers learn nothing about a route's fields.
 */
export function requirePlayer(db: Database, options: { allowTrial?: boolean } = {}) {
  return authGuard(async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('LOGIN_REQUIRED', 'Please log in first.');
    const found = await repo.findLiveSession(db, hashToken(token), IDLE_MINUTES);
    if (!found || found.player.brandId !== request.brand.id)
      throw new DomainError('LOGIN_REQUIRED', 'Please log in again.');
    if (found.player.type === PLAYER_TYPES.trial && !options.allowTrial) {
      throw new DomainError('TRIAL_NOT_ALLOWED', 'A real account is needed for this.');
    }
    await repo.touchSession(db, found.session.id);
    request.player = found.player;
    request.playerSessionId = found.session.id;
  });
}

export function currentPlayer(request: FastifyRequest): repo.PlayerRow {
  if (!request.player) throw new DomainError('LOGIN_REQUIRED', 'Please log in first.');
  return request.player;
}

import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { findLiveSession, type SessionRow } from '../sessions/repository.ts';
import { sha256 } from '../sessions/token.ts';
import { sessionExpired } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    studioSession?: SessionRow;
    studioToken?: string;
  }
}

/** The game API's bearer check: an unknown or expired session is 401 SESSION_EXPIRED. */
export const requireSession = (db: Database) => async (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header)?.[1];
  const session = token ? await findLiveSession(db, sha256(token)) : undefined;
  if (!session) throw sessionExpired();
  request.studioSession = session;
  request.studioToken = token;
};

export const sessionOf = (request: FastifyRequest): SessionRow => request.studioSession!;

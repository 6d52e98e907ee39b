import type { Database, Executor } from '../../db/client.ts';
import { countryOf } from '../../platform/geo.ts';
import { hashToken, newSessionToken } from '../../platform/tokens.ts';
import * as repo from './repository.ts';

export const SESSION_DAYS = 7;
export const IDLE_MINUTES = 120;

export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The browser's own id (`X-Device-Id`, kept in its storage), when it sent a well-formed one. */
  deviceId?: string | null;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** A request's client as sign-ins record it: an ill-formed device id is dropped, not refused. */
export function clientInfoOf(request: {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}): ClientInfo {
  const device = request.headers['x-device-id'];
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : '',
    deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null,
  };
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

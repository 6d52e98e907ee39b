import { createAdapter } from '@socket.io/redis-adapter';
import type { Server as HttpServer } from 'node:http';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { WINS_TOPIC } from '@croupier/contracts';

/**
 * Socket.IO on the platform's origin. Events are hints to refetch and carry no authority.
 * With REDIS_URL the Redis adapter fans events out to every platform node.
 */
export interface Realtime {
  io: Server;
  toBrand(brandCode: string, event: string, payload?: unknown): void;
  /** Tells the sockets opened with these player sessions (for `session-ended`). */
  toSessions(sessionIds: readonly bigint[], event: string, payload?: unknown): void;
  /**
   * Tells the sockets of a brand that watch a topic (a page showing a live list asks with `watch`): a topic
   * nobody watches costs nothing, however often it changes.
   */
  toWatchers(brandCode: string, topic: string, event: string, payload?: unknown): void;
  /** Tells every open socket of these players, whichever session (for `balance`). */
  toPlayers(playerIds: readonly bigint[], event: string, payload?: unknown): void;
  /**
   * Ends this node's connections (not other nodes'): the HTTP server's close waits for every open socket, and a
   * browser tab would hold it for as long as it stays open.
   */
  dropConnections(): void;
  close(): Promise<void>;
}

export const brandRoom = (brandCode: string) => `brand:${brandCode}`;
export const sessionRoom = (sessionId: bigint) => `session:${sessionId}`;
export const playerRoom = (playerId: bigint) => `player:${playerId}`;
export const topicRoom = (brandCode: string, topic: string) => `watch:${topic}:${brandCode}`;
/** The topics a socket may watch. */
const TOPICS = new Set([WINS_TOPIC]);

export function createRealtime(
  server: HttpServer,
  options: {
    redisUrl?: string;
    channelPrefix?: string;
    onRedisError(error: Error): void;
    /** Receives the raw Host header. */
    resolveBrandCode(host: string): Promise<string | undefined>;
    /** The live player session behind a handshake token, if any. */
    resolveSession(token: string): Promise<{ sessionId: bigint; playerId: bigint } | undefined>;
  },
): Realtime {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    for (const client of redisClients) client.on('error', options.onRedisError);
    io.adapter(createAdapter(pub, sub, options.channelPrefix ? { key: options.channelPrefix } : {}));
  }
  io.on('connection', async (socket) => {
    const brandCode = await options
      .resolveBrandCode(socket.handshake.headers.host ?? '')
      .catch(() => undefined);
    if (brandCode) {
      await socket.join(brandRoom(brandCode));
      // The answer (an acknowledgement) tells the page it now gets the topic's events: it reads the list then,
      // so nothing that happened while it was not yet watching is missed.
      socket.on('watch', async (topic: unknown, answer: unknown) => {
        if (typeof topic !== 'string' || !TOPICS.has(topic)) return;
        await socket.join(topicRoom(brandCode, topic));
        if (typeof answer === 'function') answer();
      });
      socket.on('unwatch', (topic: unknown) => {
        if (typeof topic === 'string' && TOPICS.has(topic)) void socket.leave(topicRoom(brandCode, topic));
      });
    }
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const session =
      typeof token === 'string' && token.length <= 200
        ? await options.resolveSession(token).catch(() => undefined)
        : undefined;
    if (session) await socket.join([sessionRoom(session.sessionId), playerRoom(session.playerId)]);
    // Tells the client it now receives its brand's events (tests and reconnect logic wait for it).
    socket.emit('ready');
  });
  // On one node nobody else holds sockets: an event for rooms nobody is in (most wallet calls' players have no
  // tab open) is not even encoded. Through Redis another node may hold them, so it always goes out.
  const anyoneIn = (rooms: string[]) =>
    rooms.length > 0 &&
    (options.redisUrl !== undefined ||
      rooms.some((room) => (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0));
  return {
    io,
    toBrand(brandCode, event, payload) {
      io.to(brandRoom(brandCode)).emit(event, payload ?? {});
    },
    toWatchers(brandCode, topic, event, payload) {
      const room = topicRoom(brandCode, topic);
      if (anyoneIn([room])) io.to(room).emit(event, payload ?? {});
    },
    toSessions(sessionIds, event, payload) {
      const rooms = sessionIds.map(sessionRoom);
      if (anyoneIn(rooms)) io.to(rooms).emit(event, payload ?? {});
    },
    toPlayers(playerIds, event, payload) {
      const rooms = playerIds.map(playerRoom);
      if (anyoneIn(rooms)) io.to(rooms).emit(event, payload ?? {});
    },
    dropConnections() {
      io.engine.close();
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map(quitRedis));
    },
  };
}

/** How long a closing node waits for a Redis connection still being made before it gives up on it. */
const CONNECTING_WAIT_MS = 2_000;

/**
 * Quits a Redis client cleanly even while it is still connecting: quitting then would fail the commands queued
 * for the connection (the socket.io adapter's subscriptions) as unhandled rejections. A node closed right after it
 * started waits for the connection a little, then quits; one that cannot connect is disconnected.
 */
export async function quitRedis(client: Redis): Promise<void> {
  if (client.status === 'connecting' || client.status === 'connect' || client.status === 'reconnecting') {
    const ready = await Promise.race([
      once(client, 'ready').then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CONNECTING_WAIT_MS).unref()),
    ]).catch(() => false);
    if (!ready) {
      client.disconnect();
      return;
    }
  }
  await client.quit().catch(() => undefined);
}

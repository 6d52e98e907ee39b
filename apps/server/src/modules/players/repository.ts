import type { LoginMethod } from '@croupier/contracts';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { loginHistory, passwordResets, players, playerSessions } from './schema.ts';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;

export async function insertPlayer(db: Executor, values: NewPlayerRow) {
  const rows = await db.insert(players).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findPlayerById(db: Executor, brandId: bigint, id: bigint) {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.brandId, brandId), eq(players.id, id)));
  return rows[0];
}

export async function findPlayerByUsername(db: Executor, brandId: bigint, username: string) {
  const rows = await db
    .select()
    .from(players)
    .where(
      and(eq(players.brandId, brandId), sql`lower(${players.username}) = ${username.trim().toLowerCase()}`),
    );
  return rows[0];
}

export async function findPlayerByMobile(db: Executor, brandId: bigint, dialCode: string, number: string) {
  const rows = await db
    .select()
    .from(players)
    .where(
      and(
        eq(players.brandId, brandId),
        eq(players.mobileDialCode, dialCode),
        eq(players.mobileNumber, number),
      ),
    );
  return rows[0];
}

export async function findPlayerByEmail(db: Executor, brandId: bigint, email: string) {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.brandId, brandId), sql`lower(${players.email}) = ${email.trim().toLowerCase()}`));
  return rows[0];
}

export async function findPlayerByCode(
  db: Executor,
  brandId: bigint,
  column: 'affiliateCode' | 'referralCode',
  code: string,
) {
  const rows = await db
    .select()
    .from(players)
    .where(and(eq(players.brandId, brandId), eq(players[column], code.trim())));
  return rows[0];
}

/** Changes to a player row: values, or SQL such as `APP_NOW` for times the platform clock stamps. */
export type PlayerChanges = PgUpdateSetSource<typeof players>;

export async function updatePlayerRow(db: Executor, id: bigint, changes: PlayerChanges) {
  const [row] = await db.update(players).set(changes).where(eq(players.id, id)).returning();
  return row!;
}

export async function insertSession(db: Executor, values: typeof playerSessions.$inferInsert) {
  const [row] = await db.insert(playerSessions).values(values).returning({ id: playerSessions.id });
  return row!.id;
}

export async function findLiveSession(db: Executor, tokenHash: string, idleMinutes: number) {
  const rows = await db
    .select({ session: playerSessions, player: players })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(
      and(
        eq(playerSessions.tokenHash, tokenHash),
        isNull(playerSessions.endedAt),
        gt(playerSessions.expiresAt, sql`app_now()`),
        gt(playerSessions.lastSeenAt, sql`app_now() - make_interval(mins => ${idleMinutes})`),
        eq(players.status, 'active'),
      ),
    );
  return rows[0];
}

export async function touchSession(db: Executor, id: bigint) {
  await db
    .update(playerSessions)
    .set({ lastSeenAt: sql`app_now()` })
    .where(
      and(eq(playerSessions.id, id), sql`${playerSessions.lastSeenAt} < app_now() - interval '1 minute'`),
    );
}

/** Ends sessions (one, or all of a player but one) and answers which ended, so their sockets can be told. */
export async function endSessions(
  db: Executor,
  where: { sessionId: bigint } | { playerId: bigint; exceptSessionId?: bigint },
) {
  const condition =
    'sessionId' in where
      ? eq(playerSessions.id, where.sessionId)
      : and(
          eq(playerSessions.playerId, where.playerId),
          where.exceptSessionId === undefined ? undefined : ne(playerSessions.id, where.exceptSessionId),
        );
  const rows = await db
    .update(playerSessions)
    .set({ endedAt: sql`app_now()` })
    .where(and(condition, isNull(playerSessions.endedAt)))
    .returning({ id: playerSessions.id });
  return rows.map((r) => r.id);
}

export async function listLiveSessions(db: Executor, playerId: bigint) {
  return db
    .select()
    .from(playerSessions)
    .where(
      and(
        eq(playerSessions.playerId, playerId),
        isNull(playerSessions.endedAt),
        gt(playerSessions.expiresAt, sql`app_now()`),
      ),
    )
    .orderBy(desc(playerSessions.lastSeenAt));
}

/** Only the methods the console and the player site can name (`LOGIN_METHODS`) are recorded. */
export async function recordLogin(
  db: Executor,
  values: typeof loginHistory.$inferInsert & { method: LoginMethod },
) {
  await db.insert(loginHistory).values(values);
}

export async function listLoginHistory(db: Executor, playerId: bigint, limit = 50) {
  return db
    .select()
    .from(loginHistory)
    .where(eq(loginHistory.playerId, playerId))
    .orderBy(desc(loginHistory.createdAt), desc(loginHistory.id))
    .limit(limit);
}

/** Whether the player has signed in from this IP before (or registered from it). */
export async function isKnownIp(db: Executor, player: PlayerRow, ip: string) {
  if (player.registrationIp === ip) return true;
  const rows = await db
    .select({ id: loginHistory.id })
    .from(loginHistory)
    .where(and(eq(loginHistory.playerId, player.id), eq(loginHistory.ip, ip), eq(loginHistory.success, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertPasswordReset(db: Executor, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

/** Marks a reset link used and answers its player, or nothing when unknown, used or expired. */
export async function consumePasswordReset(db: Executor, tokenHash: string) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`app_now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`app_now()`),
      ),
    )
    .returning({ playerId: passwordResets.playerId });
  return rows[0]?.playerId;
}

export async function findPlayersByIds(db: Executor, ids: bigint[]) {
  return ids.length === 0 ? [] : db.select().from(players).where(inArray(players.id, ids));
}

/** The upline link only; the agents module keeps the tree's closure rows in the same transaction. */
export async function setUpline(db: Executor, id: bigint, uplineId: bigint | null) {
  await db.update(players).set({ uplineId }).where(eq(players.id, id));
}

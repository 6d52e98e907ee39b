import {
  normalTag,
  type LoginMethod,
  type Page,
  type PlayerDetail,
  type PlayerStatus,
  type PlayerSummary,
} from '@croupier/contracts';
import { and, arrayContains, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { inTransaction, type Database, type Executor } from '../../db/client.ts';
import { DomainError, notFound, validationFailed } from '../../platform/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { clearLocks, hashPassword, hasLiveLock } from '../security/index.ts';
import { randomPassword } from './register.ts';
import * as repo from './repository.ts';
import { PLAYER_TYPES, players } from './schema.ts';
import { playerIdentity } from './user.ts';
import { pageCount } from '../../platform/paging.ts';

export function toPlayerSummary(row: repo.PlayerRow, locked = false): PlayerSummary {
  return {
    ...playerIdentity(row),
    status: row.status as PlayerStatus,
    mobile: row.mobileNumber ? `+${row.mobileDialCode} ${row.mobileNumber}` : null,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: row.lastLoginIp,
    locked,
    tags: row.tags,
  };
}

/** Keys of the sign-in locks that concern this account, whatever IP they were counted from. */
const lockKeyPattern = (brandId: bigint, username: string) =>
  `player:${brandId}:%:${username.toLowerCase()}:%`;

const isLocked = (db: Executor, brandId: bigint, username: string) =>
  hasLiveLock(db, lockKeyPattern(brandId, username));

export async function searchPlayers(
  db: Database,
  brandId: bigint,
  query: { q?: string; status?: string; tag?: string; page: number; pageSize: number },
): Promise<Page<PlayerSummary>> {
  const conditions: (SQL | undefined)[] = [eq(players.brandId, brandId)];
  const q = query.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(players.username, like), ilike(players.mobileNumber, like), ilike(players.email, like)),
    );
  }
  if (query.status) conditions.push(eq(players.status, query.status));
  const tag = query.tag === undefined ? '' : normalTag(query.tag);
  if (tag) conditions.push(arrayContains(players.tags, [tag]));
  const where = and(...conditions);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(where);
  const rows = await db
    .select()
    .from(players)
    .where(where)
    .orderBy(desc(players.createdAt), desc(players.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const items = await Promise.all(
    rows.map(async (row) => toPlayerSummary(row, await isLocked(db, brandId, row.username))),
  );
  const total = count?.n ?? 0;
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

export async function playerDetail(db: Database, brandId: bigint, id: bigint): Promise<PlayerDetail> {
  const row = await repo.findPlayerById(db, brandId, id);
  if (!row) throw notFound('The player');
  const [upline, sessions, history, locked] = await Promise.all([
    row.uplineId ? repo.findPlayerById(db, brandId, row.uplineId) : Promise.resolve(undefined),
    repo.listLiveSessions(db, row.id),
    repo.listLoginHistory(db, row.id),
    isLocked(db, brandId, row.username),
  ]);
  return {
    ...toPlayerSummary(row, locked),
    profile: row.profile,
    referralCode: row.referralCode,
    upline: upline ? { id: upline.id.toString(), account: upline.username } : null,
    registrationIp: row.registrationIp,
    mustChangePassword: row.mustChangePassword,
    totpEnabled: row.totpSecret !== null,
    sessions: sessions.map((s) => ({
      id: s.id.toString(),
      ip: s.ip,
      country: s.country,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
    loginHistory: history.map((h) => ({
      at: h.createdAt.toISOString(),
      ip: h.ip,
      country: h.country,
      userAgent: h.userAgent,
      method: h.method as LoginMethod,
      success: h.success,
      reason: h.reason,
    })),
  };
}

export interface Actor {
  operator: OperatorRow;
  ip: string;
}

export function audit(
  db: Executor,
  actor: Actor,
  action: string,
  player: repo.PlayerRow,
  before: unknown,
  after: unknown,
) {
  return recordAudit(db, {
    brandId: actor.operator.brandId,
    operatorId: actor.operator.id,
    operatorName: actor.operator.username,
    action,
    target: `player:${player.username}`,
    before,
    after,
    ip: actor.ip,
  });
}

export async function loadPlayer(db: Executor, actor: Actor, id: bigint) {
  const row = await repo.findPlayerById(db, actor.operator.brandId, id);
  if (!row) throw notFound('The player');
  return row;
}

/** Freezes or unfreezes an account; freezing ends every session at once. Answers the sessions that ended. */
export async function setPlayerFrozen(
  db: Database,
  actor: Actor,
  id: bigint,
  frozen: boolean,
  reason: string,
): Promise<bigint[]> {
  const why = reason.trim();
  if (!why) throw validationFailed({ reason: 'REQUIRED' });
  return inTransaction(db, async (tx) => {
    const row = await loadPlayer(tx, actor, id);
    const status = frozen ? 'frozen' : 'active';
    if (row.status === status) throw new DomainError('INVALID_STATE', `The account is already ${status}.`);
    await repo.updatePlayerRow(tx, row.id, { status });
    const ended = frozen ? await repo.endSessions(tx, { playerId: row.id }) : [];
    await audit(
      tx,
      actor,
      frozen ? 'player.freeze' : 'player.unfreeze',
      row,
      { status: row.status },
      { status, reason: why },
    );
    return ended;
  });
}

/** A temporary password, shown once to the operator; the player must change it at the next sign-in. */
export async function resetPlayerPassword(db: Database, actor: Actor, id: bigint) {
  const temporaryPassword = randomPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const ended = await inTransaction(db, async (tx) => {
    const row = await loadPlayer(tx, actor, id);
    if (row.type === PLAYER_TYPES.trial)
      throw new DomainError('DEMO_HAS_NO_PASSWORD', 'Demo accounts have no password.', { type: 'INVALID' });
    await repo.updatePlayerRow(tx, row.id, {
      passwordHash,
      mustChangePassword: true,
      passwordChangedAt: new Date(),
    });
    const endedSessions = await repo.endSessions(tx, { playerId: row.id });
    await audit(tx, actor, 'player.password_reset', row, null, { mustChangePassword: true });
    return endedSessions;
  });
  return { temporaryPassword, ended };
}

export async function unlockPlayer(db: Database, actor: Actor, id: bigint) {
  await inTransaction(db, async (tx) => {
    const row = await loadPlayer(tx, actor, id);
    await clearLocks(tx, lockKeyPattern(actor.operator.brandId, row.username));
    await audit(tx, actor, 'player.unlock', row, null, null);
  });
}

export async function endPlayerSession(
  db: Database,
  actor: Actor,
  id: bigint,
  sessionId: bigint,
): Promise<bigint[]> {
  return inTransaction(db, async (tx) => {
    const row = await loadPlayer(tx, actor, id);
    const sessions = await repo.listLiveSessions(tx, row.id);
    if (!sessions.some((s) => s.id === sessionId)) throw notFound('The session');
    const ended = await repo.endSessions(tx, { sessionId });
    await audit(tx, actor, 'player.session_end', row, null, { sessionId: sessionId.toString() });
    return ended;
  });
}

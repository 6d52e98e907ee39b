import { eq } from 'drizzle-orm';
import { players } from '../modules/players/schema.ts';
import { openSession } from '../modules/players/index.ts';
import { insertAccounts } from './downlines.ts';
import type { TestApp } from './test-app.ts';
import type { TestMember } from './wallet.ts';

/** The brand a member belongs to. */
export async function brandIdOf(t: TestApp, member: { id: bigint }): Promise<bigint> {
  const [row] = await t.database.db
    .select({ brandId: players.brandId })
    .from(players)
    .where(eq(players.id, member.id));
  return row!.brandId;
}

/**
 * Many members with live sessions, straight into the tables (registering each would hash a password with argon2):
 * for tests that need a crowd calling at once, under an upline when given.
 */
export async function manyMembers(
  t: TestApp,
  props: { brandId: bigint; prefix: string; count: number; uplineId?: bigint },
): Promise<TestMember[]> {
  const ids = await insertAccounts(t.database.db, { uplineId: null, ...props });
  const rows = await t.database.db.select().from(players).where(eq(players.brandId, props.brandId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const members: TestMember[] = [];
  for (const [index, id] of ids.entries()) {
    const { token } = await openSession(t.database.db, byId.get(id)!, { ip: '192.0.2.1', userAgent: 'test' });
    members.push({ id, username: `${props.prefix}${index}`, auth: { authorization: `Bearer ${token}` } });
  }
  return members;
}

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { auditLog } from './schema.ts';

let t: TestApp;
let owner: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
});
afterAll(() => t.close());

interface Verdict {
  ok: boolean;
  checked: number;
  firstBrokenId?: string;
  firstBroken?: { id: string; createdAt: string | null; action: string | null; reason: string };
}

const verify = async (auth = owner): Promise<Verdict> => {
  const response = await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit/verify', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const renameBrand = (name: string) =>
  t.app.inject({ method: 'PATCH', url: '/admin-api/v1/brand', headers: owner, payload: { name } });

const addOperator = (username: string, role = 'support') =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/operators',
    headers: owner,
    payload: { username, password: 'a-long-password-1', role },
  });

const wrongLogin = (username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/admin-api/v1/auth/login',
    payload: { username, password: 'not-the-password' },
  });

const auditRows = () =>
  t.database.db
    .select({ id: auditLog.id, action: auditLog.action, createdAt: auditLog.createdAt })
    .from(auditLog)
    .orderBy(asc(auditLog.id));

/** What someone with database access could do: lift the append-only guard, change the log, put it back. */
async function behindTheAppsBack(statement: ReturnType<typeof sql>) {
  await t.database.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
  await t.database.db.execute(statement);
  await t.database.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
}

describe('the audit hash chain', () => {
  it('holds after a series of changes, including changes fired at once', async () => {
    for (const name of ['Croupier One', 'Croupier Two'])
      expect((await renameBrand(name)).statusCode).toBe(200);
    const burst = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => addOperator(`desk${i}`)),
      ...Array.from({ length: 6 }, (_, i) => renameBrand(`Croupier Burst ${i}`)),
      ...Array.from({ length: 6 }, () => wrongLogin('admin')),
    ]);
    expect(burst.filter((r) => r.statusCode >= 500)).toEqual([]);
    const rows = await auditRows();
    expect(rows.length).toBeGreaterThan(20);

    const verdict = await verify();
    expect(verdict).toEqual({ ok: true, checked: rows.length });
  });

  it('lets every operator who reads the log verify it, and nobody signed out', async () => {
    expect((await addOperator('watcher', 'viewer')).statusCode).toBe(201);
    const viewer = { authorization: `Bearer ${await operatorToken(t.app, 'watcher', 'a-long-password-1')}` };
    expect((await verify(viewer)).ok).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit/verify' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('names a row whose before, after or action was edited behind the application', async () => {
    const rows = await auditRows();
    const victim = rows[5]!;
    const [original] = await t.database.db
      .select({ before: sql<string | null>`before::text`, after: sql<string | null>`after::text` })
      .from(auditLog)
      .where(eq(auditLog.id, victim.id));
    const named = async (action: string) => {
      const verdict = await verify();
      expect(verdict.ok).toBe(false);
      expect(verdict.checked).toBe(5);
      expect(verdict.firstBrokenId).toBe(String(victim.id));
      expect(verdict.firstBroken).toEqual({
        id: String(victim.id),
        createdAt: victim.createdAt.toISOString(),
        action,
        reason: 'altered',
      });
    };

    await behindTheAppsBack(
      sql`update audit_log set after = '{"name":"Someone Else"}' where id = ${victim.id}`,
    );
    await named(victim.action);
    await behindTheAppsBack(
      sql`update audit_log set after = ${original!.after}::jsonb where id = ${victim.id}`,
    );
    expect((await verify()).ok).toBe(true);

    await behindTheAppsBack(sql`update audit_log set before = '{"name":"Nobody"}' where id = ${victim.id}`);
    await named(victim.action);
    await behindTheAppsBack(
      sql`update audit_log set before = ${original!.before}::jsonb where id = ${victim.id}`,
    );
    expect((await verify()).ok).toBe(true);

    await behindTheAppsBack(sql`update audit_log set action = 'brand.nothing' where id = ${victim.id}`);
    await named('brand.nothing');
    await behindTheAppsBack(sql`update audit_log set action = ${victim.action} where id = ${victim.id}`);
    expect((await verify()).ok).toBe(true);
  });
});

describe('removing audit rows', () => {
  it('names the row after a removed one, and the removed newest row', async () => {
    for (let i = 0; i < 4; i++) expect((await renameBrand(`Croupier ${i}`)).statusCode).toBe(200);
    const rows = await auditRows();
    const newest = rows[rows.length - 1]!;
    await behindTheAppsBack(sql`delete from audit_log where id = ${newest.id}`);
    expect(await verify()).toMatchObject({
      ok: false,
      firstBrokenId: String(newest.id),
      firstBroken: { id: String(newest.id), reason: 'missing' },
    });

    await behindTheAppsBack(sql`delete from audit_log where id = ${rows[1]!.id}`);
    expect(await verify()).toMatchObject({
      ok: false,
      checked: 1,
      firstBrokenId: String(rows[2]!.id),
      firstBroken: { id: String(rows[2]!.id), action: rows[2]!.action, reason: 'unlinked' },
    });
  });
});

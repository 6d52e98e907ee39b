import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapData } from '../../demo/bootstrap.ts';
import { addCatalogueVendor } from '../../test-support/games.ts';
import {
  operatorToken,
  startTestApp,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../test-support/test-app.ts';
import { operators } from './schema.ts';

const FIRST = 'studio-password-first-0123456789';
const SECOND = 'studio-password-second-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ studioOperatorPassword: FIRST });
});
afterAll(() => t.close());

const findStudio = async () =>
  (await t.database.db.select().from(operators).where(eq(operators.username, 'studio')))[0]!;

/** A GET as the operator holding `token`. */
const getAs = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const listOperators = async () =>
  (await getAs(await operatorToken(t.app), '/admin-api/v1/operators')).json<
    { id: string; username: string; role: string; disabled: boolean }[]
  >();

describe('the studio operator account (STUDIO_OPERATOR_PASSWORD)', () => {
  it('has the role studio, next to the owner made first, and lists only the vendors the studio manages', async () => {
    await addCatalogueVendor(t, 'OURS', ['RNG'], { studioManaged: true });
    await addCatalogueVendor(t, 'THEIRS', ['RNG']);
    const operators = await listOperators();
    expect(operators.map((o) => [o.username, o.role])).toEqual([
      ['admin', 'owner'],
      ['studio', 'studio'],
    ]);
    const token = await operatorToken(t.app, 'studio', FIRST);
    const vendors = await getAs(token, '/admin-api/v1/vendors');
    expect(vendors.statusCode).toBe(200);
    expect(vendors.json<{ vassalage: string }[]>().map((v) => v.vassalage)).toEqual(['OURS']);
  });

  it('is never handed to a person, nor changed into another role; a manager may still disable it', async () => {
    const owner = { authorization: `Bearer ${await operatorToken(t.app)}` };
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, headers: owner, payload });
    const created = await send('POST', '/admin-api/v1/operators', {
      username: 'robot',
      password: 'a-long-password-1',
      role: 'studio',
    });
    expect([created.statusCode, created.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const human = await send('POST', '/admin-api/v1/operators', {
      username: 'human',
      password: 'a-long-password-1',
      role: 'viewer',
    });
    expect(human.statusCode).toBe(201);
    const promoted = await send('PATCH', `/admin-api/v1/operators/${human.json().id}`, { role: 'studio' });
    expect(promoted.statusCode).toBe(400);
    const studio = (await listOperators()).find((o) => o.username === 'studio')!;
    const raised = await send('PATCH', `/admin-api/v1/operators/${studio.id}`, { role: 'admin' });
    expect([raised.statusCode, raised.json().code]).toEqual([403, 'FORBIDDEN']);
    const disabled = await send('PATCH', `/admin-api/v1/operators/${studio.id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ role: 'studio', disabled: true });
    await expect(operatorToken(t.app, 'studio', FIRST)).rejects.toThrow();
    await send('PATCH', `/admin-api/v1/operators/${studio.id}`, { disabled: false });
  });

  it('made an admin by an earlier version, becomes studio at the next start and loses its admin session', async () => {
    const studio = await findStudio();
    await t.database.db.update(operators).set({ role: 'admin' }).where(eq(operators.id, studio.id));
    const asAdmin = await operatorToken(t.app, 'studio', FIRST);
    await bootstrapData(t.database.db, {
      adminPassword: TEST_ADMIN_PASSWORD,
      demoData: false,
      studioOperatorPassword: FIRST,
    });
    expect((await findStudio()).role).toBe('studio');
    const old = await getAs(asAdmin, '/admin-api/v1/operators');
    expect(old.statusCode).toBe(401);
    const fresh = await operatorToken(t.app, 'studio', FIRST);
    const refused = await getAs(fresh, '/admin-api/v1/operators');
    expect(refused.statusCode).toBe(403);
  });

  it('takes a changed password at the next start, ends the old sessions, and is never duplicated', async () => {
    const before = await operatorToken(t.app, 'studio', FIRST);
    const boot = (password: string) =>
      bootstrapData(t.database.db, {
        adminPassword: TEST_ADMIN_PASSWORD,
        demoData: false,
        studioOperatorPassword: password,
      });
    await boot(FIRST);
    await boot(SECOND);
    const old = await getAs(before, '/admin-api/v1/vendors');
    expect(old.statusCode).toBe(401);
    await expect(operatorToken(t.app, 'studio', FIRST)).rejects.toThrow(/401/);
    expect(await operatorToken(t.app, 'studio', SECOND)).toBeTruthy();
    expect((await listOperators()).filter((o) => o.username === 'studio')).toHaveLength(1);
  });
});

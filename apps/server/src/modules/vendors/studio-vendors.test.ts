import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCatalogueVendor,
  connectVendor,
  handToStudio,
  LAUNCH_TEMPLATE,
} from '../../test-support/games.ts';
import { operatorToken, startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { operatorAuth } from '../../test-support/wallet.ts';
import { DEMO_VENDORS, insertCatalogue } from '../catalogue/index.ts';
import { vendors } from '../catalogue/schema.ts';
import { findVendor } from '../catalogue/index.ts';

let t: TestApp;
let owner: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  owner = await operatorAuth(t);
});
afterAll(() => t.close());

const studioMark = async (vassalage: string) => (await findVendor(t.database.db, vassalage))?.studioManaged;
const vendorAudit = async (vassalage: string) =>
  (await t.app.inject({ method: 'GET', url: '/admin-api/v1/audit?pageSize=100', headers: owner }))
    .json<{ items: { action: string; target: string; before: unknown; after: unknown }[] }>()
    .items.filter((entry) => entry.target === `vendor:${vassalage}`);

describe('vendors the studio manages', () => {
  it('are handed to the studio and taken back by an owner or admin, each change audited once', async () => {
    await connectVendor(t, { vassalage: 'HANDED' });
    const hand = (method: 'POST' | 'DELETE', auth = owner, vassalage = 'HANDED') =>
      t.app.inject({ method, url: `/admin-api/v1/vendors/${vassalage}/studio`, headers: auth });
    const handed = await Promise.all([hand('POST'), hand('POST')]);
    expect(handed.map((r) => [r.statusCode, r.json().studioManaged])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(await studioMark('HANDED')).toBe(true);
    const listed = await t.app.inject({ method: 'GET', url: '/admin-api/v1/vendors', headers: owner });
    expect(listed.json().find((v: { vassalage: string }) => v.vassalage === 'HANDED').studioManaged).toBe(
      true,
    );
    expect((await hand('DELETE')).json().studioManaged).toBe(false);
    expect((await vendorAudit('HANDED')).map((e) => [e.action, e.before, e.after])).toEqual([
      ['vendor.take-from-studio', { studioManaged: true }, { studioManaged: false }],
      ['vendor.hand-to-studio', { studioManaged: false }, { studioManaged: true }],
      ['vendor.create', null, expect.objectContaining({ studioManaged: false })],
    ]);
    expect((await hand('POST', owner, 'NOSUCH')).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/admin-api/v1/operators',
      headers: owner,
      payload: { username: 'support1', password: 'a-long-password-1', role: 'support' },
    });
    const support = {
      authorization: `Bearer ${await operatorToken(t.app, 'support1', 'a-long-password-1')}`,
    };
    expect((await hand('POST', support)).statusCode).toBe(403);
    expect(await studioMark('HANDED')).toBe(false);
  });

  it("leave the studio when a person onboards the vendor's integration for an outside provider", async () => {
    await addCatalogueVendor(t, 'CATALOGUED', ['RNG'], { studioManaged: true });
    await connectVendor(t, { vassalage: 'CATALOGUED', launchUrl: LAUNCH_TEMPLATE });
    expect(await studioMark('CATALOGUED')).toBe(false);
    const [connect] = await vendorAudit('CATALOGUED');
    expect(connect).toMatchObject({
      action: 'vendor.connect',
      before: { studioManaged: true },
      after: { studioManaged: false },
    });
    // Handing it back is an explicit, audited choice.
    expect((await handToStudio(t, 'CATALOGUED')).studioManaged).toBe(true);
  });

  it("are the demo catalogue's vendors with slots, tables or mini games", async () => {
    const demo = DEMO_VENDORS.filter((v) =>
      ['INHOUSE', 'ROYALDEALER', 'ARCADE88', 'DEEPBLUE'].includes(v.vassalage),
    );
    await insertCatalogue(t.database.db, demo, []);
    expect(await Promise.all(demo.map(async (v) => [v.vassalage, await studioMark(v.vassalage)]))).toEqual([
      ['INHOUSE', true],
      ['ROYALDEALER', true],
      ['DEEPBLUE', false],
      ['ARCADE88', true],
    ]);
  });

  it("are recognised in an existing install by the migration: the studio's launch URL, or a demo vendor nobody connected", async () => {
    const studioUrl = (vassalage: string) =>
      `https://games.casino.example/play/${vassalage}/{gameCode}?token={token}&language={language}&mode={mode}`;
    const before: (typeof vendors.$inferInsert)[] = [
      // Registered by the studio under its public origin, sealed secret and all.
      { vassalage: 'MIG_STUDIO', launchUrl: studioUrl('MIG_STUDIO'), secretSealed: 'sealed' },
      // The studio's path shape, but another vendor's code in it: not the studio's registration of this one.
      { vassalage: 'MIG_OTHER', launchUrl: studioUrl('MIG_STUDIO'), secretSealed: 'sealed' },
      { vassalage: 'MIG_OUTSIDE', launchUrl: LAUNCH_TEMPLATE, secretSealed: 'sealed' },
      // A demo slot vendor the studio never connected, and a demo fishing vendor it never serves.
      { vassalage: 'AURORA' },
      { vassalage: 'REEFRUSH' },
    ].map((row) => ({ ...row, name: row.vassalage, gameTypes: ['RNG'], studioManaged: false }));
    await t.database.db.insert(vendors).values(before).onConflictDoNothing();
    const migration = readFileSync(
      new URL('../../../drizzle/0018_studio_managed_vendors.sql', import.meta.url),
      'utf8',
    );
    const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "vendors"'))!;
    await t.database.db.execute(sql.raw(update));
    expect(
      await Promise.all(before.map(async (row) => [row.vassalage, await studioMark(row.vassalage)])),
    ).toEqual([
      ['MIG_STUDIO', true],
      ['MIG_OTHER', false],
      ['MIG_OUTSIDE', false],
      ['AURORA', true],
      ['REEFRUSH', false],
    ]);
  });
});

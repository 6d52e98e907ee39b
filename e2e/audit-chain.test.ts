import { asc, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { formatDateTime } from '@croupier/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/admin/src/i18n/cn.ts';
import { en } from '../apps/admin/src/i18n/en.ts';
import { th } from '../apps/admin/src/i18n/th.ts';
import { inTransaction, migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { bootstrapData } from '../apps/server/src/demo/bootstrap.ts';
import { recordAudit } from '../apps/server/src/modules/audit/index.ts';
import { auditLog } from '../apps/server/src/modules/audit/schema.ts';
import { findBrandForHost } from '../apps/server/src/modules/brands/index.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

const tampered = { id: '', createdAt: '', rowsBefore: 0, brandZone: '' };

/**
 * A log of a few changes whose second row was then edited straight in the database, past the append-only
 * guard, as an insider with database access could: no screen can do that, so it is written before the start.
 */
async function seedTamperedLog(dataDir: string) {
  const handle = await openDatabase({ dataDir: `${dataDir}/platform` });
  try {
    await migrateDatabase(handle);
    await bootstrapData(handle.db, { adminPassword: E2E_ADMIN_PASSWORD, demoData: false });
    const brand = await findBrandForHost(handle.db, '');
    for (const name of ['Croupier One', 'Croupier Two', 'Croupier Three'])
      await inTransaction(handle.db, (tx) =>
        recordAudit(tx, {
          brandId: brand!.id,
          operatorId: null,
          operatorName: 'admin',
          action: 'brand.update',
          target: 'brand',
          before: null,
          after: { name },
          ip: '127.0.0.1',
        }),
      );
    const rows = await handle.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const victim = rows[rows.length - 2]!;
    tampered.id = victim.id.toString();
    tampered.createdAt = victim.createdAt.toISOString();
    tampered.brandZone = brand!.timezone;
    tampered.rowsBefore = rows.length - 2;
    await handle.db.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
    await handle.db.execute(sql`update audit_log set action = 'brand.nothing' where id = ${victim.id}`);
    await handle.db.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
  } finally {
    await handle.close();
  }
}

let intact: RunningPlatform;
let broken: RunningPlatform;
let browser: Browser;
beforeAll(async () => {
  const env = { DEMO_DATA: 'false' };
  [intact, broken, browser] = await Promise.all([
    startPlatform({ env }),
    startPlatform({ env, prepare: seedTamperedLog }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([intact?.stop(), broken?.stop()]);
});

async function auditPage(platform: RunningPlatform): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${platform.baseUrl}/admin/`);
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: en.layout.audit }).click();
  await page.getByRole('heading', { name: en.audit.heading }).waitFor();
  return { page, errors };
}

const verdictText = (page: Page) => page.locator('.audit-verdict').innerText();
const borderColour = (page: Page) =>
  page.locator('.audit-verdict .banner').evaluate((banner) => getComputedStyle(banner).borderColor);

describe('Verify chain on the console Audit page', () => {
  it('says the chain holds on a fresh install, in both themes', async () => {
    const { page, errors } = await auditPage(intact);
    await page.getByRole('button', { name: en.audit.verify }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /The audit chain holds/ })
      .waitFor();
    const holds = await verdictText(page);
    const checked = Number(/(\d+)/.exec(holds)![1]);
    expect(checked).toBeGreaterThan(0);
    expect(holds).toBe(fill(en.audit.chainHolds, { count: checked }));
    const dark = await borderColour(page);
    await page.getByRole('button', { name: en.layout.switchToLight }).click();
    expect(await borderColour(page)).not.toBe(dark);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names the entry edited behind the console, in English, Chinese and Thai', async () => {
    const { page, errors } = await auditPage(broken);
    // The console writes every time in the brand's zone, whatever the machine's own zone is.
    const time = formatDateTime(tampered.createdAt, tampered.brandZone);
    let shown: typeof en = en;
    for (const [language, messages] of [
      ['EN', en],
      ['CN', cn],
      ['TH', th],
    ] as const) {
      await page.getByRole('combobox', { name: shown.layout.language }).selectOption(language);
      shown = messages;
      await page.getByRole('button', { name: messages.audit.verify }).click();
      const expected = `${fill(messages.audit.chainBroken, {
        id: tampered.id,
        action: 'brand.nothing',
        time,
        reason: messages.audit.chainBreaks.altered,
      })} ${fill(messages.audit.chainChecked, { count: tampered.rowsBefore })}`;
      await page.getByRole('alert').filter({ hasText: messages.audit.chainBreaks.altered }).waitFor();
      expect(await verdictText(page)).toBe(expected);
    }
    // The named entry is marked in the table too.
    const marked = page.locator('tr.audit-row.broken');
    expect(await marked.count()).toBe(1);
    expect(await marked.getByRole('cell', { name: 'brand.nothing' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

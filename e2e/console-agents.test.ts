import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { seedAgent } from './support/seed.ts';

/**
 * The console's agent tools as an operator uses them: open a top agent, find it in the tree, freeze its team's
 * transfers with a reason, and see the agent's own session told its transfers are frozen; open an agent with
 * more direct members than a page of the tree holds and read them all.
 */
const a = admin.agents;
const WIDE = { username: 'wideagent', password: 'secret12', affiliateCode: 'E2EWIDE1', downlines: 501 };
let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform({ prepare: seedAgent(WIDE) }), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function operatorPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: admin.login.username }).fill('admin');
  await page.getByRole('textbox', { name: admin.login.password }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: admin.login.submit }).click();
  await page.getByRole('button', { name: admin.layout.signOut }).waitFor();
  return page;
}

describe('the console agent tools', () => {
  it('opens a top agent, finds it in the tree and freezes its transfers', async () => {
    const page = await operatorPage();
    await page.getByRole('link', { name: a.nav, exact: true }).click();
    await page.getByRole('heading', { name: a.heading, level: 1 }).waitFor();
    await page.getByRole('button', { name: a.create.open }).click();
    const dialog = page.getByRole('dialog', { name: a.create.title });
    await dialog.getByRole('textbox', { name: a.username }).fill('consoletop');
    await dialog.getByLabel(a.create.password, { exact: true }).fill('secret12');
    await dialog.getByRole('combobox', { name: a.type }).selectOption({ label: a.types.t1.long });
    await dialog.getByRole('button', { name: a.create.submit }).click();
    const heading = a.detail.heading.replace('{{username}}', 'consoletop');
    await page.getByRole('heading', { name: heading }).waitFor();

    await page.getByRole('button', { name: a.controls.transfersFrozen.freeze.open }).click();
    const freeze = page.getByRole('dialog', {
      name: a.controls.transfersFrozen.freeze.title.replace('{{username}}', 'consoletop'),
    });
    await freeze.getByRole('textbox', { name: admin.players.reason }).fill('Chargeback review');
    await freeze.getByRole('button', { name: a.controls.transfersFrozen.freeze.confirm }).click();
    await page.getByText(a.badges.transfers).first().waitFor();
    await page.getByRole('button', { name: a.controls.transfersFrozen.unfreeze.open }).waitFor();

    // The agent's own session sees it: transfers refused while frozen.
    const login = await calls.api('/api/v1/auth/login', {
      type: 'username',
      username: 'consoletop',
      password: 'secret12',
    });
    const profile = await calls.api('/api/v1/agent/profile', undefined, 'GET', login.token as string);
    expect(profile).toMatchObject({ username: 'consoletop', transfersFrozen: true, teamSize: 0 });

    await page.getByRole('link', { name: a.nav, exact: true }).click();
    await page.getByRole('link', { name: a.treeView }).click();
    await page.getByRole('heading', { name: a.tree.heading }).waitFor();
    await page
      .getByRole('searchbox', { name: a.tree.search })
      .or(page.getByRole('textbox', { name: a.tree.search }))
      .fill('consolet');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'consoletop' }).first().waitFor();
  });

  it('reads a level longer than a page with "Show more"', async () => {
    const page = await operatorPage();
    await page.goto(`${platform.baseUrl}/admin/agents/tree`);
    await page.getByRole('button', { name: a.tree.expand.replace('{{username}}', WIDE.username) }).click();
    const level = page.getByRole('list', { name: a.tree.levelOf.replace('{{username}}', WIDE.username) });
    // Newest first: the first member registered closes the level, on its second page.
    const first = level.getByRole('link', { name: `${WIDE.username}m0`, exact: true });
    await level.getByRole('link', { name: `${WIDE.username}m500`, exact: true }).waitFor();
    expect(await first.count()).toBe(0);
    await level.getByRole('button', { name: a.tree.more }).click();
    await first.waitFor();
    expect(
      await level
        .getByRole('listitem')
        .filter({ has: page.getByRole('link') })
        .count(),
    ).toBe(501);
    expect(await level.getByRole('button', { name: a.tree.more }).count()).toBe(0);
  });
});

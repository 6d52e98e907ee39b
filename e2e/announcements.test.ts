import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { en as consoleEn } from '../apps/admin/src/i18n/en.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

const a = consoleEn.announcements;
let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const TITLE = 'E2E: new tables open tonight';
const CONTENT = 'Three new live tables open at 20:00.\n<b>Not bold</b>: notices are plain text.';

describe('notices in a browser', () => {
  it('an operator publishes a notice in the console; the home marquee shows it and opens it in the notice popup', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const desk = await context.newPage();
    await desk.goto(`${platform.baseUrl}/admin/login`);
    await desk.getByRole('textbox', { name: consoleEn.login.username }).fill('admin');
    await desk.getByRole('textbox', { name: consoleEn.login.password }).fill(E2E_ADMIN_PASSWORD);
    await desk.getByRole('button', { name: consoleEn.login.submit }).click();
    await desk.getByRole('button', { name: consoleEn.layout.signOut }).waitFor();
    await desk.getByRole('link', { name: a.nav }).click();
    await desk.getByRole('heading', { name: a.heading, level: 1 }).waitFor();
    await desk.getByRole('button', { name: a.add }).click();
    const editor = desk.getByRole('dialog', { name: a.addTitle });
    const english = consoleEn.lang.EN;
    // The client refuses a notice without its English content before anything is sent.
    await editor.getByRole('textbox', { name: fill(a.titleIn, { language: english }) }).fill(TITLE);
    await editor.getByRole('button', { name: a.create }).click();
    await editor.getByText(consoleEn.fieldErrors.REQUIRED, { exact: true }).waitFor();
    await editor.getByRole('textbox', { name: fill(a.contentIn, { language: english }) }).fill(CONTENT);
    await editor.getByRole('button', { name: a.create }).click();
    await editor.waitFor({ state: 'detached' });
    await desk
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByText(a.states.showing)
      .waitFor();

    const home = await context.newPage();
    await home.goto(`${platform.baseUrl}/`);
    const marquee = home.getByRole('region', { name: en.announcements.marquee });
    // A scrolling title never holds still for a click: pause the marquee first, as a player may.
    await marquee.getByRole('button', { name: en.announcements.pause }).click();
    await marquee.getByRole('button', { name: TITLE, exact: true }).click();
    const popup = home.getByRole('dialog', { name: en.announcements.title });
    const item = popup.getByRole('button', { name: new RegExp(TITLE) });
    await item.and(home.locator('[aria-expanded="true"]')).waitFor();
    // Shown as the operator typed it: the markup is text, not bold.
    await popup.getByText('<b>Not bold</b>: notices are plain text.', { exact: false }).waitFor();
    await popup.locator('b').waitFor({ state: 'detached' });
    await popup
      .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      .first()
      .waitFor();
    // Clicking the selected notice folds it.
    await item.click();
    await item.and(home.locator('[aria-expanded="false"]')).waitFor();
    await popup
      .getByText('Three new live tables open at 20:00.', { exact: false })
      .waitFor({ state: 'detached' });
    await context.close();
  });
});

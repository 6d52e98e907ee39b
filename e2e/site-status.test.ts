import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as consoleEn } from '../apps/admin/src/i18n/en.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

let platform: RunningPlatform;
let browser: Browser;
beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const THAI_IP = '49.228.0.1';

async function operatorToken(): Promise<string> {
  const response = await fetch(`${platform.baseUrl}/admin-api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('maintenance and region rules reach the player site', () => {
  it('shows the maintenance page the moment an operator switches it on in the console, and the site after', async () => {
    const player = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await player.goto(`${platform.baseUrl}/`);
    await player.getByRole('button', { name: en.auth.login, exact: true }).waitFor();

    const console = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await console.goto(`${platform.baseUrl}/admin/`);
    await console.getByRole('textbox', { name: 'Username' }).fill('admin');
    await console.getByRole('textbox', { name: 'Password' }).fill(E2E_ADMIN_PASSWORD);
    await console.getByRole('button', { name: 'Sign in' }).click();
    await console
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Site settings' })
      .click();
    await console.getByRole('heading', { name: 'Site settings' }).waitFor();
    await console.getByRole('textbox', { name: 'Maintenance message' }).fill('Back at 14:00 Bangkok time');
    await console.getByRole('switch', { name: 'Maintenance mode' }).click();
    await console.getByRole('button', { name: 'Save maintenance' }).click();

    // The open player page switches without a reload (Socket.IO tells it to fetch /site again).
    await player.getByRole('heading', { name: en.status.maintenanceTitle }).waitFor();
    expect(await player.getByText('Back at 14:00 Bangkok time').isVisible()).toBe(true);
    const fresh = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await fresh.goto(`${platform.baseUrl}/promotions`);
    await fresh.getByRole('heading', { name: en.status.maintenanceTitle }).waitFor();

    await console.getByRole('switch', { name: 'Maintenance mode' }).click();
    await console.getByRole('button', { name: 'Save maintenance' }).click();
    await player.getByRole('button', { name: en.auth.login, exact: true }).waitFor();

    await console.getByRole('link', { name: 'Audit log' }).click();
    await console.getByRole('cell', { name: 'brand.update' }).first().waitFor();
    await Promise.all([player.context().close(), console.context().close(), fresh.context().close()]);
  });

  it('shows the region-blocked page with the visitor IP for a blocked country, and not to others', async () => {
    const token = await operatorToken();
    const patch = await fetch(`${platform.baseUrl}/admin-api/v1/brand`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ blockedCountries: ['TH'] }),
    });
    expect(patch.status).toBe(200);

    const thai = await (
      await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': THAI_IP } })
    ).newPage();
    await thai.goto(`${platform.baseUrl}/`);
    await thai.getByRole('heading', { name: en.status.blockedTitle }).waitFor();
    expect(await thai.getByRole('main').innerText()).toContain(THAI_IP);

    const american = await (
      await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } })
    ).newPage();
    await american.goto(`${platform.baseUrl}/`);
    await american.getByRole('button', { name: en.auth.login, exact: true }).waitFor();
    await Promise.all([thai.context().close(), american.context().close()]);
  });
});

describe('customer-service titles reach the player site', () => {
  it('takes a link’s English, Chinese and Thai titles in the console; a Chinese page shows the Chinese one', async () => {
    const cs = consoleEn.settings.cs;
    const page = await signedInConsole(browser, platform.baseUrl);
    await page.goto(`${platform.baseUrl}/admin/settings`);
    const english = page.getByRole('textbox', { name: fill(cs.titleRow, { n: 1 }) });
    expect(await english.inputValue()).toBe('Live chat 24/7');
    const chinese = page.getByRole('textbox', { name: fill(cs.titleCNRow, { n: 1 }) });
    expect(await chinese.inputValue()).toBe('24小时在线客服');
    await chinese.fill('在线客服');
    await page.getByRole('textbox', { name: fill(cs.titleTHRow, { n: 1 }) }).fill('');
    await english.fill(' ');
    await page.getByRole('button', { name: cs.save }).click();
    // Checked before sending: the English title is the one required.
    expect(await english.getAttribute('aria-invalid')).toBe('true');
    await english.fill('Live chat');
    await page.getByRole('button', { name: cs.save }).click();
    await page.getByText(fill(consoleEn.common.saved, { section: cs.heading })).waitFor();

    const chinesePage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await chinesePage.goto(`${platform.baseUrl}/`);
    await chinesePage.getByRole('contentinfo').getByRole('link', { name: '在线客服' }).waitFor();
    // No Thai title any more: a Thai page shows the English one.
    const thaiPage = await (await browser.newContext({ locale: 'th-TH' })).newPage();
    await thaiPage.goto(`${platform.baseUrl}/`);
    await thaiPage.getByRole('contentinfo').getByRole('link', { name: 'Live chat', exact: true }).waitFor();
    await Promise.all([page.context().close(), chinesePage.context().close(), thaiPage.context().close()]);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as admin } from '../apps/admin/src/i18n/en.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * The agent programme's settings as an operator changes them: from the Agents area to its Settings view, a
 * minimum the server would refuse is caught in the form, a good one is saved and kept, and an agent's team
 * overview then counts active members by it.
 */
const s = admin.agentSettings;
let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('the agent programme settings', () => {
  it('changes the salary minimum and the overview counts by it', async () => {
    const page = await signedInConsole(browser, platform.baseUrl);
    await page.getByRole('link', { name: admin.agents.nav, exact: true }).click();
    await page
      .getByRole('navigation', { name: admin.agents.views })
      .getByRole('link', { name: s.view })
      .click();
    await page.getByRole('heading', { name: s.heading, level: 1 }).waitFor();
    await page.getByText(s.defaults).waitFor();
    const salary = page.getByRole('textbox', { name: s.salaryActiveMinimum });
    const dividend = page.getByRole('textbox', { name: s.dividendActiveMinimum });
    expect(await salary.inputValue()).toBe('500.00');
    expect(await dividend.inputValue()).toBe('1000.00');

    await salary.fill('12.345');
    await page.getByRole('button', { name: s.save }).click();
    await page.getByText(admin.fieldErrors.INVALID).waitFor();
    expect(await salary.getAttribute('aria-invalid')).toBe('true');

    await salary.fill('750.00');
    await page.getByRole('button', { name: s.save }).click();
    await page.getByText(s.saved).waitFor();
    await page.getByText(/Last changed .* by admin\./).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: s.heading, level: 1 }).waitFor();
    await page.getByText(/Last changed .* by admin\./).waitFor();
    expect(await page.getByRole('textbox', { name: s.salaryActiveMinimum }).inputValue()).toBe('750.00');

    const operator = await calls.operatorToken();
    const agent = await calls.api(
      '/admin-api/v1/agents',
      { username: 'settingsagent', password: 'secret12', type: 1 },
      'POST',
      operator,
    );
    await page.goto(`${platform.baseUrl}/admin/agents/${agent.id as string}`);
    await page.getByRole('heading', { name: admin.agents.overview.heading }).waitFor();
    await page.getByText(/at least ฿750\.00/).waitFor();
  });
});

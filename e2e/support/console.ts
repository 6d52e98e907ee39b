import type { Browser, Page } from 'playwright-core';
import { en } from '../../apps/admin/src/i18n/en.ts';
import { E2E_ADMIN_PASSWORD } from './platform.ts';

/** A desktop console tab of its own (its own session storage), signed in as this operator. */
export async function signedInConsole(
  browser: Browser,
  baseUrl: string,
  operator: { username: string; password: string } = { username: 'admin', password: E2E_ADMIN_PASSWORD },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: en.login.username }).fill(operator.username);
  await page.getByRole('textbox', { name: en.login.password }).fill(operator.password);
  await page.getByRole('button', { name: en.login.submit }).click();
  await page.getByRole('button', { name: en.layout.signOut }).waitFor();
  return page;
}

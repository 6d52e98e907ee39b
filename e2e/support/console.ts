import type { Browser, Page } from 'playwright-core';
import { en } from '../../apps/admin/src/i18n/en.ts';
import { E2E_ADMIN_PASSWORD } from './platform.ts';

/**
 * A desktop console tab of its own (its own session storage), signed in as this operator; `look` chooses the
 * language (with its texts) and theme beforehand, as a returning operator has them.
 */
export async function signedInConsole(
  browser: Browser,
  baseUrl: string,
  operator: { username: string; password: string } = { username: 'admin', password: E2E_ADMIN_PASSWORD },
  look?: { texts: typeof en; lang: string; theme: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  if (look)
    await context.addInitScript(
      ([lang, theme]) => {
        localStorage.setItem('adminLang', lang!);
        localStorage.setItem('adminTheme', theme!);
      },
      [look.lang, look.theme],
    );
  const texts = look?.texts ?? en;
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: texts.login.username }).fill(operator.username);
  await page.getByRole('textbox', { name: texts.login.password }).fill(operator.password);
  await page.getByRole('button', { name: texts.login.submit }).click();
  await page.getByRole('button', { name: texts.layout.signOut }).waitFor();
  return page;
}

import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en.ts';
import {
  startTestIssuer,
  TEST_CLIENT,
  type TestIssuer,
} from '../apps/server/src/test-support/oidc-issuer.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';

const a = en.accounts;
let platform: RunningPlatform;
let browser: Browser;
let idp: TestIssuer;
beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  idp = await startTestIssuer([`${platform.baseUrl}/api/v1/auth/social/google/callback`]);
  const login = await fetch(`${platform.baseUrl}/admin-api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const configured = await fetch(`${platform.baseUrl}/admin-api/v1/brand/social-login/google`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled: true, ...TEST_CLIENT, issuer: idp.issuer }),
  });
  expect(configured.status).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await idp?.close();
  await platform?.stop();
});

/** A browser that reaches only this machine: the provider's development pages link outside fonts. */
async function localContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' });
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    return host === '127.0.0.1' || host === 'localhost' ? route.continue() : route.abort();
  });
  return context;
}

describe('social login in a browser', () => {
  it('offers Google in the login modal, and after the provider a new player registers', async () => {
    const context = await localContext();
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/login`);
    const dialog = page.getByRole('dialog', { name: en.auth.loginTitle });
    const google = dialog.getByRole('button', { name: 'Continue with Google' });
    await google.waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue with LINE' }).count()).toBe(0);
    await google.click();

    // The provider's own (development) sign-in and consent pages.
    await page.waitForURL((url) => url.origin === idp.issuer);
    await page.getByPlaceholder('Enter any login').fill('browser-sub-1');
    await page.getByPlaceholder('and password').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: a.social.title }).waitFor();
    // The one-time code is gone from the address bar as soon as the page read it.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByText('Signed in at Google as Player browser-sub-1').waitFor();
    expect(await page.getByRole('tab', { name: a.social.bindTab }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.getByRole('tab', { name: a.social.registerTab }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: a.username, exact: true }).fill('social01');
    await panel.getByRole('textbox', { name: a.password, exact: true }).fill('secret12');
    await panel.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await panel.getByRole('button', { name: a.social.registerSubmit }).click();
    await page.getByRole('button', { name: 'social01' }).waitFor();
    await context.close();
  });

  it('shows a translated error when the page is opened with a spent or forged code', async () => {
    const context = await localContext();
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/socialLogin#code=${'x'.repeat(43)}`);
    await page.getByText(en.errors.SOCIAL_TICKET_INVALID).waitFor();
    await page.getByRole('button', { name: a.social.backToLogin }).click();
    await page.getByRole('dialog', { name: en.auth.loginTitle }).waitFor();
    await context.close();
  });
});

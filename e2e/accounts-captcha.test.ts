import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/** The player site's SMS buttons with the image captcha on: each send spends the captcha it was given. */
const a = en.accounts;
let platform: RunningPlatform;
let browser: Browser;
beforeAll(async () => {
  [platform, browser] = await Promise.all([
    startPlatform({ env: { CAPTCHA_PROVIDER: 'svg' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' });
  return context.newPage();
}

const captchaImage = async (dialog: Locator) => {
  const image = dialog.getByRole('img', { name: a.captchaImage });
  await image.waitFor();
  return image.getAttribute('src');
};

/** Sends a code with a captcha answer and sees the spent captcha replaced by a fresh, empty one. */
async function sendAndSeeFreshCaptcha(dialog: Locator) {
  const before = await captchaImage(dialog);
  await dialog.getByRole('textbox', { name: a.captcha }).fill('zzzz');
  await dialog.getByRole('textbox', { name: a.mobile }).fill('0871113333');
  await dialog.getByRole('button', { name: a.sendCode }).click();
  await dialog.getByText(en.errors.CAPTCHA_INVALID).waitFor();
  await expect.poll(() => captchaImage(dialog)).not.toBe(before);
  expect(await dialog.getByRole('textbox', { name: a.captcha }).inputValue()).toBe('');
}

describe('captchas on the SMS buttons', () => {
  it('shows the registration form a fresh captcha once the send code button has spent one', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
    await sendAndSeeFreshCaptcha(dialog);
    await page.context().close();
  });

  it('asks for the captcha on the forgot-password SMS button too', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/login`);
    await page
      .getByRole('dialog', { name: en.auth.loginTitle })
      .getByRole('button', { name: a.forgotLink })
      .click();
    const dialog = page.getByRole('dialog', { name: a.forgot.title });
    await sendAndSeeFreshCaptcha(dialog);
    await page.context().close();
  });

  it('asks at most six inputs by default, with the captcha before "Send code" and its errors under it', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
    const captcha = dialog.getByRole('textbox', { name: a.captcha });
    const mobile = dialog.getByRole('textbox', { name: a.mobile });
    await captcha.waitFor();
    expect(await dialog.locator('input:visible').count()).toBeLessThanOrEqual(6);
    const sendCode = dialog.getByRole('button', { name: a.sendCode });
    const captchaFirst = await captcha.evaluate(
      (input, button) => Boolean(input.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await sendCode.elementHandle(),
    );
    expect(captchaFirst).toBe(true);
    const errorUnder = (input: Locator) =>
      input.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );

    await mobile.fill('0871114444');
    await sendCode.click();
    await expect.poll(() => errorUnder(captcha)).toBe(a.v.captcha);
    expect(await mobile.getAttribute('aria-invalid')).toBeNull();

    await captcha.fill('zzzz');
    await sendCode.click();
    await expect.poll(() => errorUnder(captcha)).toBe(en.errors.CAPTCHA_INVALID);
    expect(await mobile.getAttribute('aria-invalid')).toBeNull();
    await page.context().close();
  });

  it('opens the terms over the register form, which keeps what was typed', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
    await dialog.getByRole('textbox', { name: a.mobile }).fill('0871115555');
    await dialog.getByRole('button', { name: 'terms and conditions' }).click();
    const terms = page.getByRole('dialog', { name: en.help.terms });
    await terms.getByRole('heading', { name: '7. Responsible gaming' }).waitFor();
    await terms.getByRole('button', { name: en.common.close }).click();
    await terms.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('textbox', { name: a.mobile }).inputValue()).toBe('0871115555');
    await page.context().close();
  });
});

import { chromium, type Browser, type Locator } from 'playwright-core';
import { watchAccessibility } from './accessibility.ts';
import { watchCspViolations } from './csp-violations.ts';

/**
 * Debian's chromium, headless, with the flags this closed network needs. Its pages report every
 * Content-Security-Policy violation (csp-violations.ts) and are checked with axe as the test leaves them
 * (accessibility.ts): the test that sees a violation of either fails.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return watchAccessibility(watchCspViolations(browser));
}

/**
 * Presses a button once a person could: after it is shown, enabled and done moving (the slot's spin button turns
 * under a resting pointer as it opens). Left to wait inside `click`, Playwright retries with forced scroll
 * alignments, and on a page taller than the window (a game above the footer) one of them parks the button under
 * the sticky header, where every later try is intercepted.
 */
export async function pressWhenReady(button: Locator, timeout: number): Promise<void> {
  await button.locator('xpath=self::*[not(@disabled)]').waitFor({ timeout });
  await button.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  await button.click();
}

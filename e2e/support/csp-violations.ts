import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Content-Security-Policy violations seen by any page of any browser this test file opened, frames included,
 * not yet claimed by a test: the browser project's setup (csp-setup.ts) fails the test that leaves any.
 */
const violations: string[] = [];

/**
 * Runs in every document before its own scripts (init scripts are not subject to the page's policy) and says
 * each violation on the console, where the listener below collects it (with any "Refused to …" the browser says
 * there itself). A refused frame-ancestors fires no event in the framing page: framing.test.ts checks those.
 */
const REPORTER = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' in ' + event.documentURI);
});`;

async function watch(context: BrowserContext) {
  await context.addInitScript(REPORTER);
  context.on('console', (message) => {
    const text = message.text();
    if (/^(Refused to |CSP violation: )/.test(text)) violations.push(text);
  });
}

/** Makes every context of this browser report its violations. */
export function watchCspViolations(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watch(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    await watch(page.context());
    return page;
  };
  return browser;
}

/** The violations seen since the last call: a test that provokes some on purpose claims them. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

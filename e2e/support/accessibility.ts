import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * axe-core's WCAG 2.0 and 2.1 level A and AA rules, run on every page an e2e test visits: once as the test leaves
 * it (the next `goto` or `reload`, closing the page or its context, the end of the test), in the state the test brought it to,
 * so the check sees what the test waited for rather than a page still loading. The browser project's setup
 * (csp-setup.ts) fails the test that leaves violations; a test that switches the theme on a page calls
 * `checkAccessibility` itself before switching, so both themes are checked.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const violations: string[] = [];
/** Pages that showed something new since their last check. */
const unchecked = new Set<Page>();
/** URL, theme and language already checked by this test file: one check per page and look, not per visit. */
const seen = new Set<string>();

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** Runs axe on the page as it is now (frames excluded: a game's frame is its own page) and records what it finds. */
export async function checkAccessibility(page: Page): Promise<void> {
  unchecked.delete(page);
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  try {
    const look = await page.evaluate(
      () => `${document.documentElement.dataset.theme ?? ''} ${document.documentElement.lang}`,
    );
    const key = `${page.url()} ${look}`;
    if (seen.has(key)) return;
    seen.add(key);
    // A theme switch changes text colours at once while backgrounds fade (CSS transitions): contrast is judged
    // on the settled page, not halfway through the fade.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    );
    const found = await page.evaluate(
      async ([source, tags]) => {
        const scope = window as unknown as {
          axe?: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
        };
        // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
        if (!scope.axe) (0, eval)(source as string);
        const result = await scope.axe!.run(document, {
          runOnly: { type: 'tag', values: tags },
          iframes: false,
          resultTypes: ['violations'],
        });
        return result.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target }) => ({ target })),
        }));
      },
      [AXE_SOURCE, WCAG_A_AA] as const,
    );
    for (const v of found)
      violations.push(
        `${v.id} (${v.impact}) ${v.help} at ${page.url()} [${look.trim()}]: ` +
          v.nodes
            .slice(0, 5)
            .map((node) => node.target.join(' '))
            .join(' | '),
      );
  } catch (error) {
    // A page that navigated or closed while being checked is checked again when the test leaves its new state.
    if (!/closed|destroyed|navigat|detached/i.test(String(error))) throw error;
  }
}

function watchPage(page: Page) {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) unchecked.add(page);
  });
  page.on('close', () => unchecked.delete(page));
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    if (unchecked.has(page)) await checkAccessibility(page);
    return goto(...args);
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    if (unchecked.has(page)) await checkAccessibility(page);
    return reload(...args);
  };
  const close = page.close.bind(page);
  page.close = async (...args) => {
    if (unchecked.has(page)) await checkAccessibility(page);
    return close(...args);
  };
}

function watchContext(context: BrowserContext) {
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (...args) => {
    for (const page of context.pages()) if (unchecked.has(page)) await checkAccessibility(page);
    return close(...args);
  };
}

/** Makes every page of this browser checked as the test leaves it. */
export function watchAccessibility(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchContext(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    await checkOpenPages();
    return close(...args);
  };
  return browser;
}

/** Checks the pages still open that changed since their last check (the end of a test). */
export async function checkOpenPages(): Promise<void> {
  for (const page of [...unchecked]) await checkAccessibility(page);
}

/** The violations found since the last call. */
export function takeAccessibilityViolations(): string[] {
  return violations.splice(0);
}

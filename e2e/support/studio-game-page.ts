import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { cn } from '../../apps/studio/web/src/i18n/cn.ts';
import { en, type Dictionary } from '../../apps/studio/web/src/i18n/en.ts';
import { th } from '../../apps/studio/web/src/i18n/th.ts';
import type { RunningSite } from './studio.ts';
import { escape } from './text.ts';

/** What the studio's game UIs are made of, read as a player or a screen reader reads them. */

export type Engine =
  'slot' | 'roulette' | 'sicbo' | 'baccarat' | 'dice' | 'mines' | 'plinko' | 'hilo' | 'crash';
export type Theme = 'dark' | 'light';
export type Language = 'EN' | 'CN' | 'TH';

/** The in-house game each engine is played with, by its catalogue name on a fresh install. */
export const GAMES: Record<Engine, string> = {
  slot: 'Golden Dragon',
  roulette: 'Roulette Classic',
  sicbo: 'Sic Bo Classic',
  baccarat: 'Baccarat Classic',
  dice: 'Dice',
  mines: 'Mines',
  plinko: 'Plinko',
  hilo: 'Hi-Lo',
  crash: 'Crash',
};
export const ENGINES = Object.keys(GAMES) as Engine[];
export const DICTIONARIES: Record<Language, Dictionary> = { EN: en, CN: cn, TH: th };
/** UI.md's page background per theme (#0f1115 and #f6f7fb). */
export const BACKGROUND: Record<Theme, string> = { dark: 'rgb(15, 17, 21)', light: 'rgb(246, 247, 251)' };
export const SHOTS = '/tmp/engines';
/** Crash rounds are shared and run until they bust: a long one can take a minute or more. */
export const CRASH_TIMEOUT = 240_000;

/** Uncaught exceptions of each page (and the verifier tabs it opens): a game that throws is broken. */
export const pageErrors = new WeakMap<Page, string[]>();

export function watchErrors(page: Page, into: string[] = []): string[] {
  pageErrors.set(page, into);
  page.on('pageerror', (error) => into.push(error.message));
  return into;
}

export const errorsOf = (page: Page) => pageErrors.get(page) ?? [];

/** An amount as the UI shows it ("฿1,234.50", "¥0.10") in minor units; "—" (nothing yet) is zero. */
export function minor(text: string): bigint {
  const match = /(-?)[^\d-]*([\d,]+)\.(\d{2})\b/.exec(text);
  if (!match) {
    if (text.trim() === '—') return 0n;
    throw new Error(`not an amount: ${text}`);
  }
  const value = BigInt(match[2]!.replace(/,/g, '') + match[3]!);
  return match[1] ? -value : value;
}

/** "1.00" → 100n, for amounts the test types. */
export const cents = (text: string) => minor(text);

/**
 * The value next to a term in a description list, as a screen reader reads it: the n-th term named so, then the
 * n-th definition. The last match by default (a panel may repeat a term in a later list). The header's terms
 * carry the currency after the word ("Balance THB"): `prefix` matches those.
 */
export async function definitionOf(
  scope: Locator,
  term: string,
  which: 'first' | 'last' = 'last',
  prefix = false,
): Promise<Locator> {
  const terms = await scope.getByRole('term').allInnerTexts();
  const matches = terms.flatMap((text, i) =>
    text.trim() === term || (prefix && text.startsWith(`${term} `)) ? [i] : [],
  );
  const index = which === 'first' ? matches[0] : matches.at(-1);
  if (index === undefined) throw new Error(`no term "${term}" among ${JSON.stringify(terms)}`);
  return scope.getByRole('definition').nth(index);
}

export async function balanceOf(page: Page, t: Dictionary): Promise<bigint> {
  return minor(
    await (await definitionOf(page.getByRole('banner'), t.header.balance, 'first', true)).innerText(),
  );
}

export async function lastWinOf(page: Page, t: Dictionary): Promise<bigint> {
  return minor(await (await definitionOf(page.getByRole('banner'), t.header.lastWin)).innerText());
}

/**
 * Waits until `accept` holds for what `read` answers. Helpers poll with this rather than expect.poll, which
 * needs the test it runs in and the themes run side by side. Generous: a loaded machine is slow, not wrong.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    let last: unknown;
    try {
      const value = await read();
      if (accept(value)) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: still ${String(last)} after ${timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text is shown inside a live region or status, so assistive technology announces it. */
export async function expectAnnounced(locator: Locator) {
  await locator.waitFor();
  const live = await locator.evaluate(
    (element) =>
      element.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]') !==
      null,
  );
  expect(live, `"${await locator.innerText()}" is announced`).toBe(true);
}

export async function expectTheme(page: Page, theme: Theme) {
  const applied = await page.evaluate(() => ({
    attribute: document.documentElement.dataset.theme,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  expect(applied).toEqual({ attribute: theme, scheme: theme, background: BACKGROUND[theme] });
}

/** The whole page from its top (a sticky header would otherwise land mid-page in a scrolled full-page shot). */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

export const controlsOf = (page: Page, t: Dictionary) =>
  page.getByRole('region', { name: t.common.controls });

/** The single-stake games' stake box, by its label ("Stake (THB)"). */
export const stakeBox = (page: Page, t: Dictionary) =>
  controlsOf(page, t).getByRole('textbox', { name: new RegExp(`^${escape(t.stake.label)}`) });

export const paragraphs = async (scope: Locator) =>
  (await scope.getByRole('paragraph').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());

export async function openPanel(page: Page, t: Dictionary, button: string, title: string): Promise<Locator> {
  await page.getByRole('navigation', { name: t.header.tools }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

export async function closePanel(dialog: Locator, t: Dictionary) {
  await dialog.getByRole('button', { name: t.common.close }).click();
  await dialog.waitFor({ state: 'detached' });
}

// ---------------------------------------------------------------------------------------------------------------
// Opening a game

/** The lobby's game of each engine, by its catalogue name (the first found when none has it exactly). */
export async function lobbyGameIds(baseUrl: string, gameIds: Map<Engine, string>) {
  for (const engine of ENGINES) {
    const query = new URLSearchParams({ vassalage: 'INHOUSE', q: GAMES[engine] });
    const list = (await (await fetch(`${baseUrl}/api/v1/games?${query}`)).json()) as {
      items: { gameId: string; gameName: string }[];
    };
    const game = list.items.find((item) => item.gameName === GAMES[engine]) ?? list.items[0];
    if (!game) throw new Error(`no in-house game named ${GAMES[engine]}`);
    gameIds.set(engine, game.gameId);
  }
}

/** What the lobby calls a game in a language: the name its tile shows there. */
export async function lobbyNameOf(baseUrl: string, gameId: string, engine: Engine, language: Language) {
  const query = new URLSearchParams({ vassalage: 'INHOUSE', q: GAMES[engine], language });
  const list = (await (await fetch(`${baseUrl}/api/v1/games?${query}`)).json()) as {
    items: { gameId: string; gameName: string }[];
  };
  const game = list.items.find((item) => item.gameId === gameId);
  if (!game) throw new Error(`game ${gameId} not in the ${language} lobby`);
  return game.gameName;
}

async function launchUrl(
  site: RunningSite,
  gameIds: Map<Engine, string>,
  engine: Engine,
  language: Language,
): Promise<string> {
  const response = await fetch(`${site.baseUrl}/api/v1/games/${gameIds.get(engine)}/launch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'demo', platform: 'desktop', language }),
  });
  const answer = (await response.json()) as { url?: string };
  expect(response.status, JSON.stringify(answer)).toBe(200);
  expect(answer.url?.startsWith(site.studioUrl)).toBe(true);
  return answer.url!;
}

export interface OpenOptions {
  theme: Theme;
  language?: Language;
  phone?: boolean;
}

export async function openDemoGame(
  browser: Browser,
  site: RunningSite,
  gameIds: Map<Engine, string>,
  engine: Engine,
  options: OpenOptions,
): Promise<Page> {
  const language = options.language ?? 'EN';
  const url = `${await launchUrl(site, gameIds, engine, language)}&theme=${options.theme}`;
  const context = await browser.newContext({
    viewport: options.phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    deviceScaleFactor: 1,
    isMobile: options.phone ?? false,
    hasTouch: options.phone ?? false,
    locale: 'en-US',
  });
  const page = await context.newPage();
  watchErrors(page);
  await page.goto(url);
  // The game goes by the name the platform's catalogue gives it in the launch language.
  const name =
    language === 'EN'
      ? GAMES[engine]
      : await lobbyNameOf(site.baseUrl, gameIds.get(engine)!, engine, language);
  await page.getByRole('banner').getByRole('heading', { level: 1, name, exact: true }).waitFor();
  return page;
}

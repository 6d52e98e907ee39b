import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/admin/src/i18n/en.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { createQuickGame, QUICK_GAME, QUICK_SETTLED_WITHIN_MS } from './support/lottery.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * The console's lottery risk pages (EN): an owner sets the liability cap per number (a wrong amount refused with
 * its message and nothing saved, a right one saved and shown again after a reload), reads the exposure of the
 * issue a member bought on over HTTP, and finds those tickets in the lottery GGR once the issue is settled.
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let operator: string;

const GAME = QUICK_GAME.gameCode;
const GAME_NAME = QUICK_GAME.names.EN;
const L = en.lottery;

type Current = { current: { issueNo: string; status: string } | null };

/** The platform draws on the real clock: the operator's 20-second game settles a ticket within half a minute. */
const SETTLED_WITHIN_MS = QUICK_SETTLED_WITHIN_MS;

const pause = () => new Promise((resolve) => setTimeout(resolve, 1000));

/** Buys one slip on the game's issue on sale, taking the next issue when this one closed under the request. */
async function buyOnSale(token: string, items: unknown[]): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { current } = (await calls.api(
      `/api/v1/lottery/games/${GAME}/issues/current`,
      undefined,
      'GET',
    )) as Current;
    if (current?.status !== 'open') {
      await pause();
      continue;
    }
    const bought = await calls.api(
      '/api/v1/lottery/bets',
      { gameCode: GAME, issueNo: current.issueNo, items },
      'POST',
      token,
      { 'idempotency-key': crypto.randomUUID() },
    );
    if (bought.stake === '30.00') return current.issueNo;
    if (bought.code !== 'ISSUE_CLOSED') throw new Error(`buying was refused: ${JSON.stringify(bought)}`);
  }
  throw new Error(`no issue of ${GAME} on sale`);
}

/** Waits for the member's tickets to be settled by the platform's own draw and settlement. */
async function settled(token: string) {
  const deadline = Date.now() + SETTLED_WITHIN_MS;
  for (;;) {
    const tickets = (await calls.api(
      `/api/v1/lottery/tickets?gameCode=${GAME}`,
      undefined,
      'GET',
      token,
    )) as {
      items: { status: string }[];
    };
    if (tickets.items.length > 0 && tickets.items.every((ticket) => ticket.status !== 'pending')) return;
    if (Date.now() > deadline) throw new Error('the tickets were not settled in time');
    await pause();
  }
}

/** The game's settled stake and tickets so far this month (the demo's own tickets count too), from the GGR call. */
async function gameGgr(): Promise<{ stake: number; tickets: number }> {
  const today = new Date().toISOString().slice(0, 10);
  // Wide enough for the brand's calendar on either side of UTC's date.
  const from = `${today.slice(0, 8)}01`;
  const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const rows = (await calls.api(
    `/admin-api/v1/lottery/ggr?from=${from}&to=${to}`,
    undefined,
    'GET',
    operator,
  )) as unknown as {
    gameCode: string;
    stake: string;
    tickets: number;
  }[];
  const ofGame = rows.filter((row) => row.gameCode === GAME);
  return {
    stake: ofGame.reduce((sum, row) => sum + Number(row.stake), 0),
    tickets: ofGame.reduce((sum, row) => sum + row.tickets, 0),
  };
}

const baht = (amount: number) =>
  `฿${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function openFromNav(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: en.layout.mainNav })
    .getByRole('link', { name, exact: true })
    .click();
}

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  await createQuickGame(calls, operator);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('the lottery risk pages of the console', () => {
  it(
    'saves a cap, shows the exposure of an issue sold on, and the GGR once it is settled',
    async () => {
      const member = await calls.registerUnverified(operator, 'lotteryrisk');
      await calls.fund(operator, member.user.id, '500.00');
      const before = await gameGgr();
      // Two straight back-two lines: 12 five times (liability 975.00) and 34 ten times (1,950.00); stake 30.00.
      const issueNo = await buyOnSale(member.token, [
        { play: 'ssc.back2.straight', selection: '1|2', unit: '1', multiple: 5 },
        { play: 'ssc.back2.straight', selection: '3|4', unit: '1', multiple: 10 },
      ]);

      const page = await signedInConsole(browser, platform.baseUrl);
      await openFromNav(page, L.settings.nav);
      await page.getByRole('heading', { name: L.settings.heading, level: 1 }).waitFor();
      const cap = page.getByRole('textbox', { name: L.settings.numberCap });
      const save = page.getByRole('button', { name: L.settings.save });
      await cap.fill('1500.555');
      await save.click();
      await page.getByText(fill(L.settings.v.amount, { currency: 'THB', decimals: 2 })).waitFor();
      const unsaved = await calls.api('/admin-api/v1/lottery/settings', undefined, 'GET', operator);
      expect(unsaved.numberCap).toBeNull();

      await cap.fill('1500');
      await save.click();
      await page.getByText(L.settings.saved).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: L.settings.heading, level: 1 }).waitFor();
      await expect.poll(() => cap.inputValue()).toBe('1500.00');

      await openFromNav(page, L.nav);
      await page.getByRole('link', { name: GAME_NAME, exact: true }).click();
      await page.getByRole('heading', { name: GAME_NAME, level: 1 }).waitFor();
      await page.getByRole('link', { name: fill(L.exposure.open, { issueNo }) }).click();
      await page
        .getByRole('heading', { name: fill(L.exposure.heading, { game: GAME_NAME, issueNo }) })
        .waitFor();
      const table = page.getByRole('table', { name: fill(L.exposure.caption, { issueNo }) });
      // Highest liability first: 34 is past the 1,500.00 cap (stop mode), 12 uses 65% of it.
      const capped = table.getByRole('row', { name: /34/ });
      await capped.getByText('฿1,950.00').waitFor();
      await capped.getByText('130%').waitFor();
      await capped.getByText(L.exposure.capped.stop).waitFor();
      const under = table.getByRole('row', { name: /12/ });
      await under.getByText('65%').waitFor();
      expect(await under.getByText(L.exposure.capped.stop).count()).toBe(0);
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(['34', '12']);

      await settled(member.token);
      const after = await gameGgr();
      expect(after.tickets - before.tickets).toBe(2);
      expect(after.stake - before.stake).toBeCloseTo(30, 2);
      await openFromNav(page, L.ggr.nav);
      await page.getByRole('heading', { name: L.ggr.heading, level: 1 }).waitFor();
      // This month by default: the game's rows (one a day) add up to what the call answered.
      const report = page.getByRole('table');
      const rows = report.getByRole('row', { name: new RegExp(GAME_NAME) });
      await rows.first().waitFor();
      const shown = (await rows.allInnerTexts())
        .map((text) => Number(/฿([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')))
        .reduce((sum, stake) => sum + stake, 0);
      expect(baht(shown)).toBe(baht(after.stake));
      await report.getByRole('row', { name: new RegExp(L.ggr.total) }).waitFor();
      expect(await page.getByRole('button', { name: L.ggr.download }).isEnabled()).toBe(true);
      await page.context().close();
    },
    30_000 + SETTLED_WITHIN_MS,
  );
});

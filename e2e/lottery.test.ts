import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { platformApi } from './support/api.ts';
import { createQuickGame, issueOnSale, QUICK_GAME, QUICK_SETTLED_WITHIN_MS } from './support/lottery.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill, shaped } from './support/text.ts';

/**
 * The player's lottery pages on a first start, whose engine draws the platform's games from the demo's last hour
 * on: a member opens a one-minute game from the e-lottery lobby and recomputes a result from its seed, then on the
 * operator's 20-second game builds a slip whose notes and total follow the picks and watches the countdown run into
 * the draw that pays it; the Vietnamese page (CN,
 * light, phone) with its slip as a bottom sheet and the ĐB…G7 table; 4D typed numbers (TH); a trial account told
 * it needs a real one.
 */
let platform: RunningPlatform;
let browser: Browser;
let memberToken: string;
let trialToken: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const member = await calls.registerUnverified(operator, 'lotteryplayer');
  memberToken = member.token;
  await calls.fund(operator, member.user.id, '500.00');
  await createQuickGame(calls, operator);
  trialToken = (await calls.api('/api/v1/auth/trial', {})).token as string;
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function openPage(
  path: string,
  look: { token: string; lang: string; theme: 'dark' | 'light'; width?: number },
): Promise<Page> {
  const width = look.width ?? 1366;
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  await context.addInitScript(
    ([token, lang, theme]) => {
      sessionStorage.setItem('token', token!);
      localStorage.setItem('lang', lang!);
      localStorage.setItem('theme', theme!);
    },
    [look.token, look.lang, look.theme],
  );
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}${path}`);
  return page;
}

const l = en.lotteryPages;

/** Presses each (position, digit) button of an SSC play's number pad, in order. */
async function pressPicks(page: Page, picks: readonly (readonly [number, string])[]): Promise<void> {
  for (const [n, pick] of picks)
    await page
      .getByRole('group', { name: fill(l.builder.position, { position: n }), exact: true })
      .getByRole('button', { name: pick, exact: true })
      .click();
}

/**
 * Presses buy and answers the issue the slip was bought on. A press that lands in the seconds after the close
 * is refused with ISSUE_CLOSED and the slip is kept: it is pressed again once the next issue is on sale.
 */
async function buy(page: Page): Promise<string> {
  const slip = page.getByRole('region', { name: l.slip.title });
  for (;;) {
    const button = slip.getByRole('button', { name: shaped(l.slip.buy) });
    await button.locator('xpath=self::*[not(@disabled)]').waitFor({ timeout: 30_000 });
    const issueNo = /\d{8}-\d{4}/.exec((await button.textContent())!)![0];
    await button.click();
    const done = slip.getByText(fill(l.slip.bought_other, { count: 2, amount: '฿26.00' }));
    const closed = slip.getByText(en.errors.ISSUE_CLOSED);
    await done.or(closed).waitFor();
    if (await done.isVisible()) return issueNo;
  }
}

describe('the lottery pages', () => {
  it('opens a game from the lobby, verifies a result, then buys a slip on a quick game and watches it win', async () => {
    const page = await openPage('/elott', { token: memberToken, lang: 'EN', theme: 'dark' });
    await page.getByRole('button', { name: /Quick Draw/ }).click();
    await page
      .getByRole('dialog', { name: 'Quick Draw' })
      .getByRole('button', { name: 'SSC 1 Minute', exact: true })
      .first()
      .click();
    await page.waitForURL(/\/lottery\?gameCode=SSC-1M$/);
    await page.getByRole('heading', { name: 'SSC 1 Minute', level: 2 }).waitFor();
    const menu = page.getByRole('navigation', { name: l.games });
    expect(await menu.getByRole('link', { name: 'SSC 1 Minute' }).getAttribute('aria-current')).toBe('page');
    await menu.getByRole('heading', { name: l.modes.ELOTT }).waitFor();

    // Results of the demo's hour, the trend over them, and a result recomputed from its seed.
    const results = page.getByRole('table', { name: l.results.caption });
    await results.getByRole('row').nth(2).waitFor();
    await page.getByRole('img', { name: shaped(l.trend.chart, { position: 'Position 1' }) }).waitFor();
    const verifier = page.getByRole('region', { name: l.verify.title });
    await verifier.getByRole('button', { name: l.verify.run }).click();
    await verifier.getByText(l.verify.match).waitFor();
    await verifier.getByLabel(l.verify.seed, { exact: true }).fill('0'.repeat(64));
    await verifier.getByRole('button', { name: l.verify.run }).click();
    await verifier.getByText(l.verify.SEED_HASH_MISMATCH).waitFor();

    // The operator's 20-second game, next in the menu: its draw comes within the test's patience.
    await menu.getByRole('link', { name: QUICK_GAME.names.EN }).click();
    await page.waitForURL(/\/lottery\?gameCode=SSC-20S$/);
    await page.getByRole('heading', { name: QUICK_GAME.names.EN, level: 2 }).waitFor();
    // The countdown to the close of the issue on sale.
    await page.getByRole('timer').waitFor();

    await page.getByLabel(l.builder.play).selectOption('ssc.back3.straight');
    const position = (n: number) =>
      page.getByRole('group', { name: fill(l.builder.position, { position: n }), exact: true });
    await pressPicks(page, [
      [1, '1'],
      [1, '2'],
      [2, '3'],
    ]);
    await position(3)
      .getByRole('button', {
        name: fill(l.builder.quickOf, { pick: l.builder.quick.odd, row: 'Position 3' }),
      })
      .click();
    // 2 × 1 × 5 = 10 notes of 2 units at unit 1.
    await page
      .getByText(fill(l.builder.notes_other, { count: 10 }), { exact: true })
      .first()
      .waitFor();
    await page.getByText(fill(l.builder.lineTotal, { amount: '฿20.00' })).waitFor();
    await page.getByRole('radio', { name: '0.1' }).check();
    await page.getByLabel(l.builder.multiple).fill('3');
    await page.getByText(fill(l.builder.lineTotal, { amount: '฿6.00' })).waitFor();
    // A lower prize group: each offered with what a note pays at this unit and its rebate; the odds follow it.
    const group = page.getByLabel(l.builder.group);
    await group.selectOption({
      label: fill(l.builder.groupOption, { group: 1900, prize: '฿190.00', rebate: '2.5' }),
    });
    await page.getByText(fill(l.builder.prize, { amount: '1,900' })).waitFor();
    await page.getByRole('button', { name: l.builder.add }).click();

    const slip = page.getByRole('region', { name: l.slip.title });
    await slip.getByText('1,2|3|1,3,5,7,9').waitFor();
    await slip.getByText(fill(l.slip.group, { group: 1900 }), { exact: false }).waitFor();
    await slip.getByText(fill(l.slip.total, { amount: '฿6.00' })).waitFor();

    // Every digit at the first position: a line that wins one note whatever is drawn, 19.50 at the site's group.
    await page.getByLabel(l.builder.play).selectOption('ssc.fixed');
    await page.getByRole('radio', { name: '1', exact: true }).check();
    // The group chosen stays for the next line: this one goes back to the site's maximum.
    await group.selectOption({
      label: fill(l.builder.groupOption, { group: 1950, prize: '฿19.50', rebate: '0' }),
    });
    await page.getByLabel(l.builder.multiple).fill('1');
    await position(1)
      .getByRole('button', {
        name: fill(l.builder.quickOf, { pick: l.builder.quick.all, row: 'Position 1' }),
        exact: true,
      })
      .click();
    await page.getByText(fill(l.builder.lineTotal, { amount: '฿20.00' })).waitFor();
    await page.getByRole('button', { name: l.builder.add }).click();
    await slip.getByText(fill(l.slip.total, { amount: '฿26.00' })).waitFor();
    const bought = await buy(page);

    const tickets = page.getByRole('table', { name: l.tickets.caption });
    const fixedTicket = tickets.getByRole('row').filter({ hasText: '0,1,2,3,4,5,6,7,8,9||||' });
    // Sales close 5 s before the draw: the ticket is shown waiting for it.
    await fixedTicket.getByText(l.tickets.statuses.pending).waitFor();
    const backTicket = tickets.getByRole('row').filter({ hasText: '1,2|3|1,3,5,7,9' });
    await backTicket.getByText(fill(l.slip.group, { group: 1900 }), { exact: false }).waitFor();
    expect(await tickets.getByRole('row').filter({ hasText: bought }).count()).toBe(2);

    // The issue bought closes, draws (its result takes the header's place of the last one) and is settled.
    await page
      .getByText(fill(l.issue.last, { issueNo: bought }))
      .waitFor({ timeout: QUICK_SETTLED_WITHIN_MS });
    await page.getByRole('timer').waitFor();
    await fixedTicket.getByText(l.tickets.statuses.won).waitFor();
    await fixedTicket.getByText('฿19.50').waitFor();
    await page.getByRole('link', { name: l.tickets.record }).click();
    await page.getByRole('heading', { name: en.bets.record.title }).waitFor();
    await page.getByRole('cell', { name: '฿19.50' }).first().waitFor();
    await page.context().close();
  }, 90_000);

  it('opens the results history from each lottery page, pages it and verifies an issue on its own page', async () => {
    const h = l.history;
    const page = await openPage('/lottery?gameCode=SSC-1M', {
      token: memberToken,
      lang: 'EN',
      theme: 'dark',
    });
    await page.getByRole('link', { name: h.open }).click();
    await page.waitForURL(/\/lottery\/results\?gameCode=SSC-1M$/);
    await page.getByRole('heading', { name: h.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'SSC 1 Minute', level: 2 }).waitFor();
    const firstPage = page.getByRole('table', { name: fill(h.caption, { game: 'SSC 1 Minute', page: 1 }) });
    // The demo's hour of one-minute draws: a full first page of 20, and more behind it.
    await firstPage.getByRole('row').nth(20).waitFor();
    const newest = (await firstPage.getByRole('link').first().textContent())!;
    const pager = page.getByRole('navigation', { name: fill(h.pages, { game: 'SSC 1 Minute' }) });
    await pager.getByRole('button', { name: en.wallet.record.next }).click();
    await page.waitForURL(/gameCode=SSC-1M&page=2$/);
    const secondPage = page.getByRole('table', { name: fill(h.caption, { game: 'SSC 1 Minute', page: 2 }) });
    const older = (await secondPage.getByRole('link').first().textContent())!;
    expect(older < newest).toBe(true);
    await secondPage.getByRole('link', { name: older }).click();
    await page.waitForURL(new RegExp(`/lottery/results/SSC-1M/${older}$`));
    await page.getByRole('heading', { name: fill(h.issueTitle, { issueNo: older }), level: 1 }).waitFor();
    const details = page.getByRole('region', { name: h.details });
    await details
      .getByText(/^[0-9a-f]{64}$/)
      .first()
      .waitFor();
    const verifier = page.getByRole('region', { name: l.verify.title });
    await verifier.getByRole('button', { name: l.verify.run }).click();
    await verifier.getByText(l.verify.match).waitFor();
    await page.getByRole('link', { name: fill(h.back, { game: 'SSC 1 Minute' }) }).click();
    await page.waitForURL(/\/lottery\/results\?gameCode=SSC-1M$/);
    await page.context().close();

    // The Vietnamese page's history (CN, light, phone): prize tables, each issue a link to its page.
    const c = cn.lotteryPages;
    const phone = await openPage('/vnLottery?gameCode=VN-MB', {
      token: memberToken,
      lang: 'CN',
      theme: 'light',
      width: 375,
    });
    await phone.getByRole('link', { name: c.history.open }).click();
    await phone.getByRole('heading', { name: c.history.title, level: 1 }).waitFor();
    const issueLink = phone.getByRole('link', { name: /^第 \d{8}-\d{4} 期$/ }).first();
    const label = (await issueLink.textContent())!;
    await issueLink.click();
    await phone.getByRole('heading', { name: label, level: 1 }).waitFor();
    await phone.getByRole('rowheader', { name: c.results.prizes.DB }).waitFor();
    await phone
      .getByRole('region', { name: c.verify.title })
      .getByRole('button', { name: c.verify.run })
      .click();
    await phone.getByText(c.verify.match).waitFor();
    // Nothing of the page is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context().close();

    // 4D (TH, dark): an issue not drawn says so.
    const t4 = th.lotteryPages;
    const thai = await openPage('/seaLottery?gameCode=4D', { token: memberToken, lang: 'TH', theme: 'dark' });
    await thai.getByRole('link', { name: t4.history.open }).click();
    await thai.getByRole('heading', { name: 'มาเลย์ 4D', level: 2 }).waitFor();
    await thai.getByRole('rowheader', { name: t4.results.fourD.consolation }).first().waitFor();
    await thai.goto(`${platform.baseUrl}/lottery/results/4D/20990101-0001`);
    await thai.getByRole('status').getByText(t4.history.notDrawn).waitFor();
    await thai.context().close();
  });

  it('shows the Vietnamese draws by day, a lô slip in a bottom sheet and the prize table (CN, light, phone)', async () => {
    const c = cn.lotteryPages;
    const page = await openPage('/vnLottery?gameCode=VN-MB', {
      token: memberToken,
      lang: 'CN',
      theme: 'light',
      width: 375,
    });
    await page.getByRole('heading', { name: '越南北部', level: 2 }).waitFor();
    await page.getByLabel(c.vietnam.days).waitFor();
    await page
      .getByRole('heading', { name: shaped(`${c.regions['vn-mb']} · ${c.vietnam.drawsAt}`) })
      .waitFor();
    // The Vietnamese name of the play beside its translation.
    await page.getByRole('option', { name: 'Lô 2 số — 两位包号' }).waitFor({ state: 'attached' });
    const picks = page.getByRole('group', { name: c.builder.picks });
    await picks.getByRole('button', { name: '27', exact: true }).click();
    await picks.getByRole('button', { name: '05', exact: true }).click();
    // A lô point costs 27 units in the north.
    await page.getByText(fill(c.builder.lineTotal, { amount: '฿54.00' })).waitFor();
    await page.getByRole('button', { name: c.builder.add }).click();
    await page.getByRole('button', { name: fill(c.slip.open_one, { count: 1, amount: '฿54.00' }) }).click();
    const slip = page.getByRole('region', { name: c.slip.title });
    // Picks are written in the pad's order, whatever order they were pressed in.
    await slip.getByText('05,27').waitFor();
    await slip.getByRole('button', { name: c.slip.close }).click();
    await page.getByRole('rowheader', { name: c.results.prizes.DB }).first().waitFor();
    await page.getByRole('rowheader', { name: c.results.prizes.G7 }).first().waitFor();
    await page.context().close();
  });

  it('takes typed 4D numbers and shows the 4D prize layout (TH, dark)', async () => {
    const t = th.lotteryPages;
    const page = await openPage('/seaLottery?gameCode=4D', { token: memberToken, lang: 'TH', theme: 'dark' });
    await page.getByRole('heading', { name: 'มาเลย์ 4D', level: 2 }).waitFor();
    const entry = page.getByLabel(fill(t.builder.entry, { digits: 4 }));
    await entry.fill('12345');
    await page.getByRole('alert').getByText(t.builder.errors.SELECTION_MALFORMED).waitFor();
    await entry.fill('1234 0075');
    await page
      .getByText(fill(t.builder.notes_other, { count: 2 }), { exact: true })
      .first()
      .waitFor();
    await page.getByRole('rowheader', { name: t.results.fourD.consolation }).first().waitFor();
    await page.context().close();
  });

  it('says before buying which numbers are over their cap, and keeps them off the slip', async () => {
    const calls = platformApi(platform.baseUrl);
    const operator = await calls.operatorToken();
    const settings = await calls.api('/admin-api/v1/lottery/settings', undefined, 'GET', operator);
    // One back-three note at unit 1 may win 1,950.00: the first one sold reaches the cap.
    await calls.api(
      '/admin-api/v1/lottery/settings',
      { ...settings, numberCap: '1950.00', capMode: 'stop' },
      'PUT',
      operator,
    );
    try {
      const issueNo = await issueOnSale(platform.baseUrl, 'SSC-3M');
      // One back-three note over HTTP, as another tab of the member would buy it.
      const sellOne = async (selection: string) => {
        const sold = await calls.api(
          '/api/v1/lottery/bets',
          {
            gameCode: 'SSC-3M',
            issueNo,
            items: [{ play: 'ssc.back3.straight', selection, unit: '1', multiple: 1 }],
          },
          'POST',
          memberToken,
          { 'idempotency-key': crypto.randomUUID() },
        );
        expect(sold.ticketIds).toHaveLength(1);
      };
      await sellOne('1|2|3');

      const page = await openPage('/lottery?gameCode=SSC-3M', {
        token: memberToken,
        lang: 'EN',
        theme: 'light',
      });
      await page.getByLabel(l.builder.play).selectOption('ssc.back3.straight');
      const capped = page.getByRole('note', { name: l.builder.capped });
      await capped.getByText(fill(l.builder.cappedStopped, { number: '123' })).waitFor();
      await pressPicks(page, [
        [1, '1'],
        [2, '2'],
        [3, '3'],
      ]);
      await page.getByRole('button', { name: l.builder.add }).click();
      await page
        .getByRole('alert')
        .getByText(fill(l.builder.cappedPick, { numbers: '123' }))
        .waitFor();
      await page.getByText(l.slip.empty).waitFor();

      // A line on the slip whose number another purchase caps meanwhile: the slip says why, Buy waits for it to go.
      // The refused picks are still chosen: pressed again they are let go, then 4, 5, 6 are picked.
      await pressPicks(page, [
        [1, '1'],
        [2, '2'],
        [3, '3'],
        [1, '4'],
        [2, '5'],
        [3, '6'],
      ]);
      await page.getByRole('button', { name: l.builder.add }).click();
      const slip = page.getByRole('region', { name: l.slip.title });
      await slip.getByText('4|5|6').waitFor();
      await sellOne('4|5|6');
      // The page reads the issue's caps again within its 15-second poll.
      await slip.getByText(l.slip.reasons.capped).waitFor({ timeout: 20_000 });
      const buyButton = slip.getByRole('button', { name: /Buy for issue/ });
      expect(await buyButton.isDisabled()).toBe(true);
      await slip.getByText(fill(l.slip.blocked_one, { count: 1 })).waitFor();
      expect(await buyButton.getAttribute('aria-describedby')).toBeTruthy();
      await slip
        .getByRole('button', {
          name: /^Remove .* 4\|5\|6$/,
        })
        .click();
      await page.getByText(l.slip.empty).waitFor();
      expect(await slip.getByText(fill(l.slip.blocked_one, { count: 1 })).count()).toBe(0);
      await page.context().close();
    } finally {
      await calls.api('/admin-api/v1/lottery/settings', settings, 'PUT', operator);
    }
  }, 120_000);

  it('tells a trial account that betting needs a real account, and still shows the draws', async () => {
    const page = await openPage('/lottery?gameCode=SSC-3M', { token: trialToken, lang: 'EN', theme: 'dark' });
    await page.getByText(l.builder.trial).waitFor();
    await page.getByRole('table', { name: l.results.caption }).waitFor();
    expect(await page.getByRole('button', { name: l.builder.add }).count()).toBe(0);
    await page.context().close();
  });
});

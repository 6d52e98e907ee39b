import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/admin/src/i18n/cn.ts';
import { en } from '../apps/admin/src/i18n/en.ts';
import { th } from '../apps/admin/src/i18n/th.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';
import { fundedLaunch } from './support/vendor-launch.ts';

const v = en.vendors;
const g = en.games;
const b = en.banners;
let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;
let operator: string;
/** What the earlier tests set up and the GGR test plays on: the vendor's current secret and its game. */
let vendorSecret = '';
let gameId = '';

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function consolePage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${platform.baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: en.login.username }).fill('admin');
  await page.getByRole('textbox', { name: en.login.password }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: en.login.submit }).click();
  await page.getByRole('button', { name: en.layout.signOut }).waitFor();
  await page.goto(`${platform.baseUrl}/admin${path}`);
  return page;
}

describe('the console’s games area in a browser', () => {
  it('onboards a vendor and shows its wallet secret exactly once', async () => {
    const page = await consolePage('/vendors');
    await page.getByRole('heading', { name: v.heading, level: 1 }).waitFor();
    await page.getByRole('button', { name: v.onboard }).click();
    const form = page.getByRole('region', { name: v.form.heading });

    // The client catches a template without {token} before anything is sent.
    await form.getByRole('textbox', { name: v.form.vassalage }).fill('e2e_live');
    await form.getByRole('textbox', { name: v.form.name }).fill('E2E Live');
    await form.getByRole('checkbox', { name: en.gameTypes.LIVE }).check();
    await form
      .getByRole('textbox', { name: v.form.launchUrl })
      .fill('https://live.e2e.test/play?g={gameCode}');
    await form.getByRole('button', { name: v.form.submit }).click();
    await form.getByText(v.v.tokenMissing).waitFor();
    expect(await form.getByRole('textbox', { name: v.form.vassalage }).inputValue()).toBe('E2E_LIVE');

    await form
      .getByRole('textbox', { name: v.form.launchUrl })
      .fill('https://live.e2e.test/play?t={token}&g={gameCode}&l={language}&m={mode}');
    await form.getByRole('button', { name: v.form.submit }).click();
    const reveal = page.getByRole('dialog', { name: fill(v.secret.title, { vassalage: 'E2E_LIVE' }) });
    await reveal.getByText(v.secret.warning).waitFor();
    const secret = (await reveal.locator('code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await reveal.getByRole('button', { name: v.secret.copy }).waitFor();
    await reveal.getByRole('button', { name: v.secret.done }).click();
    await reveal.waitFor({ state: 'detached' });

    // Listed as connected; the secret is nowhere on the page, after a reload, or in the API's answer.
    const row = page.getByRole('row', { name: /E2E Live/ });
    await row.getByText(v.connected, { exact: true }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.reload();
    await page.getByRole('row', { name: /E2E Live/ }).waitFor();
    expect(await page.content()).not.toContain(secret);
    const listed = await calls.api('/admin-api/v1/vendors', undefined, 'GET', operator);
    expect(JSON.stringify(listed)).not.toContain(secret);

    // Rotation asks first, then reveals a new secret once.
    await page.getByRole('button', { name: fill(v.rotate.buttonFor, { name: 'E2E Live' }) }).click();
    const confirm = page.getByRole('dialog', { name: fill(v.rotate.title, { name: 'E2E Live' }) });
    await confirm.getByRole('button', { name: v.rotate.confirm }).click();
    const again = page.getByRole('dialog', { name: fill(v.secret.title, { vassalage: 'E2E_LIVE' }) });
    await again.getByText(v.secret.warningRotated).waitFor();
    const rotated = (await again.locator('code').textContent())?.trim() ?? '';
    expect(rotated).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated).not.toBe(secret);
    await again.getByRole('button', { name: v.secret.done }).click();
    vendorSecret = rotated;
    await page.context().close();
  });

  it('hands a vendor to the studio and takes it back, each behind a confirmation', async () => {
    const page = await consolePage('/vendors');
    const row = page.getByRole('row', { name: /E2E Live/ });
    const studioMark = async () =>
      (
        (await calls.api('/admin-api/v1/vendors', undefined, 'GET', operator)) as unknown as {
          vassalage: string;
          studioManaged: boolean;
        }[]
      ).find((vendor) => vendor.vassalage === 'E2E_LIVE')!.studioManaged;
    // Onboarded by an operator for an outside provider: not the studio's.
    await row.getByText(v.connected, { exact: true }).waitFor();
    expect(await row.getByText(v.studio.badge, { exact: true }).count()).toBe(0);
    expect(await studioMark()).toBe(false);

    await page.getByRole('button', { name: fill(v.studio.handFor, { name: 'E2E Live' }) }).click();
    const hand = page.getByRole('dialog', { name: fill(v.studio.handTitle, { name: 'E2E Live' }) });
    // Cancelling changes nothing.
    await hand.getByRole('button', { name: en.common.cancel }).click();
    await hand.waitFor({ state: 'detached' });
    expect(await studioMark()).toBe(false);
    await page.getByRole('button', { name: fill(v.studio.handFor, { name: 'E2E Live' }) }).click();
    await hand.getByText(fill(v.studio.handBody, { name: 'E2E Live', vassalage: 'E2E_LIVE' })).waitFor();
    await hand.getByRole('button', { name: v.studio.confirmHand }).click();
    await page.getByText(fill(v.studio.handed, { name: 'E2E Live' })).waitFor();
    await row.getByText(v.studio.badge, { exact: true }).waitFor();
    expect(await studioMark()).toBe(true);

    await page.getByRole('button', { name: fill(v.studio.takeBackFor, { name: 'E2E Live' }) }).click();
    const takeBack = page.getByRole('dialog', { name: fill(v.studio.takeBackTitle, { name: 'E2E Live' }) });
    await takeBack.getByRole('button', { name: v.studio.confirmTakeBack }).click();
    await page.getByText(fill(v.studio.takenBack, { name: 'E2E Live' })).waitFor();
    await row.getByText(v.studio.badge, { exact: true }).waitFor({ state: 'detached' });
    expect(await studioMark()).toBe(false);
    await page.context().close();
  });

  it('edits a vendor’s name and launch URL from its row, refusing a blank name on the client', async () => {
    const page = await consolePage('/vendors');
    await page.getByRole('button', { name: fill(v.edit.buttonFor, { name: 'E2E Live' }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(v.edit.title, { name: 'E2E Live' }) });
    const name = dialog.getByRole('textbox', { name: v.form.name });
    await name.fill('   ');
    await dialog.getByRole('button', { name: v.edit.save }).click();
    await dialog.getByText(en.fieldErrors.REQUIRED).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    await name.fill('E2E Live Casino');
    await dialog
      .getByRole('textbox', { name: v.form.launchUrl })
      .fill('https://casino.e2e.test/play?t={token}&g={gameCode}');
    // Choosing the other wallet mode says what the switch needs; this vendor keeps its mode.
    const mode = dialog.getByRole('combobox', { name: v.form.walletMode });
    await mode.selectOption('transfer');
    await dialog.getByText(v.edit.walletModeChange, { exact: false }).waitFor();
    await mode.selectOption('seamless');
    await dialog.getByRole('button', { name: v.edit.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .getByText(fill(v.edit.done, { name: 'E2E Live Casino' }))
      .waitFor();
    await page.getByRole('rowheader', { name: /E2E Live Casino/ }).waitFor();

    const listed = (await calls.api('/admin-api/v1/vendors', undefined, 'GET', operator)) as unknown as {
      vassalage: string;
      name: string;
      launchUrl: string;
      walletMode: string;
    }[];
    expect(listed.find((vendor) => vendor.vassalage === 'E2E_LIVE')).toMatchObject({
      name: 'E2E Live Casino',
      launchUrl: 'https://casino.e2e.test/play?t={token}&g={gameCode}',
      walletMode: 'seamless',
    });
    await page.context().close();
  });

  it('draws Chinese and Thai in the fonts the console ships, fetched from the platform itself', async () => {
    const page = await consolePage('/vendors');
    const cdp = await page.context().newCDPSession(page);
    /** The fonts the browser drew the page heading with: what the operator actually sees. */
    const headingFonts = async (heading: string) => {
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((font) => font.familyName);
    };
    for (const [language, heading, family] of [
      ['CN', cn.vendors.heading, 'Noto Sans SC'],
      ['TH', th.vendors.heading, 'Noto Sans Thai'],
    ] as const) {
      await page.evaluate((lang) => localStorage.setItem('adminLang', lang), language);
      await page.reload();
      // Its piece of the font arrives after the first paint (font-display: swap).
      await expect
        .poll(() => headingFonts(heading), { timeout: 10_000 })
        .toEqual([expect.stringContaining(family)]);
    }
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(fontFiles.length).toBeGreaterThan(0);
    expect(fontFiles.every((url) => url.startsWith(`${platform.baseUrl}/admin/assets/`))).toBe(true);
    await page.context().close();
  });

  it('marks a game hot from the games list', async () => {
    const created = (await calls.api(
      '/admin-api/v1/games',
      { vassalage: 'E2E_LIVE', gameCode: 'e2e-baccarat', gameName: 'E2E Baccarat', gameType: 'LIVE' },
      'POST',
      operator,
    )) as { gameId?: string };
    expect(created.gameId).toBeTruthy();
    gameId = created.gameId!;

    const page = await consolePage('/games?q=E2E%20Baccarat');
    const hot = page.getByRole('switch', { name: fill(g.flags.isHot.label, { name: 'E2E Baccarat' }) });
    await hot.waitFor();
    expect(await hot.isChecked()).toBe(false);
    await hot.click();
    await page.getByText(fill(g.flags.isHot.on, { name: 'E2E Baccarat' })).waitFor();
    expect(await hot.isChecked()).toBe(true);

    // The player catalogue's hot list agrees, and the switch is still on after a reload.
    const answer = await calls.api(
      `/admin-api/v1/games?q=E2E%20Baccarat&hot=true`,
      undefined,
      'GET',
      operator,
    );
    expect((answer as { total: number }).total).toBe(1);
    await page.reload();
    const reloaded = page.getByRole('switch', { name: fill(g.flags.isHot.label, { name: 'E2E Baccarat' }) });
    await reloaded.waitFor();
    expect(await reloaded.isChecked()).toBe(true);
    await page.context().close();
  });

  it('creates a banner with titles in three languages', async () => {
    const page = await consolePage('/banners');
    await page.getByRole('button', { name: b.add }).click();
    const editor = page.getByRole('dialog', { name: b.addTitle });
    await editor.getByRole('combobox', { name: b.group }).selectOption('w_login');
    // An image without an English title is caught on the client.
    await editor.getByRole('textbox', { name: b.imageUrl }).fill('/favicon.svg');
    await editor.getByRole('button', { name: b.create }).click();
    await editor.getByText(b.v.titleEn).waitFor();

    const title = (lang: string) => fill(b.titleIn, { language: en.lang[lang as 'EN'] });
    await editor.getByRole('textbox', { name: title('EN') }).fill('Welcome back');
    await editor.getByRole('textbox', { name: title('CN') }).fill('欢迎回来');
    await editor.getByRole('textbox', { name: title('TH') }).fill('ยินดีต้อนรับกลับ');
    await editor.getByRole('combobox', { name: b.linkageType }).selectOption('category');
    await editor.getByRole('textbox', { name: b.linkageTarget }).fill('/live');
    await editor.getByRole('button', { name: b.create }).click();
    await editor.waitFor({ state: 'detached' });

    const group = page.getByRole('region', { name: en.banners.groups.w_login });
    await group.getByRole('rowheader', { name: 'Welcome back' }).waitFor();
    expect(await group.getByRole('img', { name: 'Welcome back' }).count()).toBe(1);
    const listed = (await calls.api('/admin-api/v1/banners', undefined, 'GET', operator)) as unknown as {
      titles: Record<string, string>;
      linkageTarget: string;
    }[];
    expect(listed.find((x) => x.titles.EN === 'Welcome back')).toMatchObject({
      titles: { EN: 'Welcome back', CN: '欢迎回来', TH: 'ยินดีต้อนรับกลับ' },
      linkageTarget: '/live',
    });
    await page.context().close();
  });

  it('shows the GGR report for the last 7 days: the vendor’s day appears once a round is played', async () => {
    const page = await consolePage('/reports/ggr');
    await page.getByRole('heading', { name: en.ggr.heading, level: 1 }).waitFor();
    // The demo team played at the demo catalogue's vendors on the first start; this vendor has no day yet.
    const table = page.getByRole('table', { name: /GGR/ });
    await table.waitFor();
    expect(await table.getByRole('row', { name: /E2E_LIVE/ }).count()).toBe(0);
    const from = await page.getByLabel(en.ggr.from, { exact: true }).inputValue();
    const to = await page.getByLabel(en.ggr.to, { exact: true }).inputValue();
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);

    // A range that ends before it starts is refused on the client.
    await page.getByLabel(en.ggr.to, { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: en.ggr.show }).click();
    await page.getByText(en.ggr.v.toBeforeFrom).waitFor();

    // A funded member launches the game for real money; the vendor bets 100 and pays 30 on one round.
    const { token, vendor, session } = await fundedLaunch(calls, {
      baseUrl: platform.baseUrl,
      operator,
      username: 'ggrplayer',
      amount: '500.00',
      gameId,
      vendor: { vassalage: 'E2E_LIVE', secret: vendorSecret },
    });
    const round = {
      playerId: session.playerId!,
      roundId: 'E2E-R-1',
      gameCode: 'e2e-baccarat',
      currency: session.currency!,
    };
    expect(
      (await vendor.bet({ ...round, sessionToken: token, transactionId: 'e2e-bet-1', amount: '100.00' }))
        .status,
    ).toBe('OK');
    expect(
      (await vendor.win({ ...round, transactionId: 'e2e-win-1', amount: '30.00', roundClosed: true })).status,
    ).toBe('OK');

    await page.reload();
    // The vendor by its name, with its code beside it.
    const row = table.getByRole('row', { name: /E2E Live Casino\s*E2E_LIVE/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('฿100.00');
    expect(await row.textContent()).toContain('฿70.00');
    expect(await page.getByRole('button', { name: en.ggr.download }).isEnabled()).toBe(true);

    // The round lookup finds it by the vendor's round id and shows both callbacks with their transfers.
    await page.goto(`${platform.baseUrl}/admin/rounds?q=E2E-R-1`);
    await page.getByRole('link', { name: fill(en.rounds.openRound, { roundId: 'E2E-R-1' }) }).click();
    await page
      .getByRole('heading', { name: fill(en.rounds.detailHeading, { roundId: 'E2E-R-1' }) })
      .waitFor();
    const callbacks = page.getByRole('table', { name: en.rounds.callbacksCaption });
    await callbacks.getByRole('rowheader', { name: 'e2e-bet-1' }).waitFor();
    await callbacks.getByRole('rowheader', { name: 'e2e-win-1' }).waitFor();
    expect(await callbacks.textContent()).toContain('vendor_clearing:E2E_LIVE');
    await page.context().close();
  });
});

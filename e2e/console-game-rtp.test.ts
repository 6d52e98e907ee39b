import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/admin/src/i18n/en.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';
import { fundedLaunch, onboardVendor } from './support/vendor-launch.ts';

const r = en.rtp;
let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;
let operator: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/**
 * A vendor onboarded through the operator API publishes its game's RTP, then plays two rounds for a funded member
 * over the signed wallet protocol (95.12 paid on 100.00 staked) and leaves a third open.
 */
async function playRounds() {
  const { secret, gameId } = await onboardVendor(calls, operator, {
    vassalage: 'RTP_E2E',
    name: 'RTP Studio',
    game: { gameCode: 'lucky-sevens', gameName: 'Lucky Sevens' },
  });
  const published = await calls.api(
    '/admin-api/v1/vendors/RTP_E2E/game-rtp',
    { games: [{ gameCode: 'lucky-sevens', rtp: '96.12' }] },
    'PUT',
    operator,
  );
  expect(published).toEqual({ updated: 1, unknownGameCodes: [] });

  const { token, vendor, session } = await fundedLaunch(calls, {
    baseUrl: platform.baseUrl,
    operator,
    username: 'rtpplayer',
    amount: '500.00',
    gameId,
    vendor: { vassalage: 'RTP_E2E', secret },
  });
  const common = { playerId: session.playerId!, gameCode: 'lucky-sevens', currency: session.currency! };
  const play = async (round: string, stake: string, win: string | null) => {
    const bet = {
      ...common,
      roundId: round,
      sessionToken: token,
      transactionId: `${round}-bet`,
      amount: stake,
    };
    expect((await vendor.bet(bet)).status).toBe('OK');
    if (win === null) return;
    const paid = { ...common, roundId: round, transactionId: `${round}-win`, amount: win, roundClosed: true };
    expect((await vendor.win(paid)).status).toBe('OK');
  };
  await play('RTP-1', '60.00', '57.12');
  await play('RTP-2', '40.00', '38.00');
  await play('RTP-3', '5.00', null);
}

describe('the game RTP report in a browser', () => {
  it('shows a game’s actual RTP beside the one its vendor publishes', async () => {
    await playRounds();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/admin/login`);
    await page.getByRole('textbox', { name: en.login.username }).fill('admin');
    await page.getByRole('textbox', { name: en.login.password }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: en.login.submit }).click();
    await page.getByRole('button', { name: en.layout.signOut }).waitFor();

    // Reached from the side menu, beside the GGR report.
    await page
      .getByRole('navigation', { name: en.layout.mainNav })
      .getByRole('link', { name: r.nav })
      .click();
    await page.getByRole('heading', { name: r.heading, level: 1 }).waitFor();
    const from = await page.getByLabel(r.from, { exact: true }).inputValue();
    const to = await page.getByLabel(r.to, { exact: true }).inputValue();
    const table = page.getByRole('table', { name: fill(r.caption, { from, to }) });
    const row = table.getByRole('row', { name: /Lucky Sevens/ });
    await row.waitFor();
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells).toEqual([
      expect.stringContaining('RTP Studio'),
      en.gameTypes.RNG,
      '2',
      '฿100.00',
      '฿95.12',
      fill(r.percent, { value: '95.12' }),
      fill(r.percent, { value: '96.12' }),
      expect.stringMatching(new RegExp(`^${fill(r.points, { value: '-1.00' })}\\s*${r.fewRounds}$`)),
      expect.stringMatching(/^1/),
      '0',
    ]);
    // The open round links to the round lookup, filtered to the vendor's open rounds.
    await row.getByRole('link', { name: fill(r.openLink, { count: '1', vendor: 'RTP Studio' }) }).click();
    await page.waitForURL(/\/admin\/rounds\?vassalage=RTP_E2E&status=open$/);
    await page.getByRole('link', { name: fill(en.rounds.openRound, { roundId: 'RTP-3' }) }).waitFor();

    // Searching by a name that matches nothing says so.
    await page.goBack();
    await page.getByRole('searchbox', { name: r.search }).fill('no such game');
    await page.getByRole('button', { name: r.show }).click();
    await page.getByText(r.noMatch).waitFor();

    // A link whose range ends before it starts is refused at the field, as the form refuses it, and asks nothing.
    await page.goto(`${platform.baseUrl}/admin/reports/game-rtp?from=2026-12-01&to=2026-11-01`);
    const toField = page.getByLabel(r.to, { exact: true });
    await expect.poll(() => toField.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(en.ggr.v.toBeforeFrom).isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });
});

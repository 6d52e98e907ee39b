import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fundedLaunch, onboardVendor } from './support/vendor-launch.ts';

/** The account record names each game posting's game and vendor in the page's language (issue 17). */
let platform: RunningPlatform;
let browser: Browser;
let calls: ReturnType<typeof platformApi>;
let member: { token: string };

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const { secret, gameId } = await onboardVendor(calls, operator, {
    vassalage: 'REC_E2E',
    name: 'Record Studio',
    game: {
      gameCode: 'lucky-koi',
      gameName: 'Lucky Koi',
      localizedNames: { CN: '幸运锦鲤', TH: 'ปลาคาร์ฟนำโชค' },
    },
  });
  const {
    member: registered,
    token,
    vendor,
    session,
  } = await fundedLaunch(calls, {
    baseUrl: platform.baseUrl,
    operator,
    username: 'recordplayer',
    amount: '9000.00',
    gameId,
    vendor: { vassalage: 'REC_E2E', secret },
  });
  member = { token: registered.token };
  const round = {
    playerId: session.playerId!,
    gameCode: 'lucky-koi',
    currency: session.currency!,
    roundId: '5f0c2b7e-0d1a-4c55-9e3b-7a2d9c1e4b88',
  };
  expect(
    (await vendor.bet({ ...round, sessionToken: token, transactionId: 'rec-bet', amount: '1500.00' })).status,
  ).toBe('OK');
  const win = { ...round, transactionId: 'rec-win', amount: '12500.00', roundClosed: true };
  expect((await vendor.win(win)).status).toBe('OK');
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('the account record in Chinese', () => {
  it('names the game and vendor of every game row, with short copyable references and grouped amounts', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    await context.addInitScript((token) => sessionStorage.setItem('token', token), member.token);
    const page = await context.newPage();
    await page.goto(`${platform.baseUrl}/member?page=transactionHistory`);
    const table = page.getByRole('table', { name: cn.wallet.record.caption });
    const rows = table.getByRole('row');
    await rows.filter({ hasText: cn.wallet.types.win }).first().waitFor();
    for (const type of [cn.wallet.types.win, cn.wallet.types.bet]) {
      const row = rows.filter({ hasText: type }).first();
      expect(await row.textContent()).toContain('幸运锦鲤 · Record Studio');
      expect(await row.textContent()).not.toContain('REC_E2E:');
      await row
        .getByRole('button', { name: cn.wallet.record.copyReference.replace('{{reference}}', '…9c1e4b88') })
        .waitFor();
    }
    expect(await rows.filter({ hasText: cn.wallet.types.win }).first().textContent()).toContain(
      '+฿12,500.00',
    );
    await context.close();
  });
});

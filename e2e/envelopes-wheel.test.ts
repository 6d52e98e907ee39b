import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn as consoleCn } from '../apps/admin/src/i18n/cn.ts';
import { cn } from '../apps/web/src/i18n/cn.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { pageWith } from './support/agents.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

/**
 * A red envelope grab and a wheel spin on a phone, in each language and both themes: three members each deposit
 * 100.00 (earning one spin of the wheel the operator made), grab one envelope of the operator's rain from the
 * overlay, then spin on /prizeWheel and find the prize in their history. Screenshots land in /tmp for review.
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let operator: string;

const WHEEL_NAMES = { EN: 'E2E wheel', CN: '测试转盘', TH: 'วงล้อทดสอบ' };
const LOOKS = [
  { lang: 'EN', theme: 'dark', texts: en },
  { lang: 'CN', theme: 'light', texts: cn },
  { lang: 'TH', theme: 'dark', texts: th },
] as const;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  const wheel = await calls.api(
    '/admin-api/v1/prize-wheels',
    {
      names: WHEEL_NAMES,
      enabled: true,
      segments: [
        { labels: { EN: '5', CN: '5', TH: '5' }, prize: '5.00', weight: 1 },
        { labels: { EN: '2', CN: '2', TH: '2' }, prize: '2.00', weight: 1 },
        { labels: { EN: '1', CN: '1', TH: '1' }, prize: '1.00', weight: 1 },
      ],
      depositPerSpin: '100.00',
      validBetPerSpin: null,
      budget: null,
      wageringMultiple: 0,
    },
    'POST',
    operator,
  );
  if (typeof wheel.id !== 'string') throw new Error(`wheel refused: ${JSON.stringify(wheel)}`);
  const now = Date.now();
  const rain = await calls.api(
    '/admin-api/v1/red-envelopes/rains',
    {
      title: 'E2E rain',
      budget: '30.00',
      count: 3,
      minAmount: '1.00',
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 30 * 60_000).toISOString(),
    },
    'POST',
    operator,
  );
  if (typeof rain.id !== 'string') throw new Error(`rain refused: ${JSON.stringify(rain)}`);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('red envelopes and the prize wheel', () => {
  for (const look of LOOKS) {
    it(`grabs an envelope and spins the wheel on a phone (${look.lang}, ${look.theme})`, async () => {
      const username = `ewfan${look.lang.toLowerCase()}`;
      const { token } = await calls.registerUnverified(operator, username);
      await calls.depositApproved(operator, token, '100.00');
      // The wheel's consumer credits the spin within seconds of the approval (the demo's own wheel earns one
      // too: this test spins its own).
      const spinsLeft = async () =>
        (
          (await calls.api('/api/v1/prize-wheels', undefined, 'GET', token)) as unknown as {
            name: string;
            spinsLeft: number;
          }[]
        ).find((one) => one.name === WHEEL_NAMES.EN)?.spinsLeft;
      await expect.poll(spinsLeft, { timeout: 30_000, interval: 500 }).toBe(1);

      const page = await pageWith(browser, { lang: look.lang, theme: look.theme, width: 390 });
      await page.goto(`${platform.baseUrl}/`);
      await page.evaluate((value) => sessionStorage.setItem('token', value), token);
      await page.goto(`${platform.baseUrl}/`);
      const r = look.texts.envelopes.rain;
      const dialog = page.getByRole('dialog', { name: 'E2E rain' });
      await dialog.waitFor({ timeout: 20_000 });
      await page.screenshot({ path: `/tmp/ew-rain-${look.lang}-${look.theme}.png` });
      await dialog.getByRole('button', { name: r.grab }).click();
      const got = dialog.getByText(new RegExp(r.got.replace('{{amount}}', '.+').replace(/[!！]/g, '.')));
      await got.waitFor();
      await page.screenshot({ path: `/tmp/ew-grabbed-${look.lang}-${look.theme}.png` });
      await checkAccessibility(page);
      await dialog.getByRole('button', { name: look.texts.common.close }).click();

      const w = look.texts.envelopes.wheel;
      await page.goto(`${platform.baseUrl}/prizeWheel`);
      await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
      const panel = page.getByRole('region', { name: WHEEL_NAMES[look.lang] });
      await panel.getByText(w.spinsLeft_one.replace('{{count}}', '1')).waitFor();
      await panel.getByRole('button', { name: w.spin }).click();
      // The prize is told once the wheel stops; it is one of the three cash segments.
      await panel
        .getByRole('status')
        .getByText(/[125]\.00/)
        .waitFor({ timeout: 15_000 });
      await panel
        .getByRole('row')
        .filter({ hasText: /[125]\.00/ })
        .first()
        .waitFor();
      await panel.getByText(w.spinsLeft_other.replace('{{count}}', '0')).waitFor();
      expect(await spinsLeft()).toBe(0);
      await page.screenshot({ path: `/tmp/ew-wheel-${look.lang}-${look.theme}.png`, fullPage: true });
      await checkAccessibility(page);
      await page.context().close();

      // Paid once each: the envelope and the prize are bonuses of the member.
      const bonuses = (await calls.api('/api/v1/bonuses', undefined, 'GET', token)) as unknown as {
        total: number;
      };
      expect(bonuses.total).toBe(2);
    });
  }

  it('shows operators the wheel with its chances and the expected cost per spin', async () => {
    const page = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: consoleCn,
      lang: 'CN',
      theme: 'light',
    });
    const w = consoleCn.envelopes.wheels;
    await page.goto(`${platform.baseUrl}/admin/prize-wheels`);
    await page.getByRole('button', { name: w.openFor.replace('{{name}}', '测试转盘') }).click();
    await page.getByRole('status').getByText('2.66').waitFor();
    expect(await page.getByRole('cell', { name: '33.33%' }).count()).toBe(3);
    await page.screenshot({ path: '/tmp/ew-console-wheel-CN-light.png', fullPage: true });
    await checkAccessibility(page);
    await page.goto(`${platform.baseUrl}/admin/red-envelopes`);
    await page
      .getByRole('row', { name: /E2E rain/ })
      .getByText('3/3')
      .waitFor();
    await page.screenshot({ path: '/tmp/ew-console-rains-CN-light.png', fullPage: true });
    await page.context().close();
  });
});

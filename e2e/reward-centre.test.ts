import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { th } from '../apps/web/src/i18n/th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { pageWith, signIn } from './support/agents.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * The reward centre as the demo's member finds it on a phone in Thai: the birthday gift the demo offered in the
 * month of the first start waits with its badge in the member menu; one tap claims it, the balance grows by the
 * gift, the badge goes, and the gift moves to the history. The member's password is reset by an operator first
 * (the demo prints it once, to the console of whoever started it).
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let memberToken: string;
const PASSWORD = 'Reward-pass-9';

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  const found = (await calls.api('/admin-api/v1/players?q=demoplayer', undefined, 'GET', operator)) as {
    items: { id: string; account: string }[];
  };
  const demo = found.items.find((player) => player.account === 'demoplayer')!;
  const reset = await calls.api(`/admin-api/v1/players/${demo.id}/password-reset`, {}, 'POST', operator);
  if (typeof reset.temporaryPassword !== 'string') throw new Error(`reset failed: ${JSON.stringify(reset)}`);
  const first = await signIn(calls, 'demoplayer', reset.temporaryPassword as string);
  await calls.api(
    '/api/v1/me/password',
    { oldPassword: reset.temporaryPassword, newPassword: PASSWORD, confirmNewPassword: PASSWORD },
    'POST',
    first,
  );
  memberToken = await signIn(calls, 'demoplayer', PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe('reward centre', () => {
  it('claims the birthday gift once from a phone in Thai, and the badge and the balance follow', async () => {
    const me = async () =>
      (await calls.api('/api/v1/me', undefined, 'GET', memberToken)) as {
        balance: string;
        availablePromos: number;
      };
    const before = await me();
    expect(before.availablePromos).toBe(1);

    const page = await pageWith(browser, { lang: 'TH', theme: 'dark', width: 390 });
    await page.goto(`${platform.baseUrl}/`);
    await page.evaluate((value) => sessionStorage.setItem('token', value), memberToken);
    await page.goto(`${platform.baseUrl}/member?page=rewardCenter`);
    const r = th.rewards.center;
    await page.getByRole('heading', { name: r.title }).waitFor();
    const claim = page.getByRole('button', {
      name: fill(r.claimFor, {
        action: th.rewards.actions.claim,
        amount: '฿288.00',
        source: 'ของขวัญวันเกิด 288',
      }),
    });
    await checkAccessibility(page);
    await claim.click();
    await page.getByText(r.statuses.claimed).waitFor();
    await page.getByText(r.empty).waitFor();
    await expect.poll(async () => (await me()).availablePromos).toBe(0);
    expect(Number((await me()).balance)).toBeCloseTo(Number(before.balance) + 288, 2);
    await page.context().close();

    // A second claim finds nothing: the gift is paid once.
    const again = await calls.api('/api/v1/rewards', undefined, 'GET', memberToken);
    expect(again).toMatchObject({ counts: { claim_reward: 0, claimed: 1 } });
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as consoleEn } from '../apps/admin/src/i18n/en.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { checkAccessibility } from './support/accessibility.ts';
import { pageWith } from './support/agents.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { slipPng } from './support/images.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill } from './support/text.ts';

/**
 * An application with proof from start to payment (spec §3–§5): a member in Thai on a phone applies with a
 * remark and three images (a fourth, a renamed program and a 6 MB file are refused before anything is sent), an
 * operator views the proofs in the console's queue and approves 88.00, and the member finds the bonus in bonus
 * details and the reward in the reward centre.
 */
const TITLE = { EN: 'E2E share your win', TH: 'E2E แชร์รางวัลของคุณ' };

let platform: RunningPlatform;
let browser: Browser;
let memberToken: string;
let promotionId: string;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  const operator = await calls.operatorToken();
  memberToken = (await calls.registerUnverified(operator, 'e2eapplicant')).token;
  const created = await calls.api(
    '/admin-api/v1/promotions',
    {
      kind: 'application',
      titles: TITLE,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      reward: { type: 'fixed', value: '88.00' },
      wagering: { multiple: 1, base: 'bonus' },
      enabled: true,
    },
    'POST',
    operator,
  );
  expect(created.id, JSON.stringify(created)).toBeTypeOf('string');
  promotionId = created.id as string;
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: slipPng() });

describe('an application with proof', () => {
  it('is sent with three images, approved in the console and paid to the member', async () => {
    const r = th.rewards;
    const page = await pageWith(browser, { lang: 'TH', theme: 'dark', width: 390 });
    await page.goto(`${platform.baseUrl}/`);
    await page.evaluate((value) => sessionStorage.setItem('token', value), memberToken);
    await page.goto(`${platform.baseUrl}/promotions`);
    await page
      .getByRole('article', { name: TITLE.TH })
      .getByRole('button', { name: r.actions.apply, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: TITLE.TH });
    const form = dialog.getByRole('region', { name: fill(r.apply.title, { title: TITLE.TH }) });
    await form.getByRole('textbox', { name: r.apply.remark }).fill('ชนะ 60 เท่า ตามภาพ');
    await form.getByText(fill(r.apply.remarkCount, { count: 18, max: 140 })).waitFor();

    const files = form.getByLabel(r.apply.addImages);
    await files.setInputFiles([
      { name: 'setup.exe', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 not an image') },
      {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([slipPng(), Buffer.alloc(6 * 1024 * 1024)]),
      },
    ]);
    await form
      .getByText(fill(r.apply.fileProblem, { name: 'setup.exe', problem: th.errors.FILE_TYPE_NOT_ALLOWED }))
      .waitFor();
    await form
      .getByText(fill(r.apply.fileProblem, { name: 'huge.png', problem: th.errors.FILE_TOO_LARGE }))
      .waitFor();
    await files.setInputFiles([png('win1.png'), png('win2.png'), png('win3.png'), png('win4.png')]);
    await form
      .getByText(fill(r.apply.fileProblem, { name: 'win4.png', problem: th.errors.TOO_MANY_FILES }))
      .waitFor();
    for (const name of ['win1.png', 'win2.png', 'win3.png'])
      await form.getByRole('img', { name: fill(r.apply.preview, { name }) }).waitFor();
    await checkAccessibility(page);
    await form.getByRole('button', { name: r.apply.submit }).click();
    await dialog.getByText(r.apply.done).waitFor();
    await page.context().close();

    const t = consoleEn.promotions;
    const operator = await signedInConsole(browser, platform.baseUrl, undefined, {
      texts: consoleEn,
      lang: 'EN',
      theme: 'dark',
    });
    await operator.goto(`${platform.baseUrl}/admin/promotions/${promotionId}/applications`);
    const queue = operator.getByRole('table', { name: t.apps.caption });
    const row = queue.getByRole('row', { name: /e2eapplicant/ });
    await row.getByText('ชนะ 60 เท่า ตามภาพ').waitFor();
    // Each proof is fetched with the operator's token before it shows: wait for the third.
    await row.getByRole('img').nth(2).waitFor();
    expect(await row.getByRole('img').count()).toBe(3);
    await row.getByRole('button', { name: fill(t.apps.approveFor, { username: 'e2eapplicant' }) }).click();
    const approve = operator.getByRole('dialog', {
      name: fill(t.apps.approveTitle, { username: 'e2eapplicant' }),
    });
    await approve.getByRole('button', { name: t.apps.approve }).click();
    await approve.getByText(fill(t.v.amount, { decimals: 2 })).waitFor();
    await approve.getByRole('textbox', { name: fill(t.apps.amount, { currency: 'THB' }) }).fill('88.00');
    await approve.getByRole('button', { name: t.apps.approve }).click();
    await operator.getByText(t.apps.approved).waitFor();
    await row.getByText(fill(t.apps.paid, { amount: '฿88.00' })).waitFor();
    await checkAccessibility(operator);
    await operator.context().close();

    const member = await pageWith(browser, { lang: 'EN', theme: 'light', width: 390 });
    await member.goto(`${platform.baseUrl}/`);
    await member.evaluate((value) => sessionStorage.setItem('token', value), memberToken);
    await member.goto(`${platform.baseUrl}/member?page=bonusDetails`);
    const bonus = member.getByRole('article', { name: en.rewards.bonus.sources.promotion });
    await bonus.getByText('฿88.00').first().waitFor();
    await member.goto(`${platform.baseUrl}/member?page=rewardCenter`);
    const history = member.getByRole('region', { name: en.rewards.center.history });
    await history.getByText(TITLE.EN).waitFor();
    await history.getByText('฿88.00').waitFor();
    await checkAccessibility(member);
    await member.context().close();
  });
});

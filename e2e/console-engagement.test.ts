import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHEEL_MAX_WEIGHT } from '../packages/contracts/src/prize-wheel.ts';
import { cn } from '../apps/admin/src/i18n/cn.ts';
import { en } from '../apps/admin/src/i18n/en.ts';
import { th } from '../apps/admin/src/i18n/th.ts';
import { platformApi, type PlatformApi } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { signedInConsole } from './support/console.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';
import { fill, shaped } from './support/text.ts';

/**
 * An operator at laptop width runs the engagement pages of the console: adds goods to the points mall and
 * changes its rates, decides two gift exchanges in the queue (the rejected member gets its points back), starts
 * a red envelope rain and reweights the demo's prize wheel, each form refusing a wrong field first and naming it.
 * Then every page once in Chinese and Thai in the dark theme, with no English left in its headings, labels,
 * columns and buttons.
 */
let platform: RunningPlatform;
let browser: Browser;
let calls: PlatformApi;
let operator: string;
const members: { username: string; token: string }[] = [];
const PAYMENT_PASSWORD = '135790';
const p = en.pointsMall;
const r = en.envelopes.rains;
const w = en.envelopes.wheels;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  calls = platformApi(platform.baseUrl);
  operator = await calls.operatorToken();
  // Two members whose 1,000.00 deposits earn 10 points each at the demo's deposit rate (0.01 a baht): the points
  // consumer credits them while the operator works on the goods.
  for (const username of ['e2eengageone', 'e2eengagetwo']) {
    const { token } = await calls.registerUnverified(operator, username);
    await calls.api(
      '/api/v1/me/payment-password',
      { currentPassword: 'secret12', newPaymentPassword: PAYMENT_PASSWORD },
      'POST',
      token,
    );
    await calls.depositApproved(operator, token, '1000.00');
    members.push({ username, token });
  }
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

/** What a screen reader reads after a control's name: the hint and the error its aria-describedby names. */
const description = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/**
 * The field is marked invalid, says why in words tied to it (nothing else but a counter), and has the focus: the
 * operator is taken to it however far the form scrolled.
 */
async function expectRefused(control: Locator, message: string, options = { focused: true }) {
  await expect.poll(() => control.getAttribute('aria-invalid')).toBe('true');
  expect((await description(control)).replace(/\d+ \/ \d+/, '').trim()).toBe(message);
  if (options.focused)
    await expect.poll(() => control.evaluate((element) => element === document.activeElement)).toBe(true);
}

const pointsOf = async (token: string) =>
  (await calls.api('/api/v1/points', undefined, 'GET', token)).balance as string;

/** `yyyy-MM-ddTHH:mm` in the demo brand's zone (Bangkok, UTC+7 all year), as a datetime-local field takes it. */
const bangkok = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 16);

describe('the console engagement pages', () => {
  it('adds goods and changes rates, then passes one gift exchange and rejects another', async () => {
    const page = await signedInConsole(browser, platform.baseUrl);
    await page.getByRole('link', { name: p.goods.nav, exact: true }).click();
    await page.getByRole('heading', { name: p.goods.heading, level: 1 }).waitFor();

    await page.getByRole('button', { name: p.goods.add }).click();
    let dialog = page.getByRole('dialog', { name: p.goods.addTitle });
    const box = (label: string) => dialog.getByRole('textbox', { name: label, exact: true });
    await box(p.goods.name).fill('E2E ฿50 voucher');
    await box(p.goods.pointsNeeded).fill('-5');
    await box(p.goods.moneyValue).fill('50.00');
    await box(p.goods.remaining).fill('100');
    await dialog.getByRole('button', { name: p.goods.save }).click();
    await expectRefused(box(p.goods.pointsNeeded), p.v.points);
    expect(await box(p.goods.moneyValue).getAttribute('aria-invalid')).toBe('false');
    await box(p.goods.pointsNeeded).fill('5');
    await dialog.getByRole('button', { name: p.goods.save }).click();
    await page.getByText(p.goods.saved).first().waitFor();
    const table = page.getByRole('table', { name: p.goods.heading });
    const voucher = table.getByRole('row', { name: /E2E ฿50 voucher/ });
    await voucher.getByText(p.kinds.cash).waitFor();
    await voucher.getByRole('cell', { name: '100', exact: true }).waitFor();

    await page.getByRole('button', { name: p.goods.add }).click();
    dialog = page.getByRole('dialog', { name: p.goods.addTitle });
    await box(p.goods.name).fill('E2E tote bag');
    await dialog.getByRole('radio', { name: p.kinds.physical }).check();
    await box(p.goods.pointsNeeded).fill('10');
    await box(p.goods.moneyValue).fill('250.00');
    await box(p.goods.remaining).fill('abc');
    await dialog.getByRole('button', { name: p.goods.save }).click();
    await expectRefused(box(p.goods.remaining), fill(en.promotions.v.whole, { min: 0, max: 1_000_000 }));
    await box(p.goods.remaining).fill('5');
    await dialog.getByRole('button', { name: p.goods.save }).click();
    await dialog.waitFor({ state: 'detached' });
    const tote = table.getByRole('row', { name: /E2E tote bag/ });
    await tote.getByText(p.kinds.physical).waitFor();
    await tote.getByRole('cell', { name: '5', exact: true }).waitFor();

    // The live casino rate: more than the most a rate may be first, then a tenth more than the demo's.
    const rates = page.getByRole('form', { name: p.rates.heading });
    const live = rates.getByRole('textbox', { name: p.kinds.live, exact: true });
    await live.fill('2000');
    await rates.getByRole('button', { name: p.rates.save }).click();
    await expectRefused(live, p.rates.hint);
    await live.fill('0.0500');
    await rates.getByRole('button', { name: p.rates.save }).click();
    await page.getByText(p.rates.saved).first().waitFor();
    await page.reload();
    await expect.poll(() => live.inputValue()).toBe('0.0500');

    // Each member redeems the bag over the player API once its deposit's points have arrived.
    const goods = (await calls.api('/admin-api/v1/points/goods', undefined, 'GET', operator)) as unknown as {
      id: string;
      name: string;
    }[];
    const bag = goods.find((one) => one.name === 'E2E tote bag')!;
    for (const [n, member] of members.entries()) {
      await expect.poll(() => pointsOf(member.token), { timeout: 60_000, interval: 1_000 }).toBe('10.00');
      const redeemed = await calls.api(
        '/api/v1/points/redeem',
        {
          goodsId: bag.id,
          quantity: 1,
          paymentPassword: PAYMENT_PASSWORD,
          address: `${n + 1} Silom Rd, Bang Rak, Bangkok 10500`,
          phone: '+66 81 234 5678',
        },
        'POST',
        member.token,
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(redeemed, JSON.stringify(redeemed)).toMatchObject({ status: 'in_process' });
      expect(await pointsOf(member.token)).toBe('0.00');
    }

    await page.getByRole('link', { name: p.nav, exact: true }).click();
    await page.getByRole('heading', { name: p.exchanges.heading, level: 1 }).waitFor();
    const queue = page.getByRole('table', { name: p.exchanges.heading });
    const [passed, rejected] = members.map((member) =>
      queue.getByRole('row', { name: new RegExp(member.username) }),
    );
    await passed!.getByRole('button', { name: p.exchanges.pass }).click();
    const passing = page.getByRole('dialog', { name: new RegExp(fill(p.exchanges.passTitle, { no: '' })) });
    await passing.getByText('1 Silom Rd', { exact: false }).waitFor();
    await passing.getByRole('button', { name: p.exchanges.pass }).click();
    await passed!.waitFor({ state: 'detached' });

    await rejected!.getByRole('button', { name: p.exchanges.reject }).click();
    const rejecting = page.getByRole('dialog', {
      name: new RegExp(fill(p.exchanges.rejectTitle, { no: '' })),
    });
    await rejecting.getByText(fill(p.exchanges.rejectBody, { points: '10.00' })).waitFor();
    // No reason yet: the dialog asks for one before anything is sent.
    await rejecting.getByRole('button', { name: p.exchanges.reject }).click();
    const reason = rejecting.getByRole('textbox', { name: en.players.reason });
    await expectRefused(reason, en.fieldErrors.REQUIRED, { focused: false });
    await reason.fill('Out of stock at the supplier.');
    await rejecting.getByRole('button', { name: p.exchanges.reject }).click();
    await rejected!.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: p.exchanges.status }).selectOption({ label: p.exchanges.all });
    const [one, two] = members.map((member) => queue.getByRole('row', { name: new RegExp(member.username) }));
    await one!.getByText(p.statuses.passed, { exact: true }).waitFor();
    await two!.getByText(p.statuses.rejected, { exact: true }).waitFor();
    await two!.getByText('Out of stock at the supplier.').waitFor();
    // The rejected member has its points back; the passed one spent them. The bag's stock took back the one.
    expect(await pointsOf(members[1]!.token)).toBe('10.00');
    expect(await pointsOf(members[0]!.token)).toBe('0.00');
    await page.getByRole('link', { name: p.goods.nav, exact: true }).first().click();
    await table
      .getByRole('row', { name: /E2E tote bag/ })
      .getByRole('cell', { name: '4', exact: true })
      .waitFor();
    await page.context().close();
  });

  it('starts a red envelope rain after a budget too small for its envelopes is refused', async () => {
    const page = await signedInConsole(browser, platform.baseUrl);
    await page.getByRole('link', { name: r.nav, exact: true }).click();
    await page.getByRole('heading', { name: r.heading, level: 1 }).waitFor();
    const form = page.getByRole('form', { name: r.new });
    const box = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    const zone = { zone: 'GMT+07:00' };
    await box(r.title).fill('E2E evening rain');
    await box(fill(r.budget, { currency: 'THB' })).fill('40.00');
    await box(r.count).fill('20');
    await box(r.minAmount).fill('2.50');
    const start = Date.now() + 2 * 3_600_000;
    await form.getByLabel(fill(r.startsAt, zone)).fill(bangkok(start));
    await form.getByLabel(fill(r.endsAt, zone)).fill(bangkok(start + 3_600_000));
    await box(r.vipLevels).fill('1, 2');
    await form.getByRole('button', { name: r.create }).click();
    await expectRefused(
      box(fill(r.budget, { currency: 'THB' })),
      fill(en.envelopes.v.budgetBelow, { least: '฿50.00' }),
    );

    await box(fill(r.budget, { currency: 'THB' })).fill('120.00');
    await form.getByRole('button', { name: r.create }).click();
    await page.getByText(r.created).first().waitFor();
    const row = page.getByRole('row', { name: /E2E evening rain/ });
    await row.getByText(r.states.scheduled, { exact: true }).waitFor();
    await row.getByText('0/20').waitFor();
    await row.getByText('฿120.00').waitFor();
    await row.getByText(fill(r.vipList, { levels: '1, 2' })).waitFor();
    // The demo's rain, grabbed empty, is listed as ended with its audience beside it.
    const demo = page.getByRole('row', { name: /Lucky rain 88/ });
    await demo.getByText(r.states.ended, { exact: true }).waitFor();
    await demo.getByText(r.everyone, { exact: true }).waitFor();
    await page.context().close();
  });

  it('reweights the prize wheel with its chances and expected cost following each change', async () => {
    const page = await signedInConsole(browser, platform.baseUrl);
    await page.getByRole('link', { name: w.nav, exact: true }).click();
    await page.getByRole('button', { name: fill(w.openFor, { name: 'Lucky wheel' }) }).click();
    const editor = page.getByRole('form', { name: w.editor });
    await editor.getByRole('heading', { name: fill(w.openFor, { name: 'Lucky wheel' }), level: 2 }).waitFor();
    const cost = editor.getByRole('status');
    const chanceOf = (n: number) =>
      editor.getByRole('table', { name: w.segments }).getByRole('row').nth(n).getByRole('cell').nth(5);
    const box = (label: string) => editor.getByRole('textbox', { name: label, exact: true });
    // The demo wheel: weights 130 in all, 2,050.00 of prizes weighted: 15.76 a spin, the 888 once in 130.
    await cost.getByText('฿15.76').waitFor();
    await expect.poll(() => chanceOf(1).textContent()).toBe('0.77%');

    await box(fill(w.segmentWeight, { n: 1 })).fill('0');
    await cost.getByText('—').waitFor();
    await editor.getByRole('button', { name: w.save }).click();
    await expectRefused(
      box(fill(w.segmentWeight, { n: 1 })),
      fill(en.promotions.v.whole, { min: 1, max: WHEEL_MAX_WEIGHT }),
    );

    for (const language of ['EN', 'CN', 'TH'])
      await box(fill(w.segmentLabel, { n: 1, language })).fill('388');
    await box(fill(w.segmentPrize, { n: 1 })).fill('388.00');
    await box(fill(w.segmentWeight, { n: 1 })).fill('2');
    expect(await box(fill(w.segmentWeight, { n: 1 })).getAttribute('aria-invalid')).toBe('false');
    await cost.getByText('฿14.79').waitFor();
    await expect.poll(() => chanceOf(1).textContent()).toBe('1.53%');
    await editor.getByRole('button', { name: fill(w.removeSegment, { n: 5 }) }).click();
    await cost.getByText('฿17.45').waitFor();
    await expect.poll(() => chanceOf(1).textContent()).toBe('1.80%');
    await editor.getByRole('button', { name: w.save }).click();
    await page.getByText(w.saved).first().waitFor();
    await page
      .getByRole('table', { name: w.heading })
      .getByRole('row', { name: /Lucky wheel/ })
      .getByText('฿17.45')
      .waitFor();
    await page.context().close();
  });

  it('shows each page in Chinese and Thai in the dark theme with nothing left in English', async () => {
    for (const [lang, texts] of [
      ['CN', cn],
      ['TH', th],
    ] as const) {
      const page = await signedInConsole(browser, platform.baseUrl, undefined, {
        texts,
        lang,
        theme: 'dark',
      });
      const english = untranslated(texts);
      for (const [path, headings] of [
        ['/admin/points/goods', [texts.pointsMall.goods.heading, texts.pointsMall.rates.heading]],
        ['/admin/points', [texts.pointsMall.exchanges.heading]],
        ['/admin/red-envelopes', [texts.envelopes.rains.heading, texts.envelopes.rains.new]],
        ['/admin/prize-wheels', [texts.envelopes.wheels.heading]],
      ] as const) {
        await page.goto(`${platform.baseUrl}${path}`);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        for (const heading of headings)
          await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await page.getByRole('table').first().waitFor();
        if (path === '/admin/prize-wheels') {
          const edit = fill(texts.envelopes.wheels.openFor, {
            name: lang === 'CN' ? '幸运转盘' : 'วงล้อนำโชค',
          });
          await page.getByRole('button', { name: edit }).click();
          await page.getByRole('heading', { name: edit, level: 2 }).waitFor();
        }
        const visible = await chromeTexts(page);
        expect(visible).toEqual(expect.arrayContaining([...headings]));
        expect(
          visible.filter((text) => english.some((pattern) => pattern.test(text))),
          `${lang} ${path}`,
        ).toEqual([]);
      }
      await page.context().close();
    }
  });
});

/**
 * The English strings of the console that this language says otherwise, as patterns (a template's placeholders
 * match anything; a template with no English word of its own, such as "{{user}}: {{name}}", would match data).
 */
function untranslated(texts: typeof en): RegExp[] {
  const found: RegExp[] = [];
  const walk = (source: unknown, target: unknown) => {
    if (typeof source === 'string') {
      if (source !== target && /[A-Za-z]{3}/.test(source.replace(/\{\{\w+\}\}/g, '')))
        found.push(shaped(source));
    } else if (source && typeof source === 'object')
      for (const [key, value] of Object.entries(source))
        walk(value, (target as Record<string, unknown>)[key]);
  };
  walk(en, texts);
  return found;
}

/** The visible words the console itself puts on the page: headings, labels, column heads, buttons, links, badges. */
function chromeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'h1, h2, h3, label, legend, caption, th[scope=col], button, a, option, .badge, .hint, .muted',
      ),
    )
      .filter((element) => element.checkVisibility())
      .map((element) => element.innerText.trim())
      .filter(Boolean),
  );
}

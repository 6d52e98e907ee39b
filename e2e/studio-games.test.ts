import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/studio/web/src/i18n/en.ts';
import { launchBrowser } from './support/browser.ts';
import { startSite, type RunningSite } from './support/studio.ts';
import { fill, shaped } from './support/text.ts';
import {
  balanceOf,
  cents,
  closePanel,
  controlsOf,
  CRASH_TIMEOUT,
  DICTIONARIES,
  type Engine,
  ENGINES,
  GAMES,
  errorsOf,
  expectAnnounced,
  expectTheme,
  type Language,
  lastWinOf,
  lobbyGameIds,
  lobbyNameOf,
  minor,
  openDemoGame,
  type OpenOptions,
  screenshot,
  SHOTS,
  stakeBox,
  type Theme,
  watchErrors,
} from './support/studio-game-page.ts';
import { expectNothingPlayed, playButton, SINGLE_STAKE, untranslated } from './support/studio-checks.ts';
import { PLAYERS } from './support/studio-players.ts';
import { crashHistory, newestRound, rotateSeeds, verifyFromHistory } from './support/studio-history.ts';

/**
 * The studio's nine game UIs as a player meets them: launched in demo from the platform, played one round each in
 * both themes by role and accessible name, checked against the balance and the round history, and recomputed in
 * the public verifier. Screenshots land in /tmp/engines for a person to look at.
 */

let site: RunningSite;
let browser: Browser;
const gameIds = new Map<Engine, string>();

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  await lobbyGameIds(site.baseUrl, gameIds);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const openGame = (engine: Engine, options: OpenOptions) =>
  openDemoGame(browser, site, gameIds, engine, options);

describe.each(ENGINES)('%s', (engine) => {
  // The two themes play side by side: each has its own demo session (crash: the same shared round).
  it.concurrent.for(['dark', 'light'] as const)(
    'renders in the %s theme and plays a round the balance, history and verifier agree with',
    { timeout: engine === 'crash' ? CRASH_TIMEOUT + 60_000 : 120_000 },
    async (theme, { expect }) => {
      const t = en;
      const page = await openGame(engine, { theme });
      await expectTheme(page, theme);
      const before = await balanceOf(page, t);
      expect(before).toBe(cents('10000.00'));

      const played = await PLAYERS[engine](page, t);
      expect(played.stake).toBeGreaterThan(0n);
      // The play-money balance moved by exactly the stake and the win the game showed.
      await expect
        .poll(() => balanceOf(page, t), { timeout: 30_000 })
        .toBe(before - played.stake + played.win);
      // The header's last win is what the round paid (nothing yet after a loss).
      await expect.poll(() => lastWinOf(page, t)).toBe(played.win);
      // Crash is pictured once its round has busted, with the whole curve (crashHistory).
      if (engine !== 'crash') await screenshot(page, `${engine}-${theme}`);

      if (engine === 'crash') {
        await crashHistory(page, t, theme, played);
      } else {
        const entry = await newestRound(page, t, played);
        await closePanel(page.getByRole('dialog', { name: t.history.title }), t);
        if (theme === 'dark') {
          const seed = await rotateSeeds(page, t, entry);
          await verifyFromHistory(page, t, engine, played, seed);
        }
      }
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    },
  );
});

// ---------------------------------------------------------------------------------------------------------------
// Bad input in the game shell: explained under the field, nothing played, the balance untouched.

describe('a bad stake', () => {
  it.each(SINGLE_STAKE)(
    '%s: zero, negative, non-numeric, empty or above the maximum is explained and plays nothing',
    async (engine) => {
      const t = en;
      const page = await openGame(engine, { theme: 'dark' });
      const before = await balanceOf(page, t);
      const box = stakeBox(page, t);
      const invalid = fill(t.stake.problem.invalid, { decimals: 2 });
      const cases: [string, string | RegExp][] = [
        ['0', invalid],
        ['-5', invalid],
        ['abc', invalid],
        ['1.234', invalid],
        ['', t.stake.problem.required],
        ['20000', shaped(t.stake.problem.aboveMax, { max: '[^\\d,]*10,000\\.00' })],
      ];
      for (const [value, message] of cases) {
        await box.fill(value);
        await expect.poll(() => box.getAttribute('aria-invalid')).toBe('true');
        await expectAnnounced(controlsOf(page, t).getByText(message));
        expect(await playButton(page, t, engine).isDisabled()).toBe(true);
        await box.press('Enter');
      }
      await expectNothingPlayed(page, t, engine, before);
      await screenshot(page, `${engine}-bad-stake`);
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    },
    120_000,
  );

  it('dice: a stake above the balance is explained and plays nothing', async () => {
    const t = en;
    const page = await openGame('dice', { theme: 'light' });
    const controls = controlsOf(page, t);
    const box = stakeBox(page, t);
    // Lose a little first (roll over 98: a 1.99% chance to win), so the balance is below the maximum stake. A
    // rare early win (+4.85) takes about fifty more losses to undo, hence the generous bound.
    await controls
      .getByRole('group', { name: t.dice.direction })
      .getByRole('button', { name: t.dice.over })
      .click();
    await controls.getByRole('textbox', { name: t.dice.target, exact: true }).fill('98.00');
    await box.fill('0.10');
    const roll = controls.getByRole('button', { name: t.dice.roll, exact: true });
    const stage = page.getByRole('region', { name: t.dice.stage });
    for (let i = 0; i < 80 && (await balanceOf(page, t)) >= cents('10000.00'); i++) {
      await roll.click();
      await stage
        .getByText(shaped(t.dice.won))
        .or(stage.getByText(t.dice.lost, { exact: true }))
        .waitFor();
      await expect.poll(() => roll.isEnabled()).toBe(true);
    }
    const balance = await balanceOf(page, t);
    expect(balance).toBeLessThan(cents('10000.00'));
    await box.fill('10000.00');
    await expectAnnounced(controls.getByText(t.stake.problem.overBalance, { exact: true }));
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await roll.isDisabled()).toBe(true);
    await box.press('Enter');
    expect(await balanceOf(page, t)).toBe(balance);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('roulette: a chip past the table maximum is refused with the reason', async () => {
    const t = en;
    const page = await openGame('roulette', { theme: 'light' });
    const before = await balanceOf(page, t);
    const controls = controlsOf(page, t);
    const table = page.getByRole('region', { name: t.roulette.table });
    await controls
      .getByRole('radio', { name: shaped(t.table.chip, { amount: '[^\\d,]*10,000\\.00' }) })
      .click();
    await table.getByRole('button', { name: t.roulette.outside.red, exact: true }).click();
    await table.getByRole('button', { name: t.roulette.outside.black, exact: true }).click();
    await expectAnnounced(controls.getByText(shaped(t.table.problem.aboveMax)));
    // Black took nothing; red holds the one chip the limit allows.
    await table.getByRole('button', { name: t.roulette.outside.black, exact: true }).waitFor();
    expect(minor(await controls.getByRole('status', { name: t.stake.total }).innerText())).toBe(
      cents('10000.00'),
    );
    await controls.getByRole('button', { name: t.table.clear, exact: true }).click();
    expect(minor(await controls.getByRole('status', { name: t.stake.total }).innerText())).toBe(0n);
    expect(await controls.getByRole('button', { name: t.roulette.spin, exact: true }).isDisabled()).toBe(
      true,
    );
    await expectNothingPlayed(page, t, 'roulette', before);
    expect(errorsOf(page)).toEqual([]);
    await page.context().close();
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('the verifier', () => {
  it('explains bad input field by field, and a seed that does not match its commitment', async () => {
    const t = en;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    watchErrors(page);
    await page.goto(`${site.studioUrl}/verify?theme=light&language=EN`);
    await page.getByRole('heading', { level: 1, name: t.verify.title }).waitFor();
    const seed = page.getByLabel(t.verify.field.serverSeed);
    const clientSeed = page.getByLabel(t.verify.field.clientSeed);
    const nonce = page.getByLabel(t.verify.field.nonce, { exact: true });
    const submit = page.getByRole('button', { name: t.verify.submit, exact: true });
    const result = page.getByRole('region', { name: t.verify.resultTitle });

    // Empty seeds and a negative nonce.
    await nonce.fill('-1');
    await submit.click();
    await page.getByText(t.verify.error.hex).waitFor();
    await page.getByText(t.verify.error.seed.required).waitFor();
    await page.getByText(t.verify.error.nonce).waitFor();
    for (const field of [seed, clientSeed, nonce])
      expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await result.count()).toBe(0);

    // A garbled seed (not hexadecimal, one character short) and a client seed with a space.
    await seed.fill(`${'ab'.repeat(31)}z`);
    await clientSeed.fill('two words');
    await nonce.fill('1.5');
    await submit.click();
    await page.getByText(t.verify.error.hex).waitFor();
    await page.getByText(t.verify.error.seed.characters).waitFor();
    await page.getByText(t.verify.error.nonce).waitFor();
    expect(await result.count()).toBe(0);
    await screenshot(page, 'verify-bad-input');

    // Well formed, but not the seed behind the hash shown before play: recomputed, and said not to match.
    await seed.fill('0'.repeat(64));
    await page.getByLabel(t.verify.field.hash).fill('f'.repeat(64));
    await clientSeed.fill('player-seed');
    await nonce.fill('0');
    await submit.click();
    await expectAnnounced(result.getByText(t.verify.commitMismatch));
    expect(await result.getByText(t.verify.commitMatches).count()).toBe(0);
    expect(await seed.getAttribute('aria-invalid')).toBe('false');

    // A crash round reference that is neither a hash nor a round number.
    await page
      .getByRole('group', { name: t.verify.kind })
      .getByRole('button', { name: t.verify.crashTab })
      .click();
    const crash = page.getByLabel(t.verify.field.crash);
    await crash.fill('not a hash!');
    await submit.click();
    await page.getByText(t.verify.error.crash).waitFor();
    expect(await crash.getAttribute('aria-invalid')).toBe('true');

    await page.getByRole('heading', { level: 1, name: t.verify.title }).waitFor();
    await screenshot(page, 'verify-bad-crash-input');
    expect(errorsOf(page)).toEqual([]);
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Chinese and Thai: the same round played by the translated names, and no English left on the screen.

const TRANSLATED: [Engine, Language, Theme][] = [
  ['slot', 'TH', 'dark'],
  ['roulette', 'CN', 'light'],
  ['baccarat', 'CN', 'dark'],
  ['mines', 'TH', 'light'],
];

describe('in Chinese and Thai', () => {
  it.concurrent.for(TRANSLATED)(
    '%s in %s (%s theme) plays a round with every word translated',
    { timeout: 120_000 },
    async ([engine, language, theme], { expect }) => {
      const t = DICTIONARIES[language];
      const page = await openGame(engine, { theme, language });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        { EN: 'en', CN: 'zh-CN', TH: 'th' }[language],
      );
      // The game goes by the name its lobby tile shows in that language, never the English one.
      const name = await lobbyNameOf(site.baseUrl, gameIds.get(engine)!, engine, language);
      expect(name).not.toBe(GAMES[engine]);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
      const before = await balanceOf(page, t);
      const played = await PLAYERS[engine](page, t);
      await expect
        .poll(() => balanceOf(page, t), { timeout: 30_000 })
        .toBe(before - played.stake + played.win);
      await screenshot(page, `${engine}-${theme}-${language}`);
      expect(await untranslated(page, language)).toEqual([]);
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    },
  );
});

// ---------------------------------------------------------------------------------------------------------------

const PHONE: [Engine, Theme][] = [
  ['dice', 'dark'],
  ['sicbo', 'light'],
  ['slot', 'dark'],
];

describe('on a 390×844 phone', () => {
  it.concurrent.for(PHONE)(
    '%s (%s theme) fits the width and plays a round',
    async ([engine, theme], { expect }) => {
      const t = en;
      const page = await openGame(engine, { theme, phone: true });
      const before = await balanceOf(page, t);
      const played = await PLAYERS[engine](page, t);
      await expect
        .poll(() => balanceOf(page, t), { timeout: 30_000 })
        .toBe(before - played.stake + played.win);
      // Nothing sideways: no horizontal scrolling, and every control inside the screen's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const button of await controlsOf(page, t).getByRole('button').all()) {
        const box = await button.boundingBox();
        if (!box) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await screenshot(page, `${engine}-${theme}-phone`);
      expect(errorsOf(page)).toEqual([]);
      await page.context().close();
    },
  );
});

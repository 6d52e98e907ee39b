import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimalString } from '@croupier/money';
import { en as studio } from '../apps/studio/web/src/i18n/en.ts';
import { en } from '../apps/web/src/i18n/en.ts';
import { th } from '../apps/web/src/i18n/th.ts';
import { platformApi } from './support/api.ts';
import { launchBrowser, pressWhenReady } from './support/browser.ts';
import { startSite, type RunningSite } from './support/studio.ts';
import {
  expectedHistory,
  historyPanel,
  minor,
  money,
  openGameFromLobby,
  recordStudioAnswers,
  platformBetsOf,
  platformWalletOf,
  screenshotPageOnFailure,
  shellBalance,
  shown,
  studioRoundsOf,
  sum,
  THB,
} from './support/studio-fresh-kit.ts';
import { fill } from './support/text.ts';

/**
 * The acceptance test of the studio on a fresh install (spec: in-house games): a member registers, pays 500.00
 * through the test gateway, opens a slot, a roulette table and crash from the lobby and plays real money; then
 * the platform's betting record, the wallet and the studio's round history agree to the cent.
 */

const MEMBER = 'freshplayer';
const PASSWORD = 'secret12';
const DEPOSIT = '500.00';
/** The in-house games of the demo catalogue (apps/server/src/modules/catalogue/demo) this test plays. */
const SLOT = { name: 'Golden Dragon', code: 'INHOUS-RNG-0001' };
const ROULETTE = { name: 'Roulette Classic', code: 'INHOUS-LIVE-0002' };
const CRASH = { name: 'Crash', code: 'INHOUS-MINI-0001' };

let site: RunningSite;
let browser: Browser;
let page: Page;
let calls: ReturnType<typeof platformApi>;
let siteTimeZone: string;
/** The studio session each game opened in its frame (POST /studio-api/v1/sessions), by game code. */
const studioSessions = new Map<string, string>();
/** The rounds each game's frame was answered (POST /rounds, POST /crash/bets), in order, by game code. */
const playedRounds = new Map<string, { id: string; stake: string; payout: string }[]>();
const played = (gameCode: string) => playedRounds.get(gameCode) ?? [];

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  calls = platformApi(site.baseUrl);
  siteTimeZone = (
    (await (await fetch(`${site.baseUrl}/api/v1/site`)).json()) as { brand: { timezone: string } }
  ).brand.timezone;
  // A player abroad: the game's history still tells the site's time, as the betting record does.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'America/Sao_Paulo',
  });
  recordStudioAnswers(context, site.studioUrl, studioSessions, playedRounds);
  page = await context.newPage();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const header = () => page.getByRole('banner').first();
const headerBalance = (amount: string) => header().getByText(amount, { exact: true }).waitFor();

/** The member's platform session, as the site keeps it (sessionStorage, API.md). */
const memberToken = () => page.evaluate(() => sessionStorage.getItem('token')!);

const screenshotOnFailure = (name: string) => screenshotPageOnFailure(page, name);
const platformWallet = async () => platformWalletOf(calls, await memberToken());
const platformBets = async (language?: string) => platformBetsOf(calls, await memberToken(), language);
const studioRounds = (gameCode: string) => studioRoundsOf(site.studioUrl, studioSessions, gameCode);
const openFromLobby = (name: string, category?: string) =>
  openGameFromLobby(page, site.baseUrl, name, category);

describe('studio on a fresh install', () => {
  it('registers a member who pays 500.00 through the test gateway', async () => {
    screenshotOnFailure('deposit');
    await page.goto(`${site.baseUrl}/`);
    await header().getByRole('button', { name: en.auth.register, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
    const a = en.accounts;
    await dialog.getByRole('tab', { name: a.method.username }).click();
    await dialog.getByRole('textbox', { name: a.username, exact: true }).fill(MEMBER);
    await dialog.getByRole('textbox', { name: a.password, exact: true }).fill(PASSWORD);
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('button', { name: en.auth.register, exact: true }).click();
    await page.getByRole('button', { name: MEMBER }).waitFor();
    await headerBalance(money(0n));

    const d = en.deposits;
    await header().getByRole('link', { name: en.account.deposit }).click();
    await page.getByRole('radio', { name: /Test gateway/ }).check();
    await page.getByRole('textbox', { name: fill(d.amount, { symbol: THB.symbol }) }).fill(DEPOSIT);
    await page.getByRole('button', { name: fill(d.submit, { amount: money(minor(DEPOSIT)) }) }).click();
    await page.waitForURL(/\/testpay\/pay\//);
    await page.getByRole('button', { name: `Pay ${money(minor(DEPOSIT))}` }).click();
    await page.waitForURL(/\/member\?page=depositv2&deposit=\d+/);
    await page.getByText(fill(d.back.approved, { amount: money(minor(DEPOSIT)) })).waitFor();
    await headerBalance(money(minor(DEPOSIT)));
    expect(await platformWallet()).toMatchObject({ balance: DEPOSIT, currency: 'THB' });
  }, 120_000);

  it('plays two real-money spins of an in-house slot opened from the lobby', async () => {
    screenshotOnFailure('slot');
    const frame = await openFromLobby(SLOT.name);
    const controls = frame.getByRole('region', { name: studio.common.controls });
    // One coin value up from where the game starts: the total bet shown is what each spin stakes.
    await controls.getByRole('button', { name: studio.slot.coinUp }).click();
    const spin = controls.getByRole('button', { name: studio.slot.spin, exact: true });
    for (let n = 0; n < 2; n++) {
      await pressWhenReady(spin, 60_000);
      await expect.poll(() => played(SLOT.code).length, { timeout: 60_000 }).toBe(n + 1);
    }
    // The reels stop and show the win; the spin button opens again.
    await expect.poll(() => spin.isEnabled(), { timeout: 60_000 }).toBe(true);
    const stakes = played(SLOT.code).map((r) => r.stake);
    expect(stakes[0]).toBe(stakes[1]);
    await controls.getByText(money(minor(stakes[0]!)), { exact: true }).waitFor();
    await expect
      .poll(async () => (await shellBalance(frame)) === minor((await platformWallet()).balance), {
        timeout: 30_000,
      })
      .toBe(true);
    const panel = await historyPanel(frame);
    const rounds = await studioRounds(SLOT.code);
    expect(panel).toEqual(expectedHistory(rounds, siteTimeZone));
    expect(rounds.map((r) => r.id).reverse()).toEqual(played(SLOT.code).map((r) => r.id));
  }, 240_000);

  it('plays two spins of an in-house roulette table with chips on the board', async () => {
    screenshotOnFailure('roulette');
    const frame = await openFromLobby(ROULETTE.name);
    const t = studio.table;
    const chip = (amount: bigint) =>
      frame.getByRole('radio', { name: fill(t.chip, { amount: money(amount) }) });
    const spot = (name: string, amount?: bigint) =>
      frame.getByRole('button', {
        name: amount ? `${name}, ${fill(t.placed, { amount: money(amount) })}` : name,
        exact: true,
      });
    const red = studio.roulette.outside.red;
    const seventeen = fill(studio.roulette.bet.straight, { n: '17' });
    // Ten on red, one straight up on 17: the board says what lies on each spot, and the total.
    await chip(1000n).click();
    await spot(red).click();
    await chip(100n).click();
    await spot(seventeen).click();
    await spot(red, 1000n).waitFor();
    await spot(seventeen, 100n).waitFor();
    await frame
      .getByRole('region', { name: studio.common.controls })
      .getByText(money(1100n), { exact: true })
      .waitFor();
    // The chips stay on the board after a spin: the second spin plays the same layout.
    const spin = frame.getByRole('button', { name: studio.roulette.spin, exact: true });
    for (let n = 0; n < 2; n++) {
      await spin.click();
      await expect.poll(() => played(ROULETTE.code).length, { timeout: 60_000 }).toBe(n + 1);
      const round = played(ROULETTE.code)[n]!;
      expect(round.stake).toBe('11.00');
      const said =
        minor(round.payout) > 0n ? fill(t.youWin, { amount: money(minor(round.payout)) }) : t.noWin;
      // The wheel stops, the outcome is said, and the table opens again.
      await expect.poll(() => spin.isEnabled(), { timeout: 60_000 }).toBe(true);
      await frame.getByText(said, { exact: true }).waitFor();
    }
    await expect
      .poll(async () => (await shellBalance(frame)) === minor((await platformWallet()).balance), {
        timeout: 30_000,
      })
      .toBe(true);
    const panel = await historyPanel(frame);
    const rounds = await studioRounds(ROULETTE.code);
    expect(panel).toEqual(expectedHistory(rounds, siteTimeZone));
    expect(rounds.map((r) => r.id).reverse()).toEqual(played(ROULETTE.code).map((r) => r.id));
  }, 240_000);

  it('bets on the next crash round and cashes out, or loses the stake when it busts first', async () => {
    screenshotOnFailure('crash');
    const frame = await openFromLobby(CRASH.name, en.categories.MINI);
    const c = studio.crash;
    const controls = frame.getByRole('region', { name: studio.common.controls });
    await controls.getByRole('textbox', { name: `${studio.stake.label} (THB)` }).fill('20.00');
    const placeBet = controls.getByRole('button', { name: c.placeBet, exact: true });
    // Rounds are shared and timed: the button shows for the next betting phase (after a long round, minutes
    // away). A click as the countdown ends can be too late; the player then bets on the round after.
    for (let attempt = 0; played(CRASH.code).length === 0; attempt++) {
      expect(attempt).toBeLessThan(3);
      await pressWhenReady(placeBet, 240_000);
      await expect
        .poll(
          async () =>
            played(CRASH.code).length > 0 ||
            (await frame.getByText(studio.errors.ROUND_STARTED, { exact: true }).isVisible()),
          { timeout: 30_000 },
        )
        .toBe(true);
    }
    const stake = minor(played(CRASH.code)[0]!.stake);
    expect(stake).toBe(2000n);
    await controls.getByText(money(stake), { exact: true }).waitFor();
    // Once the round runs, cash out when the button offers at least 1.10× (unless it busts first).
    const cashOut = controls.getByRole('button', { name: new RegExp(`^${fill(c.cashOut, { amount: '' })}`) });
    const result = controls
      .getByRole('definition')
      .filter({ hasText: new RegExp(`^(${c.lost}|.+ at .+×)$`) });
    await expect
      .poll(
        async () => {
          if (await result.isVisible()) return true;
          if (!(await cashOut.isVisible())) return false;
          const offer = shown((await cashOut.textContent({ timeout: 1_000 }).catch(() => '')) || '0');
          return offer * 100n >= stake * 110n;
        },
        { timeout: 90_000, interval: 100 },
      )
      .toBe(true);
    if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
    await result.waitFor({ timeout: 90_000 });
    // The bet is settled at the studio (a lost one when the round crashes) and the wallet has the payout.
    await expect
      .poll(async () => (await studioRounds(CRASH.code)).map((r) => r.status), { timeout: 60_000 })
      .toEqual(['settled']);
    await expect
      .poll(async () => (await shellBalance(frame)) === minor((await platformWallet()).balance), {
        timeout: 30_000,
      })
      .toBe(true);
    // The player's crash bet is in the game's round history like any round.
    const panel = await historyPanel(frame);
    const rounds = await studioRounds(CRASH.code);
    expect(panel).toEqual(expectedHistory(rounds, siteTimeZone));
    expect(rounds.map((r) => r.id)).toEqual(played(CRASH.code).map((r) => r.id));
  }, 420_000);

  it('has the platform’s betting record, the wallet and the studio’s history agree to the cent', async () => {
    const games = [SLOT, ROULETTE, CRASH];
    const studioSide = (await Promise.all(games.map((g) => studioRounds(g.code)))).flat();
    await expect
      .poll(async () => (await platformBets()).filter((b) => b.status === 'settled').length, {
        timeout: 60_000,
      })
      .toBe(studioSide.length);
    const bets = await platformBets();
    const wallet = await platformWallet();

    // Round by round: the same rounds, the same stake and payout, all settled.
    expect(studioSide.every((r) => r.status === 'settled')).toBe(true);
    const byRound = new Map(bets.map((b) => [b.roundId, b]));
    expect(bets).toHaveLength(studioSide.length);
    for (const round of studioSide) {
      const bet = byRound.get(round.id);
      expect(bet, `round ${round.id} in the betting record`).toBeDefined();
      expect({ stake: bet!.stake, payout: bet!.payout, vassalage: bet!.vassalage }).toEqual({
        stake: round.stake,
        payout: round.payout,
        vassalage: 'INHOUSE',
      });
      expect(bet!.gameType).toBe({ slot: 'RNG', roulette: 'LIVE', crash: 'MINI' }[round.engine]);
      const profit = minor(round.payout) - minor(round.stake);
      expect(minor(bet!.profit)).toBe(profit);
      // DOMAIN.md: a live table's valid bet is min(stake, |profit|); a slot's or a mini game's, the stake.
      const swing = profit < 0n ? -profit : profit;
      const stake = minor(round.stake);
      expect(minor(bet!.validBet)).toBe(bet!.gameType === 'LIVE' && swing < stake ? swing : stake);
    }
    expect(games.map((g) => bets.filter((b) => b.gameName === g.name).length)).toEqual(
      games.map((g) => played(g.code).length),
    );

    // In total: stakes, wins and the profit the member centre reports; the balance is the deposit less the net.
    const staked = sum(studioSide.map((r) => r.stake));
    const won = sum(studioSide.map((r) => r.payout));
    expect(sum(bets.map((b) => b.stake))).toBe(staked);
    expect(sum(bets.map((b) => b.payout))).toBe(won);
    expect(sum(bets.map((b) => b.profit))).toBe(won - staked);
    const profit = (await calls.api('/api/v1/profit', undefined, 'GET', await memberToken())) as {
      total: { stake: string; payout: string; profit: string; rounds: number };
    };
    expect(profit.total).toMatchObject({
      stake: toDecimalString(staked, THB),
      payout: toDecimalString(won, THB),
      profit: toDecimalString(won - staked, THB),
      rounds: studioSide.length,
    });
    expect(minor(wallet.balance)).toBe(minor(DEPOSIT) - staked + won);
    // The last game's shell and the site's header show that balance too.
    await headerBalance(money(minor(wallet.balance)));
    const frame = page.getByTitle(CRASH.name, { exact: true }).contentFrame();
    expect(await shellBalance(frame)).toBe(minor(wallet.balance));
  }, 120_000);

  it('lists the rounds in the member centre’s betting record', async () => {
    screenshotOnFailure('record');
    const bets = await platformBets();
    await page.getByRole('button', { name: MEMBER }).click();
    await page.getByRole('link', { name: en.member.personalHistoryCopy }).click();
    await page.getByRole('heading', { name: en.bets.record.title }).waitFor();
    const table = page.getByRole('region', { name: en.bets.record.caption }).getByRole('table');
    await page.getByText(fill(en.bets.record.total_other, { count: String(bets.length) })).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(bets.length + 1);
    for (const bet of bets) {
      const row = table.getByRole('row').filter({ hasText: bet.roundId });
      const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
      const profit = minor(bet.profit);
      expect(cells.slice(1)).toEqual([
        // The vendor by its name, as the lobby shows it, not its code.
        expect.stringMatching(new RegExp(`^${bet.gameName}.*· Croupier Originals$`)),
        bet.roundId,
        money(minor(bet.stake)),
        money(minor(bet.validBet)),
        money(minor(bet.payout)),
        `${profit > 0n ? '+' : ''}${money(profit)}`,
        en.bets.record.status.settled,
      ]);
    }
    // Thai headers are longer: the table scrolls in its own frame, clear of the customer-service bar.
    await page.evaluate(() => localStorage.setItem('lang', 'TH'));
    await page.reload();
    const record = page.getByRole('region', { name: th.bets.record.caption });
    await expect.poll(() => record.getByRole('table').getByRole('row').count()).toBe(bets.length + 1);
    // Each game by its Thai name, as the Thai lobby shows it.
    for (const bet of await platformBets('TH')) {
      const english = bets.find((b) => b.roundId === bet.roundId)!.gameName;
      expect(bet.gameName).not.toBe(english);
      await record.getByRole('row').filter({ hasText: bet.roundId }).getByText(bet.gameName).waitFor();
    }
    const recordBox = (await record.boundingBox())!;
    const serviceBar = (await page.getByRole('complementary', { name: th.cs.title }).boundingBox())!;
    expect(recordBox.x + recordBox.width).toBeLessThanOrEqual(serviceBar.x);
    await page.evaluate(() => localStorage.setItem('lang', 'EN'));
  }, 120_000);
});

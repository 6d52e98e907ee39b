import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Dictionary } from '../../apps/studio/web/src/i18n/en.ts';
import { pressWhenReady } from './browser.ts';
import { escape, readMessage, shaped } from './text.ts';
import {
  CRASH_TIMEOUT,
  controlsOf,
  cents,
  definitionOf,
  expectAnnounced,
  lastWinOf,
  minor,
  stakeBox,
  until,
  type Engine,
} from './studio-game-page.ts';

// One round per engine, played by role and name. Each answers the stake it took and the win it showed.

export interface Played {
  stake: bigint;
  /** What the game said the round paid (0 for a loss). */
  win: bigint;
  /** The announced outcome, as shown. */
  outcome: string;
  /** Crash: the recent busts as they stood when the bet was taken (the round's own bust is the next one). */
  busts?: string[];
}

export type Player = (page: Page, t: Dictionary) => Promise<Played>;

/** Picks a chip of 1.00 and places it on the named spot of a table game. */
export async function placeChip(page: Page, t: Dictionary, spot: string | RegExp): Promise<bigint> {
  const controls = controlsOf(page, t);
  const chip = controls
    .getByRole('radiogroup', { name: t.table.chips })
    .getByRole('radio', { name: shaped(t.table.chip, { amount: '[^\\d,]*1\\.00' }) });
  await chip.click();
  expect(await chip.getAttribute('aria-checked')).toBe('true');
  const table = page.getByRole('region', { name: t.roulette.table });
  // A spot that shows its odds says them after its bet ("Player, 1:1"), as it shows them.
  const named = typeof spot === 'string' ? new RegExp(`^${escape(spot)}(, \\d+:\\d+)?$`) : spot;
  await table.getByRole('button', { name: named }).click();
  // The spot now says what is on it, and the total shows the stake.
  const placed = shaped(`{{spot}}, ${t.table.placed}`, { amount: '[^\\d,]*1\\.00' });
  await until(
    'the chip on the spot',
    () => table.getByRole('button', { name: placed }).count(),
    (n) => n === 1,
  );
  const total = controls.getByRole('status', { name: t.stake.total });
  return minor(await total.innerText());
}

/** Waits for a table game's announced result: "You win ฿2.00" or "No win this time". */
export async function tableResult(stage: Locator, t: Dictionary): Promise<{ win: bigint; outcome: string }> {
  const result = stage.getByText(shaped(t.table.youWin)).or(stage.getByText(t.table.noWin, { exact: true }));
  await expectAnnounced(result);
  const outcome = (await result.innerText()).trim();
  const amount = readMessage(t.table.youWin, outcome)?.amount;
  return { win: amount ? minor(amount) : 0n, outcome };
}

export const PLAYERS: Record<Engine, Player> = {
  async slot(page, t) {
    const controls = controlsOf(page, t);
    const total = controls.getByRole('status', { name: t.stake.total });
    const before = await total.innerText();
    await controls.getByRole('button', { name: t.slot.coinUp }).click();
    await until(
      'the total bet',
      () => total.innerText(),
      (text) => text !== before,
    );
    const stake = minor(await total.innerText());
    const spin = controls.getByRole('button', { name: t.slot.spin, exact: true });
    await spin.click();
    // Under the reels: "Win ฿x" or "No win" for the spin, then the spin button comes back when the round is over.
    const outcome = page
      .getByRole('main')
      .getByText(t.slot.noWin, { exact: true })
      .or(page.getByRole('main').getByText(t.slot.win, { exact: true }));
    await expectAnnounced(outcome);
    await until('the spin button back', () => spin.isEnabled(), Boolean, 120_000);
    // A round with free spins pays their total: the header's last win shows what the round paid.
    return { stake, win: await lastWinOf(page, t), outcome: await outcome.innerText() };
  },

  async roulette(page, t) {
    const stake = await placeChip(page, t, t.roulette.outside.red);
    await controlsOf(page, t).getByRole('button', { name: t.roulette.spin, exact: true }).click();
    return { stake, ...(await tableResult(page.getByRole('region', { name: t.roulette.wheel }), t)) };
  },

  async sicbo(page, t) {
    const stake = await placeChip(page, t, t.sicbo.bet.big);
    await controlsOf(page, t).getByRole('button', { name: t.sicbo.roll, exact: true }).click();
    return { stake, ...(await tableResult(page.getByRole('region', { name: t.sicbo.stage }), t)) };
  },

  async baccarat(page, t) {
    const stake = await placeChip(page, t, t.baccarat.bet.player);
    await controlsOf(page, t).getByRole('button', { name: t.baccarat.deal, exact: true }).click();
    const stage = page.getByRole('region', { name: t.baccarat.stage });
    const played = await tableResult(stage, t);
    // The winning side is announced with the totals, and every card is face up with its name.
    await stage
      .getByText(shaped(t.baccarat.wins))
      .or(stage.getByText(shaped(t.baccarat.tieResult)))
      .waitFor();
    expect(await stage.getByRole('img', { name: shaped(t.baccarat.card) }).count()).toBeGreaterThanOrEqual(4);
    return { stake, ...played };
  },

  async dice(page, t) {
    await stakeBox(page, t).fill('2.00');
    await controlsOf(page, t).getByRole('button', { name: t.dice.roll, exact: true }).click();
    const stage = page.getByRole('region', { name: t.dice.stage });
    const result = stage.getByText(shaped(t.dice.won)).or(stage.getByText(t.dice.lost, { exact: true }));
    await expectAnnounced(result);
    const outcome = await result.innerText();
    const payout = readMessage(t.dice.won, outcome)?.payout;
    return { stake: cents('2.00'), win: payout ? minor(payout) : 0n, outcome };
  },

  async mines(page, t) {
    await stakeBox(page, t).fill('1.50');
    const controls = controlsOf(page, t);
    await controls.getByRole('button', { name: t.mines.start, exact: true }).click();
    const field = page.getByRole('region', { name: t.mines.stage });
    await field.getByRole('button', { name: shaped(t.mines.tile, { row: '3', column: '3' }) }).click();
    const cashOut = controls.getByRole('button', { name: shaped(t.mines.cashOut) });
    const busted = field.getByText(t.mines.busted, { exact: true });
    await cashOut.or(busted).waitFor();
    if (await cashOut.isVisible()) await cashOut.click();
    const result = busted.or(field.getByText(shaped(t.mines.cashedOut)));
    await expectAnnounced(result);
    const outcome = await result.innerText();
    const amount = readMessage(t.mines.cashedOut, outcome)?.amount;
    return { stake: cents('1.50'), win: amount ? minor(amount) : 0n, outcome };
  },

  async plinko(page, t) {
    const controls = controlsOf(page, t);
    await stakeBox(page, t).fill('1.00');
    // Named by what it shows ("2×"), with its meaning as the description (WCAG 2.5.3).
    const double = controls.getByRole('button', { name: '2×', exact: true });
    expect(await double.getAttribute('title')).toBe(t.stake.double);
    await double.click();
    await until(
      'the doubled stake',
      () => stakeBox(page, t).inputValue(),
      (value) => value === '2.00',
    );
    await controls.getByRole('button', { name: t.plinko.drop, exact: true }).click();
    const result = page.getByRole('region', { name: t.plinko.stage }).getByText(shaped(t.plinko.landed));
    await expectAnnounced(result);
    const outcome = await result.innerText();
    return { stake: cents('2.00'), win: minor(readMessage(t.plinko.landed, outcome)!.amount!), outcome };
  },

  async hilo(page, t) {
    const controls = controlsOf(page, t);
    await stakeBox(page, t).fill('1.00');
    await controls.getByRole('button', { name: t.hilo.start, exact: true }).click();
    const stage = page.getByRole('region', { name: t.hilo.stage });
    await stage
      .getByRole('img', { name: shaped(t.baccarat.card) })
      .first()
      .waitFor();
    // The better guess by the odds each button shows ("92.3% · 1.07×").
    const higher = controls.getByRole('button', { name: new RegExp(`^${escape(t.hilo.higher)}`) });
    const lower = controls.getByRole('button', { name: new RegExp(`^${escape(t.hilo.lower)}`) });
    const odds = async (button: Locator) => Number(/([\d.]+)%/.exec(await button.innerText())?.[1] ?? 0);
    const guess = (await odds(higher)) >= (await odds(lower)) ? higher : lower;
    await guess.click();
    const cashOut = controls.getByRole('button', { name: shaped(t.mines.cashOut) });
    const busted = stage.getByText(t.hilo.busted, { exact: true });
    await cashOut.or(busted).waitFor();
    if (await cashOut.isVisible()) await cashOut.click();
    const result = busted.or(stage.getByText(shaped(t.hilo.cashedOut)));
    await expectAnnounced(result);
    const outcome = await result.innerText();
    const amount = readMessage(t.hilo.cashedOut, outcome)?.amount;
    return { stake: cents('1.00'), win: amount ? minor(amount) : 0n, outcome };
  },

  async crash(page, t) {
    const controls = controlsOf(page, t);
    await stakeBox(page, t).fill('1.00');
    // "Place bet" is only offered while the next round's countdown runs.
    const yourBet = async () => (await definitionOf(controls, t.crash.result)).innerText();
    for (;;) {
      await pressWhenReady(
        controls.getByRole('button', { name: t.crash.placeBet, exact: true }),
        CRASH_TIMEOUT,
      );
      const placed = controls.getByRole('term').filter({ hasText: t.crash.yourBet });
      const refused = page.getByRole('alert').getByText(t.errors.ROUND_STARTED);
      await placed.or(refused).waitFor();
      if (await placed.isVisible()) break;
      // The countdown ended as the bet left: the next round takes it.
      await page.getByRole('button', { name: t.common.dismiss }).click();
    }
    const busts = await bustsOf(page, t);
    // Cash out once the button offers at least 1.02× (a hand is never that fast below 1.01×), unless it busts first.
    const cashOut = controls.getByRole('button', { name: shaped(t.crash.cashOut) });
    for (;;) {
      if ((await yourBet()) === t.crash.lost) break;
      const offer = (await cashOut.isVisible())
        ? await cashOut.innerText({ timeout: 1000 }).catch(() => null)
        : null;
      if (offer && minor(offer) >= cents('1.02')) {
        await cashOut.click({ timeout: 5000 }).catch(() => undefined);
        break;
      }
      await page.waitForTimeout(100);
    }
    const settled = async () => {
      const text = await yourBet();
      return text === t.crash.lost || readMessage(t.crash.cashedAt, text) !== null ? text : null;
    };
    const outcome = (await until('the bet settled', settled, (text) => text !== null, CRASH_TIMEOUT))!;
    const amount = readMessage(t.crash.cashedAt, outcome)?.amount;
    return { stake: cents('1.00'), win: amount ? minor(amount) : 0n, outcome, busts };
  },
};

/** The crash points of the recent busts strip, newest first ("1.86×"). */
export async function bustsOf(page: Page, t: Dictionary): Promise<string[]> {
  const strip = page
    .getByRole('region', { name: t.crash.stage })
    .getByRole('list', { name: t.crash.history });
  return (await strip.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
}

/** The crash history and the busts strip keep the last 20 rounds. */
export const CRASH_HISTORY = 20;

/**
 * Where the round a bet was taken in sits in a newest-first list of crash points, given the list as it stood at
 * the bet: the list is then the rounds crashed since (the bet's round first of them), followed by the old list,
 * cut at 20. -1 while the bet's round has not crashed.
 */
export function ourRound(points: string[], before: string[]): number {
  for (let since = 1; since <= points.length; since++) {
    const full = points.length === Math.min(CRASH_HISTORY, since + before.length);
    // Some of the old list must still show (twenty rounds do not bust in the time this takes).
    const overlap = points.length - since > 0 || before.length === 0;
    if (full && overlap && points.slice(since).every((point, i) => point === before[i])) return since - 1;
  }
  return -1;
}

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Dictionary } from '../../apps/studio/web/src/i18n/en.ts';
import { escape } from './text.ts';
import {
  CRASH_TIMEOUT,
  closePanel,
  definitionOf,
  errorsOf,
  expectAnnounced,
  minor,
  openPanel,
  paragraphs,
  screenshot,
  until,
  watchErrors,
  type Engine,
  type Theme,
} from './studio-game-page.ts';
import { bustsOf, ourRound, type Played } from './studio-players.ts';

// History, fairness and the verifier, as the game's panels and the verifier page show them.

export interface HistoryEntry {
  item: Locator;
  hash: string;
  nonce: string;
  /** The outcome's lines as the history draws them (a slot's window is a picture without text). */
  summary: string[];
}

/** The newest round in the history drawer, with its stake, payout and fairness data. */
export async function newestRound(page: Page, t: Dictionary, played: Played): Promise<HistoryEntry> {
  const dialog = await openPanel(page, t, t.header.history, t.history.title);
  const item = dialog.getByRole('listitem').first();
  await item.waitFor();
  expect(minor(await (await definitionOf(item, t.history.stake)).innerText())).toBe(played.stake);
  expect(minor(await (await definitionOf(item, t.history.payout)).innerText())).toBe(played.win);
  await item.getByText(t.history.fairness, { exact: true }).click();
  const hash = (await (await definitionOf(item, t.fairness.serverSeedHash)).innerText()).trim();
  const nonce = (await (await definitionOf(item, t.fairness.nonce)).innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(nonce).toMatch(/^\d+$/);
  const summary = await paragraphs(item);
  return { item, hash, nonce, summary };
}

/** Rotates the seed pair in the fairness panel; answers the revealed server seed of the round's commitment. */
export async function rotateSeeds(page: Page, t: Dictionary, entry: HistoryEntry): Promise<string> {
  const dialog = await openPanel(page, t, t.header.fairness, t.fairness.title);
  expect((await (await definitionOf(dialog, t.fairness.serverSeedHash, 'first')).innerText()).trim()).toBe(
    entry.hash,
  );
  await dialog.getByRole('button', { name: t.fairness.rotate, exact: true }).click();
  await dialog.getByRole('heading', { name: t.fairness.revealedTitle }).waitFor();
  const seed = (await (await definitionOf(dialog, t.fairness.serverSeed)).innerText()).trim();
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  expect((await (await definitionOf(dialog, t.fairness.serverSeedHash)).innerText()).trim()).toBe(entry.hash);
  // A new commitment replaces the revealed one.
  const next = (await (await definitionOf(dialog, t.fairness.serverSeedHash, 'first')).innerText()).trim();
  expect(next).not.toBe(entry.hash);
  await closePanel(dialog, t);
  return seed;
}

/** Opens the round's "Verify" link from the history (a new tab) and checks what the verifier recomputes. */
export async function verifyFromHistory(
  page: Page,
  t: Dictionary,
  engine: Engine,
  played: Played,
  seed: string,
) {
  const entry = await newestRound(page, t, played);
  // The drawer shows the cached page at once and refetches it: the revealed seed follows.
  await until(
    'the revealed seed in the history',
    async () => (await (await definitionOf(entry.item, t.fairness.serverSeed)).innerText()).trim(),
    (shown) => shown === seed,
  );
  const link = entry.item.getByRole('link', { name: new RegExp(`^${escape(t.history.verify)}`) });
  const [verifier] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  watchErrors(verifier, errorsOf(page));
  await verifier.getByRole('heading', { level: 1, name: t.verify.title }).waitFor();
  // The link filled the form with the round's seeds, nonce and bet.
  expect(await verifier.getByLabel(t.verify.field.serverSeed).inputValue()).toBe(seed);
  expect(await verifier.getByLabel(t.verify.field.hash).inputValue()).toBe(entry.hash);
  expect(await verifier.getByLabel(t.verify.field.nonce, { exact: true }).inputValue()).toBe(entry.nonce);
  await verifier.getByRole('button', { name: t.verify.submit, exact: true }).click();
  const result = verifier.getByRole('region', { name: t.verify.resultTitle });
  await expectAnnounced(result.getByText(t.verify.commitMatches));
  expect(await result.getByText(t.verify.commitMismatch).count()).toBe(0);
  expect(await result.getByText(t.verify.hashDisagree).count()).toBe(0);
  // The same outcome as the history shows, and the same payout.
  const recomputed = await paragraphs(result);
  for (const line of entry.summary) expect(recomputed).toContain(line);
  expect(minor(await (await definitionOf(result, t.history.payout)).innerText())).toBe(played.win);
  await screenshot(verifier, `verify-${engine}`);
  await verifier.close();
  await closePanel(page.getByRole('dialog', { name: t.history.title }), t);
}

/** Crash: the round busts, shows in the recent rounds with its hash, and the verifier checks it on the chain. */
export async function crashHistory(page: Page, t: Dictionary, theme: Theme, played: Played) {
  // The round busts (it may already have): its point joins the strip of recent busts.
  const before = played.busts ?? [];
  const strip = await until(
    'the round in the recent busts',
    () => bustsOf(page, t),
    (points) => ourRound(points, before) >= 0,
    CRASH_TIMEOUT,
  );
  const point = strip[ourRound(strip, before)]!;
  expect(point).toMatch(/^[\d,]+\.\d{2}×$/);
  await screenshot(page, `crash-${theme}`);
  // Crash's fairness panel lists the shared busts, each with its revealed hash (the player's own bets are in the
  // round history, like every game's).
  const dialog = await openPanel(page, t, t.header.fairness, t.fairness.title);
  const items = dialog.getByRole('listitem');
  await items.first().waitFor();
  const points = (await items.allInnerTexts()).map((text) => /[\d,]+\.\d{2}×/.exec(text)?.[0] ?? '');
  const index = ourRound(points, before);
  expect(points[index]).toBe(point);
  const item = items.nth(index);
  const hash = (await item.getByText(/^[0-9a-f]{64}$/).innerText()).trim();
  if (theme === 'light') return closePanel(dialog, t);
  const link = item.getByRole('link', { name: new RegExp(`^${escape(t.history.verify)}`) });
  const [verifier] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  watchErrors(verifier, errorsOf(page));
  expect(await verifier.getByLabel(t.verify.field.crash).inputValue()).toBe(hash);
  await verifier.getByRole('button', { name: t.verify.submit, exact: true }).click();
  await expectAnnounced(verifier.getByText(t.verify.chainValid));
  await verifier.getByText(t.verify.crashPoint).getByText(point, { exact: true }).waitFor();
  await screenshot(verifier, 'verify-crash');
  await verifier.close();
  await closePanel(dialog, t);
}

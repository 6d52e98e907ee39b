import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatDateTime } from '@croupier/format';
import { currencyOf, formatMoney, parseMinor } from '@croupier/money';
import { en as studio } from '../../apps/studio/web/src/i18n/en.ts';
import { en } from '../../apps/web/src/i18n/en.ts';
import type { PlatformApi } from './api.ts';
import { closePanel } from './studio-game-page.ts';

// The fresh-install test's member, its platform records and the studio's (e2e/studio-fresh-install.test.ts).

export const THB = currencyOf('THB');
const STUDIO_VENDOR = 'Croupier Originals';

export interface StudioRound {
  id: string;
  engine: string;
  gameCode: string;
  status: string;
  stake: string;
  payout: string;
  balance: string;
  createdAt: string;
}
export interface BetRecord {
  roundId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  stake: string;
  validBet: string;
  payout: string;
  profit: string;
  status: string;
}

export const money = (minor: bigint) => formatMoney(minor, THB);
export const minor = (decimal: string) => {
  const value = parseMinor(decimal, THB);
  if (value === null) throw new Error(`not an amount: ${decimal}`);
  return value;
};
/** An amount as a page shows it ("฿1,234.50", "-฿2.00") in minor units. */
export const shown = (text: string) => minor(text.replace(/[^\d.-]/g, ''));
export const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + minor(amount), 0n);

/** What the games' own code receives from the studio: the session it opened and the rounds it played. */
export function recordStudioAnswers(
  context: BrowserContext,
  studioUrl: string,
  studioSessions: Map<string, string>,
  playedRounds: Map<string, { id: string; stake: string; payout: string }[]>,
) {
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== studioUrl || response.request().method() !== 'POST') return;
    if (url.pathname === '/studio-api/v1/sessions' && response.status() === 201)
      void response.json().then((body: { session: string; game: { gameCode: string } }) => {
        studioSessions.set(body.game.gameCode, body.session);
      });
    const match = /^\/play\/INHOUSE\/([^/]+)/.exec(new URL(response.frame().url()).pathname);
    if (match && /^\/studio-api\/v1\/(rounds|crash\/bets)$/.test(url.pathname) && response.ok())
      void response.json().then((body: { id: string; stake: string; payout: string }) => {
        playedRounds.set(match[1]!, [...(playedRounds.get(match[1]!) ?? []), body]);
      });
  });
}

/** A screenshot of the page when a step fails, for the person reading the failure. */
export function screenshotPageOnFailure(page: Page, name: string) {
  onTestFailed(async () => {
    await page?.screenshot({ path: path.join(tmpdir(), `fresh-failed-${name}.png`) }).catch(() => undefined);
  });
}

export async function platformWalletOf(
  calls: PlatformApi,
  token: string,
): Promise<{ balance: string; currency: string }> {
  return (await calls.api('/api/v1/wallet', undefined, 'GET', token)) as {
    balance: string;
    currency: string;
  };
}

export async function platformBetsOf(
  calls: PlatformApi,
  token: string,
  language = 'EN',
): Promise<BetRecord[]> {
  const items: BetRecord[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const answer = (await calls.api(
      `/api/v1/bets?vassalage=INHOUSE&page=${pageNo}&pageSize=100&language=${language}`,
      undefined,
      'GET',
      token,
    )) as { items: BetRecord[]; totalPages: number };
    items.push(...answer.items);
    if (pageNo >= answer.totalPages) return items;
  }
}

/** Every round of one game in the studio's own history (GET /studio-api/v1/rounds, 20 a page), newest first. */
export async function studioRoundsOf(
  studioUrl: string,
  studioSessions: Map<string, string>,
  gameCode: string,
): Promise<StudioRound[]> {
  const session = studioSessions.get(gameCode);
  if (!session) throw new Error(`no studio session for ${gameCode}`);
  const rounds: StudioRound[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const response = await fetch(`${studioUrl}/studio-api/v1/rounds?page=${pageNo}`, {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { items: StudioRound[]; total: number };
    rounds.push(...answer.items);
    if (rounds.length >= answer.total || answer.items.length === 0) return rounds;
  }
}

/**
 * Opens a game by its tile, as a person would: from the home lobby, or from its category page (side menu) filtered
 * to the studio's games; answers the game's frame on /seamless.
 */
export async function openGameFromLobby(
  page: Page,
  baseUrl: string,
  name: string,
  category?: string,
): Promise<FrameLocator> {
  // From a game, the close button leads back to the home lobby.
  if (new URL(page.url()).pathname === '/seamless')
    await page.getByRole('link', { name: en.gamesLobby.seamless.close }).click();
  else await page.goto(`${baseUrl}/`);
  await page.waitForURL(`${baseUrl}/`);
  if (category) {
    await page.getByRole('navigation', { name: en.nav.side }).getByRole('link', { name: category }).click();
    await page
      .getByRole('navigation', { name: en.games.vendorFilter })
      .getByRole('link', { name: STUDIO_VENDOR })
      .click();
    await page.waitForURL(/vassalage=INHOUSE/);
  }
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.waitForURL(/\/seamless\?/);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  const frame = page.getByTitle(name, { exact: true }).contentFrame();
  await frame.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 60_000 });
  return frame;
}

export interface HistoryRow {
  time: string;
  stake: bigint;
  payout: bigint;
}

/** What the game's history should show of the studio's rounds: times on the site's clock, as the betting record. */
export const expectedHistory = (rounds: StudioRound[], siteTimeZone: string): HistoryRow[] =>
  rounds.map((round) => ({
    time: formatDateTime(round.createdAt, siteTimeZone),
    stake: minor(round.stake),
    payout: minor(round.payout),
  }));

/** The balance the game's header shows, in minor units. */
export async function shellBalance(frame: FrameLocator): Promise<bigint> {
  const text = await frame.getByRole('banner').getByRole('definition').first().textContent();
  return shown(text ?? '');
}

/** The rounds the game's history panel lists (stake and payout of each), read as a player reads them. */
export async function historyPanel(frame: FrameLocator): Promise<HistoryRow[]> {
  await frame.getByRole('button', { name: studio.header.history }).click();
  const panel = frame.getByRole('dialog', { name: studio.history.title });
  await panel.getByRole('list').waitFor();
  const rows: HistoryRow[] = [];
  const items = panel.getByRole('listitem');
  for (let i = 0; i < (await items.count()); i++) {
    const amounts = await items.nth(i).getByRole('definition').allTextContents();
    const time = (await items.nth(i).locator('time').textContent()) ?? '';
    rows.push({ time, stake: shown(amounts[0]!), payout: shown(amounts[1]!) });
  }
  await closePanel(panel, studio);
  return rows;
}

import { currencyOf, parseMinor, toDecimalString } from '@croupier/money';
import { expect } from 'vitest';
import { applyRatio } from '../../apps/studio/server/engines/money.ts';
import { minesMultiplier } from '../../apps/studio/server/engines/mini/mines.ts';
import type { PlatformApi } from './api.ts';
import type { RunningSite } from './studio.ts';
import { studioClient } from '../../apps/studio/server/test-support/http.ts';

// The kill tests' players, rounds and readings of the platform's records (e2e/studio-kill.test.ts).

/** Long enough for recovery on a loaded 2-core machine; the tests wait for what happens, never for a time. */
const PATIENCE_MS = 120_000;
export const TEST_MS = 300_000;

export async function until<T>(what: string, probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${PATIENCE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface Member {
  id: string;
  token: string;
  funded: string;
}

let memberSeq = 0;
/** A member registered on the player site and credited by finance, as a real player with real money. */
export async function registerFundedMember(
  calls: PlatformApi,
  operator: string,
  amount: string,
): Promise<Member> {
  const username = `kill${process.pid % 10_000}x${++memberSeq}`;
  const registered = await calls.registerMember(username);
  await calls.fund(operator, registered.user.id, amount);
  return { id: registered.user.id, token: registered.token, funded: amount };
}

// A dead studio is a thrown network error.
export type Client = ReturnType<typeof studioClient>;

/** The test file's site, and the game ids and launch tokens it keeps across its tests. */
export interface Lobby {
  site: RunningSite;
  calls: PlatformApi;
  gameIds: Map<string, number>;
  launchTokens: string[];
}

/** Opens an in-house game from the lobby for real money and starts its studio session, as the game UI does. */
export async function sitAt(lobby: Lobby, member: Member, name: 'Dice' | 'Mines') {
  const { site, calls, gameIds } = lobby;
  if (!gameIds.has(name)) {
    const list = (await calls.api(
      '/api/v1/games?vassalage=INHOUSE&gameType=MINI&pageSize=50&language=EN',
      undefined,
      'GET',
    )) as { items: { gameId: number; gameName: string }[] };
    gameIds.set(name, list.items.find((game) => game.gameName === name)!.gameId);
  }
  const launch = (await calls.api(
    `/api/v1/games/${gameIds.get(name)}/launch`,
    { mode: 'real', platform: 'desktop', language: 'EN' },
    'POST',
    member.token,
  )) as { url: string };
  const url = new URL(launch.url);
  expect(url.origin).toBe(site.studioUrl);
  lobby.launchTokens.push(url.searchParams.get('token')!);
  const [, , vassalage, gameCode] = url.pathname.split('/');
  const opened = await studioClient(site.studioUrl).call('POST', '/studio-api/v1/sessions', {
    token: url.searchParams.get('token'),
    vassalage,
    gameCode,
    mode: 'real',
  });
  expect(opened.status).toBe(201);
  return { session: opened.body, client: studioClient(site.studioUrl, opened.body.session as string) };
}

/** The member's balance and betting record on the platform, as the player site shows them. */
export async function platformViewOf(calls: PlatformApi, member: Member) {
  const wallet = (await calls.api('/api/v1/wallet', undefined, 'GET', member.token)) as { balance: string };
  const bets = (await calls.api('/api/v1/bets?pageSize=100', undefined, 'GET', member.token)) as {
    items: { roundId: string; stake: string; payout: string; status: string }[];
  };
  return { balance: wallet.balance, bets: bets.items };
}

/** Money arithmetic on decimal strings of the member's currency. */
export function moneyOf(currency: string) {
  const c = currencyOf(currency);
  return {
    minor: (text: string) => parseMinor(text, c)!,
    text: (amount: bigint) => toDecimalString(amount, c),
  };
}

/** The player's request in flight when the studio dies: its connection breaks, and it says nothing more. */
export const inFlight = (request: Promise<unknown>) =>
  request.then(
    () => undefined,
    () => undefined,
  );

/** One ruled gate call per test: only this member's calls are held or refused. */
export const ofPlayer = (member: Member) => (body: Record<string, unknown>) => body.playerId === member.id;

export const DICE = { engine: 'dice', stake: '10.00', direction: 'under', target: 9800 };

/** A mines round with one safe reveal behind it (a round that hits the mine is finished and another started). */
export async function minesRoundAfterAReveal(client: Client) {
  const played: { id: string; stake: string; payout: string }[] = [];
  for (let tries = 0; tries < 10; tries++) {
    const opened = await client.call('POST', '/studio-api/v1/rounds', {
      bet: { engine: 'mines', stake: '10.00', side: 7, mines: 3 },
    });
    expect(opened.status).toBe(201);
    const revealed = await client.call('POST', `/studio-api/v1/rounds/${opened.body.id}/actions`, {
      action: { type: 'reveal', cell: 24 },
    });
    expect(revealed.status).toBe(200);
    if (revealed.body.status === 'open') return { round: revealed.body, busted: played };
    expect(revealed.body).toMatchObject({ status: 'settled', payout: '0.00' });
    played.push(revealed.body);
  }
  throw new Error('ten mines rounds in a row hit a mine on the first reveal');
}

/** What one safe reveal of three mines in 49 cells pays on a cash-out of 10.00. */
export const oneRevealPays = (m: ReturnType<typeof moneyOf>) =>
  m.text(applyRatio(m.minor('10.00'), minesMultiplier(49, 3, 1)));

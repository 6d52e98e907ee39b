import type { GameItem, GamePage } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCatalogueVendors } from '../../test-support/games.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newMember, type TestMember } from '../../test-support/wallet.ts';
import { recentGames } from './schema.ts';

let t: TestApp;
let member: TestMember;
// The demo catalogue and the lobby's first load of it take a while on a busy machine.
beforeAll(async () => {
  t = await startTestApp({ demoCatalogue: true });
  member = await newMember(t, { username: 'favfan', paymentPassword: null });
  await connectCatalogueVendors(t);
}, 180_000);
afterAll(() => t.close());

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}
const page = async (query: string) => (await get<GamePage>(`/api/v1/games?${query}`)).body;

describe('favourites and recent games', () => {
  const payloadOf = (game: GameItem) => ({
    nodeId: game.nodeId,
    vendor: game.vassalage,
    gameType: game.gameType,
  });
  const send = (method: 'POST' | 'DELETE', payload: object, headers: Record<string, string> = member.auth) =>
    t.app.inject({ method, url: '/api/v1/favorites', headers, payload });

  it('need a login', async () => {
    const [game] = (await page('vassalage=DEEPBLUE&pageSize=1')).items;
    for (const url of ['/api/v1/favorites', '/api/v1/favorites/ids', '/api/v1/games/recent']) {
      const answer = await get<{ code: string }>(url);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('LOGIN_REQUIRED');
    }
    const refused = await send('POST', payloadOf(game!), {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('LOGIN_REQUIRED');
  });

  it('are added once however often, listed newest first, and removed quietly', async () => {
    const [a, b] = (await page('vassalage=DEEPBLUE&pageSize=2')).items;
    expect((await send('POST', payloadOf(a!))).statusCode).toBe(204);
    expect((await send('POST', payloadOf(a!))).statusCode).toBe(204);
    expect((await send('POST', payloadOf(b!))).statusCode).toBe(204);
    expect((await get<string[]>('/api/v1/favorites/ids', member.auth)).body.sort()).toEqual(
      [a!.gameId, b!.gameId].sort(),
    );
    const list = (await get<GamePage>('/api/v1/favorites?language=CN', member.auth)).body;
    expect(list).toMatchObject({ page: 1, pageSize: 999, total: 2, totalPages: 1 });
    expect(list.items.map((g) => g.gameId).sort()).toEqual([a!.gameId, b!.gameId].sort());
    expect(list.items[0]!.gameName).toMatch(/\p{Script=Han}/u);
    expect((await send('DELETE', payloadOf(a!))).statusCode).toBe(204);
    expect((await send('DELETE', payloadOf(a!))).statusCode).toBe(204);
    expect((await get<string[]>('/api/v1/favorites/ids', member.auth)).body).toEqual([b!.gameId]);
  });

  it('refuse a game that does not exist, or whose vendor or category does not match', async () => {
    const [game] = (await page('vassalage=DEEPBLUE&pageSize=1')).items;
    const unknown = await send('POST', { ...payloadOf(game!), nodeId: '999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await send('POST', { ...payloadOf(game!), vendor: 'AURORA' })).statusCode).toBe(404);
    expect((await send('DELETE', { ...payloadOf(game!), gameType: 'RNG' })).statusCode).toBe(404);
    const invalid = await send('POST', { nodeId: 'x', vendor: 'DEEPBLUE', gameType: 'FISH' });
    expect(invalid.statusCode).toBe(400);
  });

  it('are open to trial accounts, who are logged in', async () => {
    const trial = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/trial' })).json<{
      token: string;
    }>();
    const auth = { authorization: `Bearer ${trial.token}` };
    const [game] = (await page('vassalage=REEFRUSH&pageSize=1')).items;
    expect((await send('POST', payloadOf(game!), auth)).statusCode).toBe(204);
    expect((await get<string[]>('/api/v1/favorites/ids', auth)).body).toEqual([game!.gameId]);
  });

  it('recent games are the last launched, newest first', async () => {
    const picks = (await page('vassalage=OCEANKING&pageSize=3')).items;
    // Launches record these rows (records module); the oldest launch first.
    for (const [index, game] of picks.entries()) {
      await t.database.db.insert(recentGames).values({
        playerId: member.id,
        gameId: BigInt(game.gameId),
        playedAt: new Date(Date.now() - (10 - index) * 60_000),
      });
    }
    const recent = (await get<GameItem[]>('/api/v1/games/recent', member.auth)).body;
    expect(recent.map((g) => g.gameId)).toEqual(picks.map((g) => g.gameId).reverse());
  });
});

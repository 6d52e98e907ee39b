import type { GameSearchHit } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { newGame, startCatalogueAdminApp, type Auth, type CatalogueAdminApp } from './admin-test-app.ts';

let t: TestApp;
let owner: Auth;
let call: CatalogueAdminApp['call'];
let dragonId: string;

const search = async (query: string) => {
  const answer = await call('GET', `/api/v1/games/search?${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<GameSearchHit[]>();
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  ({ t, owner, call } = await startCatalogueAdminApp());
  const add = async (body: object) => {
    const created = await call('POST', '/admin-api/v1/games', owner, body);
    expect(created.statusCode).toBe(201);
    return created.json<{ gameId: string }>().gameId;
  };
  dragonId = await add(
    newGame('DRAGON-1', { gameName: 'Golden Dragon', localizedNames: { CN: '金龙宝藏', TH: 'มังกรทองคำ' } }),
  );
  // Same names at a vendor that is not connected: not playable, so never offered.
  await add({
    ...newGame('DRAGON-LIVE', { gameName: 'Golden Dragon Live', localizedNames: { CN: '金龙真人' } }),
    vassalage: 'BETA',
    gameType: 'LIVE',
  });
  await add(newGame('OLD-DRAGON', { gameName: 'Old Dragon', localizedNames: { TH: 'มังกรเก่า' } }));
}, 120_000);
afterAll(() => t?.close());

describe('header game search', () => {
  it('finds a game by its CN and its TH name, named in the page language with its provider', async () => {
    const byChinese = await search(`${q('金龙')}&language=CN`);
    expect(byChinese.map((hit) => [hit.gameId, hit.displayName, hit.vendorName])).toEqual([
      [dragonId, '金龙宝藏', 'Acme Slots'],
    ]);
    const byThai = await search(`${q('ทองคำ')}&language=TH`);
    expect(byThai.map((hit) => [hit.gameId, hit.displayName])).toEqual([[dragonId, 'มังกรทองคำ']]);
    // A Thai name typed on the English page finds the game under its English name.
    const crossLanguage = await search(`${q('มังกรทอง')}&language=EN`);
    expect(crossLanguage.map((hit) => [hit.gameId, hit.displayName, hit.maintenance])).toEqual([
      [dragonId, 'Golden Dragon', false],
    ]);
  });

  it('puts names that start with the query first, then other matches', async () => {
    const hits = await search(`${q('dragon')}&language=EN`);
    expect(hits.map((hit) => hit.displayName)).toEqual(['Golden Dragon', 'Old Dragon']);
    expect((await search(`${q('old')}&language=EN`)).map((hit) => hit.displayName)).toEqual([
      'Old Dragon',
      'Golden Dragon',
    ]);
  });

  it('offers only playable games: not a vendor that is not connected, nor a game under maintenance', async () => {
    expect(await search(`${q('真人')}&language=CN`)).toEqual([]);
    const patched = await call('PATCH', `/admin-api/v1/games/${dragonId}`, owner, { maintenance: true });
    expect(patched.statusCode).toBe(200);
    expect((await search(`${q('dragon')}&language=EN`)).map((hit) => hit.displayName)).toEqual([
      'Old Dragon',
    ]);
    await call('PATCH', `/admin-api/v1/games/${dragonId}`, owner, { maintenance: false });
    expect((await search(`${q('dragon')}&language=EN`)).map((hit) => hit.displayName)).toContain(
      'Golden Dragon',
    );
  });

  it('answers nothing for a blank or unmatched query, keeps to the limit and refuses bad input with 400', async () => {
    expect(await search(q('   '))).toEqual([]);
    expect(await search(q('zzzz-no-such-game'))).toEqual([]);
    expect(await search(`${q('d')}&limit=1`)).toHaveLength(1);
    expect((await call('GET', `/api/v1/games/search?${q('x'.repeat(81))}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/games/search?q=a&limit=500')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/games/search')).statusCode).toBe(400);
  });
});

import { GAME_TYPES, type Category, type GameItem, type GamePage, type Lane } from '@croupier/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCatalogueVendors } from '../../test-support/games.ts';
import { insertLotusBrand } from '../../test-support/brands.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newMember, type TestMember } from '../../test-support/wallet.ts';
import { findBrandForHost } from '../brands/index.ts';
import { gameRounds } from '../bets/index.ts';
import { JACKPOT_SEED_MAJOR } from './jackpot.ts';
import { games, vendors } from './schema.ts';

let t: TestApp;
let member: TestMember;
/** Left unconnected: a slots vendor, and the only cockfight and bingo vendors (so those categories have none). */
const UNCONNECTED = ['THUNDERBOX', 'DS88', 'BINGOBAY', 'LUCKYBALLS'];
const OFFERED_TYPES = GAME_TYPES.filter((type) => type !== 'COCKFIGHT' && type !== 'BINGO');
// The demo catalogue and the lobby's first load of it take a while on a busy machine.
beforeAll(async () => {
  t = await startTestApp({ demoCatalogue: true });
  member = await newMember(t, { username: 'lobbyfan', paymentPassword: null });
  await connectCatalogueVendors(t, UNCONNECTED);
}, 180_000);
afterAll(() => t.close());

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}
const page = async (query: string) => {
  const answer = await get<GamePage>(`/api/v1/games?${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
/** The enabled games of the connected vendors: what the lobby offers. */
const offeredGames = async () => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(and(eq(games.enabled, true), notInArray(games.vassalage, UNCONNECTED)));
  return row!.n;
};
/** A change made behind this node's back (another node, another module) shows within the version check. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('game list', () => {
  it('pages through every enabled game of a connected vendor, 20 at a time by default, in English by default', async () => {
    const first = await page('');
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(await offeredGames());
    expect(first.totalPages).toBe(Math.ceil(first.total / 20));
    expect(first.items[0]).toMatchObject({ isHot: 1, vassalage: 'INHOUSE', showIcon: true, isGame: 'GAME' });
    expect(first.items[0]!.gameName).toMatch(/^[A-Za-z0-9 '&-]+$/);
    const last = await page(`page=${first.totalPages}`);
    expect(last.items.length).toBe(first.total - (first.totalPages - 1) * 20);
  });

  it('filters by category, vendor and lane classification, and pages without gaps or repeats', async () => {
    const fish = await page('gameType=FISH&pageSize=50');
    expect(fish.total).toBeGreaterThan(100);
    const seen = new Set<string>();
    for (let n = 1; n <= fish.totalPages; n++) {
      for (const game of (await page(`gameType=FISH&pageSize=50&page=${n}`)).items) {
        expect(game.gameType).toBe('FISH');
        seen.add(game.gameId);
      }
    }
    expect(seen.size).toBe(fish.total);

    const studio = await page('vassalage=INHOUSE&pageSize=100');
    expect(studio.items.every((g) => g.vassalage === 'INHOUSE')).toBe(true);
    expect(studio.total).toBe(131);
    const studioSlots = await page('vassalage=INHOUSE&gameType=RNG');
    expect(studioSlots.total).toBe(120);
    expect((await page('vassalage=INHOUSE&gameClassify=LIVE')).total).toBe(6);
    expect((await page('gameType=RNG&gameClassify=LIVE')).total).toBe(0);
    expect((await page('vassalage=NOBODY')).total).toBe(0);
  });

  it('refuses a page size above 100 and unknown categories with field errors', async () => {
    const big = await get<{ code: string; fields: Record<string, string> }>('/api/v1/games?pageSize=101');
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { pageSize: 'TOO_LONG' } });
    const type = await get<{ code: string }>('/api/v1/games?gameType=CHESS');
    expect(type.status).toBe(400);
    expect(type.body.code).toBe('VALIDATION_FAILED');
  });

  it('finds games by any of their names, in English, Chinese or Thai, ignoring case', async () => {
    const english = await page('q=DRAGON&pageSize=100');
    expect(english.total).toBeGreaterThan(10);
    expect(english.items.every((g) => g.gameName.toLowerCase().includes('dragon'))).toBe(true);
    const chinese = await page(`q=${encodeURIComponent('龙')}&language=CN&pageSize=100`);
    expect(chinese.total).toBeGreaterThanOrEqual(english.total);
    expect(chinese.items.every((g) => g.gameName.includes('龙'))).toBe(true);
    const thai = await page(`q=${encodeURIComponent('มังกร')}&language=TH&pageSize=100`);
    expect(thai.total).toBe(english.total);
    expect(thai.items.every((g) => g.gameName.includes('มังกร'))).toBe(true);
    // The search does not depend on the language the answer is in.
    expect((await page(`q=${encodeURIComponent('มังกร')}&language=EN`)).total).toBe(thai.total);
    const narrowed = await page('q=dragon&gameType=FISH&pageSize=100');
    expect(narrowed.total).toBeLessThan(english.total);
    expect(narrowed.items.every((g) => g.gameType === 'FISH')).toBe(true);
    expect((await page('q=zzzz-no-such-game')).total).toBe(0);
  });

  it('answers the same games with their names in the language asked for', async () => {
    const en = await page('vassalage=AURORA&pageSize=5');
    const cn = await page('vassalage=AURORA&pageSize=5&language=CN');
    const th = await page('vassalage=AURORA&pageSize=5&language=TH');
    expect(cn.items.map((g) => g.gameId)).toEqual(en.items.map((g) => g.gameId));
    expect(cn.items[0]!.gameName).toMatch(/\p{Script=Han}/u);
    expect(cn.items[0]!.displayName).toBe(cn.items[0]!.gameName);
    expect(th.items[0]!.gameName).toMatch(/\p{Script=Thai}/u);
    expect(en.items[0]!.gameName).not.toBe(cn.items[0]!.gameName);
  });

  it("answers in the brand's default language when none is asked for", async () => {
    await insertLotusBrand(t.database.db);
    const lotus = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/games?vassalage=AURORA',
        headers: { host: 'lotus.example' },
      })
    ).json<GamePage>();
    expect(lotus.items[0]!.gameName).toMatch(/\p{Script=Han}/u);
    const lanes = (
      await t.app.inject({ method: 'GET', url: '/api/v1/lanes', headers: { host: 'lotus.example' } })
    ).json<Lane[]>();
    expect(lanes[0]!.title).toBe('真人娱乐');
    const jackpot = (
      await t.app.inject({ method: 'GET', url: '/api/v1/jackpot', headers: { host: 'lotus.example' } })
    ).json<{ currency: string }>();
    expect(jackpot.currency).toBe('CNY');
  });

  it('offers no vendor that is not connected, and marks one inside its maintenance window off the navigation', async () => {
    const categories = async () => (await get<Category[]>('/api/v1/categories')).body;
    const rngVendors = async () =>
      (await categories()).find((c) => c.gameType === 'RNG')!.vendors.map((v) => v.vassalage);
    const hotVendors = async () =>
      new Set((await get<GameItem[]>('/api/v1/games/hot')).body.map((g) => g.vassalage));
    // Not connected: no game, no search hit, no vendor entry; a category with no connected vendor is not listed.
    expect((await page('vassalage=THUNDERBOX')).total).toBe(0);
    expect((await page('q=thunderbox&pageSize=100')).items.some((g) => g.vassalage === 'THUNDERBOX')).toBe(
      false,
    );
    expect(await rngVendors()).not.toContain('THUNDERBOX');
    expect((await categories()).map((c) => c.gameType)).toEqual(OFFERED_TYPES);
    // The vendors module connects it (launch URL and sealed secret) on some node: offered without a restart.
    await t.database.db
      .update(vendors)
      .set({ launchUrl: 'https://thunder.example/play?t={token}', secretSealed: 'sealed' })
      .where(eq(vendors.vassalage, 'THUNDERBOX'));
    const open = await eventually(
      () => page('vassalage=THUNDERBOX'),
      (p) => p.total > 0,
    );
    expect(open.items.every((g) => !g.maintenance && g.vendorName === 'Thunderbox')).toBe(true);
    expect(await rngVendors()).toContain('THUNDERBOX');
    // Inside its maintenance window its games stay in its list, marked, but it leaves the navigation and home.
    await t.database.db
      .update(vendors)
      .set({ maintenanceFrom: new Date(Date.now() - 60_000), maintenanceUntil: null })
      .where(eq(vendors.vassalage, 'THUNDERBOX'));
    const closed = await eventually(
      () => page('vassalage=THUNDERBOX'),
      (p) => p.items.every((g) => g.maintenance),
    );
    expect(closed.items.every((g) => g.maintenance)).toBe(true);
    expect(await rngVendors()).not.toContain('THUNDERBOX');
    expect(await hotVendors()).not.toContain('THUNDERBOX');
    const lanes = (await get<Lane[]>('/api/v1/lanes')).body;
    expect(lanes.find((l) => l.gameClassify === 'RNG')!.cards.map((c) => c.vassalage)).not.toContain(
      'THUNDERBOX',
    );
    const slots = await page('gameType=RNG&pageSize=100');
    expect(slots.items.every((g) => !g.maintenance)).toBe(true);
    // A window that ends restores the tiles without any other change.
    await t.database.db
      .update(vendors)
      .set({ maintenanceFrom: new Date(Date.now() - 60_000), maintenanceUntil: new Date(Date.now() + 1500) })
      .where(eq(vendors.vassalage, 'THUNDERBOX'));
    const reopened = await eventually(
      () => page('vassalage=THUNDERBOX'),
      (p) => p.items.every((g) => !g.maintenance),
    );
    expect(reopened.items.every((g) => !g.maintenance)).toBe(true);
    expect(await rngVendors()).toContain('THUNDERBOX');
  });

  it('leaves a category out of the navigation and lanes while every game of it is under maintenance', async () => {
    const offered = async () => (await get<Category[]>('/api/v1/categories')).body.map((c) => c.gameType);
    expect(await offered()).toContain('ESPORTS');
    await t.database.db.update(games).set({ maintenance: true }).where(eq(games.gameType, 'ESPORTS'));
    await eventually(offered, (types) => !types.includes('ESPORTS'));
    expect(await offered()).not.toContain('ESPORTS');
    const lanes = (await get<Lane[]>('/api/v1/lanes')).body;
    expect(lanes.map((l) => l.gameClassify)).not.toContain('ESPORTS');
    await t.database.db.update(games).set({ maintenance: false }).where(eq(games.gameType, 'ESPORTS'));
    expect(await eventually(offered, (types) => types.includes('ESPORTS'))).toContain('ESPORTS');
  });
});

describe('lanes and hot games', () => {
  it('has one lane per category in the spec order, vendors as cards, titled in the language', async () => {
    const lanes = (await get<Lane[]>('/api/v1/lanes')).body;
    expect(lanes.map((l) => l.gameClassify)).toEqual(OFFERED_TYPES);
    const rng = lanes.find((l) => l.gameClassify === 'RNG')!;
    expect(rng.title).toBe('Slots');
    expect(rng.cards[0]).toEqual({
      vassalage: 'INHOUSE',
      name: 'Croupier Originals',
      iconUrl: '/vendor-logos/INHOUSE.svg',
      gameCount: 120,
      isGame: 'VASSALAGE',
    });
    const sports = lanes.find((l) => l.gameClassify === 'SPORTS')!;
    expect(sports.cards.length).toBe(3);
    expect(sports.cards.every((c) => c.isGame === 'GAME' && c.gameCount === 1)).toBe(true);
    const cn = (await get<Lane[]>('/api/v1/lanes?language=CN')).body;
    expect(cn.find((l) => l.gameClassify === 'ESPORTS')!.title).toBe('电竞');
    const th = (await get<Lane[]>('/api/v1/lanes?language=TH')).body;
    expect(th.find((l) => l.gameClassify === 'LIVE')!.title).toBe('คาสิโนสด');
  });

  it('lists up to 24 hot games from several vendors', async () => {
    const hot = (await get<GameItem[]>('/api/v1/games/hot?language=TH')).body;
    expect(hot).toHaveLength(24);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    expect(new Set(hot.map((g) => g.vassalage)).size).toBeGreaterThan(5);
    expect(hot[0]!.gameName).toMatch(/\p{Script=Thai}/u);
  });

  it('answers one game by id, in the language asked for, and 404 for a game not on show', async () => {
    const [first] = (await page('gameType=RNG&pageSize=1&language=CN')).items;
    const one = await get<GameItem>(`/api/v1/games/${first!.gameId}?language=CN`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      gameId: first!.gameId,
      gameName: first!.gameName,
      gameType: 'RNG',
      vassalage: first!.vassalage,
      gameCode: first!.gameCode,
      vendorName: first!.vendorName,
      isGame: first!.isGame,
    });
    expect(first!.vendorName).not.toBe(first!.vassalage);
    expect((await get('/api/v1/games/999999999999')).status).toBe(404);
    expect((await get('/api/v1/games/abc')).status).toBe(400);
  });
});

describe('banners and jackpot', () => {
  it('answers the home slides and each category group, titled in the language, with their art', async () => {
    const home = (
      await get<{ title: string; url: string; linkageType: string }[]>('/api/v1/banners?group=w_home')
    ).body;
    expect(home.length).toBeGreaterThanOrEqual(3);
    expect(home[0]!.title).toMatch(/Welcome/);
    const cn = (await get<{ title: string }[]>('/api/v1/banners?group=w_home&language=CN')).body;
    expect(cn[0]!.title).toMatch(/\p{Script=Han}/u);
    expect(home.some((b) => b.linkageType === 'game')).toBe(true);
    const rng = (
      await get<{ groupName: string; linkageTarget: string; url: string }[]>('/api/v1/banners?group=RNG')
    ).body;
    expect(rng).toHaveLength(1);
    expect(rng[0]).toMatchObject({ groupName: 'RNG', linkageTarget: '/rng' });
    const art = await t.app.inject({ method: 'GET', url: home[0]!.url });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).not.toMatch(/<text/);
    expect((await t.app.inject({ method: 'GET', url: '/banner-art/nothing.svg' })).statusCode).toBe(404);
    expect((await get('/api/v1/banners?group=w_nowhere')).status).toBe(400);
    const every = (await get<{ groupName: string }[]>('/api/v1/banners?group=&language=EN')).body;
    expect(new Set(every.map((b) => b.groupName)).size).toBe(5 + GAME_TYPES.length);
  });

  it('shows the seed plus 1% of the settled stake of jackpot games, shared among them', async () => {
    const start = (await get<{ currency: string; amount: string }>('/api/v1/jackpot')).body;
    expect(start).toEqual({ currency: 'THB', amount: `${JACKPOT_SEED_MAJOR}.00` });
    const [jackpotGame] = await t.database.db
      .select()
      .from(games)
      .where(and(eq(games.hasJackpot, true), notInArray(games.vassalage, UNCONNECTED)))
      .limit(1);
    const [plainGame] = await t.database.db.select().from(games).where(eq(games.hasJackpot, false)).limit(1);
    // Rounds the wallet settled: 500.00 and 300.00 on a jackpot game count; other games and open rounds do not.
    const brand = (await findBrandForHost(t.database.db, ''))!;
    const round = (ref: string, game: typeof jackpotGame, stake: bigint, status: string) => ({
      brandId: brand.id,
      vassalage: game!.vassalage,
      roundRef: ref,
      playerId: member.id,
      gameId: game!.id,
      gameCode: game!.gameCode,
      gameType: game!.gameType,
      currency: 'THB',
      stake,
      status,
    });
    await t.database.db
      .insert(gameRounds)
      .values([
        round('r1', jackpotGame, 50_000n, 'settled'),
        round('r2', jackpotGame, 30_000n, 'settled'),
        round('r3', jackpotGame, 90_000n, 'open'),
        round('r4', plainGame, 70_000n, 'settled'),
      ]);
    t.app.lobby.jackpots.forget();
    const after = (await get<{ amount: string }>('/api/v1/jackpot')).body;
    expect(after.amount).toBe('1000008.00');
    const list = await page(`vassalage=${jackpotGame!.vassalage}&pageSize=100&gameType=RNG`);
    const shown = list.items.filter((g) => g.jackpot !== undefined);
    expect(shown.length).toBeGreaterThan(0);
    expect(list.items.filter((g) => g.jackpot === undefined).length).toBeGreaterThan(0);
    expect(shown.every((g) => Number(g.jackpot) > 0 && Number(g.jackpot) < 1000008)).toBe(true);
    // Each game shows its own figure.
    expect(new Set(shown.map((g) => g.jackpot)).size).toBe(shown.length);
  });
});

describe('OpenAPI', () => {
  it('documents every lobby and operator catalogue endpoint', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const path of [
      '/api/v1/games',
      '/api/v1/lanes',
      '/api/v1/games/hot',
      '/api/v1/games/recent',
      '/api/v1/games/{gameId}',
      '/api/v1/favorites',
      '/api/v1/favorites/ids',
      '/api/v1/banners',
      '/api/v1/jackpot',
      '/admin-api/v1/games',
      '/admin-api/v1/games/{id}',
      '/admin-api/v1/banners',
      '/admin-api/v1/banners/{id}',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(Object.keys(spec.paths['/api/v1/favorites']!)).toEqual(
      expect.arrayContaining(['get', 'post', 'delete']),
    );
  });
});

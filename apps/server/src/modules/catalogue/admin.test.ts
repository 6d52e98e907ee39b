import type { BannerAdmin, GameAdmin, GamePage, Lane, Page } from '@croupier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { findBrandForHost } from '../brands/index.ts';
import { newGame, startCatalogueAdminApp, type Auth, type CatalogueAdminApp } from './admin-test-app.ts';
import { vendors } from './schema.ts';

let t: TestApp;
let owner: Auth;
let viewer: Auth;
let call: CatalogueAdminApp['call'];
let playerList: CatalogueAdminApp['playerList'];

beforeAll(async () => {
  ({ t, owner, viewer, call, playerList } = await startCatalogueAdminApp());
});
afterAll(() => t.close());

describe('operator games', () => {
  it('adds a game with the next node id, shown to players at once and audited', async () => {
    const created = await call('POST', '/admin-api/v1/games', owner, newGame('ROCKET-1', { isHot: 1 }));
    expect(created.statusCode).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const list = await playerList('vassalage=ACME');
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      gameId,
      gameName: 'Game ROCKET-1',
      displayName: 'Game ROCKET-1',
      isHot: 1,
      iconUrl: '/tiles/ACME/ROCKET-1.svg',
      maintenance: false,
    });
    expect(BigInt(list.items[0]!.nodeId)).toBeGreaterThan(100_000n);
    const audit = (await call('GET', '/admin-api/v1/audit', owner)).json<{ items: { action: string }[] }>();
    expect(audit.items.map((entry) => entry.action)).toContain('game.create');
  });

  it('gives games added at the same moment different node ids', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => call('POST', '/admin-api/v1/games', owner, newGame(`BURST-${n}`))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const games = (await call('GET', '/admin-api/v1/games?q=BURST', owner)).json<Page<GameAdmin>>();
    expect(games.total).toBe(5);
    expect(new Set(games.items.map((g) => g.nodeId)).size).toBe(5);
  });

  it('refuses unknown vendors, taken codes, bad fields and categories the vendor does not offer', async () => {
    const unknown = await call('POST', '/admin-api/v1/games', owner, newGame('X1', { vassalage: 'NOBODY' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const taken = await call('POST', '/admin-api/v1/games', owner, newGame('ROCKET-1'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ALREADY_EXISTS', fields: { gameCode: 'NOT_ALLOWED' } });
    const badCode = await call('POST', '/admin-api/v1/games', owner, newGame('no spaces'));
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields).toMatchObject({ gameCode: 'INVALID' });
    const type = await call('POST', '/admin-api/v1/games', owner, newGame('X2', { gameType: 'SPORTS' }));
    expect(type.statusCode).toBe(400);
    expect(type.json().fields).toEqual({ gameType: 'INVALID' });
    const icon = await call(
      'POST',
      '/admin-api/v1/games',
      owner,
      newGame('X3', { iconUrl: 'javascript:alert(1)' }),
    );
    expect(icon.statusCode).toBe(400);
    expect(icon.json().fields).toEqual({ iconUrl: 'INVALID' });
  });

  it('lets viewers read but not change games, and nobody without a session', async () => {
    expect((await call('GET', '/admin-api/v1/games', viewer)).statusCode).toBe(200);
    const refused = await call('POST', '/admin-api/v1/games', viewer, newGame('X4'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const [game] = (await call('GET', '/admin-api/v1/games?vassalage=ACME', viewer)).json<Page<GameAdmin>>()
      .items;
    expect(
      (await call('PATCH', `/admin-api/v1/games/${game!.gameId}`, viewer, { isHot: 0 })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/admin-api/v1/games')).statusCode).toBe(401);
  });

  it('filters the operator list by search, vendor, category, hot and enabled', async () => {
    const hot = (await call('GET', '/admin-api/v1/games?hot=true', owner)).json<Page<GameAdmin>>();
    expect(hot.items.map((g) => g.gameCode)).toEqual(['ROCKET-1']);
    const fish = (await call('GET', '/admin-api/v1/games?gameType=FISH', owner)).json<Page<GameAdmin>>();
    expect(fish.total).toBe(0);
    const paged = (await call('GET', '/admin-api/v1/games?vassalage=ACME&pageSize=2&page=2', owner)).json<
      Page<GameAdmin>
    >();
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 6, totalPages: 3 });
  });

  it('changes hot, display name, order, maintenance and enabled, and players see it on the next request', async () => {
    const [game] = (await call('GET', '/admin-api/v1/games?q=BURST-3', owner)).json<Page<GameAdmin>>().items;
    const url = `/admin-api/v1/games/${game!.gameId}`;
    const patched = await call('PATCH', url, owner, { isHot: 1, displayName: 'Rocket Night', sortOrder: 0 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<GameAdmin>()).toMatchObject({ isHot: 1, displayName: 'Rocket Night', sortOrder: 0 });
    const shown = (await playerList('q=rocket night')).items;
    expect(shown.map((g) => g.gameId)).toEqual([game!.gameId]);
    expect(shown[0]).toMatchObject({ displayName: 'Rocket Night', gameName: 'Game BURST-3', isHot: 1 });
    expect(
      (await call('GET', '/api/v1/games/hot')).json<{ gameId: string }[]>().map((g) => g.gameId),
    ).toContain(game!.gameId);

    await call('PATCH', url, owner, { enabled: false });
    expect((await playerList('vassalage=ACME')).total).toBe(5);
    expect((await playerList('q=rocket night')).total).toBe(0);
    await call('PATCH', url, owner, { enabled: true });
    expect((await playerList('vassalage=ACME')).total).toBe(6);

    expect((await call('PATCH', url, owner, {})).statusCode).toBe(400);
    expect((await call('PATCH', url, owner, { displayName: '   ' })).json().fields).toEqual({
      displayName: 'REQUIRED',
    });
    expect((await call('PATCH', '/admin-api/v1/games/999999', owner, { isHot: 0 })).statusCode).toBe(404);
  });

  it('offers a vendor in the lanes once it is connected, and drops it when its only game is switched off', async () => {
    const lanes = async () => (await call('GET', '/api/v1/lanes')).json<Lane[]>();
    const created = await call('POST', '/admin-api/v1/games', owner, {
      vassalage: 'BETA',
      gameCode: 'BACCARAT-1',
      gameName: 'Baccarat 1',
      gameType: 'LIVE',
    });
    const { gameId } = created.json<{ gameId: string }>();
    // Not connected yet: nothing could launch its game, so the lobby does not offer it.
    expect((await lanes()).map((l) => l.gameClassify)).toEqual(['RNG']);
    await t.database.db
      .update(vendors)
      .set({ launchUrl: 'https://beta.example/play?t={token}', secretSealed: 'sealed' })
      .where(eq(vendors.vassalage, 'BETA'));
    await t.app.lobby.refresh();
    expect((await lanes()).find((l) => l.gameClassify === 'LIVE')!.cards).toEqual([
      {
        vassalage: 'BETA',
        name: 'Beta Live',
        iconUrl: '/vendor-logos/BETA.svg',
        gameCount: 1,
        isGame: 'GAME',
      },
    ]);
    await call('PATCH', `/admin-api/v1/games/${gameId}`, owner, { enabled: false });
    expect((await lanes()).map((l) => l.gameClassify)).toEqual(['RNG']);
  });

  it('marks one game under maintenance for players at once, and back', async () => {
    const before = (await playerList('vassalage=ACME')).items;
    expect(before.every((g) => !g.maintenance)).toBe(true);
    const url = `/admin-api/v1/games/${before[1]!.gameId}`;
    expect((await call('PATCH', url, owner, { maintenance: true })).json<GameAdmin>().maintenance).toBe(true);
    const during = (await playerList('vassalage=ACME')).items;
    expect(during.filter((g) => g.maintenance).map((g) => g.gameId)).toEqual([before[1]!.gameId]);
    await call('PATCH', url, owner, { maintenance: false });
    expect((await playerList('vassalage=ACME')).items.every((g) => !g.maintenance)).toBe(true);
  });
});

describe('games under maintenance in bulk', () => {
  it('flags many games in one call, audits each change, skips those already so, and refuses unknown ids', async () => {
    const acme = (await playerList('vassalage=ACME&pageSize=100')).items;
    const ids = acme.map((g) => g.gameId);
    const bulk = (payload: object, auth: Auth = owner) =>
      call('POST', '/admin-api/v1/games/maintenance', auth, payload);
    expect((await bulk({ gameIds: ids, maintenance: true }, viewer)).statusCode).toBe(403);
    expect((await bulk({ gameIds: [], maintenance: true })).statusCode).toBe(400);
    const unknown = await bulk({ gameIds: [...ids, '999999999'], maintenance: true });
    expect(unknown.statusCode).toBe(404);
    expect((await playerList('vassalage=ACME&pageSize=100')).items.every((g) => !g.maintenance)).toBe(true);
    expect((await bulk({ gameIds: [ids[0]!], maintenance: true })).json()).toEqual({ updated: 1 });
    expect((await bulk({ gameIds: ids, maintenance: true })).json()).toEqual({ updated: ids.length - 1 });
    expect((await playerList('vassalage=ACME&pageSize=100')).items.every((g) => g.maintenance)).toBe(true);
    const audit = await call('GET', '/admin-api/v1/audit?pageSize=100', owner);
    const flagged = audit
      .json<{ items: { action: string; target: string; after: { maintenance?: boolean } }[] }>()
      .items.filter((entry) => entry.action === 'game.update' && entry.after.maintenance === true)
      .map((entry) => entry.target);
    for (const id of ids) expect(flagged).toContain(`game:${id}`);
    expect((await bulk({ gameIds: ids, maintenance: false })).json()).toEqual({ updated: ids.length });
    expect((await playerList('vassalage=ACME&pageSize=100')).items.every((g) => !g.maintenance)).toBe(true);
  });
});

describe('launch suggestions', () => {
  it('offer open games of the same category, never the game itself or games under maintenance', async () => {
    const brand = (await findBrandForHost(t.database.db, ''))!;
    const acme = (await playerList('vassalage=ACME&pageSize=100')).items;
    const [refused, closed] = acme;
    await call('PATCH', `/admin-api/v1/games/${closed!.gameId}`, owner, { maintenance: true });
    const suggested = await t.app.lobby.suggestions(brand, refused!, 'EN');
    const ids = suggested.map((g) => g.gameId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(refused!.gameId);
    expect(ids).not.toContain(closed!.gameId);
    expect(suggested.every((g) => g.gameType === 'RNG' && !g.maintenance)).toBe(true);
    await call('PATCH', `/admin-api/v1/games/${closed!.gameId}`, owner, { maintenance: false });
  });
});

describe('several nodes', () => {
  it('a change through one node reaches another node on the same database within about a second', async () => {
    const other = await buildApp({
      config: {
        logLevel: 'silent',
        trustProxy: false,
        captchaProvider: 'off',
        runJobs: false,
        smsProvider: 'outbox',
        email: { provider: 'outbox' },
        redisUrl: undefined,
        secrets: { appSecret: t.appSecret },
      },
      db: t.database.db,
    });
    try {
      const list = async () =>
        (await other.inject({ method: 'GET', url: '/api/v1/games?q=ROCKET-2' })).json<GamePage>().total;
      expect(await list()).toBe(0);
      const created = await call('POST', '/admin-api/v1/games', owner, newGame('ROCKET-2'));
      expect(created.statusCode).toBe(201);
      const started = Date.now();
      while ((await list()) === 0 && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await list()).toBe(1);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await other.close();
    }
  });
});

describe('operator banners', () => {
  const banner = (extra: object = {}) => ({
    groupName: 'w_home',
    url: '/banner-art/welcome.svg',
    linkageType: 'category',
    linkageTarget: '/rng?vassalage=ACME',
    titles: { EN: 'Spring festival', CN: '春节活动', TH: 'เทศกาลฤดูใบไม้ผลิ' },
    enabled: true,
    sortOrder: 1,
    ...extra,
  });

  it('adds, replaces and removes banners; players see the enabled ones of a group in their language', async () => {
    const created = await call('POST', '/admin-api/v1/banners', owner, banner());
    expect(created.statusCode).toBe(201);
    const { id } = created.json<BannerAdmin>();
    const second = await call(
      'POST',
      '/admin-api/v1/banners',
      owner,
      banner({ sortOrder: 0, titles: { EN: 'First' } }),
    );
    const thai = (await call('GET', '/api/v1/banners?group=w_home&language=TH')).json<
      { id: string; title: string }[]
    >();
    expect(thai.map((b) => b.title)).toEqual(['First', 'เทศกาลฤดูใบไม้ผลิ']);
    expect((await call('GET', '/api/v1/banners?group=RNG')).json()).toEqual([]);

    const replaced = await call('PUT', `/admin-api/v1/banners/${id}`, owner, banner({ enabled: false }));
    expect(replaced.json<BannerAdmin>().enabled).toBe(false);
    expect((await call('GET', '/api/v1/banners?group=w_home')).json<unknown[]>()).toHaveLength(1);
    expect((await call('GET', '/admin-api/v1/banners', viewer)).json<BannerAdmin[]>()).toHaveLength(2);

    expect(
      (await call('DELETE', `/admin-api/v1/banners/${second.json<BannerAdmin>().id}`, owner)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/admin-api/v1/banners/${second.json<BannerAdmin>().id}`, owner)).statusCode,
    ).toBe(404);
    const actions = (await call('GET', '/admin-api/v1/audit', owner))
      .json<{ items: { action: string }[] }>()
      .items.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['banner.create', 'banner.update', 'banner.delete']));
  });

  it('shows a slide headline and call to action in the player language, English when one is missing', async () => {
    const created = await call(
      'POST',
      '/admin-api/v1/banners',
      owner,
      banner({
        groupName: 'w_register',
        actions: { EN: ' Play now ', CN: '立即开玩', TH: '' },
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json<BannerAdmin>().actions).toEqual({ EN: 'Play now', CN: '立即开玩' });
    const slide = async (language: string) =>
      (await call('GET', `/api/v1/banners?group=w_register&language=${language}`)).json<
        { title: string; action: string }[]
      >()[0];
    expect(await slide('CN')).toMatchObject({ title: '春节活动', action: '立即开玩' });
    expect(await slide('TH')).toMatchObject({ title: 'เทศกาลฤดูใบไม้ผลิ', action: 'Play now' });
    const refused = await call(
      'POST',
      '/admin-api/v1/banners',
      owner,
      banner({ linkageType: 'none', linkageTarget: '', actions: { EN: 'Play now' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: object }>().fields).toEqual({ actions: 'INVALID' });
    const tooLong = await call(
      'POST',
      '/admin-api/v1/banners',
      owner,
      banner({ actions: { EN: 'x'.repeat(41) } }),
    );
    expect(tooLong.json<{ fields: object }>().fields).toEqual({ 'actions.EN': 'TOO_LONG' });
    await call('DELETE', `/admin-api/v1/banners/${created.json<BannerAdmin>().id}`, owner);
  });

  it('refuses unsafe links, targets that do not fit the linkage, and a missing English title', async () => {
    const refused = async (payload: object) => {
      const answer = await call('POST', '/admin-api/v1/banners', owner, payload);
      expect(answer.statusCode).toBe(400);
      return answer.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await refused(banner({ url: 'javascript:alert(1)' }))).toEqual({ url: 'INVALID' });
    expect(await refused(banner({ linkageType: 'url', linkageTarget: '//evil.example' }))).toEqual({
      linkageTarget: 'INVALID',
    });
    expect(await refused(banner({ linkageType: 'game', linkageTarget: '999999' }))).toEqual({
      linkageTarget: 'INVALID',
    });
    expect(await refused(banner({ linkageTarget: '/nowhere' }))).toEqual({ linkageTarget: 'INVALID' });
    expect(await refused(banner({ linkageType: 'none', linkageTarget: '/rng' }))).toEqual({
      linkageTarget: 'INVALID',
    });
    expect(await refused(banner({ titles: { CN: '只有中文' } }))).toEqual({ 'titles.EN': 'REQUIRED' });
    expect(await refused(banner({ groupName: 'w_nowhere' }))).toMatchObject({ groupName: 'INVALID' });
    expect((await call('POST', '/admin-api/v1/banners', viewer, banner())).statusCode).toBe(403);
    expect((await call('PUT', '/admin-api/v1/banners/999999', owner, banner())).statusCode).toBe(404);
  });
  it('refuses titles of another type or in an unknown language, on create and on replace, changing nothing', async () => {
    const created = await call('POST', '/admin-api/v1/banners', owner, banner({ sortOrder: 7 }));
    const { id } = created.json<BannerAdmin>();
    const wrongTitles: [object, Record<string, string>][] = [
      [{ EN: 5 }, { 'titles.EN': 'INVALID' }],
      [{ EN: 'Hello', en: 5 }, { 'titles.en': 'NOT_ALLOWED' }],
      [{ EN: 'Hello', XX: 'text' }, { 'titles.XX': 'NOT_ALLOWED' }],
      [{ EN: ['Hello'] }, { 'titles.EN': 'INVALID' }],
      [{ EN: 'x'.repeat(121) }, { 'titles.EN': 'TOO_LONG' }],
    ];
    for (const [titles, fields] of wrongTitles) {
      for (const [method, url] of [
        ['POST', '/admin-api/v1/banners'],
        ['PUT', `/admin-api/v1/banners/${id}`],
      ] as const) {
        const answer = await call(method, url, owner, banner({ titles }));
        expect(answer.statusCode, `${method} ${JSON.stringify(titles)}`).toBe(400);
        expect(answer.json<{ fields: object }>().fields).toEqual(fields);
      }
    }
    const banners = (await call('GET', '/admin-api/v1/banners', owner)).json<BannerAdmin[]>();
    expect(banners.filter((one) => one.sortOrder === 7)).toEqual([created.json<BannerAdmin>()]);
  });
});

import { MOTIFS } from '@croupier/art';
import { GAME_TYPES } from '@croupier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrapData } from '../../demo/bootstrap.ts';
import { connectCatalogueVendors } from '../../test-support/games.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { countGames } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoCatalogue: true });
});
afterAll(() => t.close());

describe('demo catalogue in the database', () => {
  it('holds about 10,000 games and is not inserted twice on the next start', async () => {
    const before = await countGames(t.database.db);
    expect(before).toBeGreaterThan(9_500);
    const again = await bootstrapData(t.database.db, { adminPassword: undefined, demoData: true });
    expect(again.gamesInserted).toBe(0);
    expect(again.generatedAdminPassword).toBeUndefined();
    // The demo member came with the catalogue; a later start names it, its password no longer known.
    expect(again.demoPlayer).toEqual({ username: 'demoplayer' });
    expect(await countGames(t.database.db)).toBe(before);
  });

  it('lists only the lottery for navigation while no vendor is connected: the platform serves it itself', async () => {
    const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    expect(
      categories.map((c: { gameType: string; vendors: { vassalage: string }[] }) => [
        c.gameType,
        c.vendors.map((v) => v.vassalage),
      ]),
    ).toEqual([
      ['LOTT', ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTUSLOTTO']],
      ['ELOTT', ['QUICKDRAW']],
    ]);
  });

  it('lists every category with its connected vendors for navigation', async () => {
    await connectCatalogueVendors(t);
    const categories = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json();
    expect(categories.map((c: { gameType: string }) => c.gameType)).toEqual([...GAME_TYPES]);
    const rng = categories.find((c: { gameType: string }) => c.gameType === 'RNG');
    expect(rng.path).toBe('/rng');
    expect(rng.vendors.length).toBeGreaterThan(10);
    expect(rng.vendors[0]).toMatchObject({
      vassalage: 'INHOUSE',
      name: 'Croupier Originals',
      logoUrl: '/vendor-logos/INHOUSE.svg',
    });
    const total = categories.reduce((sum: number, c: { gameCount: number }) => sum + c.gameCount, 0);
    expect(total).toBe(await countGames(t.database.db));
  });

  it('draws tile art and vendor emblems as SVG without text, and 404s for unknown ones', async () => {
    const tile = await t.app.inject({ method: 'GET', url: '/tiles/AURORA/AURORA-RNG-0001.svg' });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toContain('image/svg+xml');
    expect(tile.body).toMatch(/^<svg/);
    expect(tile.body).not.toMatch(/<text/);
    const other = await t.app.inject({ method: 'GET', url: '/tiles/AURORA/AURORA-RNG-0002.svg' });
    expect(other.body).not.toBe(tile.body);
    // The art follows the game's name: the studio's first slot is Golden Dragon.
    const dragon = await t.app.inject({ method: 'GET', url: '/tiles/INHOUSE/INHOUS-RNG-0001.svg' });
    expect(dragon.body).toContain(MOTIFS.dragon);
    expect((await t.app.inject({ method: 'GET', url: '/tiles/AURORA/NOPE.svg' })).statusCode).toBe(404);
    const traversal = await t.app.inject({ method: 'GET', url: '/tiles/AURORA/..%2F..%2Fetc%2Fpasswd' });
    expect([400, 404]).toContain(traversal.statusCode);
    expect(traversal.body).not.toContain('root:');
    const logo = await t.app.inject({ method: 'GET', url: '/vendor-logos/DS88.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('>DC</text>');
    expect((await t.app.inject({ method: 'GET', url: '/vendor-logos/NOBODY.svg' })).statusCode).toBe(404);
  });
});

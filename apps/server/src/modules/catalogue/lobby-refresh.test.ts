import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectCatalogueVendors } from '../../test-support/games.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';
import { findBrandForHost } from '../brands/index.ts';
import { settledStakeOfGames } from '../bets/index.ts';
import { Lobby } from './lobby.ts';
import { readCatalogueVersion } from './lobby-repository.ts';
import { games, vendors } from './schema.ts';

/** How a node's lobby follows writes made behind its back: by other nodes, or by other modules. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoCatalogue: true });
  await connectCatalogueVendors(t);
}, 180_000);
afterAll(() => t.close());

/** A lobby of its own on the test database, as another platform node holds one. */
const standaloneLobby = () =>
  new Lobby(
    t.database.db,
    (error) => {
      throw error;
    },
    settledStakeOfGames,
  );

describe('refresh after writes', () => {
  it('shows every write made before a refresh was asked, and shares one reload among a burst of them', async () => {
    const lobby = standaloneLobby();
    await lobby.current();
    const loads = vi.spyOn(lobby as unknown as { load: () => Promise<unknown> }, 'load');
    const rename = (name: string) =>
      t.database.db.update(vendors).set({ name }).where(eq(vendors.vassalage, 'AURORA'));
    await rename('Burst 1');
    // Eight writers asking at once: the first reload starts at once, the others share the one queued behind it.
    const burst = Array.from({ length: 8 }, () => lobby.refresh());
    // A write landing while those reloads run is shown by its own refresh, which may not reuse a running reload.
    await rename('Burst 2');
    const late = lobby.refresh();
    await Promise.all([...burst, late]);
    const snapshot = await lobby.current();
    expect(snapshot.version).toBe(await readCatalogueVersion(t.database.db));
    expect(loads.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('rebuilds on a vendor change from the games it holds, and reads the games again once one changed', async () => {
    const lobby = standaloneLobby();
    const [game] = await t.database.db
      .select({ id: games.id, vassalage: games.vassalage, gameName: games.gameName })
      .from(games)
      .where(eq(games.enabled, true))
      .limit(1);
    const brand = (await findBrandForHost(t.database.db, ''))!;
    const shown = async () => (await lobby.items(brand, [game!.id.toString()], 'EN'))[0]?.gameName;
    const cardName = async () =>
      (await lobby.current()).lanes.EN.flatMap((lane) => lane.cards).find(
        (card) => card.vassalage === game!.vassalage,
      )?.name;
    expect(await shown()).toBe(game!.gameName);

    await t.database.db
      .update(vendors)
      .set({ name: 'Renamed vendor' })
      .where(eq(vendors.vassalage, game!.vassalage));
    await lobby.refresh();
    expect(await cardName()).toBe('Renamed vendor');
    expect(await shown()).toBe(game!.gameName);

    await t.database.db
      .update(games)
      .set({ gameName: 'Renamed game', displayName: 'Renamed game' })
      .where(eq(games.id, game!.id));
    await lobby.refresh();
    expect(await shown()).toBe('Renamed game');

    await t.database.db
      .update(vendors)
      .set({ name: 'Renamed again' })
      .where(eq(vendors.vassalage, game!.vassalage));
    await lobby.refresh();
    expect(await cardName()).toBe('Renamed again');
    expect(await shown()).toBe('Renamed game');
  });
});

import { describe, expect, it } from 'vitest';
import { jackpotWeight } from './jackpot-weight.ts';
import { CatalogueSnapshot, type GameRowForLobby, type VendorRowForLobby } from './snapshot.ts';

const vendor = (vassalage: string, sortOrder: number, connected: boolean): VendorRowForLobby => ({
  vassalage,
  name: `Vendor ${vassalage}`,
  enabled: true,
  sortOrder,
  connected,
  maintenanceFrom: null,
  maintenanceUntil: null,
});

let nextId = 0n;
const game = (vassalage: string, isHot: number, maintenance = false): GameRowForLobby => {
  const id = ++nextId;
  return {
    id,
    nodeId: id,
    vassalage,
    gameCode: `${vassalage}-${id}`,
    gameName: `${vassalage} ${id}`,
    localizedNames: {},
    gameType: 'FISH',
    isGame: 'GAME',
    displayName: '',
    iconUrl: '',
    showIcon: true,
    isHot,
    hasJackpot: false,
    maintenance,
    sortOrder: Number(id),
    updatedAt: new Date(0),
  };
};

describe('what the lobby offers', () => {
  // AAA is not connected; BBB plays; every game of CCC is under maintenance.
  const snapshot = new CatalogueSnapshot(
    1n,
    [vendor('AAA', 1, false), vendor('BBB', 2, true), vendor('CCC', 3, true)],
    [
      game('AAA', 1),
      game('AAA', 1),
      game('BBB', 0),
      game('BBB', 1),
      game('BBB', 1, true),
      game('CCC', 1, true),
    ],
    Date.now(),
  );
  const playable = (games: readonly { items: { EN: { maintenance: boolean } } }[]) =>
    games.map((g) => !g.items.EN.maintenance);

  it('leaves out the games of a vendor that is not connected', () => {
    const list = snapshot.filtered('FISH', undefined);
    expect(list.map((g) => g.vassalage)).toEqual(['BBB', 'BBB', 'BBB', 'CCC']);
    expect(snapshot.filtered(undefined, 'AAA')).toEqual([]);
    expect(list[0]!.items.EN.vendorName).toBe('Vendor BBB');
  });

  it('lists the games a player can open before those under maintenance, hot first among each', () => {
    const list = snapshot.filtered('FISH', undefined);
    expect(playable(list)).toEqual([true, true, false, false]);
    expect(list.map((g) => g.items.EN.isHot)).toEqual([1, 0, 1, 1]);
  });

  it('mixes the hot row from playable games only', () => {
    expect(playable(snapshot.hotMix)).toEqual([true]);
  });

  it('offers in the navigation and lanes only vendors with a playable game, counting those games', () => {
    expect(snapshot.categories).toEqual([
      {
        gameType: 'FISH',
        path: '/fish',
        gameCount: 2,
        vendors: [{ vassalage: 'BBB', name: 'Vendor BBB', gameCount: 2, logoUrl: '/vendor-logos/BBB.svg' }],
      },
    ]);
    expect(snapshot.lanes.EN.map((lane) => lane.cards.map((card) => card.vassalage))).toEqual([['BBB']]);
  });

  it('offers no category at all while no vendor is connected', () => {
    const none = new CatalogueSnapshot(2n, [vendor('AAA', 1, false)], [game('AAA', 1)], Date.now());
    expect(none.categories).toEqual([]);
    expect(none.lanes.EN).toEqual([]);
    expect(none.all).toEqual([]);
  });
});

describe('jackpot weights', () => {
  it('differ from game to game, fixed per game, the largest at most four times the smallest', () => {
    const weights = Array.from({ length: 2000 }, (_, i) => jackpotWeight(BigInt(i + 1)));
    expect(new Set(weights).size).toBe(weights.length);
    expect(jackpotWeight(42n)).toBe(jackpotWeight(42n));
    expect(weights.every((w) => w >= 1_000_000_000n && w < 4_000_000_000n)).toBe(true);
  });
});

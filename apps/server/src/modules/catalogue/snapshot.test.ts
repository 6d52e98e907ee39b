import { describe, expect, it } from 'vitest';
import { CatalogueSnapshot, type GameRowForLobby, type VendorRowForLobby } from './snapshot.ts';

const vendor = (vassalage: string, sortOrder: number, connected: boolean): VendorRowForLobby => ({
  vassalage,
  name: vassalage,
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

describe('lobby order', () => {
  // The first vendor in order is not connected (all its games under maintenance); the second plays.
  const snapshot = new CatalogueSnapshot(
    1n,
    [vendor('AAA', 1, false), vendor('BBB', 2, true)],
    [game('AAA', 1), game('AAA', 1), game('BBB', 0), game('BBB', 1), game('BBB', 1, true)],
    Date.now(),
  );
  const playable = (games: readonly { items: { EN: { maintenance: boolean } } }[]) =>
    games.map((g) => !g.items.EN.maintenance);

  it('lists the games a player can open before those under maintenance, hot first among each', () => {
    const list = snapshot.filtered('FISH', undefined);
    expect(playable(list)).toEqual([true, true, false, false, false]);
    expect(list.map((g) => g.items.EN.isHot)).toEqual([1, 0, 1, 1, 1]);
  });

  it('mixes the hot row from playable games before any under maintenance', () => {
    expect(playable(snapshot.hotMix)).toEqual([true, false, false, false]);
  });
});

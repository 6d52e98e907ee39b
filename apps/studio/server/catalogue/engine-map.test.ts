import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../../server/src/modules/catalogue/demo/generate.ts';
import { engineFor } from './engine-map.ts';

describe('which engine plays a catalogue game', () => {
  // The studio plays no lottery game: the catalogue is generated without them.
  const { games } = generateDemoCatalogue([]);

  it("plays the in-house vendor's five mini games as exactly dice, crash, mines, plinko and hi-lo", () => {
    const minis = games.filter((g) => g.vassalage === 'INHOUSE' && g.gameType === 'MINI');
    expect(minis.map((g) => [g.gameName, engineFor(g)])).toEqual([
      ['Crash', 'crash'],
      ['Dice', 'dice'],
      ['Mines', 'mines'],
      ['Plinko', 'plinko'],
      ['Hi-Lo', 'hilo'],
    ]);
  });

  it('plays tables by the name they carry, and every other table and mini game by its code', () => {
    const live = games.filter((g) => g.vassalage === 'INHOUSE' && g.gameType === 'LIVE');
    expect(live.map((g) => engineFor(g))).toEqual([
      'baccarat',
      'roulette',
      'sicbo',
      'baccarat',
      'roulette',
      'sicbo',
    ]);
    const named = (name: string, type: string) =>
      engineFor({ gameCode: 'X-1', gameName: name, gameType: type });
    expect(named('Speed Baccarat 2', 'LIVE')).toBe('baccarat');
    expect(named('Auto Roulette 1', 'LIVE')).toBe('roulette');
    expect(named('Sic Bo 3', 'LIVE')).toBe('sicbo');
    expect(named('Lucky Hi-Lo', 'MINI')).toBe('hilo');
    // The same code always gives the same engine, whatever its name says besides.
    const other = { gameCode: 'ROYALD-LIVE-0004', gameName: 'Dragon Tiger 1', gameType: 'LIVE' };
    expect(engineFor(other)).toBe(engineFor({ ...other }));
    const spread = new Set(
      games.filter((g) => g.gameType === 'LIVE' || g.gameType === 'MINI').map((g) => engineFor(g)),
    );
    expect([...spread].sort()).toEqual([
      'baccarat',
      'crash',
      'dice',
      'hilo',
      'mines',
      'plinko',
      'roulette',
      'sicbo',
    ]);
  });

  it('plays every slot and nothing of a type without an engine', () => {
    for (const game of games) {
      const engine = engineFor(game);
      if (game.gameType === 'RNG') expect(engine).toBe('slot');
      else if (game.gameType !== 'LIVE' && game.gameType !== 'MINI') expect(engine).toBeNull();
    }
  });
});

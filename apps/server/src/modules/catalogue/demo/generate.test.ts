import { GAME_TYPES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { PLATFORM_GAMES } from '../../lottery/index.ts';
import { generateDemoCatalogue } from './generate.ts';

describe('demo catalogue', () => {
  const { vendors, games } = generateDemoCatalogue(PLATFORM_GAMES);

  it('has about 10,000 games from 40+ vendors covering every game type', () => {
    expect(games.length).toBeGreaterThanOrEqual(9_500);
    expect(games.length).toBeLessThanOrEqual(10_500);
    expect(vendors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set(GAME_TYPES));
  });

  it('gives every game a unique code and node id, and a unique name within its vendor and type', () => {
    expect(new Set(games.map((g) => `${g.vassalage}/${g.gameCode}`)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    const names = new Set(games.map((g) => `${g.vassalage}/${g.gameType}/${g.gameName}`));
    expect(names.size).toBe(games.length);
  });

  it('names games in Chinese and Thai too, and is the same on every install', () => {
    expect(games.every((g) => g.localizedNames.CN && g.localizedNames.TH)).toBe(true);
    expect(generateDemoCatalogue(PLATFORM_GAMES).games.slice(0, 50)).toEqual(games.slice(0, 50));
  });

  it('includes the vendors the spec names and in-house games', () => {
    const codes = new Set(vendors.map((v) => v.vassalage));
    for (const code of ['INHOUSE', 'IMES', 'DS88', 'TCG_LOTTO_VN', 'TCG_SEA'])
      expect(codes.has(code), code).toBe(true);
    expect(games.filter((g) => g.vassalage === 'INHOUSE' && g.gameType === 'RNG').length).toBeGreaterThan(
      100,
    );
  });

  it('lists exactly the lottery module’s games, by their codes, under the vendors the player site launches by', () => {
    const lotteryGames = games.filter((g) => g.gameType === 'LOTT' || g.gameType === 'ELOTT');
    const listed = (vassalage: string) =>
      lotteryGames.filter((g) => g.vassalage === vassalage).map((g) => [g.gameCode, g.gameType, g.gameName]);
    const ofMode = (mode: string, type: string) =>
      PLATFORM_GAMES.filter((g) => g.prizeMode === mode).map((g) => [g.code, type, g.names.EN]);
    expect(listed('TCG_LOTTO_VN')).toEqual(ofMode('VN', 'LOTT'));
    expect(listed('TCG_SEA')).toEqual(ofMode('SEA', 'LOTT'));
    expect(listed('LOTUSLOTTO')).toEqual(ofMode('LOTT', 'LOTT'));
    expect(listed('QUICKDRAW')).toEqual(ofMode('ELOTT', 'ELOTT'));
    expect(lotteryGames).toHaveLength(PLATFORM_GAMES.length);
    expect(listed('TCG_LOTTO_VN').map(([code]) => code)).toContain('VN-MN-TPHCM');
  });
});

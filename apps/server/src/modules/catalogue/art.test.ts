import { MOTIFS, motifFor } from '@croupier/art';
import { GAME_TYPES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { gameTileSvg, houseStyle, monogram, vendorLogoSvg } from './art.ts';
import { BANNER_DESIGNS, bannerSvg } from './banner-art.ts';
import { PLATFORM_GAMES } from '../lottery/index.ts';
import { generateDemoCatalogue } from './demo/generate.ts';
import { DEMO_VENDORS } from './demo/vendors.ts';
import { SLOT_NOUNS } from './demo/words.ts';

const tile = (name: string, type = 'RNG', vassalage = 'AURORA', code = 'AURORA-RNG-0001') =>
  gameTileSvg(vassalage, code, type, name);

describe('tile art', () => {
  it('draws what the name says: a dragon for Golden Dragon, a wheel for a roulette table', () => {
    expect(tile('Golden Dragon')).toContain(MOTIFS.dragon);
    expect(tile('Lucky Panda Megaways')).toContain(MOTIFS.panda);
    expect(tile('Auto Roulette 2', 'LIVE')).toContain(MOTIFS.roulette);
    expect(tile('Sic Bo 1', 'LIVE')).toContain(MOTIFS.dice);
    expect(tile('Mahjong Pro', 'PVP')).toContain(MOTIFS.mahjong);
    expect(tile('Shark Frenzy', 'FISH')).toContain(MOTIFS.shark);
    expect(tile('Ocean Hunter', 'FISH')).toContain(MOTIFS.fish);
    expect(tile('Crash', 'MINI')).toContain(MOTIFS.rocket);
    expect(tile('PK10 Race Classic', 'ELOTT')).toContain(MOTIFS.car);
    expect(tile('DS88 Cockfight', 'COCKFIGHT')).toContain(MOTIFS.rooster);
    expect(tile('IM E-Sports', 'ESPORTS')).toContain(MOTIFS.controller);
  });

  it('has a motif of its own for every noun of the demo slot names', () => {
    const motifs = SLOT_NOUNS.map(([noun]) => {
      const name = `Lucky ${noun}`;
      // Named, not the type's fallback: the same whatever the seed.
      const picks = new Set([0, 1, 2, 3, 4, 5, 6].map((seed) => motifFor(name, 'RNG', seed)));
      expect(picks.size, noun).toBe(1);
      return [...picks][0];
    });
    expect(new Set(motifs).size).toBe(SLOT_NOUNS.length);
  });

  it('colours a tile by its adjective and frames it in its vendor house style', () => {
    expect(tile('Jade Tiger')).not.toBe(tile('Crimson Tiger'));
    const styles = DEMO_VENDORS.map((v) => JSON.stringify({ ...houseStyle(v.vassalage), accent: 0 }));
    expect(new Set(styles).size).toBe(DEMO_VENDORS.length);
    expect(tile('Golden Dragon', 'RNG', 'AURORA')).not.toBe(tile('Golden Dragon', 'RNG', 'NEONFOX'));
  });

  it('stays small, text-free SVG for every demo game', () => {
    const { games } = generateDemoCatalogue(PLATFORM_GAMES);
    for (const game of games.filter((_, i) => i % 7 === 0)) {
      const svg = gameTileSvg(game.vassalage, game.gameCode, game.gameType, game.gameName);
      expect(svg).toMatch(/^<svg/);
      expect(svg).not.toMatch(/<text/);
      expect(svg.length, game.gameName).toBeLessThan(6_000);
    }
  });
});

describe('vendor emblems', () => {
  it('gives each of the demo vendors a different emblem with its monogram', () => {
    const emblems = DEMO_VENDORS.map((v) => vendorLogoSvg(v.vassalage, v.name));
    expect(new Set(emblems).size).toBe(DEMO_VENDORS.length);
    // Lucky Lantern and Lotus Live share their letters: shape and colour still tell them apart.
    const strip = (svg: string) => svg.replace(/>[A-Z0-9?]{1,2}</, '><');
    expect(strip(vendorLogoSvg('LUCKYLANTERN', 'Lucky Lantern'))).not.toBe(
      strip(vendorLogoSvg('LOTUSLIVE', 'Lotus Live')),
    );
    expect(monogram('Jade Peak Gaming')).toBe('JP');
    expect(monogram('Thunderbox')).toBe('TH');
    expect(monogram('Quartz & Quill')).toBe('QQ');
  });
});

describe('banner art', () => {
  it('draws every category with motifs of its kind, without text', () => {
    for (const type of GAME_TYPES) {
      const svg = bannerSvg(type.toLowerCase());
      expect(svg, type).toMatch(/^<svg/);
      expect(svg).not.toMatch(/<text/);
      expect(svg!.length).toBeLessThan(12_000);
    }
    expect(bannerSvg('live')).toContain(MOTIFS.roulette);
    expect(bannerSvg('sports')).toContain(MOTIFS.football);
    expect(bannerSvg('fish')).toContain(MOTIFS.fish);
    expect(bannerSvg('lott')).toContain(MOTIFS.balls);
    expect(bannerSvg('rng')).toContain(MOTIFS.sevens);
    for (const design of Object.values(BANNER_DESIGNS))
      for (const [motif] of design.scene) expect(motif === 'reels' || motif in MOTIFS, motif).toBe(true);
    expect(bannerSvg('nope')).toBeUndefined();
  });
});

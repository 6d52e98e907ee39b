import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '@croupier/money';
import type { GameItem } from '@croupier/contracts';
import {
  BANNER_MAX_SLIDES,
  carouselSlides,
  createThrottle,
  gameListQuery,
  itemsOf,
  jackpotAt,
  nextSlide,
  planBannerGame,
  planLaunch,
  vendorListPath,
  withSiteLook,
} from './logic.ts';

const slot = { vassalage: 'INHOUSE', gameType: 'RNG', gameCode: 'LUCKY7', isGame: 'GAME' } as const;

describe('jackpot display', () => {
  it('advances by 165.11 a tick from the server amount, with the currency symbol', () => {
    expect(jackpotAt('1000.00', 0, CURRENCIES.THB!)).toBe('฿1,000.00');
    expect(jackpotAt('1000.00', 2, CURRENCIES.THB!)).toBe('฿1,330.22');
  });
  it('advances by whole units in a currency without cents', () => {
    expect(jackpotAt('1000', 1, CURRENCIES.VND!)).toMatch(/1,165/);
  });
  it('shows nothing for an amount it cannot read', () => {
    expect(jackpotAt('lots', 1, CURRENCIES.THB!)).toBeNull();
  });
});

describe('launch plan', () => {
  it('asks guests to log in and tells trial accounts a real account is needed', () => {
    expect(planLaunch(slot, 'guest')).toEqual({ kind: 'login' });
    expect(planLaunch(slot, 'trial')).toEqual({ kind: 'trial' });
  });
  it('lets anyone try a demo', () => {
    expect(planLaunch(slot, 'guest', 'demo')).toEqual({ kind: 'launch' });
  });
  it('sends lottery vendors and types to their pages with the game code', () => {
    expect(planLaunch({ ...slot, vassalage: 'TCG_LOTTO_VN', gameCode: 'HN' }, 'member')).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=HN',
    });
    expect(planLaunch({ ...slot, vassalage: 'TCG_SEA', gameCode: 'S1' }, 'agent')).toEqual({
      kind: 'navigate',
      to: '/seaLottery?gameCode=S1',
    });
    expect(planLaunch({ ...slot, gameType: 'ELOTT', gameCode: 'A B' }, 'member')).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=A%20B',
    });
  });
  it('opens the provider list for a vendor entry and launches anything else', () => {
    expect(planLaunch({ ...slot, isGame: 'VASSALAGE' }, 'member')).toEqual({
      kind: 'providers',
      vassalage: 'INHOUSE',
      gameType: 'RNG',
    });
    expect(planLaunch(slot, 'member')).toEqual({ kind: 'launch' });
  });
  it('sends RNG vendors to /rng with their vassalage', () => {
    expect(vendorListPath('RNG', 'INHOUSE')).toBe('/rng?vassalage=INHOUSE');
  });
});

describe('lists', () => {
  it('builds the game list request with only the filters that are set', () => {
    expect(gameListQuery({ gameType: 'FISH', vassalage: null, q: '  ', language: 'TH', page: 2 })).toBe(
      'gameType=FISH&language=TH&page=2&pageSize=20',
    );
    expect(gameListQuery({ vassalage: 'PG', q: 'dragon', language: 'EN', page: 1, pageSize: 12 })).toBe(
      'vassalage=PG&q=dragon&language=EN&page=1&pageSize=12',
    );
  });
  it('reads a page or a bare array alike', () => {
    expect(itemsOf([1, 2])).toEqual([1, 2]);
    expect(itemsOf({ items: [3] })).toEqual([3]);
    expect(itemsOf(undefined)).toEqual([]);
  });
});

describe('favourite throttle', () => {
  it('lets one toggle per game through each second', () => {
    let now = 0;
    const allow = createThrottle(1000, () => now);
    expect(allow('a')).toBe(true);
    now = 999;
    expect(allow('a')).toBe(false);
    expect(allow('b')).toBe(true);
    now = 1000;
    expect(allow('a')).toBe(true);
  });
});

describe('banner carousel', () => {
  it('loops with several banners and stays put with one', () => {
    expect(nextSlide(2, 3, 1)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(0, 1, 1)).toBe(0);
  });
  it('shows at most 6 slides, the first in the order the server answered', () => {
    const banners = Array.from({ length: 9 }, (_, i) => ({ id: String(i + 1) }));
    expect(BANNER_MAX_SLIDES).toBe(6);
    expect(carouselSlides(banners).map((b) => b.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(carouselSlides(banners.slice(0, 2))).toEqual(banners.slice(0, 2));
    expect(carouselSlides([])).toEqual([]);
    expect(carouselSlides(undefined)).toEqual([]);
  });
});

describe('banner linking to a game', () => {
  const item = (fields: Partial<GameItem>): GameItem =>
    ({
      gameId: '42',
      gameName: 'Lucky 7',
      nodeId: '42',
      displayName: 'Lucky 7',
      iconUrl: '/tiles/INHOUSE/LUCKY7.svg',
      showIcon: 1,
      isHot: 0,
      updatedAt: '2025-01-01T00:00:00Z',
      ...slot,
      ...fields,
    }) as GameItem;
  const fetching = (answer: GameItem | null) => {
    const asked: string[] = [];
    return {
      asked,
      fetchItem: (gameId: string) => {
        asked.push(gameId);
        return Promise.resolve(answer);
      },
    };
  };

  it('sends guests to log in and trial accounts to the real-account dialog, as a tile does', async () => {
    const server = fetching(item({}));
    expect(await planBannerGame('42', 'guest', server.fetchItem)).toEqual({ kind: 'login' });
    expect(await planBannerGame('42', 'trial', server.fetchItem)).toEqual({ kind: 'trial' });
    expect(server.asked).toEqual([]);
  });
  it("fetches the game's item and follows the tile's plan for it", async () => {
    const cases: [Partial<GameItem>, ReturnType<typeof planLaunch>][] = [
      [{}, { kind: 'launch' }],
      [{ isGame: 'VASSALAGE' }, { kind: 'providers', vassalage: 'INHOUSE', gameType: 'RNG' }],
      [
        { vassalage: 'TCG_LOTTO_VN', gameCode: 'HN' },
        { kind: 'navigate', to: '/vnLottery?gameCode=HN' },
      ],
      [
        { vassalage: 'TCG_SEA', gameCode: 'S1' },
        { kind: 'navigate', to: '/seaLottery?gameCode=S1' },
      ],
      [
        { gameType: 'LOTT', gameCode: 'L1' },
        { kind: 'navigate', to: '/lottery?gameCode=L1' },
      ],
    ];
    for (const [fields, plan] of cases) {
      const game = item(fields);
      const server = fetching(game);
      const planned = await planBannerGame('42', 'member', server.fetchItem);
      expect(planned).toEqual({ kind: 'game', item: game, plan });
      expect(planLaunch(game, 'member')).toEqual(plan);
      expect(server.asked).toEqual(['42']);
    }
    expect(await planBannerGame('42', 'agent', fetching(item({})).fetchItem)).toMatchObject({
      kind: 'game',
      plan: { kind: 'launch' },
    });
  });
  it('answers gone for a game no longer on show', async () => {
    expect(await planBannerGame('7', 'member', fetching(null).fetchItem)).toEqual({ kind: 'gone' });
  });
});

describe('game frame address', () => {
  const base = 'https://site.example/seamless?gameId=1';
  const look = { theme: 'light', timeZone: 'Asia/Bangkok' } as const;

  it("tells the game the site's theme and time zone", () => {
    const url = new URL(
      withSiteLook('https://studio.example/play/INHOUSE/DICE?token=t&language=TH', base, look),
    );
    expect(url.searchParams.get('token')).toBe('t');
    expect(url.searchParams.get('theme')).toBe('light');
    expect(url.searchParams.get('timeZone')).toBe('Asia/Bangkok');
  });

  it("keeps what the vendor's address already names", () => {
    const url = new URL(withSiteLook('https://v.example/g?theme=dark&timeZone=UTC', base, look));
    expect(url.searchParams.getAll('theme')).toEqual(['dark']);
    expect(url.searchParams.getAll('timeZone')).toEqual(['UTC']);
  });
});

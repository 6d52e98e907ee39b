import { GAME_TYPE_ROUTES, type GameType } from '@croupier/contracts/constants';
import type { GameItem } from '@croupier/contracts';
import { formatMoney, parseMinor, type Currency } from '@croupier/money';
import type { ViewerKind } from '../session/viewer.ts';
import type { Theme } from '../theme/theme.ts';

/** Pure rules of the lobby and the launch flow, apart from React so they are unit tested. */

/** Spec §9: the jackpot display advances by 165.11 every 3000 ms. */
const JACKPOT_STEP_CENTS = 16511n;
export const JACKPOT_TICK_MS = 3000;
/** Spec §9: the favourite toggle fires at most once per 1000 ms. */
export const FAVOURITE_THROTTLE_MS = 1000;
/** Spec §9: game lists page by 20; home rows show at most 12 games per vendor group. */
export const GAME_PAGE_SIZE = 20;
export const HOME_ROW_SIZE = 12;
/** Spec §2: the home rows, in this order. */
export const HOME_ROWS: readonly GameType[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
];
/** Spec §9: banner autoplay and slide speed. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
/** Spec §2: "The home swiper shows 6 slides": a carousel shows at most this many, the first in the server's order. */
export const BANNER_MAX_SLIDES = 6;

/** The slides a carousel shows: the first {@link BANNER_MAX_SLIDES} banners, in the order the server answered. */
export function carouselSlides<T>(banners: readonly T[] | undefined): T[] {
  return (banners ?? []).slice(0, BANNER_MAX_SLIDES);
}

/** What the jackpot figure shows after `ticks` ticks: the server's amount plus a step per tick. */
export function jackpotAt(amount: string, ticks: number, currency: Currency): string | null {
  const base = parseMinor(amount, currency);
  if (base === null) return null;
  // 165.11 is 16511 hundredths; a currency without cents advances by 165 whole units.
  const exponent = currency.decimals - 2;
  const step =
    exponent >= 0
      ? JACKPOT_STEP_CENTS * 10n ** BigInt(exponent)
      : JACKPOT_STEP_CENTS / 10n ** BigInt(-exponent);
  return formatMoney(base + step * BigInt(Math.max(0, Math.floor(ticks))), currency);
}

export type LaunchPlan =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'navigate'; to: string }
  | { kind: 'providers'; vassalage: string; gameType: GameType }
  | { kind: 'launch' };

type Launchable = Pick<GameItem, 'vassalage' | 'gameType' | 'gameCode' | 'isGame'>;

const withCode = (path: string, gameCode: string) => `${path}?gameCode=${encodeURIComponent(gameCode)}`;

/**
 * Where a click on a game goes (spec §1, §2 launch mapping, §4): guests log in, trial accounts are told
 * they need a real account, lottery vendors open their lottery page, a vendor entry opens its provider
 * list, anything else is launched by the platform. Demo play skips the account checks.
 */
export function planLaunch(item: Launchable, viewer: ViewerKind, mode: 'real' | 'demo' = 'real'): LaunchPlan {
  if (mode === 'real') {
    if (viewer === 'guest') return { kind: 'login' };
    if (viewer === 'trial') return { kind: 'trial' };
  }
  if (item.vassalage === 'TCG_LOTTO_VN')
    return { kind: 'navigate', to: withCode('/vnLottery', item.gameCode) };
  if (item.vassalage === 'TCG_SEA') return { kind: 'navigate', to: withCode('/seaLottery', item.gameCode) };
  if (item.gameType === 'LOTT' || item.gameType === 'ELOTT') {
    return { kind: 'navigate', to: withCode('/lottery', item.gameCode) };
  }
  if (item.isGame === 'VASSALAGE') {
    return { kind: 'providers', vassalage: item.vassalage, gameType: item.gameType };
  }
  return { kind: 'launch' };
}

/** What a banner linking to a game does: the tile's plan once its item is known, or `gone` when it is not on show. */
export type BannerGamePlan =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'gone' }
  | { kind: 'game'; item: GameItem; plan: LaunchPlan };

/**
 * A banner carries only its game's id. Guests and trial accounts are sent on as a tile would send them without
 * asking the server; anyone else gets the game's item (`GET /games/{id}`) and exactly the plan a click on its tile
 * makes ({@link planLaunch}: lottery pages, provider lists, the launch with its account checks).
 */
export async function planBannerGame(
  gameId: string,
  viewer: ViewerKind,
  fetchItem: (gameId: string) => Promise<GameItem | null>,
): Promise<BannerGamePlan> {
  if (viewer === 'guest') return { kind: 'login' };
  if (viewer === 'trial') return { kind: 'trial' };
  const item = await fetchItem(gameId);
  if (!item) return { kind: 'gone' };
  return { kind: 'game', item, plan: planLaunch(item, viewer) };
}

/** A category's page, filtered to one vendor: /rng?vassalage=INHOUSE. */
export function vendorListPath(gameType: GameType, vassalage: string): string {
  return `${GAME_TYPE_ROUTES[gameType].path}?vassalage=${encodeURIComponent(vassalage)}`;
}

/** List categories open a vendor's game list; centre categories launch the vendor's product. */
export function isListCategory(gameType: GameType): boolean {
  return GAME_TYPE_ROUTES[gameType].page === 'list';
}

/** Whether a string names a known game type (URLs and lanes are checked before use). */
export function asGameType(value: string | null | undefined): GameType | null {
  return value && value in GAME_TYPE_ROUTES ? (value as GameType) : null;
}

/** The list answers (`/games/hot`, `/games/recent`) come as a page or a bare array; both read the same. */
export function itemsOf<T>(answer: T[] | { items: T[] } | null | undefined): T[] {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : answer.items;
}

/** The game list request: language and paging always, filters only when set. */
export function gameListQuery(options: {
  gameType?: GameType | undefined;
  vassalage?: string | null | undefined;
  q?: string | null | undefined;
  language: string;
  page: number;
  pageSize?: number;
}): string {
  const query = new URLSearchParams();
  if (options.gameType) query.set('gameType', options.gameType);
  if (options.vassalage) query.set('vassalage', options.vassalage);
  const q = options.q?.trim();
  if (q) query.set('q', q.slice(0, 80));
  query.set('language', options.language);
  query.set('page', String(options.page));
  query.set('pageSize', String(options.pageSize ?? GAME_PAGE_SIZE));
  return query.toString();
}

/** A throttle by key: true when the action may run now (spec §4 favourite toggle, once per 1000 ms). */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return (key: string): boolean => {
    const at = now();
    const previous = last.get(key);
    if (previous !== undefined && at - previous < intervalMs) return false;
    last.set(key, at);
    return true;
  };
}

/** The next slide of the banner carousel: it wraps only when looping (more than one banner). */
export function nextSlide(index: number, count: number, direction: 1 | -1): number {
  if (count <= 1) return 0;
  return (index + direction + count) % count;
}

/**
 * The game is told the player's theme (`theme=dark|light`) and the site's time zone (`timeZone`, IANA) so it
 * opens in the same look as the site around it and dates its history as the betting record does; what the
 * vendor's URL already names is left as the vendor built it.
 */
export function withSiteLook(url: string, base: string, look: { theme: Theme; timeZone: string }): string {
  try {
    const parsed = new URL(url, base);
    if (!parsed.searchParams.has('theme')) parsed.searchParams.set('theme', look.theme);
    if (!parsed.searchParams.has('timeZone')) parsed.searchParams.set('timeZone', look.timeZone);
    return parsed.toString();
  } catch {
    return url;
  }
}

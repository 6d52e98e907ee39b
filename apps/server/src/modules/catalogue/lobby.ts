import type { GameItem } from '@croupier/contracts';
import type { Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { JackpotBoards, type JackpotBoard, type SettledStakeOfGames } from './jackpot.ts';
import {
  loadLobbyGames,
  loadLobbyVendors,
  readCatalogueVersion,
  readCatalogueVersions,
} from './lobby-repository.ts';
import {
  CatalogueSnapshot,
  LANGUAGES,
  searchKey,
  type GameRowForLobby,
  type Language,
  type LobbyGame,
} from './snapshot.ts';
import { pageCount } from '../../platform/paging.ts';

/** How often a node asks the database whether another node (or module) changed the catalogue. */
export const VERSION_CHECK_MS = 1000;
// At most 100 games a page (~35 KB): the page cache stays within a few tens of megabytes.
const PAGE_CACHE_SIZE = 1000;
const SEARCH_CACHE_SIZE = 500;

/** A map that forgets its least recently used entry beyond `size`. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V) {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
  }
  clear() {
    this.map.clear();
  }
}

export interface GameListFilters {
  gameType?: string;
  gameClassify?: string;
  vassalage?: string;
  q?: string;
  page: number;
  pageSize: number;
  language: Language;
}

export function languageOf(asked: string | undefined, brand: BrandRow): Language {
  const wanted = asked ?? brand.defaultLanguage;
  return (LANGUAGES as readonly string[]).includes(wanted) ? (wanted as Language) : 'EN';
}

/**
 * The lobby of one platform node: the enabled catalogue held in memory (ADR 0007). Reads never wait for the
 * database once it is loaded; a write through this node reloads it before answering, and a cheap version read
 * at most once a second picks up writes made elsewhere. Per-player lists (favourites, recent) stay in the
 * database; only their game items come from here.
 */
export class Lobby {
  private snapshot: CatalogueSnapshot | undefined;
  /** The games as last read, with the games counter read before them. */
  private gameRows: { gamesVersion: bigint; rows: readonly GameRowForLobby[] } | undefined;
  private loading: Promise<CatalogueSnapshot> | undefined;
  private runningRefresh: Promise<void> | undefined;
  private queuedRefresh: Promise<void> | undefined;
  private lastCheck = 0;
  private checking = false;
  private readonly pages = new Lru<Buffer>(PAGE_CACHE_SIZE);
  private readonly searches = new Lru<readonly LobbyGame[]>(SEARCH_CACHE_SIZE);
  readonly jackpots: JackpotBoards;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    settledStake: SettledStakeOfGames,
  ) {
    this.jackpots = new JackpotBoards(db, onError, settledStake);
  }

  /**
   * Loads afresh; the games only when a write to games moved their counter since they were read (a vendor
   * connecting, as every studio vendor does on a first start, changes no game). The counters are read first:
   * a change landing meanwhile only causes one more reload later.
   */
  private async load(): Promise<CatalogueSnapshot> {
    const { version, gamesVersion } = await readCatalogueVersions(this.db);
    const vendorRows = await loadLobbyVendors(this.db);
    const held = this.gameRows;
    const gameRows = held?.gamesVersion === gamesVersion ? held.rows : await loadLobbyGames(this.db);
    if (held?.gamesVersion !== gamesVersion && (!held || gamesVersion > held.gamesVersion))
      this.gameRows = { gamesVersion, rows: gameRows };
    const next = new CatalogueSnapshot(version, vendorRows, gameRows, Date.now());
    const current = this.snapshot;
    if (!current || next.version >= current.version) {
      this.snapshot = next;
      this.pages.clear();
      this.searches.clear();
    }
    return this.snapshot!;
  }

  /**
   * After a write through this node: the next read shows it. Writes arriving together share one reload that
   * starts after the one already running (which may have read before they committed), so a burst of vendor or
   * game changes costs two catalogue loads, not one each.
   */
  refresh(): Promise<void> {
    this.lastCheck = Date.now();
    this.queuedRefresh ??= (this.runningRefresh ?? Promise.resolve()).then(async () => {
      this.queuedRefresh = undefined;
      const run = this.load().then(() => undefined);
      const settled = run.catch(() => undefined);
      this.runningRefresh = settled;
      try {
        await run;
      } finally {
        if (this.runningRefresh === settled) this.runningRefresh = undefined;
      }
    });
    return this.queuedRefresh;
  }

  private loadOnce(): Promise<CatalogueSnapshot> {
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async checkVersion() {
    this.checking = true;
    this.lastCheck = Date.now();
    try {
      const version = await readCatalogueVersion(this.db);
      if (this.snapshot && version !== this.snapshot.version) await this.loadOnce();
    } catch (error) {
      this.onError(error);
    } finally {
      this.checking = false;
    }
  }

  async current(): Promise<CatalogueSnapshot> {
    const snapshot = this.snapshot;
    const now = Date.now();
    // A vendor's maintenance window opening or closing changes the tiles: rebuild before answering.
    if (!snapshot || now >= snapshot.validUntil) return this.loadOnce();
    if (now - this.lastCheck >= VERSION_CHECK_MS && !this.checking) void this.checkVersion();
    return snapshot;
  }

  private matching(snapshot: CatalogueSnapshot, filters: GameListFilters): readonly LobbyGame[] {
    const { gameType, gameClassify, vassalage } = filters;
    if (gameType && gameClassify && gameType !== gameClassify) return [];
    const base = snapshot.filtered(gameType ?? gameClassify, vassalage);
    const q = filters.q ? searchKey(filters.q.trim()) : '';
    if (!q) return base;
    const key = `${gameType ?? gameClassify ?? ''}|${vassalage ?? ''}|${q}`;
    let found = this.searches.get(key);
    if (!found) {
      found = base.filter((game) => game.haystack.includes(q));
      this.searches.set(key, found);
    }
    return found;
  }

  /** `GET /api/v1/games`: the page as JSON bytes, built from each item's pre-serialised text. */
  async gamePage(brand: BrandRow, filters: GameListFilters): Promise<Buffer> {
    const snapshot = await this.current();
    const board = await this.jackpots.board(brand, snapshot);
    const key = [
      brand.id,
      board.stamp,
      filters.language,
      filters.gameType,
      filters.gameClassify,
      filters.vassalage,
      filters.q?.trim(),
      filters.page,
      filters.pageSize,
    ].join('|');
    const cached = this.pages.get(key);
    if (cached && this.snapshot === snapshot) return cached;
    const list = this.matching(snapshot, filters);
    const start = (filters.page - 1) * filters.pageSize;
    const items = list
      .slice(start, start + filters.pageSize)
      .map((game) => itemJson(game, filters.language, board));
    const total = list.length;
    const body = Buffer.from(
      `{"items":[${items.join(',')}],"page":${filters.page},"pageSize":${filters.pageSize},"total":${total},"totalPages":${pageCount(total, filters.pageSize)}}`,
    );
    this.pages.set(key, body);
    return body;
  }

  /** Game items for ids in the given order, skipping games no longer on show. */
  async items(brand: BrandRow, ids: readonly string[], language: Language): Promise<GameItem[]> {
    const snapshot = await this.current();
    const board = await this.jackpots.board(brand, snapshot);
    return ids.flatMap((id) => {
      const game = snapshot.game(id);
      return game ? [item(game, language, board)] : [];
    });
  }

  async hot(brand: BrandRow, language: Language, limit: number): Promise<GameItem[]> {
    const snapshot = await this.current();
    const board = await this.jackpots.board(brand, snapshot);
    return snapshot.hotMix.slice(0, limit).map((game) => item(game, language, board));
  }

  /**
   * Games of connected vendors, not under maintenance, of the refused game's type, in list order (hot first):
   * what a refused launch suggests. The type comes with the game, which a switched-off vendor keeps out of here.
   */
  async suggestions(
    brand: BrandRow,
    refused: { gameId: string; gameType: string },
    language: Language,
    limit = 6,
  ): Promise<GameItem[]> {
    const snapshot = await this.current();
    const board = await this.jackpots.board(brand, snapshot);
    const open = (snapshot.byType.get(refused.gameType) ?? []).filter(
      (other) => other.id !== refused.gameId && !other.items.EN.maintenance,
    );
    return open.slice(0, limit).map((other) => item(other, language, board));
  }
}

function item(game: LobbyGame, language: Language, board: JackpotBoard): GameItem {
  const jackpot = game.hasJackpot ? board.shares.get(game.id) : undefined;
  return jackpot === undefined ? { ...game.items[language] } : { ...game.items[language], jackpot };
}

function itemJson(game: LobbyGame, language: Language, board: JackpotBoard): string {
  const jackpot = game.hasJackpot ? board.shares.get(game.id) : undefined;
  return jackpot === undefined ? `${game.json[language]}}` : `${game.json[language]},"jackpot":"${jackpot}"}`;
}

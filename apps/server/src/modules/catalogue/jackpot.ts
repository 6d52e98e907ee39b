import { currencyOf } from '@croupier/money';
import type { Database, Executor } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { money } from '../wallet/index.ts';
import { jackpotGameIds } from './game-facts.ts';
import type { CatalogueSnapshot, LobbyGame } from './snapshot.ts';

/**
 * The progressive jackpot display (ADR 0007): a seed of one million in the brand's currency plus 1% of the
 * settled stake of every jackpot game. It is a display of a real, reproducible figure, not a paid-out pool:
 * `GET /api/v1/jackpot` answers it and each jackpot game shows its weighted share of it.
 */
export const JACKPOT_SEED_MAJOR = 1_000_000n;
export const JACKPOT_CONTRIBUTION_BASIS_POINTS = 100n;
/** How long a computed pool is served before it is summed again (in the background while it is served). */
export const JACKPOT_REFRESH_MS = 30_000;

export interface JackpotBoard {
  currency: string;
  amount: bigint;
  /** Changes whenever the figures do, so cached pages that show them are told apart. */
  stamp: number;
  /** Each jackpot game's share, as a decimal string, by game id. */
  shares: Map<string, string>;
}

export function jackpotAmount(seedMajor: bigint, decimals: number, settledStake: bigint): bigint {
  return seedMajor * 10n ** BigInt(decimals) + (settledStake * JACKPOT_CONTRIBUTION_BASIS_POINTS) / 10_000n;
}

/**
 * A game's share of the pool: its weight (`jackpotWeight`, jackpot-weight.ts) over the weights of every jackpot game on show,
 * so the shares add up to the pool (less rounding) and a game shows the same figure on every node.
 */
export function jackpotShares(amount: bigint, games: readonly LobbyGame[], currency: string) {
  const total = games.reduce((sum, game) => sum + game.jackpotWeight, 0n);
  const shares = new Map<string, string>();
  if (total === 0n) return shares;
  for (const game of games) shares.set(game.id, money((amount * game.jackpotWeight) / total, currency));
  return shares;
}

/**
 * The settled stake of the given games in the brand's currency. The bets module sums it; it imports the
 * catalogue (for game names), so app.ts hands its function in.
 */
export type SettledStakeOfGames = (
  db: Executor,
  props: { brandId: bigint; currency: string; gameIds: bigint[] },
) => Promise<bigint>;

interface Cached {
  board: JackpotBoard;
  computedAt: number;
  snapshot: CatalogueSnapshot;
  refreshing?: Promise<JackpotBoard>;
}

let stamps = 0;

/** Jackpot boards per brand, summed at most every 30 seconds; readers are served the last figure meanwhile. */
export class JackpotBoards {
  private readonly cache = new Map<bigint, Cached>();

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    private readonly settledStake: SettledStakeOfGames,
  ) {}

  private async compute(brand: BrandRow, snapshot: CatalogueSnapshot): Promise<JackpotBoard> {
    const currency = brand.currencyCode;
    const gameIds = await jackpotGameIds(this.db);
    const stake = await this.settledStake(this.db, { brandId: brand.id, currency, gameIds });
    const amount = jackpotAmount(JACKPOT_SEED_MAJOR, currencyOf(currency).decimals, stake);
    const board = {
      currency,
      amount,
      stamp: ++stamps,
      shares: jackpotShares(amount, snapshot.jackpotGames, currency),
    };
    this.cache.set(brand.id, { board, computedAt: Date.now(), snapshot });
    return board;
  }

  /** The brand's board; the first call waits for the sum, later ones get the cached board at once. */
  async board(brand: BrandRow, snapshot: CatalogueSnapshot): Promise<JackpotBoard> {
    const cached = this.cache.get(brand.id);
    if (!cached || cached.board.currency !== brand.currencyCode) return this.compute(brand, snapshot);
    if (cached.snapshot !== snapshot) {
      // The catalogue changed: the same pool, shared among the jackpot games now on show.
      const board = {
        ...cached.board,
        stamp: ++stamps,
        shares: jackpotShares(cached.board.amount, snapshot.jackpotGames, cached.board.currency),
      };
      this.cache.set(brand.id, { ...cached, board, snapshot });
      return board;
    }
    if (Date.now() - cached.computedAt >= JACKPOT_REFRESH_MS && !cached.refreshing) {
      cached.refreshing = this.compute(brand, snapshot).catch((error: unknown) => {
        this.onError(error);
        cached.computedAt = Date.now();
        cached.refreshing = undefined;
        return cached.board;
      });
    }
    return cached.board;
  }

  /** Sums again now (tests, and an operator who wants the figure after a settlement). */
  forget() {
    this.cache.clear();
  }
}

import { shuffledPrefix, type RandomSource } from '../fairness/stream.ts';
import { applyRatio, BetError, checkStake, ratio, type Ratio } from '../money.ts';

/**
 * Mines: the mines are laid (the first `mines` cells of a uniformly shuffled grid) as the round starts, from the
 * round's stream, before the player reveals anything. After k safe reveals a cash-out pays
 * (1 − edge) · C(cells, k) / C(cells − mines, k), the inverse of the chance of surviving k reveals, so every
 * way of playing returns 99% exactly before rounding down to the minor unit.
 */
export const MINES_EDGE_BP = 100;
export const SIDES = [3, 4, 5, 6, 7] as const;

export interface MinesBet {
  stake: bigint;
  mines: number;
  /** Grid side: 5 gives the usual 5 × 5. */
  side?: number;
}

export type MinesAction = { type: 'reveal'; cell: number } | { type: 'cashOut' };

export interface MinesState {
  cells: number;
  status: 'playing' | 'busted' | 'cashedOut';
  revealed: number[];
  /** Shown once the round is over: before that, the mines stay hidden from the player. */
  mines: number[] | null;
  multiplier: Ratio;
  payout: bigint;
}

const choose = (n: number, k: number) => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

export function minesMultiplier(cells: number, mines: number, safeReveals: number): Ratio {
  return ratio(
    choose(cells, safeReveals) * BigInt(10_000 - MINES_EDGE_BP),
    choose(cells - mines, safeReveals) * 10_000n,
  );
}

/** Where the mines are: the first draws of the round's stream, before any move of the player. */
export function minesLayout(random: RandomSource, cells: number, mines: number): number[] {
  return shuffledPrefix(random, cells, mines).sort((a, b) => a - b);
}

/** Replays a round from its stream and the player's actions so far. */
export function playMines(random: RandomSource, bet: MinesBet, actions: readonly MinesAction[]): MinesState {
  checkStake(bet.stake);
  const side = bet.side ?? 5;
  if (!SIDES.includes(side as (typeof SIDES)[number]))
    throw new BetError(`a grid is ${SIDES.join(', ')} cells wide`);
  const cells = side * side;
  if (!Number.isInteger(bet.mines) || bet.mines < 1 || bet.mines >= cells)
    throw new BetError(`1 to ${cells - 1} mines`);
  const mines = minesLayout(random, cells, bet.mines);
  const mined = new Set(mines);
  const revealed: number[] = [];
  let status: MinesState['status'] = 'playing';
  for (const action of actions) {
    if (status !== 'playing') throw new BetError('the round is over');
    if (action.type === 'cashOut') {
      if (revealed.length === 0) throw new BetError('reveal a cell before cashing out');
      status = 'cashedOut';
      continue;
    }
    if (action.type !== 'reveal' || !Number.isInteger(action.cell) || action.cell < 0 || action.cell >= cells)
      throw new BetError('no such cell');
    if (revealed.includes(action.cell)) throw new BetError('that cell is already open');
    revealed.push(action.cell);
    if (mined.has(action.cell)) status = 'busted';
    // Every safe cell open: nothing is left to risk, so the round cashes out by itself.
    else if (revealed.length === cells - bet.mines) status = 'cashedOut';
  }
  const safe = status === 'busted' ? revealed.length - 1 : revealed.length;
  const multiplier = minesMultiplier(cells, bet.mines, safe);
  return {
    cells,
    status,
    revealed,
    mines: status === 'playing' ? null : mines,
    multiplier,
    payout: status === 'cashedOut' ? applyRatio(bet.stake, multiplier) : 0n,
  };
}

import { describe, expect, it } from 'vitest';
import { minesMultiplier as engineMultiplier, playMines } from '../../../../server/engines/mini/mines.ts';
import { FairStream } from '../../../../server/engines/fairness/stream.ts';
import { ratioNumber } from '../../lib/result.ts';
import { inferMines, isValidMines, ladder, minesMultiplier, readMines } from './logic.ts';

const json = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));

describe('mines', () => {
  it('shows the engine multiplier', () => {
    for (const cells of [9, 25, 49])
      for (const mines of [1, 3, Math.floor(cells / 2)])
        for (let safe = 0; safe <= Math.min(6, cells - mines); safe++)
          expect(minesMultiplier(cells, mines, safe)).toBeCloseTo(
            ratioNumber(json(engineMultiplier(cells, mines, safe)))!,
            3,
          );
  });

  it('validates mine counts per grid', () => {
    expect(isValidMines(3, 8)).toBe(true);
    expect(isValidMines(3, 9)).toBe(false);
    expect(isValidMines(5, 0)).toBe(false);
  });

  it('reads an open engine round and infers its mines from the multiplier', () => {
    const stream = () => new FairStream('ef'.repeat(32), 'seed', 7);
    // While playing the engine hides the mines.
    expect(playMines(stream(), { stake: 100n, mines: 4, side: 5 }, []).mines).toBeNull();
    // Reveal two cells that are not mines (learned from a finished replay).
    const finished = playMines(stream(), { stake: 100n, mines: 4, side: 5 }, [{ type: 'reveal', cell: 0 }]);
    const mined = new Set(finished.mines ?? []);
    const safe = [...Array(25).keys()].filter((c) => !mined.has(c)).slice(0, 2);
    const state = playMines(
      stream(),
      { stake: 100n, mines: 4, side: 5 },
      safe.map((cell) => ({ type: 'reveal', cell })),
    );
    const view = readMines(json(state))!;
    expect(view.side).toBe(5);
    expect(view.revealed).toEqual(safe);
    expect(inferMines(view.cells, view.revealed.length, view.multiplier)).toBe(4);
  });

  it('lists the next steps of the ladder', () => {
    const steps = ladder(25, 24, 0, 5);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.multiplier).toBeCloseTo(24.75, 2);
  });
});

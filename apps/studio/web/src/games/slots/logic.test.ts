import { describe, expect, it } from 'vitest';
import { tinySlot } from '../../../../server/engines/slots/test-configs.ts';
import { playSlot } from '../../../../server/engines/slots/play.ts';
import { FairStream } from '../../../../server/engines/fairness/stream.ts';
import type { SlotInfo } from '../../api/types.ts';
import { currencyFor } from '../../lib/money.ts';
import {
  coinsToMinor,
  defaultBet,
  readSpins,
  reelColumn,
  stepChoice,
  winningCells,
  withinLimits,
} from './logic.ts';

const config = tinySlot('lines');
const slot: SlotInfo = { ...config, coinValues: ['0.01', '0.10', '1.00'] };
const cny = currencyFor('CNY');
const json = (v: unknown) =>
  JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)));

describe('slot bet', () => {
  it('keeps level × coin value × coins per spin within the limits', () => {
    const limits = { min: 100n, max: 1000n }; // 1.00 – 10.00
    expect(withinLimits(slot, cny, limits, 1, '0.10')).toBe(true); // 0.10 × 1 × 10 = 1.00
    expect(withinLimits(slot, cny, limits, 5, '1.00')).toBe(false); // 50.00
    expect(defaultBet(slot, cny, limits)).toEqual({ level: 1, coinValue: '0.10' });
  });

  it('steps to the next allowed choice only', () => {
    const ok = (level: number) => level !== 2;
    expect(stepChoice([1, 2, 5], 1, 1, ok)).toBe(5);
    expect(stepChoice([1, 2, 5], 5, 1, ok)).toBe(5);
    expect(stepChoice([1, 2, 5], 5, -1, ok)).toBe(1);
  });

  it('turns coins into money at the bet', () => {
    expect(coinsToMinor(25, 2, 10n)).toBe(500n);
  });
});

describe('slot outcome', () => {
  it('reads an engine round and highlights exactly the paying cells', () => {
    // Find a seeded round with a line win, then check the highlighted cells are those of its lines.
    for (let nonce = 0; nonce < 500; nonce++) {
      const round = playSlot(config, new FairStream('ab'.repeat(32), 'seed', nonce), {
        coinValue: 1n,
        level: 1,
      });
      const spins = readSpins(json(round));
      expect(spins).not.toBeNull();
      const base = spins![0]!;
      expect(base.window).toEqual(round.spins[0]!.window);
      const win = base.wins[0];
      if (!win || base.scatterCoins > 0) continue;
      const cells = winningCells(base, slot);
      for (const w of base.wins)
        slot.paylines[w.line!]!.slice(0, w.count).forEach((row, reel) =>
          expect(cells.has(`${reel}:${row}`)).toBe(true),
        );
      return;
    }
    throw new Error('no winning spin found');
  });

  it('builds a reel column that lands on the window and starts on the previous one', () => {
    const column = reelColumn([0, 1, 2, 3, 4], 3, [3, 4, 0], 4, [9, 9, 9]);
    expect(column.slice(0, 3)).toEqual([3, 4, 0]);
    expect(column.slice(3, 7)).toEqual([1, 2, 3, 4]);
    expect(column.slice(-3)).toEqual([9, 9, 9]);
  });
});

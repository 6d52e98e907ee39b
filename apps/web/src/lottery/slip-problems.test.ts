import { describe, expect, it } from 'vitest';
import { cappedLines, refusedLines } from './slip-problems.ts';

const lines = [
  { id: 7, play: 'ssc.back3.straight', selection: '1,2|3|4' },
  { id: 8, play: 'ssc.back3.straight', selection: '5|6|7' },
  { id: 9, play: 'ssc.back2.straight', selection: '2|3' },
];

describe('why slip lines cannot be bought', () => {
  it('marks the lines holding a number stopped at its cap, of the same play only, in stop mode', () => {
    const capped = [
      { play: 'ssc.back3.straight', number: '234' },
      { play: 'ssc.back2.straight', number: '99' },
    ];
    expect([...cappedLines(lines, capped, 'stop')]).toEqual([[7, 'capped']]);
    expect(cappedLines(lines, capped, 'half').size).toBe(0);
    expect(cappedLines(lines, [], 'stop').size).toBe(0);
  });

  it('gives each line the code the platform refused it with, by its place in the slip sent', () => {
    const fields = {
      'items.0.selection': 'SELECTION_DUPLICATE',
      'items.2.prizeGroup': 'PRIZE_GROUP_NOT_OFFERED',
      'items.5.selection': 'SELECTION_TOO_FEW',
      issueNo: 'INVALID',
    };
    expect([...refusedLines(lines, fields)]).toEqual([
      [7, 'SELECTION_DUPLICATE'],
      [9, 'PRIZE_GROUP_NOT_OFFERED'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { LatestWin } from '@croupier/contracts';
import { LATEST_WINS_SIZE } from '@croupier/contracts/constants';
import { mergeWins } from './LatestWins.tsx';

const win = (id: string): LatestWin => ({
  id,
  player: 'ab***yz',
  gameNames: { EN: 'Dragon', CN: '龙', TH: 'มังกร' },
  iconUrl: '',
  amount: '10.00',
  currency: 'THB',
  settledAt: '2026-11-26T10:00:00.000Z',
});

describe('latest wins as the socket adds them', () => {
  it('puts new wins first, shows a round once and keeps the feed to its size', () => {
    const shown = Array.from({ length: LATEST_WINS_SIZE }, (_, n) => win(`old${n}`));
    const merged = mergeWins([win('new1'), win('old0')], shown);
    expect(merged.map((w) => w.id).slice(0, 3)).toEqual(['new1', 'old0', 'old1']);
    expect(merged).toHaveLength(LATEST_WINS_SIZE);
    expect(new Set(merged.map((w) => w.id)).size).toBe(LATEST_WINS_SIZE);
    expect(mergeWins([win('a')]).map((w) => w.id)).toEqual(['a']);
  });
});

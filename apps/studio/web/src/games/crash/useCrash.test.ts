import { describe, expect, it } from 'vitest';
import type { CrashRound, CrashState } from '../../api/types.ts';
import { applyRound, isLiveStart } from './useCrash.ts';

const round = (id: string, phase: CrashRound['phase'], point: string | null = null): CrashRound => ({
  id,
  phase,
  bettingEndsAt: '2026-01-01T00:00:05Z',
  startedAt: phase === 'betting' ? null : '2026-01-01T00:00:05Z',
  point,
  hash: point ? 'ab'.repeat(32) : null,
});

describe('crash phase changes', () => {
  const state: CrashState = {
    round: round('7', 'running'),
    history: [round('6', 'crashed', '1.50')],
    terminalHash: 'cd'.repeat(32),
    myBet: {
      roundId: '7',
      stake: '5.00',
      autoCashOut: null,
      cashOut: null,
      payout: '0.00',
      status: 'placed',
    },
  };

  it('adds a bust to the history once and keeps the bet of that round', () => {
    const crashed = applyRound(state, round('7', 'crashed', '3.10'));
    expect(crashed.history.map((r) => r.id)).toEqual(['7', '6']);
    expect(crashed.myBet?.roundId).toBe('7');
    expect(applyRound(crashed, round('7', 'crashed', '3.10')).history).toHaveLength(2);
  });

  it('clears last round’s bet when the next round opens', () => {
    expect(applyRound(state, round('8', 'betting')).myBet).toBeNull();
  });
});

describe('clock skew', () => {
  it('is learnt from a start the stream saw happen, not from a round it was joined in', () => {
    expect(isLiveStart(round('8', 'betting'), round('8', 'running'))).toBe(true);
    // On (re)connecting the stream first sends the round as it stands: running since long ago.
    expect(isLiveStart(null, round('8', 'running'))).toBe(false);
    expect(isLiveStart(round('7', 'crashed', '2.00'), round('8', 'running'))).toBe(false);
    expect(isLiveStart(round('8', 'betting'), round('8', 'crashed', '1.00'))).toBe(false);
  });
});

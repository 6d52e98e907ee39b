import { DEFAULT_WAGERING_CONTRIBUTIONS } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { applyRounds, type RequirementState, type SettledRow, type WagerState } from './counting.ts';

const granted = new Date('2026-11-01T00:00:00Z');
const later = new Date('2026-11-02T00:00:00Z');

const bonus = (
  id: bigint,
  requirement: bigint,
  contributions: Record<string, number> = {},
): RequirementState => ({
  id,
  playerId: 1n,
  grantedAt: new Date(granted.getTime() + Number(id)),
  requirement,
  wagered: 0n,
  contributions: { ...DEFAULT_WAGERING_CONTRIBUTIONS, ...contributions },
  status: 'open',
  changed: false,
});

const row = (roundId: bigint, gameType: string, validBet: bigint, settledAt = later): SettledRow => ({
  roundId,
  playerId: 1n,
  gameType,
  validBet,
  settledAt,
});

describe('counting wagering', () => {
  it('passes on the valid bet an older requirement did not need, at the younger one’s own rate', () => {
    // Lottery 300 at 50%: the older needs 50 → it uses 100 of the valid bet; 200 go on to the younger at 50% → 100.
    const bonuses = [bonus(1n, 50n), bonus(2n, 1_000n)];
    const wagers = new Map<string, WagerState>();
    applyRounds([row(7n, 'LOTT', 300n)], bonuses, wagers);
    expect(bonuses.map((b) => [b.wagered, b.status])).toEqual([
      [50n, 'met'],
      [100n, 'open'],
    ]);
    expect([...wagers.values()]).toEqual([
      { roundId: 7n, bonusId: 1n, counted: 50n, validBet: 100n },
      { roundId: 7n, bonusId: 2n, counted: 100n, validBet: 200n },
    ]);
  });

  it('ignores rounds settled before the grant, and game types a bonus counts at 0%', () => {
    const bonuses = [bonus(1n, 1_000n, { LIVE: 0 })];
    const wagers = new Map<string, WagerState>();
    applyRounds(
      [row(1n, 'RNG', 500n, new Date('2026-10-31T00:00:00Z')), row(2n, 'LIVE', 500n)],
      bonuses,
      wagers,
    );
    expect(bonuses[0]!.wagered).toBe(0n);
    expect(wagers.size).toBe(0);
  });

  it('gives back everything a rolled-back round counted, youngest first, and reopens a met requirement', () => {
    const bonuses = [bonus(1n, 50n), bonus(2n, 1_000n)];
    const wagers = new Map<string, WagerState>();
    applyRounds([row(7n, 'LOTT', 300n), row(7n, 'LOTT', -120n)], bonuses, wagers);
    // 120 of the valid bet back: all from the younger's 200 (60 of its 100 counted).
    expect(bonuses.map((b) => b.wagered)).toEqual([50n, 40n]);
    applyRounds([row(7n, 'LOTT', -180n)], bonuses, wagers);
    expect(bonuses.map((b) => [b.wagered, b.status])).toEqual([
      [0n, 'open'],
      [0n, 'open'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { canRerunSettlements, canSeeSettlements, describeFigures, rerunRequest } from './rules.ts';

describe('the settlement runs page', () => {
  it('names a listed period to the server by its brand-local date, hour and minute', () => {
    expect(rerunRequest('withdrawal-auto-receipt', '2026-03-08T14:05+07:00')).toEqual({
      kind: 'withdrawal-auto-receipt',
      brandDate: '2026-03-08',
      hour: 14,
      minute: 5,
    });
    expect(rerunRequest('dividend', '2026-03-16')).toEqual({ kind: 'dividend', brandDate: '2026-03-16' });
  });

  it('shows runs to finance and viewers, and lets only money roles run one again', () => {
    expect(canSeeSettlements('viewer')).toBe(true);
    expect(canSeeSettlements('support')).toBe(false);
    expect(canRerunSettlements('finance')).toBe(true);
    expect(canRerunSettlements('viewer')).toBe(false);
  });

  it('writes figures on one line', () => {
    expect(describeFigures({ received: 3, overdueAt: '2026-03-08T07:05:00.000Z' })).toBe(
      'received: 3, overdueAt: 2026-03-08T07:05:00.000Z',
    );
    expect(describeFigures(null)).toBe('—');
    expect(describeFigures({ by: { a: 1 } })).toBe('by: {"a":1}');
  });
});

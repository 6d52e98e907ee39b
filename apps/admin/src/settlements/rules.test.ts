import { describe, expect, it } from 'vitest';
import { canRerunSettlements, canSeeSettlements, figureLines, rerunRequest } from './rules.ts';

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

  it('writes each figure with its name, amounts in minor units as money, hours and instants formatted', () => {
    const words = {
      label: (name: string) =>
        ({ paid: 'Paid', paymentHours: 'Payment window', bills: 'Bills' })[name] ?? null,
      money: (minor: bigint) => `฿${minor / 100n}`,
      hours: (hours: number) => `${hours} h`,
      instant: (iso: string) => `at ${iso.slice(11, 16)}`,
    };
    expect(figureLines({ paid: '159000', paymentHours: 48, bills: 2 }, words)).toEqual([
      'Paid: ฿1590',
      'Payment window: 48 h',
      'Bills: 2',
    ]);
    expect(figureLines({ received: 3, overdueAt: '2026-03-08T07:05:00.000Z', by: { a: 1 } }, words)).toEqual([
      'received: 3',
      'overdueAt: at 07:05',
      'by: {"a":1}',
    ]);
    expect(figureLines({ paid: 'n/a' }, words)).toEqual(['Paid: n/a']);
    // A rebate run's amounts per game type, each as money.
    expect(figureLines({ byGameType: { RNG: '1000', LIVE: '200' } }, words)).toEqual([
      'byGameType: RNG ฿10, LIVE ฿2',
    ]);
    expect(figureLines({ byGameType: {} }, words)).toEqual(['byGameType: —']);
    expect(figureLines(null, words)).toEqual([]);
  });
});

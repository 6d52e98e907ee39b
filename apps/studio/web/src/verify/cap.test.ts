import { describe, expect, it } from 'vitest';
import { cn } from '../i18n/cn.ts';
import { en } from '../i18n/en.ts';
import { th } from '../i18n/th.ts';
import { moneyLines } from './cap.ts';

const answer = { serverSeedHash: 'h', result: {}, stake: '10000.00', maxWin: '1000000.00' };

describe('the verifier’s payout', () => {
  it('is the payout alone when the largest win did not cap the round, with thousands separators', () => {
    expect(moneyLines({ ...answer, payout: '12.50', cappedPayout: null })).toEqual({
      lines: [
        { label: 'history.stake', amount: '10,000.00' },
        { label: 'history.payout', amount: '12.50' },
      ],
      capNote: null,
    });
  });

  it('shows the uncapped payout, what was paid and why, when the cap applied', () => {
    const shown = moneyLines({ ...answer, payout: '1940400.00', cappedPayout: '1000000.00' });
    expect(shown.lines).toEqual([
      { label: 'history.stake', amount: '10,000.00' },
      { label: 'verify.uncappedPayout', amount: '1,940,400.00' },
      { label: 'verify.paid', amount: '1,000,000.00' },
    ]);
    expect(shown.capNote).toEqual({ maxWin: '1,000,000.00', payout: '1,940,400.00', paid: '1,000,000.00' });
    // Every language says it, with every amount in it.
    for (const dict of [en, cn, th]) {
      expect(dict.verify.uncappedPayout).toBeTruthy();
      expect(dict.verify.paid).toBeTruthy();
      for (const placeholder of ['{{maxWin}}', '{{payout}}', '{{paid}}'])
        expect(dict.verify.capNote).toContain(placeholder);
    }
  });
});

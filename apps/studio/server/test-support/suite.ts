import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { expectLedgerBalanced } from '../../../server/src/test-support/wallet.ts';
import type { StudioTuning } from '../context.ts';
import { startHarness, type Harness } from './harness.ts';
import { startWalletProxy, type WalletProxy } from './proxy.ts';

export interface SuiteContext {
  h: Harness;
  /** Every wallet call of the studio goes through it: untouched unless a test tells it to fail. */
  proxy: WalletProxy;
}

/** Short wallet timings, so unknown answers and recovery are tested in milliseconds. */
export const TEST_TUNING: Partial<StudioTuning> = {
  wallet: { timeoutMs: 800, firstBackoffMs: 10, maxBackoffMs: 50 },
  requestBudgetMs: 2_500,
  recoveryDelayMs: 10,
  // Crash rounds twenty times faster than in service (a 2× round in about 0.6 s), on a short chain.
  crash: { bettingMs: 2_000, pauseMs: 1_500, tickMs: 20, chainLength: 1_000, speed: 20 },
};

/**
 * One platform and one studio for the whole studio suite (starting them costs most of its time), with the
 * ledger invariant asserted after every test, as for every wallet test of the platform.
 */
export function setupStudioSuite(): SuiteContext {
  const context = {} as SuiteContext;
  beforeAll(async () => {
    context.h = await startHarness({
      walletUrl: async (url) => (context.proxy = await startWalletProxy(url)).url,
      tuning: TEST_TUNING,
    });
  });
  afterAll(async () => {
    await context.h?.close();
    await context.proxy?.close();
  });
  beforeEach(() => context.proxy.heal());
  afterEach(() => expectLedgerBalanced(context.h.platform));
  return context;
}

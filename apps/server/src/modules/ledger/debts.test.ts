import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type DatabaseHandle } from '../../db/client.ts';
import {
  expectBrandLedgerBalanced,
  newLedgerPlayer,
  openLedgerTestDatabase,
} from '../../test-support/ledger.ts';
import { debtsOf, playerBalance, postSplitByDebts, type AccountRef } from './index.ts';

let handle: DatabaseHandle;
let brandId: bigint;
const CURRENCY = 'THB';

beforeAll(async () => {
  ({ handle, brandId } = await openLedgerTestDatabase());
});
afterAll(() => handle.close());
afterEach(() => expectBrandLedgerBalanced(handle.db, brandId));

let keySeq = 0;
const commission = (from: AccountRef, to: AccountRef, amount: bigint) => ({
  brandId,
  currency: CURRENCY,
  key: `debt-test:${++keySeq}`,
  kind: 'commission' as const,
  from,
  to,
  amount,
});
const EXPENSE: AccountRef = { house: 'commissions_expense' };

/** Posts commissions split by debts, in one transaction, as the salary runs and the real-time salary do. */
const payWithDebts = (transfers: ReturnType<typeof commission>[]) =>
  inTransaction(handle.db, async (tx) => (await postSplitByDebts(tx, transfers)).parts);

const cashOf = async (player: bigint) => (await playerBalance(handle.db, player, CURRENCY)).balance;
const debtOf = async (player: bigint) =>
  (await debtsOf(handle.db, { brandId, currency: CURRENCY, playerIds: [player] })).get(player) ?? 0n;

describe('agent debts', () => {
  it('takes back what the cash holds, owes the rest, and repays it once from payments made at once', async () => {
    const agent = await newLedgerPlayer(handle, brandId, 'debtor');
    const upline = await newLedgerPlayer(handle, brandId, 'creditor');
    await payWithDebts([commission(EXPENSE, { player: agent }, 10_00n)]);

    // 25.00 taken back to its upline: 10.00 from its cash, 15.00 advanced by the platform and owed.
    await payWithDebts([commission({ player: agent }, { player: upline }, 25_00n)]);
    expect([await cashOf(agent), await debtOf(agent), await cashOf(upline)]).toEqual([0n, 15_00n, 25_00n]);

    // Five payments of 5.00 at once: the first 15.00 repay the debt, once, and only 10.00 reach its cash.
    await Promise.all(
      [1, 2, 3, 4, 5].map(() => payWithDebts([commission(EXPENSE, { player: agent }, 5_00n)])),
    );
    expect([await cashOf(agent), await debtOf(agent)]).toEqual([10_00n, 0n]);
  });

  it('runs balances in the batch order: money returned to an agent in a batch first repays what it owed', async () => {
    const top = await newLedgerPlayer(handle, brandId, 'debttop');
    const low = await newLedgerPlayer(handle, brandId, 'debtlow');
    await payWithDebts([
      commission(EXPENSE, { player: top }, 8_00n),
      commission({ player: top }, { player: low }, 5_00n),
    ]);
    // Top returns 8.00 with 3.00 in cash, then low (who has 5.00) returns 5.00 to it, which repays top's 5.00.
    const parts = await payWithDebts([
      commission({ player: top }, EXPENSE, 8_00n),
      commission({ player: low }, { player: top }, 5_00n),
    ]);
    expect(parts.partOf).toEqual([0, 0, 1]);
    expect(parts.first).toEqual([true, false, true]);
    expect([await cashOf(top), await debtOf(top), await cashOf(low), await debtOf(low)]).toEqual([
      0n,
      0n,
      0n,
      0n,
    ]);
  });

  it('posts a batch that meets no debt whole, and splits one whose payee owes though every payer is covered', async () => {
    const owing = await newLedgerPlayer(handle, brandId, 'owesnow');
    const clean = await newLedgerPlayer(handle, brandId, 'owesnone');
    const whole = await payWithDebts([
      commission(EXPENSE, { player: clean }, 4_00n),
      commission(EXPENSE, { player: owing }, 1_00n),
    ]);
    expect(whole.first).toEqual([true, true]);
    // Owing 6.00 (1.00 of cash, 7.00 taken back), then paid 10.00 beside a payee who owes nothing.
    await payWithDebts([commission({ player: owing }, EXPENSE, 7_00n)]);
    expect(await debtOf(owing)).toBe(6_00n);
    const split = await payWithDebts([
      commission(EXPENSE, { player: clean }, 2_00n),
      commission(EXPENSE, { player: owing }, 10_00n),
    ]);
    expect(split.partOf).toEqual([0, 1, 1]);
    expect([await cashOf(clean), await cashOf(owing), await debtOf(owing)]).toEqual([6_00n, 4_00n, 0n]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  expectBrandLedgerBalanced,
  expectCashBalances,
  newLedgerPlayer,
  openLedgerTestDatabase,
} from '../../test-support/ledger.ts';
import { grantBonus } from './index.ts';

let handle: DatabaseHandle;
let brandId: bigint;

beforeAll(async () => {
  ({ handle, brandId } = await openLedgerTestDatabase());
});
afterAll(() => handle.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const grant = (playerId: bigint, key: string, amount = 30_000n) =>
  grantBonus(handle.db, {
    brandId,
    playerId,
    currency: 'THB',
    amount,
    requirement: amount * 10n,
    source: { kind: 'promotion', ref: 'welcome' },
    idempotencyKey: key,
  });

describe('grantBonus', () => {
  it('pays 100 concurrent grants of one key once, and answers each with the same bonus', async () => {
    const playerId = await newLedgerPlayer(handle, brandId, 'bonusrace');
    const answers = await Promise.all(Array.from({ length: 100 }, () => grant(playerId, `race:${playerId}`)));
    const ids = new Set(answers.map((answer) => answer.bonus.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    await expectCashBalances(handle.db, 'THB', new Map([[playerId, 30_000n]]));
    const [count] = rowsOf<{ n: number }>(
      await handle.db.execute(sql`select count(*)::int as n from bonuses where player_id = ${playerId}`),
    );
    expect(count!.n).toBe(1);
    await expectBrandLedgerBalanced(handle.db, brandId);
  });

  it('records the requirement with every game type’s default contribution, and refuses the key for another amount', async () => {
    const playerId = await newLedgerPlayer(handle, brandId, 'bonusrules');
    const { bonus } = await grant(playerId, `rules:${playerId}`, 5_000n);
    expect(bonus).toMatchObject({ amount: 5_000n, requirement: 50_000n, wagered: 0n, status: 'open' });
    expect(bonus.contributions).toMatchObject({
      RNG: 100,
      LOTT: 50,
      LIVE: 10,
      PVP: 10,
      FISH: 100,
      SPORTS: 100,
    });
    await expect(grant(playerId, `rules:${playerId}`, 6_000n)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    await expectCashBalances(handle.db, 'THB', new Map([[playerId, 5_000n]]));
    await expectBrandLedgerBalanced(handle.db, brandId);
  });
});

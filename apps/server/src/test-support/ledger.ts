import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { inTransaction, type Database, type DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { bootstrapData } from '../demo/bootstrap.ts';
import { cashBalancesOf, checkLedger } from '../modules/ledger/index.ts';
import { players } from '../modules/players/schema.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A fresh test database with the default brand, for the ledger's own tests. */
export async function openLedgerTestDatabase(): Promise<{ handle: DatabaseHandle; brandId: bigint }> {
  const handle = await openTestDatabase();
  await bootstrapData(handle.db, { adminPassword: 'owner-password-for-tests', demoData: false });
  const brandId = rowsOf<{ id: bigint }>(
    await handle.db.execute(sql`select id from brands where is_default`),
  )[0]!.id;
  return { handle, brandId };
}

let playerSeq = 0;

/** A player row with no money (its accounts are created on their first credit). */
export async function newLedgerPlayer(
  handle: DatabaseHandle,
  brandId: bigint,
  prefix: string,
): Promise<bigint> {
  const seq = ++playerSeq;
  const [row] = await handle.db
    .insert(players)
    .values({
      brandId,
      username: `${prefix}${seq}`,
      passwordHash: 'x',
      referralCode: `${prefix.toUpperCase()}${seq}`,
      registrationIp: '192.0.2.1',
    })
    .returning({ id: players.id });
  return row!.id;
}

/** The ledger's own check of a brand, read straight from the database (a test of several processes). */
export async function expectBrandLedgerBalanced(db: Database, brandId: bigint): Promise<void> {
  const check = await inTransaction(db, (tx) => checkLedger(tx, brandId));
  expect(check.problems).toEqual([]);
  expect(check.balanced).toBe(true);
}

/** Each player's cash balance is the one expected (minor units). */
export async function expectCashBalances(
  db: Database,
  currency: string,
  expected: ReadonlyMap<bigint, bigint>,
): Promise<void> {
  const balances = await cashBalancesOf(db, [...expected.keys()], currency);
  expect(new Map([...expected.keys()].map((id) => [id, balances.get(id)]))).toEqual(expected);
}

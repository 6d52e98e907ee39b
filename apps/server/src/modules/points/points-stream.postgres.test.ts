import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { newLedgerPlayer } from '../../test-support/ledger.ts';
import { writeRound, zoneBrand } from '../../test-support/stream.ts';
import { updatePoints } from './index.ts';

/**
 * The points consumer on PostgreSQL with a transaction that commits after later ones: its round is credited once
 * it commits (never skipped because the cursor passed its sequence), and consumers running at once credit
 * every round exactly once.
 */
let database: DatabaseHandle;
let brandId: bigint;
let ref = 0;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  brandId = await zoneBrand(database.db, 'pointsstream', 'Asia/Bangkok');
});
afterAll(() => database.close());

const round = (playerId: bigint) => ({
  brandId,
  playerId,
  ref: `p${++ref}`,
  stake: 10_000n, // 100.00 at the default 0.0100 a baht: 1.00 point
  payout: 0n,
  closedAt: new Date('2026-03-01T10:00:00Z'),
});

async function pointsOf(playerId: bigint): Promise<bigint> {
  const [row] = rowsOf<{ balance: string }>(
    await database.db.execute(sql`select balance from point_accounts where player_id = ${playerId}`),
  );
  return row ? BigInt(row.balance) : 0n;
}

async function secondSession(): Promise<pg.Client> {
  const [{ name }] = rowsOf<{ name: string }>(
    await database.db.execute(sql`select current_database() as name`),
  ) as [{ name: string }];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

describe('the points consumer on PostgreSQL', () => {
  it('credits a round whose transaction commits after later ones, once', async () => {
    const early = await newLedgerPlayer(database, brandId, 'ps');
    const late = await newLedgerPlayer(database, brandId, 'ps');
    const held = await secondSession();
    try {
      await held.query('begin');
      const r = round(early);
      await held.query(
        `insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency,
           stake, payout, valid_bet, status, opened_at, closed_at)
         values (${brandId}, 'TESTVENDOR', '${r.ref}', ${early}, 1, 'game', 'RNG', 'THB', ${r.stake}, 0, ${r.stake},
           'settled', now(), now())`,
      );
      await writeRound(database.db, round(late));
      await updatePoints(database.db);
      expect(await pointsOf(early)).toBe(0n);
      await held.query('commit');
      for (let tries = 0; (await pointsOf(early)) === 0n && tries < 50; tries++)
        await updatePoints(database.db);
      expect(await pointsOf(early)).toBe(100n);
      expect(await pointsOf(late)).toBe(100n);
    } finally {
      await held.end();
    }
  });

  it('credits each round once with three consumers at once', async () => {
    const player = await newLedgerPlayer(database, brandId, 'ps');
    for (let n = 0; n < 30; n++) await writeRound(database.db, round(player));
    await Promise.all([updatePoints(database.db), updatePoints(database.db), updatePoints(database.db)]);
    for (let tries = 0; (await pointsOf(player)) < 3_000n && tries < 50; tries++)
      await updatePoints(database.db);
    await updatePoints(database.db);
    expect(await pointsOf(player)).toBe(3_000n);
    const [entries] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from point_entries where player_id = ${player}`,
      ),
    );
    expect(entries!.n).toBe(30);
  });
});

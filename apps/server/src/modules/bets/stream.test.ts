import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { correctRound, writeRound, zoneBrand } from '../../test-support/stream.ts';
import { consumeAll, consumerEffectKey, ROUNDS_STREAM } from './stream.ts';

let database: DatabaseHandle;
let brandId: bigint;
let ref = 0;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
  brandId = await zoneBrand(database.db, 'streamed', 'Asia/Bangkok');
});
afterAll(() => database.close());

const round = (playerId: bigint, stake = 100n, payout = 40n) => ({
  brandId,
  playerId,
  ref: `r${++ref}`,
  stake,
  payout,
  closedAt: new Date('2026-03-01T10:00:00Z'),
});

async function streamOf(roundId: bigint) {
  return rowsOf<{
    rounds: number;
    stake: bigint;
    payout: bigint;
    valid_bet: bigint;
    settled_at: Date | string;
  }>(
    await database.db.execute(
      sql`select rounds, stake, payout, valid_bet, settled_at from rounds_stream where round_id = ${roundId} order by seq`,
    ),
  ).map((row) => ({
    ...row,
    stake: BigInt(row.stake),
    payout: BigInt(row.payout),
    validBet: BigInt(row.valid_bet),
  }));
}

/** A consumer that only remembers which sequence numbers it was given, each time it was given them. */
function recordingConsumer(name: string) {
  const seen: bigint[] = [];
  return {
    seen,
    run: () =>
      consumeAll(database.db, {
        consumer: name,
        source: ROUNDS_STREAM,
        batchSize: 2,
        apply: async (tx, batch) => {
          const rows = rowsOf<{ seq: bigint }>(
            await tx.execute(
              sql`select s.seq from rounds_stream s where ${batch.where} order by s.xid, s.seq`,
            ),
          );
          seen.push(...rows.map((row) => BigInt(row.seq)));
        },
      }),
  };
}

const seqsOf = async (roundIds: bigint[]) =>
  rowsOf<{ seq: bigint }>(
    await database.db.execute(
      sql`select seq from rounds_stream where round_id in (${sql.join(
        roundIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by seq`,
    ),
  ).map((row) => BigInt(row.seq));

const sorted = (values: bigint[]) => [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('the rounds stream', () => {
  it('appends a settlement, a correction as a delta and a rollback of a settled round as its reversal', async () => {
    const open = await writeRound(database.db, { ...round(1n), status: 'open' });
    expect(await streamOf(open)).toEqual([]);
    await correctRound(database.db, open, { status: 'settled', payout: 40n, validBet: 100n });
    await correctRound(database.db, open, { payout: 90n, validBet: 10n });
    // Same amounts again (an updated_at touch): nothing to add.
    await correctRound(database.db, open, {});
    await correctRound(database.db, open, { status: 'cancelled' });
    const rows = await streamOf(open);
    expect(rows.map(({ rounds, stake, payout, validBet }) => ({ rounds, stake, payout, validBet }))).toEqual([
      { rounds: 1, stake: 100n, payout: 40n, validBet: 100n },
      { rounds: 0, stake: 0n, payout: 50n, validBet: -90n },
      { rounds: -1, stake: -100n, payout: -90n, validBet: -10n },
    ]);
  });

  it('moves a re-settled round to its new closing time by taking it back where it was', async () => {
    const id = await writeRound(database.db, round(2n));
    const later = new Date('2026-03-01T12:30:00Z');
    await correctRound(database.db, id, { closedAt: later, payout: 0n });
    const rows = await streamOf(id);
    expect(rows.map((row) => [row.rounds, row.payout, new Date(row.settled_at).toISOString()])).toEqual([
      [1, 40n, '2026-03-01T10:00:00.000Z'],
      [-1, -40n, '2026-03-01T10:00:00.000Z'],
      [1, 0n, later.toISOString()],
    ]);
  });

  it('appends each round of one statement that settles, corrects, moves and cancels rounds at once', async () => {
    const opened = await writeRound(database.db, { ...round(3n), status: 'open' });
    const corrected = await writeRound(database.db, round(3n));
    const moved = await writeRound(database.db, round(3n));
    const cancelled = await writeRound(database.db, round(3n));
    const untouched = await writeRound(database.db, round(3n));
    const later = '2026-03-01T13:00:00Z';
    // One UPDATE, as a bulk settlement writes: the stream's entries are the same as one statement per round.
    await database.db.execute(sql`
      update game_rounds set
        status = case when id = ${cancelled} then 'cancelled' else 'settled' end,
        payout = case when id = ${opened} then 250 when id = ${corrected} then 70 else payout end,
        valid_bet = stake,
        closed_at = case when id = ${moved} then ${later}::timestamptz else closed_at end
      where id in (${opened}, ${corrected}, ${moved}, ${cancelled}, ${untouched})`);
    const entries = async (id: bigint) =>
      (await streamOf(id)).map((row) => [row.rounds, row.payout, new Date(row.settled_at).toISOString()]);
    const at = '2026-03-01T10:00:00.000Z';
    expect(await entries(opened)).toEqual([[1, 250n, at]]);
    expect(await entries(corrected)).toEqual([
      [1, 40n, at],
      [0, 30n, at],
    ]);
    expect(await entries(moved)).toEqual([
      [1, 40n, at],
      [-1, -40n, at],
      [1, 40n, new Date(later).toISOString()],
    ]);
    expect(await entries(cancelled)).toEqual([
      [1, 40n, at],
      [-1, -40n, at],
    ]);
    expect(await entries(untouched)).toEqual([[1, 40n, at]]);
  });

  it('names the product: the studio’s vendors’ rounds are studio rounds, any other vendor’s are casino rounds', async () => {
    await database.db.execute(
      sql`insert into vendors (vassalage, name, game_types, studio_managed) values ('OURSTUDIO', 'Studio', '{RNG}', true)`,
    );
    const studio = await writeRound(database.db, { ...round(3n), vassalage: 'OURSTUDIO' });
    const casino = await writeRound(database.db, round(3n));
    const products = rowsOf<{ round_id: bigint; product: string }>(
      await database.db.execute(
        sql`select round_id, product from rounds_stream where round_id in (${studio}, ${casino}) order by seq`,
      ),
    );
    expect(products.map((row) => row.product)).toEqual(['studio', 'casino']);
  });

  it('names a money effect by consumer, subject and round or period', () => {
    expect(
      consumerEffectKey({ consumer: 'rebate', subject: 'player:7', unit: { period: 'day:2026-03-01' } }),
    ).toBe('stream:rebate:player:7:period:day:2026-03-01');
    expect(consumerEffectKey({ consumer: 'points', subject: 'player:7', unit: { round: 12n } })).toBe(
      'stream:points:player:7:round:12',
    );
  });
});

/** A second session on the same PostgreSQL database, for a transaction held open beside the pool's. */
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

const insertRoundSql = (props: ReturnType<typeof round>) =>
  `insert into game_rounds (brand_id, vassalage, round_ref, player_id, game_id, game_code, game_type, currency,
     stake, payout, valid_bet, status, opened_at, closed_at)
   values (${props.brandId}, 'TESTVENDOR', '${props.ref}', ${props.playerId}, 1, 'game', 'RNG', 'THB', ${props.stake},
     ${props.payout}, ${props.stake}, 'settled', now(), now()) returning id`;

describe('a consumer', () => {
  it('consumes a transaction that commits after later ones exactly once, held back by none of another database', async () => {
    const consumer = recordingConsumer('test.out-of-order');
    await consumer.run();
    consumer.seen.length = 0;
    const rounds: bigint[] = [];

    if (database.kind === 'postgres') {
      const held = await secondSession();
      const early = await secondSession();
      try {
        // 1. The held transaction takes the lowest sequence, then later ones commit past it.
        await held.query('begin');
        rounds.push(BigInt((await held.query<{ id: string }>(insertRoundSql(round(10n)))).rows[0]!.id));
        rounds.push(await writeRound(database.db, round(11n)));
        rounds.push(await writeRound(database.db, round(12n)));
        await consumer.run();
        expect(consumer.seen).toEqual([]);

        // 2. Another transaction takes a sequence and stays open while one that began earlier (a lower
        // transaction id) takes a higher sequence and commits: once the held one commits, a cursor of plain
        // sequence numbers would stand past the still open one's lower sequence and skip it.
        await early.query('begin');
        await early.query('select pg_current_xact_id()');
        const second = await secondSession();
        const elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        try {
          await second.query('begin');
          rounds.push(BigInt((await second.query<{ id: string }>(insertRoundSql(round(13n)))).rows[0]!.id));
          rounds.push(BigInt((await early.query<{ id: string }>(insertRoundSql(round(14n)))).rows[0]!.id));
          await early.query('commit');
          await consumer.run();
          expect(consumer.seen).toEqual([]);
          await held.query('commit');
          await consumer.run();
          expect(sorted(consumer.seen)).toEqual(
            await seqsOf([rounds[0]!, rounds[1]!, rounds[2]!, rounds[4]!]),
          );
          await second.query('commit');
          await consumer.run();
          expect(sorted(consumer.seen)).toEqual(await seqsOf(rounds));

          // 3. A transaction open in another database of the server (the suite's own) holds nothing back.
          await elsewhere.connect();
          await elsewhere.query('begin');
          await elsewhere.query('select pg_current_xact_id()');
          rounds.push(await writeRound(database.db, round(15n)));
          await consumer.run();
          expect(sorted(consumer.seen)).toEqual(await seqsOf(rounds));
        } finally {
          await second.end();
          await elsewhere.end();
        }
      } finally {
        await held.end();
        await early.end();
      }
    } else {
      // PGlite has one session: transactions never overlap, so whatever a consumer can see was written by a
      // finished transaction below the snapshot's xmin. What remains to prove is the rule itself: a row of a
      // transaction not yet below xmin (here: a row stamped with a transaction id still to come) is left
      // where it is until it is, and is then consumed once, after rows with higher sequences.
      const [{ id }] = rowsOf<{ id: bigint }>(
        await database.db.execute(sql`
          insert into rounds_stream (xid, round_id, brand_id, player_id, product, game_type, vassalage, game_id,
            currency, rounds, stake, payout, valid_bet, settled_at)
          values (((pg_current_xact_id()::text)::bigint + 20)::text::xid8, 0, ${brandId}, 10, 'casino', 'RNG',
            'TESTVENDOR', 1, 'THB', 1, 100, 40, 100, now())
          returning seq as id`),
      ) as [{ id: bigint }];
      rounds.push(await writeRound(database.db, round(11n)));
      rounds.push(await writeRound(database.db, round(12n)));
      await consumer.run();
      const later = await seqsOf(rounds);
      // The rows of finished transactions go ahead; the lower sequence waits.
      expect(sorted(consumer.seen)).toEqual(later);
      expect(later.every((seq) => seq > BigInt(id))).toBe(true);
      for (let i = 0; i < 25; i++) await database.db.execute(sql`select pg_current_xact_id()`);
      await consumer.run();
      expect(sorted(consumer.seen)).toEqual(sorted([BigInt(id), ...later]));
    }

    await consumer.run();
    // Exactly once: nothing twice, however often it runs.
    expect(new Set(consumer.seen).size).toBe(consumer.seen.length);
  });
});

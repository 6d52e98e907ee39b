import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { correctRound, writeRound, zoneBrand } from '../../test-support/stream.ts';
import { ggrByDay, sumPlayerSettled } from './repository.ts';
import { updateStats } from './stats.ts';
import { settledPlay } from './totals.ts';

let database: DatabaseHandle;
let run = 0;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// Eight hours around New York's switch to summer time (07:00 UTC), in minutes: dense enough that ranges cut hours
// holding rounds the stats consumed.
const START = Date.parse('2026-03-08T03:00:00Z');
const WINDOW_MINUTES = 8 * 60;
const at = (minute: number) => new Date(START + minute * 60_000);
const ZONES = ['Asia/Kolkata', 'America/New_York', 'Asia/Kathmandu', 'UTC'] as const;

const minute = fc.integer({ min: 0, max: WINDOW_MINUTES });
const event = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      player: fc.integer({ min: 1, max: 3 }),
      gameType: fc.constantFrom('RNG', 'LIVE', 'FISH'),
      vassalage: fc.constantFrom('AAA', 'BBB'),
      gameId: fc.constantFrom(1n, 2n, null),
      stake: fc.bigInt({ min: 0n, max: 10_000n }),
      payout: fc.bigInt({ min: 0n, max: 30_000n }),
      minute,
      open: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      pick: fc.nat(),
      payout: fc.bigInt({ min: 0n, max: 30_000n }),
      status: fc.constantFrom('settled', 'cancelled', 'open'),
      minute: fc.option(minute),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('stats' as const), batch: fc.integer({ min: 1, max: 7 }) }),
  },
);
const range = fc
  .tuple(minute, minute)
  .map(([a, b]) => (a === b ? [a, a + 1] : [Math.min(a, b), Math.max(a, b)]))
  .map(([from, to]) => ({ from: at(from!), to: at(to!) }));

type Sums = { rounds: number; stake: bigint; payout: bigint; validBet: bigint };
const sumsOf = (row: {
  rounds: number | string;
  stake: string;
  payout: string;
  valid_bet: string;
}): Sums => ({
  rounds: Number(row.rounds),
  stake: BigInt(row.stake),
  payout: BigInt(row.payout),
  validBet: BigInt(row.valid_bet),
});
const sumColumns = sql`count(*)::int as rounds, sum(stake)::text as stake, sum(payout)::text as payout,
  sum(valid_bet)::text as valid_bet`;

/** Per player, game type, vendor, game and currency, straight from the rounds. */
async function rawPerGame(brandId: bigint, from: Date, to: Date) {
  return rowsOf<{ key: string; rounds: number; stake: string; payout: string; valid_bet: string }>(
    await database.db.execute(sql`
      select concat_ws('/', player_id, game_type, vassalage, coalesce(game_id, 0), currency) as key, ${sumColumns}
      from game_rounds where brand_id = ${brandId} and status = 'settled'
        and closed_at >= ${from.toISOString()}::timestamptz and closed_at < ${to.toISOString()}::timestamptz
      group by 1 order by 1`),
  ).map((row) => ({ key: row.key, ...sumsOf(row) }));
}

async function totalsPerGame(brandId: bigint, timezone: string, from: Date, to: Date) {
  return rowsOf<{ key: string; rounds: number; stake: string; payout: string; valid_bet: string }>(
    await database.db.execute(sql`
      select concat_ws('/', player_id, game_type, vassalage, game_id, currency) as key, sum(rounds)::int as rounds,
        sum(stake)::text as stake, sum(payout)::text as payout, sum(valid_bet)::text as valid_bet
      from ${settledPlay({ brandId, timezone, from, to })} play
      group by 1 having sum(rounds) > 0 order by 1`),
  ).map((row) => ({ key: row.key, ...sumsOf(row) }));
}

/** The GGR report's rows as the raw rounds give them (the query the report ran before the totals). */
async function rawGgr(brandId: bigint, timezone: string, from: Date, to: Date) {
  return rowsOf<
    { day: string; vassalage: string; currency: string; players: number } & Record<string, string>
  >(
    await database.db.execute(sql`
      select to_char(closed_at at time zone ${timezone}::text, 'YYYY-MM-DD') as day, vassalage, currency,
        count(distinct player_id)::int as players, ${sumColumns}
      from game_rounds where brand_id = ${brandId} and status = 'settled'
        and closed_at >= ${from.toISOString()}::timestamptz and closed_at < ${to.toISOString()}::timestamptz
      group by 1, 2, 3 order by 1, 2, 3`),
  ).map((row) => ({
    day: row.day,
    vassalage: row.vassalage,
    currency: row.currency,
    players: Number(row.players),
    ...sumsOf(row as never),
  }));
}

describe('the hourly totals', () => {
  it('give every report the raw rounds’ figures, to the minor unit, in any time zone and range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ZONES),
        fc.array(event, { minLength: 15, maxLength: 40 }),
        fc.nat(),
        fc.array(range, { minLength: 1, maxLength: 3 }),
        async (timezone, events, cut, ranges) => {
          run++;
          const brandId = await zoneBrand(database.db, `zone${run}`, timezone);
          const rounds: bigint[] = [];
          // The stats run at least once, part-way: what came before sits in the totals, the rest in the tail.
          for (const [index, step] of events.entries()) {
            if (index === cut % events.length) await updateStats(database.db, { batchSize: 3 });
            if (step.kind === 'settle') {
              rounds.push(
                await writeRound(database.db, {
                  brandId,
                  playerId: BigInt(run * 10 + step.player),
                  ref: `p${run}-${rounds.length}`,
                  gameType: step.gameType,
                  vassalage: step.vassalage,
                  gameId: step.gameId,
                  stake: step.stake,
                  payout: step.payout,
                  closedAt: at(step.minute),
                  status: step.open ? 'open' : 'settled',
                }),
              );
            } else if (step.kind === 'correct' && rounds.length > 0) {
              await correctRound(database.db, rounds[step.pick % rounds.length]!, {
                payout: step.payout,
                validBet: step.payout / 2n,
                status: step.status,
                closedAt: step.minute === null ? undefined : at(step.minute),
              });
            } else if (step.kind === 'stats') {
              await updateStats(database.db, { batchSize: step.batch });
            }
          }
          // Whole UTC hours too (whole local hours but in the half- and quarter-hour zones).
          const hours = { from: at(60), to: at(WINDOW_MINUTES - 60) };
          for (const { from, to } of [...ranges, hours]) {
            expect(await totalsPerGame(brandId, timezone, from, to)).toEqual(
              await rawPerGame(brandId, from, to),
            );
            expect(await ggrByDay(database.db, { brandId, timezone, from, to })).toEqual(
              (await rawGgr(brandId, timezone, from, to)).map((row) => ({
                ...row,
                vendorName: row.vassalage,
              })),
            );
            for (let player = 1; player <= 3; player++) {
              const playerId = BigInt(run * 10 + player);
              const totals = await sumPlayerSettled(database.db, { brandId, timezone, from, to, playerId });
              const raw = rowsOf<{ game_type: string; currency: string } & Record<string, string>>(
                await database.db.execute(sql`
                  select game_type, currency, ${sumColumns} from game_rounds
                  where player_id = ${playerId} and status = 'settled'
                    and closed_at >= ${from.toISOString()}::timestamptz and closed_at < ${to.toISOString()}::timestamptz
                  group by 1, 2`),
              ).map((row) => ({ gameType: row.game_type, currency: row.currency, ...sumsOf(row as never) }));
              const byType = (a: { gameType: string }, b: { gameType: string }) =>
                a.gameType.localeCompare(b.gameType);
              expect(totals.sort(byType)).toEqual(raw.sort(byType));
            }
          }
        },
      ),
      { numRuns: 15, seed: 16 },
    );
  });
});

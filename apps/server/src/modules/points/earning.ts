import { isFlagOn, WHITELABEL_FLAGS } from '@croupier/contracts';
import { currencyOf } from '@croupier/money';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { consumeAll, MONEY_STREAM, ROUNDS_STREAM, type StreamBatch } from '../bets/index.ts';
import { findBrandById } from '../brands/index.ts';
import { earnInBulk, movePoints, type Earning } from './balance.ts';
import { ratesOfBrands } from './rates.ts';
import { pointKindOf, pointsFor, type RatesE4 } from './values.ts';

/** The points consumers' cursors: valid bet from the rounds stream, deposits from the money stream. */
export const POINTS_CONSUMERS = { rounds: 'points.rounds', money: 'points.money' } as const;

const BATCH_SIZE = 2_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The rates of the brands among `brandIds` whose points flag is on; brands with it off earn nothing. */
async function earningBrands(tx: Executor, brandIds: Iterable<bigint>): Promise<Map<bigint, RatesE4>> {
  const on: bigint[] = [];
  for (const id of new Set(brandIds)) {
    const brand = await findBrandById(tx, id);
    if (brand && isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.points)) on.push(id);
  }
  return ratesOfBrands(tx, on);
}

interface RoundRow {
  seq: string;
  round_id: string;
  brand_id: string;
  player_id: string;
  game_type: string;
  currency: string;
  valid_bet: string;
}

interface RoundCredit {
  rateE4: bigint;
  validBet: bigint;
  points: bigint;
}

/**
 * Credits a batch of the rounds stream: each round earns valid bet × the rate of its kind, fixed at its first
 * settlement; a correction recomputes the round's points from its new valid bet (never below zero), so a
 * rollback takes back exactly what the round gave. Each stream row is one entry keyed by its sequence.
 */
export async function earnFromRounds(tx: Executor, batch: StreamBatch): Promise<void> {
  const rows = rowsOf<RoundRow>(
    await tx.execute(sql`
      select s.seq, s.round_id, s.brand_id, s.player_id, s.game_type, s.currency, s.valid_bet
      from ${ROUNDS_STREAM.table} s where ${batch.where} and s.valid_bet <> 0
      order by s.xid, s.seq`),
  );
  if (rows.length === 0) return;
  const brands = await earningBrands(
    tx,
    rows.map((row) => BigInt(row.brand_id)),
  );
  const earning = rows.filter((row) => brands.has(BigInt(row.brand_id)));
  if (earning.length === 0) return;
  const credits = await creditsOf(
    tx,
    earning.map((row) => String(row.round_id)),
  );
  const earned: Earning[] = [];
  const takenBack: (Earning & { move: 'takeBack' })[] = [];
  for (const row of earning) {
    const kind = pointKindOf(row.game_type);
    const before = credits.get(String(row.round_id)) ?? {
      rateE4: brands.get(BigInt(row.brand_id))![kind],
      validBet: 0n,
      points: 0n,
    };
    const validBet = before.validBet + BigInt(row.valid_bet);
    const after = {
      rateE4: before.rateE4,
      validBet: validBet < 0n ? 0n : validBet,
      points: pointsFor(validBet, before.rateE4, currencyOf(row.currency).decimals),
    };
    credits.set(String(row.round_id), after);
    const change = after.points - before.points;
    if (change === 0n) continue;
    const entry = {
      brandId: BigInt(row.brand_id),
      playerId: BigInt(row.player_id),
      kind,
      points: change > 0n ? change : -change,
      key: `points:round:${row.round_id}:${row.seq}`,
      reference: `round:${row.round_id}`,
    };
    if (change > 0n) earned.push(entry);
    else takenBack.push({ ...entry, move: 'takeBack' });
  }
  await saveCredits(tx, credits, new Set(earning.map((row) => String(row.round_id))), earning);
  await earnInBulk(tx, earned);
  // Corrections are few: each takes back at most what the balance holds, one guarded statement each.
  for (const entry of takenBack) await movePoints(tx, entry);
}

async function creditsOf(tx: Executor, roundIds: string[]): Promise<Map<string, RoundCredit>> {
  const found = rowsOf<{ round_id: string; rate_e4: string; valid_bet: string; points: string }>(
    await tx.execute(sql`select round_id, rate_e4, valid_bet, points from point_round_credits
      where round_id = any(${`{${[...new Set(roundIds)].join(',')}}`}::bigint[])`),
  );
  return new Map(
    found.map((row) => [
      String(row.round_id),
      { rateE4: BigInt(row.rate_e4), validBet: BigInt(row.valid_bet), points: BigInt(row.points) },
    ]),
  );
}

/** The batch's rounds' credits as they stand after it, in one statement. */
async function saveCredits(
  tx: Executor,
  credits: Map<string, RoundCredit>,
  rounds: Set<string>,
  rows: RoundRow[],
) {
  const playerOf = new Map(rows.map((row) => [String(row.round_id), row.player_id]));
  const changed = [...rounds].map((roundId) => {
    const credit = credits.get(roundId)!;
    return {
      round_id: roundId,
      player_id: playerOf.get(roundId),
      rate_e4: credit.rateE4.toString(),
      valid_bet: credit.validBet.toString(),
      points: credit.points.toString(),
    };
  });
  await tx.execute(sql`
    insert into point_round_credits (round_id, player_id, rate_e4, valid_bet, points)
    select c.round_id, c.player_id, c.rate_e4, c.valid_bet, c.points
    from jsonb_to_recordset(${JSON.stringify(changed, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}::jsonb)
      as c (round_id bigint, player_id bigint, rate_e4 bigint, valid_bet bigint, points bigint)
    on conflict (round_id) do update set valid_bet = excluded.valid_bet, points = excluded.points`);
}

/** Credits the posted deposits of a batch of the money stream at the brand's deposit rate. */
export async function earnFromDeposits(tx: Executor, batch: StreamBatch): Promise<void> {
  const rows = rowsOf<{ id: string; brand_id: string; currency: string; player_id: string; amount: string }>(
    await tx.execute(sql`
      select s.id, s.brand_id, s.currency, split_part(s.credit_account, ':', 2) as player_id, s.amount
      from ${MONEY_STREAM.table} s
      where ${batch.where} and s.kind = 'deposit' and s.status = 'posted' and s.credit_account like 'player:%'
      order by s.xid, s.id`),
  );
  if (rows.length === 0) return;
  const brands = await earningBrands(
    tx,
    rows.map((row) => BigInt(row.brand_id)),
  );
  const earned: Earning[] = [];
  for (const row of rows) {
    const rates = brands.get(BigInt(row.brand_id));
    if (!rates) continue;
    const points = pointsFor(BigInt(row.amount), rates.deposit, currencyOf(row.currency).decimals);
    if (points === 0n) continue;
    earned.push({
      brandId: BigInt(row.brand_id),
      playerId: BigInt(row.player_id),
      kind: 'deposit',
      points,
      key: `points:deposit:${row.id}`,
      reference: `deposit:${row.id}`,
    });
  }
  await earnInBulk(tx, earned);
}

/** Brings every balance up to date with both streams; returns the rows consumed of each. */
export async function updatePoints(
  db: Database,
  options: { batchSize?: number } = {},
): Promise<{ rounds: number; money: number }> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const rounds = await consumeAll(db, {
    consumer: POINTS_CONSUMERS.rounds,
    source: ROUNDS_STREAM,
    batchSize,
    apply: earnFromRounds,
  });
  const money = await consumeAll(db, {
    consumer: POINTS_CONSUMERS.money,
    source: MONEY_STREAM,
    batchSize,
    apply: earnFromDeposits,
  });
  return { rounds, money };
}

/** The points consumers on the job runner: players see points soon after a round settles. */
export const pointsJob: Job = {
  name: 'points.earning',
  everyMs: 10_000,
  run: async (db) => {
    await updatePoints(db);
  },
};

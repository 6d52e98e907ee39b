import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { consumeAll, MONEY_STREAM, ROUNDS_STREAM, type StreamBatch } from '../bets/index.ts';
import { creditedDepositsIn } from '../deposits/index.ts';

/** The wheels' cursors: deposits on the money stream, valid bet on the rounds stream. */
export const WHEEL_DEPOSIT_CONSUMER = 'prize-wheel.deposits';
export const WHEEL_BET_CONSUMER = 'prize-wheel.valid-bet';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface EarningWheel {
  id: bigint;
  brandId: bigint;
  depositPerSpin: bigint;
  createdAt: Date;
}

/** The brands' enabled wheels that deposits earn spins on. */
async function depositWheels(tx: Executor, brandIds: bigint[]): Promise<EarningWheel[]> {
  if (brandIds.length === 0) return [];
  const rows = rowsOf<{ id: string; brand_id: string; deposit: string; created_at: string | Date }>(
    await tx.execute(sql`select id, brand_id, deposit_per_spin::text as deposit, created_at from prize_wheels
      where enabled and deposit_per_spin is not null
        and brand_id = any(${`{${[...new Set(brandIds)].join(',')}}`}::bigint[])`),
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    brandId: BigInt(row.brand_id),
    depositPerSpin: BigInt(row.deposit),
    createdAt: new Date(row.created_at),
  }));
}

async function addSpins(tx: Executor, wheelId: bigint, playerId: bigint, spins: number) {
  await tx.execute(sql`insert into wheel_spin_balances (wheel_id, player_id, spins_left, earned)
    values (${wheelId}, ${playerId}, ${spins}, ${spins})
    on conflict (wheel_id, player_id) do update set spins_left = wheel_spin_balances.spins_left + ${spins},
      earned = wheel_spin_balances.earned + ${spins}`);
}

/** One spin per credited deposit of at least the wheel's amount, once per (wheel, deposit). */
async function creditDeposits(tx: Transaction, batch: StreamBatch): Promise<void> {
  const deposits = await creditedDepositsIn(tx, { table: MONEY_STREAM.table, where: batch.where });
  if (deposits.length === 0) return;
  const wheels = await depositWheels(
    tx,
    deposits.map((deposit) => deposit.brandId),
  );
  for (const deposit of deposits)
    for (const wheel of wheels) {
      if (wheel.brandId !== deposit.brandId || deposit.amount < wheel.depositPerSpin) continue;
      // A wheel made today does not pay for last year's deposits.
      if (deposit.creditedAt < wheel.createdAt) continue;
      const credited = rowsOf<{ id: string }>(
        await tx.execute(sql`insert into wheel_spin_credits (wheel_id, player_id, source_ref, spins)
          values (${wheel.id}, ${deposit.playerId}, ${`deposit:${deposit.id}`}, 1)
          on conflict do nothing returning id`),
      );
      if (credited.length > 0) await addSpins(tx, wheel.id, deposit.playerId, 1);
    }
}

/**
 * Valid bet towards spins: each player's valid bet of the batch is added to the wheel's progress and every whole
 * `validBetPerSpin` becomes a spin, the rest carried. Corrections (negative deltas) take back no spin already
 * earned. Exactly once: the progress moves in the batch's transaction with the cursor.
 */
async function creditValidBet(tx: Transaction, batch: StreamBatch): Promise<void> {
  const sums = rowsOf<{ wheel_id: string; per: string; player_id: string; valid_bet: string }>(
    await tx.execute(sql`select w.id as wheel_id, w.valid_bet_per_spin::text as per, s.player_id,
        sum(s.valid_bet)::text as valid_bet
      from ${ROUNDS_STREAM.table} s
      join prize_wheels w on w.brand_id = s.brand_id and w.enabled and w.valid_bet_per_spin is not null
        and s.settled_at >= w.created_at
      where ${batch.where} and s.valid_bet > 0
      group by w.id, w.valid_bet_per_spin, s.player_id`),
  );
  for (const row of sums) {
    const per = BigInt(row.per);
    const bet = BigInt(row.valid_bet);
    await tx.execute(sql`insert into wheel_spin_balances (wheel_id, player_id, spins_left, earned, bet_progress)
      values (${BigInt(row.wheel_id)}, ${BigInt(row.player_id)}, ${bet / per}, ${bet / per}, ${bet % per})
      on conflict (wheel_id, player_id) do update set
        spins_left = wheel_spin_balances.spins_left + ((wheel_spin_balances.bet_progress + ${bet}) / ${per})::int,
        earned = wheel_spin_balances.earned + ((wheel_spin_balances.bet_progress + ${bet}) / ${per})::int,
        bet_progress = (wheel_spin_balances.bet_progress + ${bet}) % ${per}`);
  }
}

/** Credits the spins earned since the last run on both streams; answers the rows consumed. */
export async function creditWheelSpins(db: Database): Promise<number> {
  const deposits = await consumeAll(db, {
    consumer: WHEEL_DEPOSIT_CONSUMER,
    source: MONEY_STREAM,
    batchSize: 250,
    apply: creditDeposits,
  });
  const bets = await consumeAll(db, {
    consumer: WHEEL_BET_CONSUMER,
    source: ROUNDS_STREAM,
    batchSize: 5_000,
    apply: creditValidBet,
  });
  return deposits + bets;
}

/** Spins land within seconds of the deposit or the round that earned them. */
export const wheelSpinsJob: Job = {
  name: 'prize-wheel.spins',
  everyMs: 5_000,
  claimsOwnWork: true,
  run: async (db) => {
    await creditWheelSpins(db);
  },
};

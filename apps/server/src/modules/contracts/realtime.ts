import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { ancestryRelation } from '../agents/index.ts';
import { consumeAll, ROUNDS_STREAM, type StreamBatch } from '../bets/index.ts';
import { listBrandClocks, type BrandClock } from '../brands/index.ts';
import { postSplitByDebts, type AccountRef } from '../ledger/index.ts';
import { periodContaining } from '../settlements/index.ts';
import type { ContractInForce, Earning } from './earning.ts';
import { contractsInForceAt, realtimeStatementsFollower } from './repository.ts';
import { chainDepths } from './salaries.ts';
import { termsReader } from './terms.ts';

/** The real-time salary reads the rounds stream with its own cursor: every round it pays for, it pays once. */
export const REALTIME_CONSUMER = 'contracts.realtime';
const BATCH_SIZE = 20_000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The players of a batch's rounds, as an array. A batch holds many rounds per player (a session's), so the
 * team tree is read once per player, by its key, not once per round.
 */
const batchPlayers = (brand: BrandClock, batch: StreamBatch) =>
  sql`array(select distinct s.player_id from ${ROUNDS_STREAM.table} s
    where ${batch.where} and s.brand_id = ${brand.id})`;

/**
 * What each contract's agent earns on a batch of stream rows (DOMAIN.md "Real-time salary"): on every round
 * of its team whose stake reaches its single-bet minimum, stake × its loss rate when the player lost, its
 * profit rate otherwise, each (agent, round) rounded down to the minor unit. A correction row (a rollback or
 * a re-settlement) carries the opposite signs, so it takes back what the round earned.
 */
async function grossOnBatch(
  tx: Transaction,
  brand: BrandClock,
  contracts: readonly ContractInForce[],
  batch: StreamBatch,
): Promise<Map<bigint, { gross: bigint; base: bigint }>> {
  const termsOfContract = termsReader('realtime', brand.currencyCode);
  const terms = JSON.stringify(
    contracts.map((contract) => {
      const parsed = termsOfContract(contract.terms);
      if (parsed.kind !== 'realtime') throw new Error('A real-time contract holds tiers.');
      return {
        contract_id: contract.contractId.toString(),
        agent_id: contract.downlineId.toString(),
        profit_ppm: parsed.profitRatePpm.toString(),
        loss_ppm: parsed.lossRatePpm.toString(),
        min_bet: parsed.minBet.toString(),
      };
    }),
  );
  const rows = rowsOf<{ contract_id: string; gross: string; base: string }>(
    await tx.execute(sql`
      -- The contracts as one JSON parameter (thousands as a VALUES list would pass the parameter limit). The
      -- planner guesses 100 of them, so the batch's rounds are joined to their ancestors first (materialized):
      -- starting from the contracts would read every contracted agent's whole team.
      with terms as (
        select * from jsonb_to_recordset(${terms}::jsonb)
          as terms (contract_id bigint, agent_id bigint, profit_ppm bigint, loss_ppm bigint, min_bet bigint)
      ), earning as materialized (
        select a.ancestor_id, s.stake, s.payout
        from ${ROUNDS_STREAM.table} s join ${ancestryRelation()} a on a.descendant_id = s.player_id
        where ${batch.where} and s.brand_id = ${brand.id} and s.currency = ${brand.currencyCode}
      )
      -- Integer division of non-negative bigints rounds down, as floor would on numerics, at a fraction of
      -- the cost (stake × rate stays far inside bigint).
      select c.contract_id::text, sum(sign(s.stake) * (abs(s.stake) *
          case when sign(s.stake) * (s.payout - s.stake) < 0 then c.loss_ppm else c.profit_ppm end / 1000000)
        )::bigint::text as gross, sum(s.stake)::bigint::text as base
      from earning s join terms c on c.agent_id = s.ancestor_id
      where abs(s.stake) >= c.min_bet
      group by 1`),
  );
  return new Map(
    rows.map((row) => [BigInt(row.contract_id), { gross: BigInt(row.gross), base: BigInt(row.base) }]),
  );
}

/** Pays one brand's real-time salaries on a batch, uplines first, and adds them to the agents' statements. */
async function payBrandBatch(tx: Transaction, brand: BrandClock, batch: StreamBatch, now: Date) {
  // Only the contracts of the batch's players' ancestors can earn on it, and their chains are all among them.
  const contracts = await contractsInForceAt(tx, {
    brandId: brand.id,
    kind: 'realtime',
    instant: now,
    downlines: sql`(select a.ancestor_id from ${ancestryRelation()} a
      where a.descendant_id = any(${batchPlayers(brand, batch)}))`,
  });
  const depths = chainDepths(contracts);
  const paid = contracts.filter((contract) => depths.has(contract.contractId));
  if (paid.length === 0) return;
  const gross = await grossOnBatch(tx, brand, paid, batch);
  const grantedBy = new Map<bigint, bigint>();
  for (const contract of paid) {
    if (contract.uplineId === null) continue;
    const own = gross.get(contract.contractId)?.gross ?? 0n;
    grantedBy.set(contract.uplineId, (grantedBy.get(contract.uplineId) ?? 0n) + own);
  }
  const earnings: Earning[] = paid
    .map((contract) => {
      const own = gross.get(contract.contractId) ?? { gross: 0n, base: 0n };
      const below = grantedBy.get(contract.downlineId) ?? 0n;
      return {
        contract,
        depth: depths.get(contract.contractId)!,
        base: own.base,
        active: 0,
        ratePpm: 0n,
        gross: own.gross,
        paidToDownlines: below,
        net: own.gross - below,
      };
    })
    .filter((earning) => earning.gross !== 0n)
    // Money flows down before it is passed on, and back up (a correction) before it is returned further up.
    .sort((a, b) =>
      a.gross > 0n === b.gross > 0n
        ? a.gross > 0n
          ? a.depth - b.depth
          : b.depth - a.depth
        : a.gross > 0n
          ? -1
          : 1,
    );
  if (earnings.length === 0) return;
  const key = `${batch.through.xid}:${batch.through.seq}`;
  const period = periodContaining('five_minutes', brand.timezone, now);
  // A correction takes back what the agent's cash covers and the rest becomes its debt (ADR 0029). Each
  // earning is added to its statement by the posting that pays it, with the payment's first part.
  await postSplitByDebts(
    tx,
    earnings.map(({ contract, gross: amount }) => {
      const payer: AccountRef =
        contract.uplineId === null ? { house: 'commissions_expense' } : { player: contract.uplineId };
      const payee: AccountRef = { player: contract.downlineId };
      return {
        brandId: brand.id,
        currency: brand.currencyCode,
        key: `realtime-salary:${contract.contractId}:${key}`,
        kind: 'commission' as const,
        from: amount > 0n ? payer : payee,
        to: amount > 0n ? payee : payer,
        amount: amount > 0n ? amount : -amount,
        reference: 'realtime salary',
      };
    }),
    (parts) =>
      realtimeStatementsFollower(
        period,
        parts.partOf.map((index, part) => (parts.first[part] ? earnings[index] : undefined)),
      ),
  );
}

/**
 * The real-time salary (every 5 minutes, DOMAIN.md): each batch of the rounds stream pays, in the batch's own
 * transaction with the cursor, every contracted ancestor of each round's player by the contracts in force
 * when it is paid, so a crash before the commit pays nothing and the retry pays it all, once.
 */
export async function payRealtimeSalaries(db: Database, now: () => Date = () => new Date()): Promise<number> {
  const brands = await listBrandClocks(db);
  return consumeAll(db, {
    consumer: REALTIME_CONSUMER,
    source: ROUNDS_STREAM,
    batchSize: BATCH_SIZE,
    apply: async (tx, batch) => {
      for (const brand of brands) await payBrandBatch(tx, brand, batch, now());
    },
  });
}

/**
 * Every worker runs it on every tick: a batch claims its rows by locking the consumer's cursor, so workers
 * take turns batch by batch. Under the job's lease (twice the period), a worker SIGKILLed mid-batch would
 * have held up every agent's real-time salary for ten minutes; its open batch simply rolls back instead.
 */
export const realtimeSalaryJob: Job = {
  name: 'agent-salary-realtime',
  everyMs: 5 * 60_000,
  claimsOwnWork: true,
  run: async (db) => {
    await payRealtimeSalaries(db);
  },
};

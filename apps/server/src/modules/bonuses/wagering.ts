import type { BonusStatus } from '@croupier/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { consumeAll, playersWithOpenRounds, ROUNDS_STREAM, type StreamBatch } from '../bets/index.ts';
import { cashBalancesOf } from '../ledger/index.ts';
import {
  applyRounds,
  wagerKey,
  type RequirementState,
  type SettledRow,
  type WagerState,
} from './counting.ts';
import { clearingThresholds } from './settings.ts';

/** The wagering consumer's cursor on the rounds stream. */
export const WAGERING_CONSUMER = 'bonuses.wagering';

const BATCH_SIZE = 5_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const idList = (ids: Iterable<bigint>) => `{${[...ids].join(',')}}`;
const json = (rows: unknown[]) =>
  JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * The batch's rows that matter to wagering, in stream order: settlements of players with an open requirement
 * granted before the round settled, and corrections of rounds that counted towards a bonus.
 */
async function relevantRows(tx: Executor, batch: StreamBatch): Promise<SettledRow[]> {
  const rows = rowsOf<{
    round_id: string;
    player_id: string;
    game_type: string;
    valid_bet: string;
    settled_at: Date | string;
  }>(
    await tx.execute(sql`
      select s.round_id, s.player_id, s.game_type, s.valid_bet, s.settled_at
      from ${ROUNDS_STREAM.table} s
      where ${batch.where} and (
        (s.valid_bet > 0 and exists (select 1 from bonuses b where b.player_id = s.player_id
          and b.status = 'open' and b.granted_at <= s.settled_at))
        or (s.valid_bet < 0 and exists (select 1 from bonus_wagers w where w.round_id = s.round_id)))
      order by s.xid, s.seq`),
  );
  return rows.map((row) => ({
    roundId: BigInt(row.round_id),
    playerId: BigInt(row.player_id),
    gameType: row.game_type,
    validBet: BigInt(row.valid_bet),
    settledAt: new Date(row.settled_at),
  }));
}

/** The requirements the rows can touch, locked: the players' open ones and those their rounds counted towards. */
async function requirementsOf(tx: Executor, rows: SettledRow[]): Promise<RequirementState[]> {
  const players = idList(new Set(rows.map((row) => row.playerId)));
  const rounds = idList(new Set(rows.map((row) => row.roundId)));
  const found = rowsOf<{
    id: string;
    player_id: string;
    granted_at: Date | string;
    requirement: string;
    wagered: string;
    contributions: Record<string, number>;
    status: BonusStatus;
  }>(
    await tx.execute(sql`
      select id, player_id, granted_at, requirement, wagered, contributions, status from bonuses
      where (status = 'open' and player_id = any(${players}::bigint[]))
        or id in (select bonus_id from bonus_wagers where round_id = any(${rounds}::bigint[]))
      order by id
      for update`),
  );
  return found.map((row) => ({
    id: BigInt(row.id),
    playerId: BigInt(row.player_id),
    grantedAt: new Date(row.granted_at),
    requirement: BigInt(row.requirement),
    wagered: BigInt(row.wagered),
    contributions: row.contributions,
    status: row.status,
    changed: false,
  }));
}

async function wagersOf(tx: Executor, rows: SettledRow[]): Promise<Map<string, WagerState>> {
  const found = rowsOf<{ round_id: string; bonus_id: string; counted: string; valid_bet: string }>(
    await tx.execute(sql`select round_id, bonus_id, counted, valid_bet from bonus_wagers
      where round_id = any(${idList(new Set(rows.map((row) => row.roundId)))}::bigint[])`),
  );
  return new Map(
    found.map((row) => [
      wagerKey(BigInt(row.round_id), BigInt(row.bonus_id)),
      {
        roundId: BigInt(row.round_id),
        bonusId: BigInt(row.bonus_id),
        counted: BigInt(row.counted),
        validBet: BigInt(row.valid_bet),
      },
    ]),
  );
}

async function saveCounts(tx: Executor, bonuses: RequirementState[], wagers: Map<string, WagerState>) {
  const changed = bonuses
    .filter((b) => b.changed)
    .map((b) => ({ id: b.id, wagered: b.wagered, status: b.status }));
  if (changed.length > 0)
    await tx.execute(sql`
      update bonuses b set wagered = c.wagered, status = c.status,
        closed_at = case when c.status = 'open' then null when b.status = c.status then b.closed_at else app_now() end
      from jsonb_to_recordset(${json(changed)}::jsonb) as c (id bigint, wagered bigint, status text)
      where b.id = c.id`);
  if (wagers.size > 0)
    await tx.execute(sql`
      insert into bonus_wagers as w (round_id, bonus_id, counted, valid_bet)
      select round_id, bonus_id, counted, valid_bet
      from jsonb_to_recordset(${json([...wagers.values()].map((w) => ({ round_id: w.roundId, bonus_id: w.bonusId, counted: w.counted, valid_bet: w.validBet })))}::jsonb)
        as c (round_id bigint, bonus_id bigint, counted bigint, valid_bet bigint)
      on conflict (round_id, bonus_id) do update set counted = excluded.counted, valid_bet = excluded.valid_bet`);
}

/**
 * DOMAIN.md: a requirement is cleared when the player's balance has fallen below the brand's clearing threshold
 * with no rounds still open (nothing left in play could bring it back). Checked for the batch's players once
 * their rounds have counted.
 */
async function clearSpentRequirements(tx: Executor, bonuses: RequirementState[]) {
  const open = bonuses.filter((b) => b.status === 'open');
  if (open.length === 0) return;
  const players = [...new Set(open.map((b) => b.playerId))];
  const accounts = rowsOf<{ player_id: string; brand_id: string; currency: string }>(
    await tx.execute(sql`select distinct player_id, brand_id, currency from bonuses
      where status = 'open' and player_id = any(${idList(players)}::bigint[])`),
  );
  const thresholds = await clearingThresholds(
    tx,
    accounts.map((a) => ({ brandId: BigInt(a.brand_id), currency: a.currency })),
  );
  const inPlay = await playersWithOpenRounds(tx, players);
  const balances = new Map<string, Map<bigint, bigint>>();
  for (const currency of new Set(accounts.map((a) => a.currency)))
    balances.set(currency, await cashBalancesOf(tx, players, currency));
  const spent = accounts
    .filter((account) => {
      const playerId = BigInt(account.player_id);
      const balance = balances.get(account.currency)!.get(playerId) ?? 0n;
      return !inPlay.has(playerId) && balance < thresholds.get(BigInt(account.brand_id))!;
    })
    .map((account) => BigInt(account.player_id));
  if (spent.length > 0)
    await tx.execute(sql`update bonuses set status = 'cleared', closed_at = app_now()
      where status = 'open' and player_id = any(${idList(spent)}::bigint[])`);
}

/** Counts a batch of the rounds stream down the open requirements, in the batch's transaction. */
export async function countWagering(tx: Executor, batch: StreamBatch): Promise<void> {
  const rows = await relevantRows(tx, batch);
  if (rows.length === 0) return;
  const bonuses = await requirementsOf(tx, rows);
  const wagers = await wagersOf(tx, rows);
  applyRounds(rows, bonuses, wagers);
  await saveCounts(tx, bonuses, wagers);
  await clearSpentRequirements(tx, bonuses);
}

/** Brings the requirements up to date with the rounds stream; returns the rows consumed. */
export async function updateWagering(db: Database, options: { batchSize?: number } = {}): Promise<number> {
  return consumeAll(db, {
    consumer: WAGERING_CONSUMER,
    source: ROUNDS_STREAM,
    batchSize: options.batchSize ?? BATCH_SIZE,
    apply: countWagering,
  });
}

/** The wagering consumer on the job runner: often, since a met requirement is what lets a player withdraw. */
export const wageringJob: Job = {
  name: 'bonuses.wagering',
  everyMs: 5_000,
  run: async (db) => {
    await updateWagering(db);
  },
};

import { LATEST_WINS_SIZE, WINS_TOPIC, type LatestWin } from '@croupier/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import type { Realtime } from '../../platform/realtime.ts';
import { listBrandClocks } from '../brands/index.ts';
import { gameKey, gameNamesOf } from '../catalogue/index.ts';
import { usernamesByIds } from '../players/index.ts';
import { money } from '../wallet/index.ts';
import { latestWins } from './schema.ts';
import { consumeAll, ROUNDS_STREAM, type StreamBatch } from './stream.ts';
import { maskUsername } from './views.ts';

/** The cursor name of the feed's consumer of the rounds stream. */
export const WINS_CONSUMER = 'bets.wins';
/** A win is notable when it pays at least this many times its stake. */
export const NOTABLE_MULTIPLE = 2n;
/** How often the feed reads the stream: a settled win shows on the home pages within about this long. */
export const WINS_EVERY_MS = 2_000;
const BATCH_SIZE = 10_000;

type WinRow = typeof latestWins.$inferSelect;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Adds a batch's notable wins to the feed and returns the rounds added. A batch can hold thousands of wins (a
 * catch-up after downtime): only the newest few per brand are kept, so the feed's work stays bounded.
 */
export async function addNotableWins(tx: Executor, batch: StreamBatch): Promise<bigint[]> {
  const added = rowsOf<{ round_id: string | bigint }>(
    await tx.execute(sql`
      insert into latest_wins as w (round_id, seq, brand_id, player_id, vassalage, game_code, currency, stake, payout,
        settled_at)
      select round_id, seq, brand_id, player_id, vassalage, game_code, currency, stake, payout, settled_at
      from (
        select n.*, row_number() over (partition by n.brand_id order by n.seq desc) as place
        from (
          select distinct on (s.round_id) s.round_id, s.seq, s.brand_id, s.player_id, s.vassalage, r.game_code,
            s.currency, s.stake, s.payout, s.settled_at
          from rounds_stream s join game_rounds r on r.id = s.round_id
          where ${batch.where} and s.rounds = 1 and s.payout > 0 and s.payout >= ${NOTABLE_MULTIPLE} * s.stake
          order by s.round_id, s.seq desc
        ) n
      ) ranked
      where place <= ${LATEST_WINS_SIZE}
      on conflict (round_id) do update set seq = excluded.seq, stake = excluded.stake, payout = excluded.payout,
        settled_at = excluded.settled_at
      returning w.round_id`),
  ).map((row) => BigInt(row.round_id));
  // A win changed or taken back after it was paid leaves the feed: it shows wins as they were paid, or not at all.
  await tx.execute(sql`
    delete from latest_wins w using rounds_stream s
    where ${batch.where} and s.round_id = w.round_id and s.rounds <> 1 and s.seq > w.seq`);
  // Each brand keeps its newest wins only.
  await tx.execute(sql`
    delete from latest_wins w
    where w.round_id not in (
      select x.round_id from latest_wins x where x.brand_id = w.brand_id order by x.seq desc
      limit ${LATEST_WINS_SIZE})`);
  return added;
}

/** The feed's wins as players see them: masked names, the game in every language, amounts in the currency. */
async function views(db: Executor, rows: WinRow[]): Promise<(LatestWin & { brandId: bigint })[]> {
  const names = await gameNamesOf(db, rows);
  const usernames = await usernamesByIds(
    db,
    rows.map((row) => row.playerId),
  );
  return rows.map((row) => {
    const game = names.get(gameKey(row.vassalage, row.gameCode));
    const english = game?.gameName ?? row.gameCode;
    return {
      brandId: row.brandId,
      id: row.roundId.toString(),
      player: maskUsername(usernames.get(row.playerId) ?? ''),
      gameNames: {
        EN: english,
        CN: game?.localizedNames.CN ?? english,
        TH: game?.localizedNames.TH ?? english,
      },
      iconUrl: game?.iconUrl ?? '',
      amount: money(row.payout, row.currency),
      currency: row.currency,
      settledAt: row.settledAt.toISOString(),
    };
  });
}

/** `GET /api/v1/wins/latest`: the brand's feed, newest first. */
export async function latestWinsOf(db: Executor, brandId: bigint): Promise<LatestWin[]> {
  const rows = await db
    .select()
    .from(latestWins)
    .where(eq(latestWins.brandId, brandId))
    .orderBy(desc(latestWins.seq))
    .limit(LATEST_WINS_SIZE);
  return (await views(db, rows)).map(({ brandId: _brand, ...win }) => win);
}

/**
 * Brings the feed up to date with the rounds stream, then tells the pages watching each brand's feed about its
 * new wins, once per run (not per round), after the transaction that recorded them has committed.
 */
export async function updateLatestWins(
  db: Database,
  realtime: Pick<Realtime, 'toWatchers'>,
): Promise<number> {
  const added: bigint[] = [];
  await consumeAll(db, {
    consumer: WINS_CONSUMER,
    source: ROUNDS_STREAM,
    batchSize: BATCH_SIZE,
    apply: async (tx: Transaction, batch) => {
      added.push(...(await addNotableWins(tx, batch)));
    },
  });
  if (added.length === 0) return 0;
  const rows = await db
    .select()
    .from(latestWins)
    .where(inArray(latestWins.roundId, added))
    .orderBy(desc(latestWins.seq));
  const brandCodes = new Map((await listBrandClocks(db)).map((brand) => [brand.id, brand.code]));
  const byBrand = new Map<bigint, LatestWin[]>();
  for (const { brandId, ...win } of await views(db, rows)) {
    const list = byBrand.get(brandId);
    if (list) list.push(win);
    else byBrand.set(brandId, [win]);
  }
  for (const [brandId, wins] of byBrand) {
    const code = brandCodes.get(brandId);
    if (code) realtime.toWatchers(code, WINS_TOPIC, 'wins', { wins });
  }
  return rows.length;
}

export function latestWinsJob(realtime: Pick<Realtime, 'toWatchers'>): Job {
  return {
    name: 'bets.latest-wins',
    everyMs: WINS_EVERY_MS,
    run: async (db) => {
      await updateLatestWins(db, realtime);
    },
  };
}

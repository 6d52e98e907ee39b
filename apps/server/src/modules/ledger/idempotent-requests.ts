import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inTransaction, type Database, type Transaction } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import { idempotencyConflict, type PlayerBalance } from './accounts.ts';

export interface IdempotentWork<T> {
  statusCode: number;
  body: T;
  /** Player balances the work changed, to push to their sockets once committed. */
  balances?: PlayerBalance[];
}

export interface IdempotentAnswer<T> extends IdempotentWork<T> {
  /** True when this is a replay: the first request's answer, and nothing was done again. */
  replayed: boolean;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/**
 * Runs a money-moving request once per (caller, key). The key row is written first in the same transaction as
 * the work, so concurrent replays wait for the first to finish and then get its stored answer; a failed first
 * attempt rolls the key back with everything else, leaving the client free to retry. Without a key the work
 * simply runs.
 */
export async function runIdempotent<T>(
  db: Database,
  props: { brandId: bigint; caller: string; key: string | undefined; scope: string; body: unknown },
  work: (tx: Transaction) => Promise<IdempotentWork<T>>,
): Promise<IdempotentAnswer<T>> {
  const { key } = props;
  if (key === undefined) {
    const answer = await inTransaction(db, work);
    return { ...answer, replayed: false };
  }
  const hash = createHash('sha256')
    .update(toJson([props.scope, props.body]))
    .digest('hex');
  return inTransaction(db, async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
        insert into idempotent_requests (brand_id, caller, key, request_hash, status_code, response)
        values (${props.brandId}, ${props.caller}, ${key}, ${hash}, 0, '')
        on conflict do nothing returning key`),
    );
    if (claimed.length === 0) {
      const stored = rowsOf<{ request_hash: string; status_code: number; response: string }>(
        await tx.execute(sql`select request_hash, status_code, response from idempotent_requests
          where brand_id = ${props.brandId} and caller = ${props.caller} and key = ${key}`),
      )[0];
      if (!stored || stored.request_hash !== hash) throw idempotencyConflict();
      return { statusCode: stored.status_code, body: JSON.parse(stored.response) as T, replayed: true };
    }
    const answer = await work(tx);
    // The placeholder row above is never seen by anyone else: this update lands in the same commit.
    await tx.execute(sql`update idempotent_requests set status_code = ${answer.statusCode}, response = ${toJson(answer.body)}
      where brand_id = ${props.brandId} and caller = ${props.caller} and key = ${key}`);
    return { ...answer, replayed: false };
  });
}

/** How long a stored answer stays replayable; clients retry within minutes, never weeks. */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Forgets stored answers older than IDEMPOTENCY_KEY_DAYS, so the table does not grow without end. */
export const forgetOldIdempotentRequests: Job = {
  name: 'idempotency-keys-expiry',
  everyMs: 3_600_000,
  async run(db) {
    await db.execute(
      sql`delete from idempotent_requests where created_at < now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`,
    );
  },
};

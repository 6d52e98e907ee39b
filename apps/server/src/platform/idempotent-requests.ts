import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inTransaction, type Database } from '../db/client.ts';
import { idempotencyConflict } from './domain-errors.ts';
import type { Job } from './jobs.ts';
import type { OnceWork, Outcome, WorkResult } from './once-work.ts';

/** The HTTP status a route answers each outcome with; a replay answers the stored one. */
export const STATUS_OF_OUTCOME = { created: 201, accepted: 202, done: 200 } as const satisfies Record<
  Outcome,
  number
>;
const OUTCOME_OF_STATUS = new Map<number, Outcome>(
  Object.entries(STATUS_OF_OUTCOME).map(([outcome, status]) => [status, outcome as Outcome]),
);

/** The work's own result, or on a replay the first request's outcome and body (nothing was done again). */
export type IdempotentAnswer<R extends WorkResult<unknown>> =
  (R & { replayed: false }) | (WorkResult<R['body']> & { replayed: true });

export interface IdempotentRequest {
  brandId: bigint;
  /** Who sent it (player:<id>, operator:<id>). */
  caller: string;
  /** The `Idempotency-Key` header, when the client sent one. */
  key: string | undefined;
  /** The route the key was sent to, e.g. `POST /api/v1/transfers`: a key answers only its own route. */
  scope: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const toJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/**
 * Runs a command's money-moving work once per (caller, key). The key row is written first in the same
 * transaction as the work, so concurrent replays wait for the first to finish and then get its stored answer;
 * a failed first attempt rolls the key back with everything else, leaving the client free to retry. Without a
 * key the work simply runs. The same key with another fingerprint is IDEMPOTENCY_CONFLICT.
 */
export async function runIdempotent<R extends WorkResult<unknown>>(
  db: Database,
  request: IdempotentRequest,
  work: OnceWork<R>,
): Promise<IdempotentAnswer<R>> {
  const { brandId, caller, key } = request;
  if (key === undefined) {
    const result = await inTransaction(db, (tx) => work.run(tx));
    return { ...result, replayed: false };
  }
  const hash = createHash('sha256')
    .update(toJson([request.scope, work.fingerprint]))
    .digest('hex');
  return inTransaction(db, async (tx): Promise<IdempotentAnswer<R>> => {
    const claimed = rowsOf(
      await tx.execute(sql`
        insert into idempotent_requests (brand_id, caller, key, request_hash, status_code, response)
        values (${brandId}, ${caller}, ${key}, ${hash}, 0, '')
        on conflict do nothing returning key`),
    );
    if (claimed.length === 0) {
      const stored = rowsOf<{ request_hash: string; status_code: number; response: string }>(
        await tx.execute(sql`select request_hash, status_code, response from idempotent_requests
          where brand_id = ${brandId} and caller = ${caller} and key = ${key}`),
      )[0];
      if (!stored || stored.request_hash !== hash) throw idempotencyConflict();
      return {
        outcome: OUTCOME_OF_STATUS.get(stored.status_code) ?? 'done',
        body: JSON.parse(stored.response) as R['body'],
        replayed: true,
      };
    }
    const result = await work.run(tx);
    // The placeholder row above is never seen by anyone else: this update lands in the same commit.
    await tx.execute(sql`update idempotent_requests
      set status_code = ${STATUS_OF_OUTCOME[result.outcome]}, response = ${toJson(result.body)}
      where brand_id = ${brandId} and caller = ${caller} and key = ${key}`);
    return { ...result, replayed: false };
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
      sql`delete from idempotent_requests where created_at < app_now() - make_interval(days => ${IDEMPOTENCY_KEY_DAYS})`,
    );
  },
};

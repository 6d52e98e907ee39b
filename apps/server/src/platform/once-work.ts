import type { Transaction } from '../db/client.ts';

/** How a command's work ended: a new resource, a request accepted to finish later, or done. */
export type Outcome = 'created' | 'accepted' | 'done';

export interface WorkResult<T> {
  outcome: Outcome;
  body: T;
}

/**
 * A money-moving command after its checks: the part that must happen once per request. The route runs it
 * inside the transaction that claims the request's `Idempotency-Key` (platform/idempotent-requests.ts), so
 * the command knows nothing of keys, replays or HTTP.
 */
export interface OnceWork<R extends WorkResult<unknown>> {
  /** What the request means, normalized (ids, minor units): a second request under the same key must mean the same. */
  fingerprint: unknown;
  run(tx: Transaction): Promise<R>;
}

import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { allSettledOrThrow } from '../platform/all-settled.ts';
import type { Database, Executor } from './client.ts';
import * as schema from './schema.ts';

const READ_ONLY_SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** A pool at least this large lends followers a connection; a smaller one (the demo's pool of one) never. */
const SIDE_BY_SIDE_POOL = 4;
/** How long a follower waits for a free connection before its part runs on the lead's connection instead. */
const FOLLOWER_WAIT_MS = 50;

export type SnapshotParts<T extends readonly unknown[]> = { [K in keyof T]: (tx: Executor) => Promise<T[K]> };

/**
 * Reads in one snapshot, side by side: `prelude` runs first on the lead's read-only repeatable-read transaction;
 * then the parts `parts(prelude's answer)` names run at once, the first on the lead's connection, the others
 * each on a connection of its own that imports the lead's snapshot (`SET TRANSACTION SNAPSHOT`), so all of them
 * see the same committed state, as one transaction would, and a long read uses both cores of a small server.
 *
 * A part that finds no free connection soon, a small pool, and PGlite (one session) run their parts in turn on
 * the lead: a follower never waits on a pool that leads like this one may have filled, so nothing deadlocks.
 */
export async function inSharedSnapshot<P, T extends readonly unknown[]>(
  db: Database,
  prelude: (tx: Executor) => Promise<P>,
  parts: (before: P) => SnapshotParts<T>,
): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  const pool =
    client instanceof pg.Pool && (client.options.max ?? 10) >= SIDE_BY_SIDE_POOL ? client : undefined;
  return db.transaction(async (lead) => {
    const work = parts(await prelude(lead)) as readonly ((tx: Executor) => Promise<unknown>)[];
    if (!pool || work.length < 2) return (await inTurn(lead, work)) as unknown as T;
    const [exported] = (
      (await lead.execute(sql`select pg_export_snapshot() as id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const snapshot = exported!.id;
    const followers = work.slice(1).map((part) => onFollower(pool, snapshot, part));
    const answers: unknown[] = await allSettledOrThrow([work[0]!(lead), ...followers]);
    // The parts that found no connection run now, on the lead, in the same snapshot.
    for (let index = 1; index < work.length; index++)
      if (answers[index] === NOT_RUN) answers[index] = await work[index]!(lead);
    return answers as unknown as T;
  }, READ_ONLY_SNAPSHOT);
}

const NOT_RUN = Symbol('not run');

async function inTurn(tx: Executor, work: readonly ((tx: Executor) => Promise<unknown>)[]) {
  const answers: unknown[] = [];
  for (const part of work) answers.push(await part(tx));
  return answers;
}

async function onFollower(pool: pg.Pool, snapshot: string, part: (tx: Executor) => Promise<unknown>) {
  if (!/^[0-9A-F-]+$/i.test(snapshot)) throw new RangeError(`Unexpected snapshot id ${snapshot}.`);
  const client = await connectWithin(pool, FOLLOWER_WAIT_MS);
  if (!client) return NOT_RUN;
  try {
    const follower = drizzlePg({ client, schema }) as unknown as Database;
    return await follower.transaction(async (tx) => {
      // SET takes no bound parameter; the id was checked above.
      await tx.execute(sql.raw(`set transaction snapshot '${snapshot}'`));
      return part(tx);
    }, READ_ONLY_SNAPSHOT);
  } finally {
    client.release();
  }
}

/** A connection of the pool if one comes within `ms`; one that comes later goes straight back. */
function connectWithin(pool: pg.Pool, ms: number): Promise<pg.PoolClient | undefined> {
  return new Promise((resolve) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      resolve(undefined);
    }, ms);
    pool.connect().then(
      (client) => {
        if (late) client.release();
        else {
          clearTimeout(timer);
          resolve(client);
        }
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

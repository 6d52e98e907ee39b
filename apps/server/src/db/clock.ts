import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Executor } from './client.ts';
import * as schema from './schema.ts';

/** Sets the clock that `app_now()` reads, for the work it was handed to. */
export interface SettableClock {
  /** Everything the work writes from here on is dated `instant` (until the next call). */
  setTo(instant: Date): Promise<void>;
}

// Session-level (false): the setting holds for every statement of the session, in or out of transactions.
const setClock = (instant: string) => sql`select set_config('croupier.clock', ${instant}, false)`;

/**
 * Runs `work` on a database whose clock it sets (ADR 0026): the first start's demo dates its history in the
 * past this way, through the same commands as anyone else. The setting never reaches other work: PGlite has one
 * session, used here before the server serves anything, and the clock is taken back when the work ends; on
 * PostgreSQL the work gets its own connection, closed when it ends. That connection sits in a pool of one, so
 * the work can run commands side by side as it would on PGlite: each waits its turn for the connection, and a
 * transaction holds it until it ends.
 */
export async function withSettableClock<T>(
  db: Database,
  work: (db: Database, clock: SettableClock) => Promise<T>,
): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    try {
      return await work(db, {
        setTo: (instant) => db.execute(setClock(instant.toISOString())).then(() => {}),
      });
    } finally {
      await db.execute(setClock(''));
    }
  }
  const own = new pg.Pool({ ...client.options, max: 1, idleTimeoutMillis: 0 });
  own.on('error', () => undefined);
  let current: string | undefined;
  // Should the connection be lost, its replacement is set before it runs anything of the work.
  own.on('connect', (connection) => {
    if (current)
      connection.query(`select set_config('croupier.clock', $1, false)`, [current]).catch(() => {});
  });
  const clocked = drizzlePg({ client: own, schema }) as unknown as Database;
  try {
    return await work(clocked, {
      async setTo(instant) {
        await clocked.execute(setClock(instant.toISOString()));
        current = instant.toISOString();
      },
    });
  } finally {
    await own.end();
  }
}

/** The platform's clock now (`app_now()`: the demo's, else the database's), for periods computed in code. */
export async function readAppNow(db: Executor): Promise<Date> {
  const result = (await db.execute(sql`select app_now() as now`)) as unknown as {
    rows: { now: string | Date }[];
  };
  return new Date(result.rows[0]!.now);
}

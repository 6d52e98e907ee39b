import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { types as pgliteTypes } from '@electric-sql/pglite';
import { openPglite, type EmbeddedSchema } from '@croupier/embedded-db';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repository can run a statement on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface StudioDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const INT8_OID = 20;

// Money columns are int8: read them as BigInt on both drivers, never as a float or a string. The pg parser is
// process-wide (Drizzle hands queries the global parsers), which is what the platform sets too.
pg.types.setTypeParser(INT8_OID, (value: string) => BigInt(value));

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/** PostgreSQL from a URL, or the studio's own embedded PGlite (a folder of its own, or memory for tests), migrated. */
export async function openStudioDatabase(target: DatabaseTarget): Promise<StudioDatabase> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection emits 'error'; without a listener it would crash the process.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const parsers = { [pgliteTypes.INT8]: (value: string) => BigInt(value) };
  const client = await openPglite(
    'dataDir' in target ? target.dataDir : undefined,
    { parsers },
    STUDIO_SCHEMA,
  );
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/** The studio's schema as embedded clusters carry it: a new one starts from its template (packages/embedded-db). */
export const STUDIO_SCHEMA: EmbeddedSchema = {
  name: 'studio',
  migrationsFolder: MIGRATIONS_FOLDER,
  migrate: (client) =>
    migratePglite(drizzlePglite({ client }), {
      migrationsFolder: MIGRATIONS_FOLDER,
      migrationsSchema: 'public',
    }),
};

/**
 * Applies the committed SQL migrations (apps/studio/drizzle) to PostgreSQL in order; safe at every start. PGlite
 * needs nothing here: it opens migrated (STUDIO_SCHEMA).
 */
export async function migrateStudioDatabase(handle: StudioDatabase): Promise<void> {
  if (handle.kind !== 'postgres') return;
  await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], {
    migrationsFolder: MIGRATIONS_FOLDER,
    migrationsSchema: 'public',
  });
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in one transaction, again on a serialization failure or deadlock. `work` does database work
 * only: no wallet call, socket or file I/O ever happens inside (docs/money-rules.md, rule 5).
 */
export async function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '')) throw error;
    }
  }
}

/** Rows of a raw `db.execute`, the same on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

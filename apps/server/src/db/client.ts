import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { SQL, StringChunk, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { sqlStateOf } from './sql-state.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a repository can run a statement on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const INT8_OID = 20;
const INT8_ARRAY_OID = 1016;

// Drizzle's pg session hands every query the global type parsers, so a per-pool parser would be ignored:
// set int8 (and int8[]) to BigInt for the whole process.
pg.types.setTypeParser(INT8_OID, (value: string) => BigInt(value));
pg.types.setTypeParser(INT8_ARRAY_OID as typeof INT8_OID, (value: string) =>
  value === '{}'
    ? []
    : value
        .slice(1, -1)
        .split(',')
        .map((item) => BigInt(item)),
);

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/**
 * Opens PostgreSQL (a URL) or embedded PGlite (a folder, or memory for tests).
 * Both drivers return int8 as BigInt so money never passes through a float.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: options.poolSize ?? 20 });
    // An idle client that loses its connection emits 'error'; without a listener it would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, {
      parsers: { [pgliteTypes.INT8]: (value: string) => BigInt(value) },
    });
  } else {
    client = await PGlite.create({ parsers: { [pgliteTypes.INT8]: (value: string) => BigInt(value) } });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Applies the committed SQL migrations in order; safe to run at every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: 'public' };
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], config);
  } else {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  }
}

const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/**
 * Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws. A
 * serialization failure or deadlock (which PostgreSQL asks clients to retry) runs `work` again, a few times,
 * so callers never surface a lost race as an error. `work` must therefore do nothing but database work.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  options: { attempts?: number } = {},
): Promise<T> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '')) throw error;
    }
  }
}

/**
 * Runs one statement as a named prepared statement on PostgreSQL, so a hot statement is parsed (and, once
 * PostgreSQL settles on a generic plan, planned) once per connection instead of on every call. The name is
 * derived from the statement's text, so two shapes never share one. On PGlite (one in-process session, where
 * parsing costs no round trip) it is an ordinary `execute`. Use it for statements that run many times a second.
 */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<{ rows: T[] }> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(query)) as unknown as { rows: T[] };
  const { sql: text, params } =
    renderPlain(query) ?? (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  let name = preparedNames.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (preparedNames.size < 1_000) preparedNames.set(text, name);
  }
  return client.query<T>({ name, text, values: params as unknown[] });
}
const preparedNames = new Map<string, string>();

const inlines = (query: SQL) =>
  (query as unknown as { shouldInlineParams?: boolean }).shouldInlineParams === true;

/**
 * Renders a statement made only of text, nested `sql` and plain values exactly as Drizzle's dialect would
 * (`$1`, `$2`, … in order), without its general walk over every kind of entity, which costs a hot statement
 * more than parsing its answer does. Anything else in it (tables, columns, arrays, placeholders, inlined
 * parameters) answers undefined, for Drizzle to render.
 */
export function renderPlain(query: SQL): { sql: string; params: unknown[] } | undefined {
  const text: string[] = [];
  const params: unknown[] = [];
  const walk = (chunks: unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text.push(chunk.value.join(''));
      else if (chunk instanceof SQL) {
        if (inlines(chunk) || !walk(chunk.queryChunks)) return false;
      } else if (chunk === undefined) continue;
      else if (chunk === null || typeof chunk !== 'object') {
        params.push(chunk);
        text.push(`$${params.length}`);
      } else return false;
    }
    return true;
  };
  if (inlines(query) || !walk(query.queryChunks)) return undefined;
  return { sql: text.join(''), params };
}

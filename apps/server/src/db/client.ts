import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { types as pgliteTypes } from '@electric-sql/pglite';
import { openPglite, type EmbeddedSchema } from '@croupier/embedded-db';
import { SQL, StringChunk, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
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
 * Opens PostgreSQL (a URL) or embedded PGlite (a folder, or memory for tests; opened with its schema migrated).
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
  const client = await openPglite(
    'dataDir' in target ? target.dataDir : undefined,
    { parsers: { [pgliteTypes.INT8]: (value: string) => BigInt(value) } },
    PLATFORM_SCHEMA,
  );
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The platform's schema as embedded clusters carry it: a new one starts from its template (packages/embedded-db). */
export const PLATFORM_SCHEMA: EmbeddedSchema = {
  name: 'platform',
  migrationsFolder: MIGRATIONS_FOLDER,
  migrate: (client) =>
    migratePglite(drizzlePglite({ client }), {
      migrationsFolder: MIGRATIONS_FOLDER,
      migrationsSchema: 'public',
    }),
};

/**
 * Applies the committed SQL migrations to PostgreSQL in order; safe to run at every start. PGlite needs nothing
 * here: `openDatabase` opens it migrated (PLATFORM_SCHEMA).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'postgres') return;
  await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], {
    migrationsFolder: MIGRATIONS_FOLDER,
    migrationsSchema: 'public',
  });
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
  const pool = poolOf(db);
  if (!pool) return (await db.execute(query)) as unknown as { rows: T[] };
  const { sql: text, params } = render(query, dialectOf(db));
  let name = preparedNames.get(text);
  if (!name) {
    name = preparedName(text);
    if (preparedNames.size < 1_000) preparedNames.set(text, name);
  }
  return pool.query<T>({ name, text, values: params as unknown[] });
}
const preparedNames = new Map<string, string>();

/** The pool behind a PostgreSQL database (not a transaction, not PGlite): where named statements are kept. */
const poolOf = (db: Executor) => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};
const dialectOf = (db: Executor) => (db as unknown as { dialect: PgDialect }).dialect;
const render = (query: SQL, dialect: PgDialect) => renderPlain(query) ?? dialect.sqlToQuery(query);
/** Named after the text, so two different statements never share a name on a connection. */
const preparedName = (text: string) => `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

export interface Template {
  name: string;
  text: string;
  params: unknown[];
  /** For each parameter, the slot whose value it takes at each call, or -1 for a value fixed in the text. */
  slots: number[];
}
const templates = new Map<string, Template>();
const slotMark = (slot: number) => `\u0000slot ${slot}\u0000`;

/** Renders `build` with marks in its slots, and finds which parameter takes which slot's value. */
export function renderTemplate(
  build: (slot: (index: number) => unknown) => SQL,
  slotCount: number,
  dialect: PgDialect = new PgDialect(),
): Template {
  const { sql: text, params } = render(build(slotMark), dialect);
  const slots = params.map((param) => {
    for (let slot = 0; slot < slotCount; slot++) if (param === slotMark(slot)) return slot;
    return -1;
  });
  return { name: preparedName(text), text, params, slots };
}

/**
 * Runs a hot statement whose text, for one `key`, never changes: only the values in its slots do. On
 * PostgreSQL the statement is built and rendered once per key (with marks in the slots), and each call only
 * puts its values in, so the caller's statement builder, Drizzle's rendering and the choice of a prepared name
 * cost nothing after the first call. `build` must give the same SQL for the same key whatever the slot
 * values; each call's values go wherever `build` put `slot(i)` (any number of times, or not at all).
 * Elsewhere (PGlite, or inside a transaction) it builds the statement with the values and runs it as
 * `executePrepared` would.
 */
export async function executeTemplate<T extends Record<string, unknown>>(
  db: Executor,
  key: string,
  build: (slot: (index: number) => unknown) => SQL,
  values: unknown[],
): Promise<{ rows: T[] }> {
  const pool = poolOf(db);
  if (!pool)
    return executePrepared<T>(
      db,
      build((index) => values[index]),
    );
  let template = templates.get(key);
  if (!template) {
    template = renderTemplate(build, values.length, dialectOf(db));
    if (templates.size < 1_000) templates.set(key, template);
  }
  const { name, text, params, slots } = template;
  return pool.query<T>({
    name,
    text,
    values: params.map((param, at) => (slots[at] === -1 ? param : values[slots[at]!])),
  });
}

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

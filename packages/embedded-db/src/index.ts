import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * A new PGlite cluster runs initdb in WebAssembly: about six CPU-seconds, the largest part of a first start
 * (the platform and the studio each make one) and of every test file's database; the migrations then take one
 * or two more. What initdb and a set of migrations make is the same every time, so each is made once, kept as a
 * tar file beside the installed packages, and a new cluster starts from a copy (about one CPU-second).
 */

/** The installed PGlite's folder (its package.json is not exported): up from its entry to its package.json. */
function pgliteFolder(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}
const pglite = pgliteFolder();
const { version } = JSON.parse(readFileSync(path.join(pglite, 'package.json'), 'utf8')) as {
  version: string;
};
// node_modules/@electric-sql/pglite → node_modules/.cache/croupier
const cacheDir = path.join(pglite, '..', '..', '.cache', 'croupier');
const INITDB_TEMPLATE = path.join(cacheDir, `pglite-${version}-initdb.tar`);

/** A schema the clusters of one database carry: its name and how to bring a cluster up to date. */
export interface EmbeddedSchema {
  name: string;
  /** The folder of the SQL migrations: any change to a file in it makes a new template. */
  migrationsFolder: string;
  migrate(client: PGlite): Promise<void>;
}

const templates = new Map<string, Promise<Blob | undefined>>();
const readTemplate = (file: string) => {
  let read = templates.get(file);
  if (!read) {
    read = Promise.resolve(existsSync(file) ? new Blob([readFileSync(file)]) : undefined);
    templates.set(file, read);
  }
  return read;
};

/** Keeps a cluster, before anything but its schema is written to it, as the template of the next ones. */
async function keepAsTemplate(db: PGlite, file: string) {
  const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed: processes starting together never read half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, tar);
  renameSync(partial, file);
  // A schema's earlier templates (the migrations have changed since) are never read again.
  const family = path.basename(file).replace(/-[0-9a-f]{16}\.tar$/, '-');
  for (const other of readdirSync(cacheDir)) {
    if (other !== path.basename(file) && other.startsWith(family) && /-[0-9a-f]{16}\.tar$/.test(other))
      rmSync(path.join(cacheDir, other), { force: true });
  }
  templates.set(file, Promise.resolve(new Blob([tar])));
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const file = path.join(folder, entry);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
}

function schemaTemplate(schema: EmbeddedSchema): string {
  const hash = createHash('sha256').update(version);
  for (const file of filesUnder(schema.migrationsFolder)) {
    hash.update(path.relative(schema.migrationsFolder, file)).update('\0').update(readFileSync(file));
  }
  return path.join(cacheDir, `pglite-${version}-${schema.name}-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function create(dataDir: string | undefined, options: PGliteOptions, template: Blob | undefined) {
  const withTemplate = template ? { ...options, loadDataDir: template } : options;
  return dataDir === undefined ? PGlite.create(withTemplate) : PGlite.create(dataDir, withTemplate);
}

/**
 * Opens PGlite in `dataDir` (a folder kept between starts) or in memory (`undefined`), with `schema` up to
 * date. A folder holding no cluster yet, and memory, start from the template of the schema as it is now;
 * without one, from initdb's template, and the migrated cluster becomes the schema's template.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: PGliteOptions,
  schema: EmbeddedSchema,
): Promise<PGlite> {
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const db = await PGlite.create(dataDir, options);
      await schema.migrate(db);
      return db;
    }
  }
  const migratedFile = schemaTemplate(schema);
  const migrated = await readTemplate(migratedFile);
  if (migrated) return create(dataDir, options, migrated);
  const initdb = await readTemplate(INITDB_TEMPLATE);
  const db = await create(dataDir, options, initdb);
  if (!initdb) await keepAsTemplate(db, INITDB_TEMPLATE);
  await schema.migrate(db);
  await keepAsTemplate(db, migratedFile);
  return db;
}

/** Makes the templates now (`npm install` does, so the first start does not pay for them). */
export async function makePgliteTemplates(schemas: readonly EmbeddedSchema[]): Promise<void> {
  for (const schema of schemas) {
    if (existsSync(schemaTemplate(schema))) continue;
    const db = await openPglite(undefined, {}, schema);
    await db.close();
  }
}

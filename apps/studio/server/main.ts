import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { loadStudioConfig, StudioConfigError } from './config.ts';

/**
 * The in-house game studio: a separate provider process with its own database, which will reach player money
 * only through the platform's vendor wallet protocol. This process is its foundation: configuration, its own
 * database and a health check. The games themselves are built in the studio issue.
 */
interface StudioDatabase {
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

async function openStudioDatabase(url: string | undefined, dataDir: string): Promise<StudioDatabase> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', () => undefined);
    return {
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const folder = path.resolve(dataDir, 'studio');
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder);
  return {
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

async function main() {
  const config = loadStudioConfig();
  const database = await openStudioDatabase(config.databaseUrl, config.dataDir);
  const app = Fastify({ logger: { level: config.logLevel } });
  app.get('/healthz', async () => {
    await database.ping();
    return { status: 'ok', service: 'studio', database: database.kind };
  });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: config.port, host: config.host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof StudioConfigError
      ? error.message
      : `Studio failed to start: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});

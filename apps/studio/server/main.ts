import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

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
    return { kind: 'postgres', ping: async () => void (await pool.query('select 1')), close: () => pool.end() };
  }
  const folder = path.resolve(dataDir, 'studio');
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder);
  return { kind: 'pglite', ping: async () => void (await client.query('select 1')), close: () => client.close() };
}

async function main() {
  const port = Number(process.env.STUDIO_PORT ?? 3100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`STUDIO_PORT must be a port number, got ${process.env.STUDIO_PORT}`);
  const studioUrl = process.env.STUDIO_DATABASE_URL || undefined;
  if (studioUrl && !/^postgres(ql)?:\/\//.test(studioUrl)) throw new Error('STUDIO_DATABASE_URL must be a postgres:// URL');
  const database = await openStudioDatabase(studioUrl, process.env.DATA_DIR ?? './data');
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.get('/healthz', async () => {
    await database.ping();
    return { status: 'ok', service: 'studio', database: database.kind };
  });
  app.addHook('onClose', () => database.close());
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Studio failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

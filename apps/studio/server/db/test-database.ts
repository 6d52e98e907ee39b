import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateStudioDatabase, openStudioDatabase, type StudioDatabase } from './client.ts';

/**
 * A fresh, migrated studio database for one test file: in-memory PGlite, or a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL in the suite's PostgreSQL project.
 */
export async function openTestStudioDatabase(): Promise<StudioDatabase> {
  const serverUrl = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const handle = await openStudioDatabase({ memory: true });
    await migrateStudioDatabase(handle);
    return handle;
  }
  const name = `studio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openStudioDatabase({ url: url.toString() });
  await migrateStudioDatabase(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { bootstrapData } from './demo/bootstrap.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/platform` },
  );
  await migrateDatabase(database);
  const boot = await bootstrapData(database.db, {
    adminPassword: config.adminPassword,
    studioOperatorPassword: config.studioOperatorPassword,
    demoData: config.demoData,
  });
  const app = await buildApp({ config, db: database.db });
  app.addHook('onClose', () => database.close());

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      email: config.email.provider,
      brand: boot.brandCode,
      gamesInserted: boot.gamesInserted,
    },
    `platform listening on ${address}`,
  );
  if (boot.generatedAdminPassword) {
    // Printed once, to the console only (not the log stream), the first time the owner account is made.
    process.stdout.write(
      `\n  Operator console: http://localhost:${config.port}/admin\n  username: admin\n  password: ${boot.generatedAdminPassword}\n  (shown once; set ADMIN_PASSWORD to choose it yourself)\n\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Croupier failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});

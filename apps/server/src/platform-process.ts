import { buildApp, type App, type AppDependencies } from './app.ts';
import type { Config } from './config/config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { bootstrapData, type BootstrapResult } from './demo/bootstrap.ts';

export interface PlatformProcess {
  app: App;
  /** Where a web node listens; a worker listens nowhere. */
  address: string | undefined;
  generatedAdminPassword: string | undefined;
  demoPlayer: BootstrapResult['demoPlayer'];
  demoAgent: BootstrapResult['demoAgent'];
  lotteryRegulars: BootstrapResult['lotteryRegulars'];
}

/**
 * Opens the database, brings it up to date and starts the platform in its role: a web node listens for HTTP and
 * runs no jobs; a worker runs the jobs, settlements and e-mail delivery and opens no port; `all` does both.
 */
export async function startPlatform(
  config: Config,
  extras: Pick<AppDependencies, 'settlements'> = {},
): Promise<PlatformProcess> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/platform` },
  );
  await migrateDatabase(database);
  const boot = await bootstrapData(database.db, {
    adminPassword: config.adminPassword,
    studioOperatorPassword: config.studioOperatorPassword,
    demoData: config.demoData,
    appSecret: config.secrets.appSecret,
  });
  const app = await buildApp({ config, db: database.db, ...extras });
  app.addHook('onClose', () => database.close());

  const logins = {
    generatedAdminPassword: boot.generatedAdminPassword,
    demoPlayer: boot.demoPlayer,
    demoAgent: boot.demoAgent,
    lotteryRegulars: boot.lotteryRegulars,
  };
  const details = {
    role: config.role,
    database: database.kind,
    email: config.email.provider,
    brand: boot.brandCode,
    gamesInserted: boot.gamesInserted,
  };
  if (config.role === 'worker') {
    await app.ready();
    app.log.info(details, 'platform worker running');
    return { app, address: undefined, ...logins };
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(details, `platform listening on ${address}`);
  return { app, address, ...logins };
}

/**
 * How long closing may take before the process ends anyway. Jobs and settlement runs are safe to cut (a lease
 * runs out, the next worker carries on) and open requests have had their chance: a stop must not hang.
 */
const CLOSE_DEADLINE_MS = 3_000;

/** Closes the platform on SIGINT or SIGTERM (or its parent's end), once, and ends the process in time. */
export function closeOnSignals(app: App) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    setTimeout(() => {
      app.log.warn(`still closing after ${CLOSE_DEADLINE_MS} ms: exiting`);
      process.exit(1);
    }, CLOSE_DEADLINE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (an IPC channel): when it is gone, so are we, rather than hold the port unseen.
  process.on('disconnect', () => void shutdown('npm start has ended'));
}

import path from 'node:path';
import { buildStudioApp } from './app.ts';
import { loadStudioConfig, StudioConfigError } from './config.ts';
import { migrateStudioDatabase, openStudioDatabase } from './db/client.ts';
import { startCrash } from './crash/loop.ts';
import { startRecovery } from './recovery/job.ts';
import { startRegistration } from './registration/job.ts';
import { OperatorApi } from './registration/operator-api.ts';
import { sealPlaintextAtRest } from './security/at-rest.ts';
import { loadOrCreateStudioKey, StudioKeyError } from './security/key.ts';
import { studioBoxes } from './security/secret-box.ts';

/**
 * The in-house game studio: a provider process of its own, with its own database, which reaches player money
 * only through the platform's vendor wallet protocol, like any outside vendor (ARCHITECTURE.md).
 */
async function main() {
  const config = loadStudioConfig();
  const secretKey = loadOrCreateStudioKey(config.dataDir, config.secretKey);
  const database = await openStudioDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'studio') },
  );
  await migrateStudioDatabase(database);
  // What a studio before migration 0002 kept in the clear is sealed before anything reads it.
  const sealed = await sealPlaintextAtRest(database.db, studioBoxes(secretKey));
  const { app, studio } = await buildStudioApp({
    db: database.db,
    databaseKind: database.kind,
    platformUrl: config.platformUrl,
    logLevel: config.logLevel,
    tuning: config.tuning,
    trustProxy: config.trustProxy,
    secretKey,
  });
  if (sealed.vendorSecrets + sealed.launchTokens + sealed.walletCalls > 0)
    app.log.info(sealed, 'sealed the secrets an earlier version kept in the clear');
  const jobs: { stop(): Promise<void> }[] = [startRecovery(studio), startCrash(studio)];
  let registered: Promise<unknown> = Promise.resolve();
  if (config.operatorPassword) {
    const registration = startRegistration(
      studio,
      new OperatorApi(config.platformUrl, config.operatorPassword),
      config.publicUrl,
    );
    jobs.push(registration);
    registered = registration.playable;
  } else {
    app.log.warn('STUDIO_OPERATOR_PASSWORD is not set: the studio does not register with the platform');
  }
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  closeOnSignals(app);
  // Started by `npm start` (scripts/start.mjs): it prints its banner once the studio's games can be launched.
  if (process.send) void registered.then(() => process.send?.({ type: 'studio-ready' }));
}

/** How long closing may take before the process ends anyway (rounds in flight are recovery's to finish). */
const CLOSE_DEADLINE_MS = 3_000;

/** Closes on SIGINT or SIGTERM, or when `npm start` that started us is gone, within CLOSE_DEADLINE_MS. */
function closeOnSignals(app: Awaited<ReturnType<typeof buildStudioApp>>['app']) {
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), CLOSE_DEADLINE_MS).unref();
    void app.close().then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
  process.on('disconnect', shutdown);
}

main().catch((error: unknown) => {
  const message =
    error instanceof StudioConfigError || error instanceof StudioKeyError
      ? error.message
      : `Studio failed to start: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});

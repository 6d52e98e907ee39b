import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Studio, StudioTuning } from './context.ts';
import { DEFAULT_TUNING } from './context.ts';
import type { Database } from './db/client.ts';
import { crashRoutes } from './crash/routes.ts';
import { fairnessRoutes } from './fairness/routes.ts';
import { installErrorHandling } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { roundRoutes } from './rounds/routes.ts';
import { studioBoxes } from './security/secret-box.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { PlatformWallet, VendorSecrets } from './wallet/platform-wallet.ts';
import { registerGameUi } from './web/static.ts';

export interface StudioAppOptions {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  platformUrl: string;
  logLevel?: string;
  tuning?: Partial<StudioTuning>;
  /** The key vendor secrets and launch tokens are sealed under (security/key.ts), 32+ characters. */
  secretKey: string;
  /** The built game UIs (apps/studio/web/dist by default). */
  webDist?: string;
  /** TRUST_PROXY: which proxies may say a request came over https. */
  trustProxy?: false | number | string;
}

/**
 * The studio's HTTP service: the game API of apps/studio/API.md, the public verifier and the game UIs. Jobs
 * (registration, recovery, crash rounds) are started by main.ts beside it; tests drive them directly.
 */
export async function buildStudioApp(
  options: StudioAppOptions,
): Promise<{ app: FastifyInstance; studio: Studio }> {
  // Event streams never go idle: closing must end them rather than wait for them.
  const logLevel = options.logLevel ?? 'info';
  const app = Fastify({
    logger: { level: logLevel },
    // One line per request only when debugging, as on the platform: at info the access log drowns the events.
    logController: new LogController({ disableRequestLogging: logLevel !== 'debug' && logLevel !== 'trace' }),
    bodyLimit: 64 * 1024,
    forceCloseConnections: true,
    // A hop count becomes proxy-addr's function form, as on the platform: trust that many hops nearest to us.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
  });
  const tuning: StudioTuning = { ...DEFAULT_TUNING, ...options.tuning };
  const boxes = studioBoxes(options.secretKey);
  const secrets = new VendorSecrets(options.db, boxes.vendorSecrets, app.log);
  const crashEvents = new EventEmitter();
  crashEvents.setMaxListeners(0);
  const studio: Studio = {
    db: options.db,
    crashEvents,
    secrets,
    boxes,
    wallet: new PlatformWallet(options.platformUrl, secrets, tuning.wallet),
    tuning,
    log: app.log,
  };
  installErrorHandling(app);
  registerSecurityHeaders(app);
  app.get('/healthz', async () => {
    await options.db.execute(sql`select 1`);
    return { status: 'ok', service: 'studio', database: options.databaseKind };
  });
  await app.register(sessionRoutes, { studio });
  await app.register(roundRoutes, { studio });
  await app.register(fairnessRoutes, { studio });
  await app.register(crashRoutes, { studio });
  await registerGameUi(app, secrets, options.webDist);
  return { app, studio };
}

import { randomBytes } from 'node:crypto';
import { buildApp, type App, type AppDependencies } from '../app.ts';
import type { Config, EmailSettings } from '../config/config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../db/test-database.ts';
import { bootstrapData, type BootstrapResult } from '../demo/bootstrap.ts';

export const TEST_ADMIN_PASSWORD = 'owner-password-for-tests';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** The installation secret the app was built with (sealed values in the database are opened with it). */
  appSecret: string;
  /** What the first start's bootstrap answered (the demo logins, when demo data is on). */
  boot: BootstrapResult;
  /** How long that bootstrap took, in milliseconds. */
  bootMs: number;
  close(): Promise<void>;
}

/**
 * The real platform on a fresh database (PGlite, or PostgreSQL in the suite's PostgreSQL project), with the
 * bootstrap data a first start creates. Redis is used when the suite runs with REDIS_URL.
 */
export async function startTestApp(
  options: {
    demoCatalogue?: boolean;
    captcha?: 'svg' | 'off';
    email?: EmailSettings;
    /** How long a call to a transfer-wallet vendor may take (short, to test a vendor that does not answer). */
    vendorCallTimeoutMs?: number;
    /** Creates the studio's operator account (`studio`) with this password, as STUDIO_OPERATOR_PASSWORD does. */
    studioOperatorPassword?: string;
    /** TRUST_PROXY (default false). */
    trustProxy?: Config['trustProxy'];
    /** Extra run kinds, the calendar's clock and the lease of settlement runs. */
    settlements?: AppDependencies['settlements'];
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const appSecret = randomBytes(32).toString('base64url');
  const bootStarted = performance.now();
  const boot = await bootstrapData(database.db, {
    adminPassword: TEST_ADMIN_PASSWORD,
    demoData: options.demoCatalogue ?? false,
    studioOperatorPassword: options.studioOperatorPassword,
    appSecret,
  });
  const bootMs = performance.now() - bootStarted;
  const redisUrl = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.REDIS_URL : undefined;
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: options.trustProxy ?? false,
      captchaProvider: options.captcha ?? 'off',
      runJobs: false,
      smsProvider: 'outbox',
      email: options.email ?? { provider: 'outbox' },
      redisUrl,
      redisPrefix: `test-${randomBytes(4).toString('hex')}:`,
      ...(options.vendorCallTimeoutMs !== undefined
        ? { vendorCallTimeoutMs: options.vendorCallTimeoutMs }
        : {}),
      secrets: { appSecret },
    },
    db: database.db,
    settlements: options.settlements,
  });
  await app.ready();
  return {
    app,
    database,
    appSecret,
    boot,
    bootMs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** An operator's session token; on `host`, of the brand that domain belongs to. */
export async function operatorToken(
  app: App,
  username = 'admin',
  password = TEST_ADMIN_PASSWORD,
  host?: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin-api/v1/auth/login',
    ...(host ? { headers: { host } } : {}),
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

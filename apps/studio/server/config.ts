import path from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { StudioTuning } from './context.ts';

const HTTP_URL = '^https?://[^\\s/?#]+(/[^\\s?#]*)?$';

const EnvSchema = Type.Object({
  STUDIO_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3100 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  STUDIO_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  /** Where the platform listens (operator API for registration, wallet API for money). */
  PLATFORM_URL: Type.Optional(Type.String({ pattern: HTTP_URL })),
  /** The platform's port, for PLATFORM_URL's default. */
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  /** The operator `studio`'s password (the platform creates the account with the same value). */
  STUDIO_OPERATOR_PASSWORD: Type.Optional(Type.String({ minLength: 16 })),
  /** The origin players' browsers reach the studio at: the launch URLs registered with the platform use it. */
  STUDIO_PUBLIC_URL: Type.Optional(Type.String({ pattern: HTTP_URL })),
  /**
   * The key vendor secrets and launch tokens are sealed under in the studio database. Unset: generated once into
   * `DATA_DIR/studio-secrets.json`. Several studio nodes on one PostgreSQL database must share one value.
   */
  STUDIO_SECRET_KEY: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * As the platform's: false, the number of proxies in front, or their addresses/CIDR ranges. The studio only
   * needs it to know a request came over https (for HSTS).
   */
  TRUST_PROXY: Type.String({
    default: 'false',
    pattern: '^(false|\\d{1,2}|[0-9A-Za-z.:/]+(,[0-9A-Za-z.:/]+)*)$',
  }),
  /**
   * Recovery's timings (ADR 0011), for tests and drills that cannot wait for the service values: how long a bet
   * stays unknown before it is rolled back (60 s), how long a mines or hi-lo round waits for a move before it is
   * settled (24 h), and how often recovery looks for rounds (5 s).
   */
  STUDIO_BET_GIVE_UP_MS: Type.Optional(Type.Integer({ minimum: 1_000, maximum: 3_600_000 })),
  STUDIO_ABANDON_AFTER_MS: Type.Optional(Type.Integer({ minimum: 1_000, maximum: 30 * 86_400_000 })),
  STUDIO_RECOVERY_INTERVAL_MS: Type.Optional(Type.Integer({ minimum: 100, maximum: 600_000 })),
});

export interface StudioConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  platformUrl: string;
  operatorPassword: string | undefined;
  publicUrl: string;
  /** STUDIO_SECRET_KEY, when the environment sets it (security/key.ts reads or makes the file otherwise). */
  secretKey: string | undefined;
  /** Fastify's trustProxy, from TRUST_PROXY. */
  trustProxy: false | number | string;
  /** Only the timings the environment sets; the rest keep DEFAULT_TUNING's service values. */
  tuning: Partial<Pick<StudioTuning, 'betGiveUpMs' | 'abandonAfterMs' | 'recoveryIntervalMs'>>;
}

export class StudioConfigError extends Error {}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

const trustProxyOf = (value: string): false | number | string =>
  value === 'false' || value === '0' ? false : /^\d+$/.test(value) ? Number(value) : value;

/** The studio's own settings, validated at start: a bad value stops it with the variable named. */
export function loadStudioConfig(env: Record<string, string | undefined> = process.env): StudioConfig {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const value = Value.Convert(EnvSchema, Value.Default(EnvSchema, known));
  const errors = [...Value.Errors(EnvSchema, value)];
  if (errors.length > 0) {
    // Never the value: STUDIO_OPERATOR_PASSWORD and STUDIO_SECRET_KEY are secrets.
    const names = [...new Set(errors.map((e) => `  ${e.instancePath.replace(/^\//, '')}: ${e.message}`))];
    throw new StudioConfigError(`Invalid studio configuration:\n${names.join('\n')}`);
  }
  const parsed = value as {
    STUDIO_PORT: number;
    HOST: string;
    DATA_DIR: string;
    STUDIO_DATABASE_URL?: string;
    LOG_LEVEL: string;
    PLATFORM_URL?: string;
    PORT: number;
    STUDIO_OPERATOR_PASSWORD?: string;
    STUDIO_PUBLIC_URL?: string;
    STUDIO_SECRET_KEY?: string;
    TRUST_PROXY: string;
    STUDIO_BET_GIVE_UP_MS?: number;
    STUDIO_ABANDON_AFTER_MS?: number;
    STUDIO_RECOVERY_INTERVAL_MS?: number;
  };
  return {
    port: parsed.STUDIO_PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.STUDIO_DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
    platformUrl: withoutSlash(parsed.PLATFORM_URL ?? `http://127.0.0.1:${parsed.PORT}`),
    operatorPassword: parsed.STUDIO_OPERATOR_PASSWORD,
    publicUrl: withoutSlash(parsed.STUDIO_PUBLIC_URL ?? `http://localhost:${parsed.STUDIO_PORT}`),
    secretKey: parsed.STUDIO_SECRET_KEY,
    trustProxy: trustProxyOf(parsed.TRUST_PROXY),
    tuning: {
      ...(parsed.STUDIO_BET_GIVE_UP_MS !== undefined ? { betGiveUpMs: parsed.STUDIO_BET_GIVE_UP_MS } : {}),
      ...(parsed.STUDIO_ABANDON_AFTER_MS !== undefined
        ? { abandonAfterMs: parsed.STUDIO_ABANDON_AFTER_MS }
        : {}),
      ...(parsed.STUDIO_RECOVERY_INTERVAL_MS !== undefined
        ? { recoveryIntervalMs: parsed.STUDIO_RECOVERY_INTERVAL_MS }
        : {}),
    },
  };
}

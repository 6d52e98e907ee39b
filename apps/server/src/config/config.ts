import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Environment variables the platform reads. Names are fixed: operators and tests rely on them. */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  STUDIO_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3100 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  STUDIO_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  /** The in-house studio's operator account (`studio`), which it signs in with to register its vendors. */
  STUDIO_OPERATOR_PASSWORD: Type.Optional(Type.String({ minLength: 16 })),
  CAPTCHA_PROVIDER: Type.Union([Type.Literal('svg'), Type.Literal('off')], { default: 'svg' }),
  SMS_PROVIDER: Type.Union([Type.Literal('outbox')], { default: 'outbox' }),
  EMAIL_PROVIDER: Type.Union([Type.Literal('outbox'), Type.Literal('smtp')], { default: 'outbox' }),
  SMTP_URL: Type.Optional(Type.String()),
  EMAIL_FROM: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info' }),
  TRUST_PROXY: Type.String({ default: 'false' }),
  APP_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  DEMO_DATA: Type.Boolean({ default: true }),
  /** `--role=` on the command line wins over it. */
  ROLE: Type.Union([Type.Literal('all'), Type.Literal('web'), Type.Literal('worker')], { default: 'all' }),
});

export type Env = Static<typeof EnvSchema>;

/** `outbox` keeps e-mails for the console; `smtp` also delivers them through the server in SMTP_URL. */
export type EmailSettings = { provider: 'outbox' } | { provider: 'smtp'; smtpUrl: string; from: string };

export interface Secrets {
  /** Keys derived secrets (HMACs of tokens, signed cookies); generated once per installation. */
  appSecret: string;
}

export interface Config {
  port: number;
  studioPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  studioDatabaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminPassword: string | undefined;
  /** When set, the operator `studio` exists with this password (the studio registers itself with it). */
  studioOperatorPassword: string | undefined;
  captchaProvider: 'svg' | 'off';
  smsProvider: 'outbox';
  email: EmailSettings;
  logLevel: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string;
  demoData: boolean;
  role: Role;
  secrets: Secrets;
}

/**
 * What a platform process does: `web` serves HTTP only, `worker` runs the scheduled jobs, settlements and
 * e-mail delivery without listening, `all` (what `npm start` runs) both.
 */
export type Role = 'all' | 'web' | 'worker';

export class ConfigError extends Error {}

/** `--role=web` (or `--role web`) from the command line, which overrides ROLE. */
export function roleFromArguments(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (index < 0) return undefined;
  const arg = args[index]!;
  return arg === '--role' ? (args[index + 1] ?? '') : arg.slice('--role='.length);
}

const PROXY_ENTRY = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]+)(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;

/**
 * Which hops may set X-Forwarded-For. Trusting every hop would let a visitor write their own IP and slip past
 * region rules and rate limits, so the operator names the proxies (or how many there are) instead.
 */
export function parseTrustProxy(value: string): false | number | string {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => PROXY_ENTRY.test(entry))) return entries.join(',');
  throw new ConfigError(
    `Invalid configuration:\n  TRUST_PROXY: use false, the number of proxies in front (for example 1), or their addresses/CIDR ranges (for example 10.0.0.0/8,loopback)`,
  );
}

const SMTP_URL_HINT =
  'use smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465, with special characters of the password percent-encoded';
const ADDRESS = /^[^\s<>@]+@[^\s<>@]+$/;

function isSmtpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `no-reply@example.com` or `Example Casino <no-reply@example.com>`. */
function isSender(value: string) {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return ADDRESS.test(named ? named[1]!.trim() : value.trim());
}

/**
 * The e-mail provider and, for SMTP, its server and sender. The messages name the variable and never repeat
 * its value: SMTP_URL carries the mail server's password.
 */
export function parseEmailSettings(
  env: Pick<Env, 'EMAIL_PROVIDER' | 'SMTP_URL' | 'EMAIL_FROM'>,
): EmailSettings {
  if (env.EMAIL_PROVIDER === 'outbox') return { provider: 'outbox' };
  const problems: string[] = [];
  const state = (value: string | undefined, valid: (value: string) => boolean) =>
    !value ? 'missing' : valid(value) ? undefined : 'not valid';
  const url = state(env.SMTP_URL, isSmtpUrl);
  if (url) problems.push(`  SMTP_URL: ${url}; ${SMTP_URL_HINT}`);
  const from = state(env.EMAIL_FROM, isSender);
  if (from)
    problems.push(
      `  EMAIL_FROM: ${from}; use an address, or a name and an address: Example Casino <no-reply@example.com>`,
    );
  if (problems.length > 0)
    throw new ConfigError(`Invalid configuration (EMAIL_PROVIDER=smtp):\n${problems.join('\n')}`);
  return { provider: 'smtp', smtpUrl: env.SMTP_URL!, from: env.EMAIL_FROM!.trim() };
}

/** Reads and validates the environment; an invalid value stops the start with a message naming it. */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, known));
  const errors = [...Value.Errors(EnvSchema, converted)];
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const name =
        e.instancePath.replace(/^\//, '') ||
        String((e.params as { requiredProperties?: string[] }).requiredProperties ?? '');
      return `  ${name}: ${e.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  return converted as Env;
}

/**
 * Secrets live in the data folder, created on first start with owner-only permissions, so a fresh install
 * needs no setup and two instances with different DATA_DIR never share them.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnvironment?: string): Secrets {
  // Several platform nodes must share one secret: they take it from the environment, not their own disk.
  if (fromEnvironment) return { appSecret: fromEnvironment };
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (typeof stored.appSecret === 'string' && stored.appSecret.length >= 32)
      return { appSecret: stored.appSecret };
    throw new ConfigError(`${file} is damaged: it has no appSecret. Restore it from a backup.`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = { appSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  args: readonly string[] = process.argv.slice(2),
): Config {
  const role = roleFromArguments(args);
  const parsed = parseEnv(role === undefined ? env : { ...env, ROLE: role });
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    studioPort: parsed.STUDIO_PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    studioDatabaseUrl: parsed.STUDIO_DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    adminPassword: parsed.ADMIN_PASSWORD,
    studioOperatorPassword: parsed.STUDIO_OPERATOR_PASSWORD,
    captchaProvider: parsed.CAPTCHA_PROVIDER,
    smsProvider: parsed.SMS_PROVIDER,
    email: parseEmailSettings(parsed),
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    demoData: parsed.DEMO_DATA,
    role: parsed.ROLE,
    secrets: loadOrCreateSecrets(dataDir, parsed.APP_SECRET),
  };
}

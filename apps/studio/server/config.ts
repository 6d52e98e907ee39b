import path from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';

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
}

export class StudioConfigError extends Error {}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

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
    // Never the value: STUDIO_OPERATOR_PASSWORD is a secret.
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
  };
}

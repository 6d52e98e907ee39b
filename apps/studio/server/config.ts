import path from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';

const EnvSchema = Type.Object({
  STUDIO_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3100 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  STUDIO_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
});

export interface StudioConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
}

export class StudioConfigError extends Error {}

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
    const names = [...new Set(errors.map((e) => `  ${e.instancePath.replace(/^\//, '')}: ${e.message}`))];
    throw new StudioConfigError(`Invalid studio configuration:\n${names.join('\n')}`);
  }
  const parsed = value as {
    STUDIO_PORT: number;
    HOST: string;
    DATA_DIR: string;
    STUDIO_DATABASE_URL?: string;
    LOG_LEVEL: string;
  };
  return {
    port: parsed.STUDIO_PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.STUDIO_DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
  };
}

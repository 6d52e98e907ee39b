import { describe, expect, it } from 'vitest';
import { loadStudioConfig, StudioConfigError } from './config.ts';

describe('studio configuration', () => {
  it('uses the documented defaults', () => {
    expect(loadStudioConfig({})).toMatchObject({
      port: 3100,
      logLevel: 'info',
      databaseUrl: undefined,
      platformUrl: 'http://127.0.0.1:3000',
      publicUrl: 'http://localhost:3100',
      operatorPassword: undefined,
      tuning: {},
    });
    expect(loadStudioConfig({ PORT: '4000', STUDIO_PORT: '4100' })).toMatchObject({
      platformUrl: 'http://127.0.0.1:4000',
      publicUrl: 'http://localhost:4100',
    });
    expect(loadStudioConfig({ PLATFORM_URL: 'http://platform:3000/' }).platformUrl).toBe(
      'http://platform:3000',
    );
  });

  it('shortens recovery’s timings only when told to', () => {
    expect(
      loadStudioConfig({
        STUDIO_BET_GIVE_UP_MS: '3000',
        STUDIO_ABANDON_AFTER_MS: '5000',
        STUDIO_RECOVERY_INTERVAL_MS: '500',
      }).tuning,
    ).toEqual({ betGiveUpMs: 3_000, abandonAfterMs: 5_000, recoveryIntervalMs: 500 });
    expect(() => loadStudioConfig({ STUDIO_BET_GIVE_UP_MS: '10' })).toThrow(/STUDIO_BET_GIVE_UP_MS/);
    expect(() => loadStudioConfig({ STUDIO_ABANDON_AFTER_MS: 'soon' })).toThrow(/STUDIO_ABANDON_AFTER_MS/);
  });

  it('fails fast naming the bad variable, never echoing a secret', () => {
    expect(() => loadStudioConfig({ STUDIO_PORT: 'abc' })).toThrow(/STUDIO_PORT/);
    expect(() => loadStudioConfig({ LOG_LEVEL: 'loud' })).toThrow(StudioConfigError);
    expect(() => loadStudioConfig({ STUDIO_DATABASE_URL: 'mysql://x' })).toThrow(/STUDIO_DATABASE_URL/);
    expect(() => loadStudioConfig({ PLATFORM_URL: 'ftp://x' })).toThrow(/PLATFORM_URL/);
    expect(() => loadStudioConfig({ STUDIO_OPERATOR_PASSWORD: 'short-secret' })).toThrow(
      /STUDIO_OPERATOR_PASSWORD(?![\s\S]*short-secret)/,
    );
    expect(() => loadStudioConfig({ STUDIO_SECRET_KEY: 'too-short-a-key' })).toThrow(
      /STUDIO_SECRET_KEY(?![\s\S]*too-short-a-key)/,
    );
  });
});

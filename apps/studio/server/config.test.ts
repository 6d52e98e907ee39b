import { describe, expect, it } from 'vitest';
import { loadStudioConfig, StudioConfigError } from './config.ts';

describe('studio configuration', () => {
  it('uses the documented defaults', () => {
    expect(loadStudioConfig({})).toMatchObject({ port: 3100, logLevel: 'info', databaseUrl: undefined });
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadStudioConfig({ STUDIO_PORT: 'abc' })).toThrow(/STUDIO_PORT/);
    expect(() => loadStudioConfig({ LOG_LEVEL: 'loud' })).toThrow(StudioConfigError);
    expect(() => loadStudioConfig({ STUDIO_DATABASE_URL: 'mysql://x' })).toThrow(/STUDIO_DATABASE_URL/);
  });
});

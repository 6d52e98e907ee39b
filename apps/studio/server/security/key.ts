import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class StudioKeyError extends Error {}

/** The file the studio keeps its secret key in when the environment gives none. */
export const STUDIO_KEY_FILE = 'studio-secrets.json';

/**
 * The key vendor secrets and launch tokens are sealed under, kept outside the database as the platform keeps its
 * APP_SECRET: STUDIO_SECRET_KEY when set (several studio nodes on one PostgreSQL database must all be given the
 * same one), else `DATA_DIR/studio-secrets.json`, created at the first start with owner-only permissions.
 */
export function loadOrCreateStudioKey(dataDir: string, fromEnvironment?: string): string {
  if (fromEnvironment) return fromEnvironment;
  const file = path.join(dataDir, STUDIO_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const secretKey = randomBytes(32).toString('base64url');
    try {
      // `wx`: a studio starting at the same moment that wrote it first keeps its key, and we read that one.
      writeFileSync(file, JSON.stringify({ secretKey }, null, 2), { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
      return secretKey;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  let stored: { secretKey?: unknown } = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as { secretKey?: unknown };
  } catch {
    // damaged: reported below
  }
  if (typeof stored.secretKey === 'string' && stored.secretKey.length >= 32) return stored.secretKey;
  throw new StudioKeyError(`${file} is damaged: it has no secretKey. Restore it from a backup.`);
}

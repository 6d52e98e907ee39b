import { sql } from 'drizzle-orm';

/**
 * The platform's clock as column defaults read it: `app_now()` (migration 0034) is `now()` unless the session
 * has set `croupier.clock`, which only the first start's demo does (ADR 0026).
 */
export const APP_NOW = sql`app_now()`;

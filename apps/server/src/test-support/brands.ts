import type { Database } from '../db/client.ts';
import { defaultWhitelabel, insertBrand } from '../modules/brands/index.ts';
import { ensureOwnerOperator } from '../modules/operators/index.ts';
import { operatorToken, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.ts';

/** The domain of the second brand tests set beside the default one. */
export const LOTUS_HOST = 'lotus.example';

/** A second brand on its own domain, in another currency, time zone and default language (CN). */
export function insertLotusBrand(db: Database) {
  return insertBrand(db, {
    code: 'lotus',
    name: 'Lotus Club',
    domains: [LOTUS_HOST],
    currencyCode: 'CNY',
    timezone: 'Asia/Shanghai',
    languages: ['CN', 'EN'],
    defaultLanguage: 'CN',
    whitelabel: defaultWhitelabel(),
    customerService: [],
    resources: [],
  });
}

/** The second brand with its owner signed in; the session carries the brand's host along. */
export async function openLotusBrand(
  t: TestApp,
): Promise<{ id: bigint; owner: { authorization: string; host: string } }> {
  const lotus = await insertLotusBrand(t.database.db);
  await ensureOwnerOperator(t.database.db, lotus.id, TEST_ADMIN_PASSWORD, () => 'unused');
  const token = await operatorToken(t.app, 'admin', TEST_ADMIN_PASSWORD, LOTUS_HOST);
  return { id: lotus.id, owner: { authorization: `Bearer ${token}`, host: LOTUS_HOST } };
}

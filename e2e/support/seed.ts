import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { bootstrapData } from '../../apps/server/src/demo/bootstrap.ts';
import { findBrandForHost } from '../../apps/server/src/modules/brands/index.ts';
import { players } from '../../apps/server/src/modules/players/schema.ts';
import { hashPassword } from '../../apps/server/src/modules/security/index.ts';
import { insertAccounts } from '../../apps/server/src/test-support/downlines.ts';
import { E2E_ADMIN_PASSWORD } from './platform.ts';

/**
 * An agent whose affiliate code places new registrations under it, and optionally more direct members than a
 * test could register through the screens in its time: the rows go straight into the platform's data folder
 * before the platform starts.
 */
export function seedAgent(agent: {
  username: string;
  password: string;
  affiliateCode: string;
  /** How many members sit under it (named `<username>m<n>`, never signing in). */
  downlines?: number;
}) {
  return async (dataDir: string) => {
    const handle = await openDatabase({ dataDir: `${dataDir}/platform` });
    try {
      await migrateDatabase(handle);
      await bootstrapData(handle.db, { adminPassword: E2E_ADMIN_PASSWORD, demoData: true });
      const brand = await findBrandForHost(handle.db, '');
      const [row] = await handle.db
        .insert(players)
        .values({
          brandId: brand!.id,
          username: agent.username,
          type: 1,
          passwordHash: await hashPassword(agent.password),
          affiliateCode: agent.affiliateCode,
          referralCode: `R${agent.affiliateCode}`,
          registrationIp: '127.0.0.1',
        })
        .returning({ id: players.id });
      if (agent.downlines)
        await insertAccounts(handle.db, {
          brandId: brand!.id,
          uplineId: row!.id,
          prefix: `${agent.username}m`,
          count: agent.downlines,
        });
    } finally {
      await handle.close();
    }
  };
}

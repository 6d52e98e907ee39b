import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';
import { bootstrapData } from '../../apps/server/src/demo/bootstrap.ts';
import { findBrandForHost } from '../../apps/server/src/modules/brands/index.ts';
import { players } from '../../apps/server/src/modules/players/schema.ts';
import { hashPassword } from '../../apps/server/src/modules/security/index.ts';
import { E2E_ADMIN_PASSWORD } from './platform.ts';

/**
 * An agent whose affiliate code places new registrations under it. No screen makes agents yet (the agent
 * programme will), so the row goes straight into the platform's data folder before the platform starts.
 */
export function seedAgent(agent: { username: string; password: string; affiliateCode: string }) {
  return async (dataDir: string) => {
    const handle = await openDatabase({ dataDir: `${dataDir}/platform` });
    try {
      await migrateDatabase(handle);
      await bootstrapData(handle.db, { adminPassword: E2E_ADMIN_PASSWORD, demoData: true });
      const brand = await findBrandForHost(handle.db, '');
      await handle.db.insert(players).values({
        brandId: brand!.id,
        username: agent.username,
        type: 1,
        passwordHash: await hashPassword(agent.password),
        affiliateCode: agent.affiliateCode,
        referralCode: `R${agent.affiliateCode}`,
        registrationIp: '127.0.0.1',
      });
    } finally {
      await handle.close();
    }
  };
}

import type { RebateRates, VipLevel, VipProgramme } from '@croupier/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { saveProgramme } from './commands.ts';
import { vipLevels } from './schema.ts';

/** Rebate rates in basis points: slots and fish pay most, live and sports least, each level a step above. */
const rates = (step: number): RebateRates => ({
  RNG: 40 + 10 * step,
  FISH: 40 + 10 * step,
  MINI: 40 + 10 * step,
  LIVE: 30 + 5 * step,
  PVP: 30 + 5 * step,
  SPORTS: 30 + 5 * step,
  LOTT: 20 + 5 * step,
});

const level = (
  step: number,
  label: string,
  [deposits, validBet, bonus]: [string, string, string],
  withdrawalsPerDay: number,
): VipLevel => ({
  level: step,
  label,
  depositThreshold: deposits,
  validBetThreshold: validBet,
  upgradeBonus: bonus,
  wageringMultiple: 5,
  rebateRates: rates(step),
  withdrawalsPerDay,
});

/** The demo brand's six levels (THB), over 30 days: the demo team's members reach the first few. */
export const DEMO_VIP: VipProgramme = {
  windowDays: 30,
  levels: [
    level(0, 'Member', ['0.00', '0.00', '0.00'], 3),
    level(1, 'Bronze', ['500.00', '300.00', '38.00'], 5),
    level(2, 'Silver', ['2000.00', '1200.00', '88.00'], 5),
    level(3, 'Gold', ['5000.00', '4000.00', '188.00'], 8),
    level(4, 'Platinum', ['20000.00', '20000.00', '588.00'], 10),
    level(5, 'Diamond', ['50000.00', '100000.00', '1888.00'], 20),
  ],
};

/** The demo's ladder, set up by the brand's owner as the console would; nothing when the brand has one. */
export async function seedDemoVip(
  db: Database,
  brand: BrandRow,
  owner: { id: bigint; username: string },
  ip: string,
): Promise<void> {
  const [any] = await db.select().from(vipLevels).where(eq(vipLevels.brandId, brand.id)).limit(1);
  if (any) return;
  await saveProgramme(db, { brand, operator: owner, ip }, DEMO_VIP);
}

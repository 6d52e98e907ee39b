import type { Language, WheelInput } from '@croupier/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import type { OperatorRow } from '../operators/index.ts';
import { findPlayerByUsername } from '../players/index.ts';
import { createWheel } from './admin-commands.ts';
import { creditWheelSpins } from './earning.ts';
import { prizeWheels, wheelSpinBalances } from './schema.ts';
import { spinWheel } from './spins.ts';

const segment = (EN: string, CN: string, TH: string, prize: string | null, weight: number) => ({
  labels: { EN, CN, TH },
  prize,
  weight,
});

/** The demo wheel: eight segments from a small prize to a rare 888, a spin per deposit of 100 or 500 of bet. */
const DEMO_WHEEL: WheelInput = {
  names: { EN: 'Lucky wheel', CN: '幸运转盘', TH: 'วงล้อนำโชค' },
  enabled: true,
  segments: [
    segment('888', '888', '888', '888.00', 1),
    segment('Try again', '再来一次', 'ลองอีกครั้ง', null, 30),
    segment('8', '8', '8', '8.00', 25),
    segment('88', '88', '88', '88.00', 4),
    segment('Try again', '再来一次', 'ลองอีกครั้ง', null, 20),
    segment('18', '18', '18', '18.00', 12),
    segment('3', '3', '3', '3.00', 30),
    segment('38', '38', '38', '38.00', 8),
  ],
  depositPerSpin: '100.00',
  validBetPerSpin: '500.00',
  budget: '50000.00',
  wageringMultiple: 1,
};

/** Makes the demo wheel through the console's command (audited), once per brand: before the demo's deposits. */
export async function seedDemoWheel(db: Database, brand: BrandRow, owner: OperatorRow): Promise<void> {
  const [any] = await db
    .select({ id: prizeWheels.id })
    .from(prizeWheels)
    .where(eq(prizeWheels.brandId, brand.id))
    .limit(1);
  if (!any) await createWheel(db, { brand, operator: owner, ip: '127.0.0.1' }, DEMO_WHEEL);
}

/**
 * Credits the spins the demo's deposits and play earned, and the demo member spends all but one of them: its prize
 * history, and a spin left for a newcomer to try.
 */
export async function seedDemoSpins(
  db: Database,
  brand: BrandRow,
  username: string,
  language: Language = 'EN',
) {
  await creditWheelSpins(db);
  const player = await findPlayerByUsername(db, brand.id, username);
  const [wheel] = await db.select().from(prizeWheels).where(eq(prizeWheels.brandId, brand.id)).limit(1);
  if (!player || !wheel) return;
  const [balance] = await db
    .select({ spinsLeft: wheelSpinBalances.spinsLeft })
    .from(wheelSpinBalances)
    .where(and(eq(wheelSpinBalances.wheelId, wheel.id), eq(wheelSpinBalances.playerId, player.id)));
  for (let spin = 1; spin < (balance?.spinsLeft ?? 0); spin++)
    try {
      await spinWheel(db, brand, player, wheel.id, language);
    } catch (error) {
      if (error instanceof DomainError) return;
      throw error;
    }
}

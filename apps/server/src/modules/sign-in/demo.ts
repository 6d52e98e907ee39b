import type { Database } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { BrandRow } from '../brands/index.ts';
import { saveSignInSettings, signIn } from './commands.ts';
import { findSettings } from './repository.ts';

/** A week of growing rewards in the demo brand's currency, the seventh day the big one. */
const DEMO_REWARDS = ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '28.00'];

/**
 * The demo brand's daily sign-in, once: a brand that has settings keeps its own. Its small rewards carry no wagering,
 * so the demo team's transfers and withdrawal are never held by a check-in's requirement.
 */
export async function seedDemoSignIn(
  db: Database,
  brand: BrandRow,
  owner: { id: bigint; username: string },
  ip: string,
): Promise<void> {
  if (await findSettings(db, brand.id)) return;
  await saveSignInSettings(
    db,
    { brand, operator: owner, ip },
    { enabled: true, rewards: DEMO_REWARDS, wageringMultiple: 0 },
  );
}

/**
 * A demo member checks in as they come to play, through the same command as the site's button: the first
 * session of a day checks in, later ones find it done. Members who play on consecutive days build streaks.
 */
export async function checkInOnce(db: Database, brand: BrandRow, playerId: bigint): Promise<void> {
  try {
    await signIn(db, brand, playerId);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'ALREADY_SIGNED_IN')) throw error;
  }
}

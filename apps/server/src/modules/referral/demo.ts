import type { Database } from '../../db/client.ts';
import type { BrandRow } from '../brands/index.ts';
import { decideReferrals, findReferredFriends } from './qualification.ts';
import { readReferralRules, toRulesView, updateReferralRules } from './settings.ts';

/**
 * The demo brand's referral rule, saved by its owner as the console does: a friend qualifies with a first deposit of
 * 100 and a valid bet of 50 within 7 days (the demo's lottery regulars, who joined with the demo member's code, bet
 * about that in their hour). Then their referrals are decided at once, so the member's page and the console's list
 * show rewarded friends and a self-referral on the first start.
 */
export async function seedDemoReferral(
  db: Database,
  brand: BrandRow,
  owner: { id: bigint; username: string },
): Promise<void> {
  const rules = toRulesView(await readReferralRules(db, brand), brand.currencyCode);
  await updateReferralRules(
    db,
    { brand, operator: owner, ip: '127.0.0.1' },
    { currencyCode: brand.currencyCode, rules: { ...rules, minValidBet: '50.00' } },
  );
  await findReferredFriends(db);
  await decideReferrals(db);
}

import { dayIn } from '@croupier/format';
import type { Executor } from '../../db/client.ts';
import { hashPassword } from '../security/index.ts';
import { newReferralCode } from './register.ts';
import * as repo from './repository.ts';
import { PLAYER_TYPES } from './schema.ts';

/** The member the demo data brings, so a fresh install can be tried signed in at once. */
export const DEMO_PLAYER = 'demoplayer';

/**
 * Makes the demo member (no mobile, no money: it deposits through the test gateway like anyone) and answers
 * whether it was made now. Its password is chosen by the caller, printed once and kept only as a hash. Its
 * birthday, as registration records it, falls in the month of the first start, so the birthday gift shows.
 * The demo's other direct members (the lottery regulars) are made the same way under their own `username`.
 */
export async function seedDemoPlayer(
  db: Executor,
  brand: { id: bigint; timezone: string },
  password: string,
  username: string = DEMO_PLAYER,
  /** A member who joined with another's referral code, from an address of their own. */
  joined: { referredById?: bigint; registrationIp?: string } = {},
): Promise<boolean> {
  // The brand's month, as the birthday offer reads it: near a month's end the server's own may differ.
  const month = dayIn(new Date(), brand.timezone).slice(5, 7);
  const inserted = await repo.insertPlayer(db, {
    brandId: brand.id,
    username,
    type: PLAYER_TYPES.member,
    passwordHash: await hashPassword(password),
    referralCode: newReferralCode(),
    registrationIp: joined.registrationIp ?? '127.0.0.1',
    referredById: joined.referredById ?? null,
    profile: { birthday: `1994-${month}-15` },
  });
  return inserted !== undefined;
}

/** Whether the demo member exists (a later start names it without its password). */
export async function hasDemoPlayer(db: Executor, brandId: bigint): Promise<boolean> {
  return (await repo.findPlayerByUsername(db, brandId, DEMO_PLAYER)) !== undefined;
}

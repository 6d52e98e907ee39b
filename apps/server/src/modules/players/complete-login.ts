import { WHITELABEL_FLAGS, isFlagOn } from '@croupier/contracts/constants';
import { APP_NOW } from '../../db/app-now.ts';
import { inTransaction, type Database } from '../../db/client.ts';
import { countryOf } from '../../platform/geo.ts';
import type { BrandRow } from '../brands/index.ts';
import { recordSucceededAttempt, type SignInAttempt } from '../security/index.ts';
import * as repo from './repository.ts';
import { openSession, type ClientInfo } from './sessions.ts';
import { toUserWithBalance } from './user.ts';

const PASSWORD_MAX_AGE_DAYS = 90;

/** The ways into an account; social sign-ins come from the social module. */
export type SignInType = 'username' | 'sms' | 'social';

/** A player whose credentials checked out, and how: what the session, history and flags are made of. */
export interface SignedIn {
  brand: BrandRow;
  player: repo.PlayerRow;
  client: ClientInfo;
  type: SignInType;
  weakPassword: boolean;
  /** The sign-in attempt a success settles (and whose window's failures it clears); none for social login. */
  attempt?: SignInAttempt | undefined;
}

/** The second half of every sign-in: clear the failures, open the session, record it, answer the flags. */
export async function completeLogin(db: Database, props: SignedIn) {
  const { brand, client, type } = props;
  const signedIn = props.player;
  const passwordExpired =
    isFlagOn(brand.whitelabel, WHITELABEL_FLAGS.passwordExpiry) &&
    Date.now() - signedIn.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * 86_400_000;
  const answer = await inTransaction(db, async (tx) => {
    const updated = await repo.updatePlayerRow(tx, signedIn.id, {
      // The platform clock (ADR 0026), as every stamp of the login: the demo signs its members in on its days.
      lastLoginAt: APP_NOW,
      lastLoginIp: client.ip,
      ...(signedIn.firstLoginAt ? {} : { firstLoginAt: APP_NOW }),
      ...(props.weakPassword ? { mustChangePassword: true } : {}),
    });
    const session = await openSession(tx, updated, client);
    await repo.recordLogin(tx, {
      playerId: updated.id,
      ip: client.ip,
      country: countryOf(client.ip),
      userAgent: client.userAgent.slice(0, 300),
      deviceId: client.deviceId ?? null,
      method: type === 'username' ? 'password' : type,
      success: true,
    });
    return {
      token: session.token,
      firstTimeLogin: signedIn.firstLoginAt === null,
      // Forced changes do not apply to SMS or social login (spec §4): the player did not type the password.
      passwordExpired: type === 'username' && passwordExpired,
      mustChangePassword: type === 'username' && updated.mustChangePassword,
      user: await toUserWithBalance(tx, updated, brand),
    };
  });
  // Settled after the commit: a rolled-back sign-in is released by the caller instead.
  if (props.attempt) await recordSucceededAttempt(db, props.attempt);
  return answer;
}

import { type LoginAnswer } from '@croupier/contracts';
import { viewerKind, type Me } from '../session/viewer.ts';
import type { SignInType } from './api.ts';

/**
 * What follows a successful login (spec §4): a default or expired password forces the change-password
 * modal, for password logins only: after an SMS or social login the player never typed the password.
 */
export function mustChangePassword(
  answer: Pick<LoginAnswer, 'mustChangePassword' | 'passwordExpired'>,
  type: SignInType,
): boolean {
  return type === 'username' && (answer.mustChangePassword || answer.passwordExpired);
}

/** Agents land in their centre; everyone else stays where they are. */
export function landingAfterLogin(me: Pick<Me, 'type' | 'isAgent' | 'isTrial'> | null): '/agentHome' | null {
  return viewerKind(me) === 'agent' ? '/agentHome' : null;
}

import { viewerKind, type Me } from '../session/viewer.ts';
import type { LoginAnswer } from './api.ts';

/**
 * What follows a successful login (spec §4): a default or expired password forces the change-password
 * modal, except for SMS logins, where the player never typed a password.
 */
export function mustChangePassword(
  answer: Pick<LoginAnswer, 'mustChangePassword' | 'passwordExpired'>,
  type: 'username' | 'sms',
): boolean {
  return type !== 'sms' && (answer.mustChangePassword || answer.passwordExpired);
}

/** Agents land in their centre; everyone else stays where they are. */
export function landingAfterLogin(me: Pick<Me, 'type' | 'isAgent' | 'isTrial'> | null): '/agentHome' | null {
  return viewerKind(me) === 'agent' ? '/agentHome' : null;
}

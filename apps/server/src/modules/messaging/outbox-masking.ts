import type { OperatorRole } from '@croupier/contracts';

export const MASK = '******';

/**
 * Owners and admins handle player verification (they confirm a player's number or address, and on the
 * embedded `outbox` provider they are the ones who pass a code on); support answers players and must not be
 * able to act as one, so it sees the messages with their codes masked (ADR 0015).
 */
export const ROLES_THAT_SEE_CODES: readonly OperatorRole[] = ['owner', 'admin'];

/** Messages written before their secrets were recorded: a 6-digit code or a link's `token=` value. */
const LEGACY_SECRETS = [/\b\d{6}\b/g, /(?<=[?&]token=)[^\s&#]+/g];

/** Replaces every one-time value in a message's text with `******`. */
export function maskSecrets(text: string, secrets: string[] | null): string {
  if (secrets === null)
    return LEGACY_SECRETS.reduce((masked, pattern) => masked.replace(pattern, MASK), text);
  return secrets.filter(Boolean).reduce((masked, secret) => masked.replaceAll(secret, MASK), text);
}

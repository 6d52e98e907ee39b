import type { FieldRule } from '@croupier/contracts/constants';
import { checkRule, DEFAULT_PASSWORD_RULE, REQUIRED, type Errors } from '../accounts/validation.ts';

/**
 * The register centre's checks, mirroring the server's: the site's username and password rules, as a player
 * registering would meet them (GET /register-rules); without a username rule, only presence is checked.
 */
export function validateDownline(
  values: { username: string; password: string },
  rules: Partial<Record<string, FieldRule>>,
): Errors {
  const errors: Errors = {};
  const username = rules.username
    ? checkRule(rules.username, values.username, true)
    : values.username.trim()
      ? null
      : REQUIRED;
  const password = checkRule(rules.password ?? DEFAULT_PASSWORD_RULE, values.password, true);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

/** The link a new player signs up through to land in the agent's team. */
export function affiliateLink(origin: string, code: string): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

import { checkField, type AgentTreeNode, type FieldRule } from '@croupier/contracts';
import type { FieldErrors } from '@croupier/web-kit';
import { validateReason } from '../players/validate.ts';
import type { AgentType } from './labels.ts';

const REQUIRED = { shown: true, required: true, acceptedPattern: '*' } as const;

/**
 * The default username and password rules of registration (a letter first then letters and digits, 5–16; 6–20
 * characters without spaces). The server checks a console-made account against the brand's rules, which start
 * as these; the form uses the brand's own once they are loaded.
 */
export const USERNAME_RULE: FieldRule = {
  ...REQUIRED,
  patternId: 'LETTER_FIRST_ALNUM',
  minLength: 5,
  maxLength: 16,
};
export const PASSWORD_RULE: FieldRule = { ...REQUIRED, patternId: 'NO_SPACES', minLength: 6, maxLength: 20 };

/** The "New agent" form as typed: no type picked yet is null; no upline picked is a top agent. */
export interface AgentDraft {
  username: string;
  password: string;
  type: AgentType | null;
  upline: { id: string; username: string } | null;
}

export interface AccountRules {
  username: FieldRule;
  password: FieldRule;
}

export const DEFAULT_ACCOUNT_RULES: AccountRules = { username: USERNAME_RULE, password: PASSWORD_RULE };

/** The brand's username and password rules from its registration rules, required whatever the brand shows. */
export function accountRules(fields: Partial<Record<string, FieldRule>> | undefined): AccountRules {
  return {
    username: { ...(fields?.username ?? USERNAME_RULE), required: true },
    password: { ...(fields?.password ?? PASSWORD_RULE), required: true },
  };
}

export function validateAgentDraft(
  draft: AgentDraft,
  rules: AccountRules = DEFAULT_ACCOUNT_RULES,
): FieldErrors {
  const errors: FieldErrors = {};
  // Trimmed as the server trims it before its check.
  const username = checkField(rules.username, draft.username.trim());
  if (username) errors.username = username;
  const password = checkField(rules.password, draft.password);
  if (password) errors.password = password;
  if (draft.type === null) errors.type = 'REQUIRED';
  return errors;
}

/** Why an account cannot be the new upline of `memberId`, or null when it can (the server decides in the end). */
export type UplineRefusal = 'SELF' | 'OWN_TEAM' | 'NOT_AGENT' | 'CURRENT';

/**
 * Checks a search result as the server checks the move: only an agent can take members, and the member itself or
 * anyone below it would make a loop. A tree search result carries its path from the top, so "below the member"
 * is "the member is on its path". Moving under the current upline would change nothing.
 */
export function uplineRefusal(
  node: Pick<AgentTreeNode, 'id' | 'isAgent' | 'path'>,
  member: { id: string; uplineId: string | null },
): UplineRefusal | null {
  if (node.id === member.id) return 'SELF';
  if (node.path.some((step) => step.id === member.id)) return 'OWN_TEAM';
  if (!node.isAgent) return 'NOT_AGENT';
  if (node.id === member.uplineId) return 'CURRENT';
  return null;
}

/** The move as chosen: undefined until the operator picks an upline or "no upline" (null). */
export interface MoveDraft {
  upline: { id: string; username: string } | null | undefined;
  reason: string;
}

export function validateMove(draft: MoveDraft, currentUplineId: string | null): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.upline === undefined) errors.uplineId = 'REQUIRED';
  else if ((draft.upline?.id ?? null) === currentUplineId) errors.uplineId = 'UNCHANGED';
  const reason = validateReason(draft.reason);
  if (reason) errors.reason = reason;
  return errors;
}

/** "Make agent": a type and the reason the audit log keeps. */
export function validatePromote(draft: { type: AgentType | null; reason: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.type === null) errors.type = 'REQUIRED';
  const reason = validateReason(draft.reason);
  if (reason) errors.reason = reason;
  return errors;
}

import { ERROR_CODES, FIELD_ERROR_CODES, type FieldRule } from '@croupier/contracts/constants';
import { ApiError } from '@croupier/web-kit';
import { REQUIRED, ruleMessage, type Errors, type Msg } from './validation.ts';

const ERROR_CODE_SET = new Set<string>(ERROR_CODES);
const FIELD_CODE_SET = new Set<string>(FIELD_ERROR_CODES);

/** Codes that belong to one field even when the server names none. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  PASSWORD_MISMATCH: 'confirmPassword',
  INVITATION_CODE_INVALID: 'affiliateCode',
  SMS_CODE_INVALID: 'verificationCode',
  SMS_CODE_EXPIRED: 'verificationCode',
  CAPTCHA_INVALID: 'captcha',
  CAPTCHA_REQUIRED: 'captcha',
  PHONE_INVALID: 'mobileNum',
  TERMS_NOT_ACCEPTED: 'termsAccepted',
};

export interface FormProblem {
  fields: Errors;
  /** Shown above the submit button when no visible field can carry the message. */
  form: Msg | null;
}

export interface ProblemContext {
  /** Names of the fields the form shows; errors for other fields go to the form message. */
  visible: readonly string[];
  rules?: Partial<Record<string, FieldRule>>;
  /** Server field name → form field name (sms login: username is the mobile, password the code). */
  rename?: Partial<Record<string, string>>;
}

function fieldMessage(field: string, code: string, rule: FieldRule | undefined): Msg {
  if (code === 'ALREADY_EXISTS') {
    if (field === 'username') return { key: 'accounts.v.usernameTaken' };
    if (field === 'mobileNum') return { key: 'accounts.v.mobileTaken' };
  }
  if (code === 'PASSWORD_MISMATCH') return { key: 'accounts.v.mismatch' };
  if (field === 'oldPassword' && code === 'INVALID') return { key: 'accounts.v.oldPasswordWrong' };
  if (ERROR_CODE_SET.has(code)) return { key: `errors.${code}` };
  if (code === 'REQUIRED') return REQUIRED;
  if (rule && FIELD_CODE_SET.has(code)) return ruleMessage(rule, code as 'INVALID');
  if (code === 'NOT_ALLOWED') return { key: 'accounts.v.notAllowed' };
  return { key: 'accounts.v.invalid' };
}

/** The top-level message for a problem, with the waits some codes carry. */
export function problemMessage(error: unknown): Msg {
  if (!(error instanceof ApiError)) return { key: 'errors.INTERNAL_ERROR' };
  const wait = error.extra.retryAfterSeconds;
  if (error.code === 'ACCOUNT_LOCKED' && typeof wait === 'number') {
    return { key: 'accounts.lockedFor', values: { minutes: Math.max(1, Math.ceil(wait / 60)) } };
  }
  return { key: `errors.${error.code}` };
}

/** Spreads a problem over the form: per-field messages where the field is on screen, else one message. */
export function problemToForm(error: unknown, context: ProblemContext): FormProblem {
  if (!(error instanceof ApiError)) return { fields: {}, form: problemMessage(error) };
  const visible = new Set(context.visible);
  const fields: Errors = {};
  const entries = Object.entries(error.fields);
  const implied = FIELD_OF_CODE[error.code];
  if (entries.length === 0 && implied) entries.push([implied, error.code]);
  for (const [serverName, fieldCode] of entries) {
    const name = context.rename?.[serverName] ?? serverName;
    // A taken username comes as 409 ALREADY_EXISTS naming the field NOT_ALLOWED: the problem says why.
    const code = error.code === 'ALREADY_EXISTS' ? error.code : fieldCode;
    if (visible.has(name)) fields[name] = fieldMessage(serverName, code, context.rules?.[serverName]);
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, form: placed ? null : problemMessage(error) };
}

import { ApiError } from '@croupier/web-kit';
import { problemToForm, type FormProblem } from '../accounts/problem.ts';
import { REQUIRED, type Errors, type Msg } from '../accounts/validation.ts';

/** Pure rules of the security centre, kept apart from the React code so they are unit tested. */

/** The payment password is exactly six digits; the server enforces the same, this saves a round trip. */
export function checkPaymentPassword(value: string): Msg | null {
  if (!value) return REQUIRED;
  return /^\d{6}$/.test(value) ? null : { key: 'security.v.paymentPassword' };
}

export function validatePaymentPassword(input: {
  currentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}): Errors {
  const errors: Errors = {};
  if (!input.currentPassword) errors.currentPassword = REQUIRED;
  const fresh = checkPaymentPassword(input.newPaymentPassword);
  if (fresh) errors.newPaymentPassword = fresh;
  if (!input.confirmPaymentPassword) errors.confirmPaymentPassword = REQUIRED;
  else if (input.confirmPaymentPassword !== input.newPaymentPassword) {
    errors.confirmPaymentPassword = { key: 'security.v.paymentMismatch' };
  }
  return errors;
}

/** A six-digit authenticator code. */
export function checkTotpCode(value: string): Msg | null {
  if (!value.trim()) return REQUIRED;
  return /^\d{6}$/.test(value.trim()) ? null : { key: 'accounts.v.code' };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): Msg | null {
  const email = value.trim();
  if (!email) return REQUIRED;
  return EMAIL_PATTERN.test(email) && email.length <= 200 ? null : { key: 'security.v.email' };
}

/**
 * Which words the payment-password card uses. The first time the server checks the LOGIN password,
 * afterwards the current payment password, so the field label must say which one it wants.
 */
export function paymentPasswordTexts(paymentPasswordSet: boolean) {
  return paymentPasswordSet
    ? {
        action: 'security.payment.change',
        current: 'security.payment.currentPayment',
        status: 'security.status.set',
      }
    : {
        action: 'security.payment.set',
        current: 'security.payment.currentLogin',
        status: 'security.status.notSet',
      };
}

/** Bind or change: a masked value on file means the player is replacing it. */
export function bindingTexts(kind: 'mobile' | 'email', masked: string | null) {
  return {
    action: `security.${kind}.${masked ? 'change' : 'bind'}`,
    status: masked ? 'security.status.bound' : 'security.status.notBound',
  };
}

/**
 * Security-centre problems on top of the shared mapping: the bind endpoints report a taken number or
 * address as ALREADY_EXISTS with the field marked NOT_ALLOWED, and the generic field message
 * ("not accepted here") would hide the real reason.
 */
export function securityProblem(error: unknown, visible: readonly string[]): FormProblem {
  const problem = problemToForm(error, { visible });
  if (!(error instanceof ApiError)) return problem;
  const fields: Errors = { ...problem.fields };
  const taken = error.code === 'ALREADY_EXISTS';
  if (fields.mobileNum && taken) fields.mobileNum = { key: 'accounts.v.mobileTaken' };
  if (fields.email && taken) fields.email = { key: 'security.v.emailTaken' };
  if (fields.email && error.fields.email === 'INVALID') fields.email = { key: 'security.v.email' };
  if (fields.currentPassword && error.fields.currentPassword === 'INVALID') {
    fields.currentPassword = { key: 'accounts.v.oldPasswordWrong' };
  }
  if (fields.newPaymentPassword) fields.newPaymentPassword = { key: 'security.v.paymentPassword' };
  if (fields.code) fields.code = { key: 'security.v.totpWrong' };
  return { ...problem, fields };
}

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

const BROWSERS: readonly [RegExp, string][] = [
  // Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Line\//, 'LINE'],
  [/MicroMessenger\//, 'WeChat'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user-agent string; either part may be unknown. */
export function deviceSummary(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, os };
}

const KNOWN_METHODS = new Set(['password', 'sms', 'register', 'trial']);

/** The translation key for a sign-in method; unknown methods fall back to a generic word. */
export function methodKey(method: string): string {
  return KNOWN_METHODS.has(method) ? `security.methods.${method}` : 'security.methods.other';
}

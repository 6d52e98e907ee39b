import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/web-kit';
import { invitationCodes, invitationFieldVisible, invitationPlan, needsUrlCheck } from './affiliate.ts';
import {
  countdownEnd,
  createThrottle,
  retryAfterSeconds,
  secondsLeft,
  smsCooldownSeconds,
} from './countdown.ts';
import { landingAfterLogin, mustChangePassword } from './loginOutcome.ts';
import { problemToForm } from './problem.ts';
import { readRemembered, writeRemembered, type CookieJar } from './rememberMe.ts';

describe('countdown', () => {
  it('counts whole seconds down to zero from an end time', () => {
    const end = countdownEnd(1_000, smsCooldownSeconds(5));
    expect(secondsLeft(end, 1_000)).toBe(300);
    expect(secondsLeft(end, 1_500)).toBe(300);
    expect(secondsLeft(end, 300_999)).toBe(1);
    expect(secondsLeft(end, 400_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });

  it('falls back to one minute when the server names no lifetime', () => {
    expect(smsCooldownSeconds(0)).toBe(60);
    expect(smsCooldownSeconds(Number.NaN)).toBe(60);
  });

  it('reads retryAfterSeconds from a 429 problem', () => {
    const error = new ApiError(429, 'SMS_TOO_MANY_REQUESTS', '', {}, { retryAfterSeconds: 42.2 });
    expect(retryAfterSeconds(error)).toBe(43);
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });

  it('throttles presses to one per interval', () => {
    const allow = createThrottle(1000);
    expect([allow(0), allow(500), allow(999), allow(1000), allow(1500)]).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('invitation code', () => {
  it('sends a URL code silently when the rules hide the affiliate field, and still takes a referral code', () => {
    const state = { ruleShown: false, urlCode: 'AFF1', urlCodeValid: null };
    expect(invitationFieldVisible(state)).toBe(true);
    expect(needsUrlCheck(state)).toBe(false);
    expect(invitationPlan(state, '')).toEqual({ silent: 'AFF1', typed: null });
    expect(invitationPlan(state, 'FRIEND12').typed).toEqual({ code: 'FRIEND12', mayBeAgent: false });
  });

  it('hides a shown field once the URL code checks out', () => {
    const pending = { ruleShown: true, urlCode: 'AFF1', urlCodeValid: null };
    expect(needsUrlCheck(pending)).toBe(true);
    const valid = { ...pending, urlCodeValid: true };
    expect(invitationFieldVisible(valid)).toBe(false);
    expect(invitationPlan(valid, '')).toEqual({ silent: 'AFF1', typed: null });
  });

  it("sends a typed code as the affiliate code when it is an agent's, else as a referral code", async () => {
    const invalidUrl = { ruleShown: true, urlCode: 'BAD', urlCodeValid: false };
    expect(invitationFieldVisible(invalidUrl)).toBe(true);
    const plan = invitationPlan(invalidUrl, ' TYPED ');
    expect(plan).toEqual({ silent: null, typed: { code: 'TYPED', mayBeAgent: true } });
    expect(await invitationCodes(plan, async () => true)).toEqual({ affiliateCode: 'TYPED' });
    expect(await invitationCodes(plan, async () => false)).toEqual({ referralCode: 'TYPED' });
    expect(await invitationCodes(plan, () => Promise.reject(new Error('offline')))).toEqual({
      referralCode: 'TYPED',
    });
    expect(invitationPlan({ ruleShown: true, urlCode: null, urlCodeValid: null }, '')).toEqual({
      silent: null,
      typed: null,
    });
  });
});

describe('remember me', () => {
  it('keeps only the username for one day and clears it when unchecked', () => {
    const jar: CookieJar = { cookie: '' };
    writeRemembered(jar, 'ann lee', true);
    expect(jar.cookie).toBe('rememberUsername=ann%20lee; Max-Age=86400; Path=/; SameSite=Lax; Secure');
    expect(jar.cookie).not.toMatch(/password/i);
    writeRemembered(jar, null, false);
    expect(jar.cookie).toBe('rememberUsername=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('reads the username among other cookies', () => {
    expect(readRemembered({ cookie: 'a=1; rememberUsername=ann%20lee; b=2' })).toBe('ann lee');
    expect(readRemembered({ cookie: 'a=1' })).toBeNull();
    expect(readRemembered({ cookie: 'rememberUsername=%E0%A4' })).toBeNull();
  });
});

describe('after login', () => {
  const answer = { mustChangePassword: false, passwordExpired: true };
  it('forces a password change only after a password login', () => {
    expect(mustChangePassword(answer, 'username')).toBe(true);
    expect(mustChangePassword(answer, 'sms')).toBe(false);
    expect(mustChangePassword(answer, 'social')).toBe(false);
    expect(mustChangePassword({ mustChangePassword: false, passwordExpired: false }, 'username')).toBe(false);
  });

  it('sends agents to their centre', () => {
    expect(landingAfterLogin({ type: 41, isAgent: false, isTrial: false })).toBe('/agentHome');
    expect(landingAfterLogin({ type: 0, isAgent: false, isTrial: false })).toBeNull();
  });
});

describe('problems on forms', () => {
  it('puts field errors on visible fields and the rest in one message', () => {
    const error = new ApiError(409, 'ALREADY_EXISTS', '', { username: 'ALREADY_EXISTS' });
    expect(problemToForm(error, { visible: ['username'] })).toEqual({
      fields: { username: { key: 'accounts.v.usernameTaken' } },
      form: null,
    });
    expect(problemToForm(error, { visible: [] }).form).toEqual({ key: 'errors.ALREADY_EXISTS' });
  });

  it('says a username is taken as the server answers it (the field named NOT_ALLOWED under ALREADY_EXISTS)', () => {
    const error = new ApiError(409, 'ALREADY_EXISTS', '', { username: 'NOT_ALLOWED' });
    expect(problemToForm(error, { visible: ['username'] }).fields).toEqual({
      username: { key: 'accounts.v.usernameTaken' },
    });
  });

  it('places codes that imply a field', () => {
    const error = new ApiError(400, 'INVITATION_CODE_INVALID', '');
    expect(problemToForm(error, { visible: ['affiliateCode'] }).fields.affiliateCode).toEqual({
      key: 'errors.INVITATION_CODE_INVALID',
    });
  });

  it('renames sms login fields and shows lock waits in minutes', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', '', { password: 'INVALID' });
    expect(
      problemToForm(error, { visible: ['verificationCode'], rename: { password: 'verificationCode' } })
        .fields,
    ).toEqual({ verificationCode: { key: 'accounts.v.invalid' } });
    const locked = new ApiError(429, 'ACCOUNT_LOCKED', '', {}, { retryAfterSeconds: 600 });
    expect(problemToForm(locked, { visible: [] }).form).toEqual({
      key: 'accounts.lockedFor',
      values: { minutes: 10 },
    });
  });
});

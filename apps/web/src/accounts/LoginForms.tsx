import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '@croupier/contracts/constants';
import { ApiError } from '@croupier/web-kit';
import { type LoginAnswer, type LoginRequest, type SecondMethod } from '@croupier/contracts';
import { useSite } from '../site/queries.ts';
import { accountsApi, type SignInType } from './api.ts';
import { CaptchaField, captchaPayload, useCaptcha, type CaptchaControl } from './CaptchaField.tsx';
import { CheckField, DialCodeSelect, Field, FormError, SubmitButton, type BoundField } from './fields.tsx';
import { focusFirstError, useCountries, useForm } from './hooks.ts';
import { problemToForm } from './problem.ts';
import { readRemembered, writeRemembered } from './rememberMe.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { validateLogin } from './validation.ts';

export interface SecondStep {
  verificationId: string;
  methods: SecondMethod[];
}

export interface LoginHandlers {
  onSuccess: (answer: LoginAnswer, type: SignInType) => Promise<void>;
  onSecondStep: (step: SecondStep, type: SignInType) => void;
}

const SECOND_METHODS: readonly SecondMethod[] = ['sms', 'email', 'bankName', 'totp'];

export function secondStepOf(error: unknown): SecondStep | null {
  if (!(error instanceof ApiError) || error.code !== 'SECOND_VERIFICATION_REQUIRED') return null;
  const { verificationId, methods } = error.extra;
  if (typeof verificationId !== 'string' || !Array.isArray(methods)) return null;
  return { verificationId, methods: methods.filter((m): m is SecondMethod => SECOND_METHODS.includes(m)) };
}

/** Sends a login and routes its answer: success, second verification, or errors on the form. */
async function attempt(
  request: LoginRequest,
  handlers: LoginHandlers,
  onProblem: (error: unknown) => void,
): Promise<void> {
  let answer: LoginAnswer;
  try {
    answer = await accountsApi.login(request);
  } catch (error) {
    const step = secondStepOf(error);
    if (step) handlers.onSecondStep(step, request.type);
    else onProblem(error);
    return;
  }
  await handlers.onSuccess(answer, request.type);
}

const LOGIN_BLANK = { dialCode: '', mobileNum: '', verificationCode: '' };

/** An existing account's username and password, and the captcha once the server asks for it. */
export function CredentialFields(props: {
  bind: (name: 'username' | 'password' | 'captcha') => BoundField;
  captcha: CaptchaControl | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('accounts.username')} autoComplete="username" {...props.bind('username')} />
      <Field
        label={t('accounts.password')}
        type="password"
        autoComplete="current-password"
        {...props.bind('password')}
      />
      {props.captcha && <CaptchaField control={props.captcha} {...props.bind('captcha')} />}
    </>
  );
}

/** Username and password, with remember-me and the captcha the server may ask for (spec §4). */
export function UsernameLoginForm(
  props: LoginHandlers & { portal?: 'agent'; id?: string; labelledBy?: string },
) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [remembered] = useState(() => readRemembered(document));
  const form = useForm({ username: remembered ?? '', password: '', captcha: '' });
  const [remember, setRemember] = useState(remembered !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);

  const submit = () =>
    form.run(async () => {
      const { username, password } = form.values;
      const errors = validateLogin({
        ...LOGIN_BLANK,
        type: 'username',
        username,
        password,
        captcha: form.values.captcha,
        captchaShown,
      });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      writeRemembered(document, remember ? username.trim() : null, location.protocol === 'https:');
      const request: LoginRequest = {
        type: 'username',
        username: username.trim(),
        password: password.trim(),
        ...captchaPayload(captcha, captchaShown, form.values.captcha),
        ...(props.portal ? { portal: props.portal } : {}),
      };
      await attempt(request, props, (error) => {
        const asked =
          error instanceof ApiError &&
          (error.extra.captchaRequired === true || error.code.startsWith('CAPTCHA_'));
        // A shown captcha is spent by any failed attempt; a newly asked one loads as it appears.
        if (captchaShown) captcha.reload();
        if (asked) setCaptchaShown(true);
        const problem = problemToForm(error, { visible: ['username', 'password', 'captcha'] });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        form.setValues((v) => ({ ...v, captcha: '' }));
      });
    });

  return (
    <form
      ref={formRef}
      id={props.id}
      role={props.labelledBy ? 'tabpanel' : undefined}
      aria-labelledby={props.labelledBy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <CredentialFields bind={form.bind} captcha={captchaShown ? captcha : null} />
      <CheckField name="remember" checked={remember} onChange={setRemember}>
        {t('accounts.rememberMe')}
      </CheckField>
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>{t('auth.login')}</SubmitButton>
    </form>
  );
}

/** Default dialling code: the visitor's country when the list has it, else the first (brief). */
export function useDefaultDialCode(): string {
  const site = useSite();
  const countries = useCountries().data ?? [];
  const local = countries.find((c) => c.countryCode === site.location.country);
  return (local ?? countries[0])?.countryDialingCode ?? '';
}

/** Mobile number and SMS code; no human verification on this path (spec §4). */
export function SmsLoginForm(props: LoginHandlers & { id: string; labelledBy: string }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useCountries().data ?? [];
  const defaultDial = useDefaultDialCode();
  const form = useForm({ dialCode: defaultDial, mobileNum: '', verificationCode: '' });
  const values = { ...form.values, dialCode: form.values.dialCode || defaultDial };
  const rename = { username: 'mobileNum', password: 'verificationCode' };

  const mobileReady = () => {
    const errors = validateLogin({
      ...values,
      type: 'sms',
      username: '',
      password: '',
      captcha: '',
      captchaShown: false,
    });
    form.setErrors({ mobileNum: errors.mobileNum });
    return !errors.mobileNum;
  };

  const submit = () =>
    form.run(async () => {
      const errors = validateLogin({
        ...values,
        type: 'sms',
        username: '',
        password: '',
        captcha: '',
        captchaShown: false,
      });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      const request: LoginRequest = {
        type: 'sms',
        username: normalizeMobile(values.dialCode, values.mobileNum) ?? values.mobileNum.trim(),
        password: values.verificationCode.trim(),
        countryDialingCode: values.dialCode,
      };
      await attempt(request, props, (error) => {
        const problem = problemToForm(error, { visible: ['mobileNum', 'verificationCode'], rename });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
      });
    });

  return (
    <form
      ref={formRef}
      id={props.id}
      role="tabpanel"
      aria-labelledby={props.labelledBy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('accounts.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        before={<DialCodeSelect countries={countries} {...form.bind('dialCode')} value={values.dialCode} />}
        {...form.bind('mobileNum')}
      />
      <SmsCodeField
        {...form.bind('verificationCode')}
        canSend={mobileReady}
        send={() =>
          accountsApi.sendSms({
            purpose: 'login',
            mobileNum: normalizeMobile(values.dialCode, values.mobileNum) ?? values.mobileNum,
            countryDialingCode: values.dialCode,
          })
        }
        onSendError={(msg) => form.setErrors({ mobileNum: msg })}
      />
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>{t('auth.login')}</SubmitButton>
    </form>
  );
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@croupier/web-kit';
import { type LoginAnswer, type RegisterRules, type SessionAnswer } from '@croupier/contracts';
import { readSessionValue } from '../session/storage.ts';
import { accountsApi } from './api.ts';
import { captchaPayload, useCaptcha } from './CaptchaField.tsx';
import { Field, FormError, SubmitButton } from './fields.tsx';
import { focusFirstError, useForm } from './hooks.ts';
import { CredentialFields, secondStepOf, type SecondStep } from './LoginForms.tsx';
import { problemToForm } from './problem.ts';
import { INVITATION_RENAME, invitationCodes, invitationPlan } from './affiliate.ts';
import { AgreementChecks, ChosenPasswordFields, InvitationField, OptionalFields } from './RegisterParts.tsx';
import { registerLayout, validateLogin, validateRegister } from './validation.ts';

/**
 * Binds the provider account to an account the player already has: its username and password, and the
 * captcha the server asks for after failures, exactly as the login form.
 */
export function SocialBindForm(props: {
  ticket: string;
  onSuccess: (answer: LoginAnswer) => Promise<void>;
  onSecondStep: (step: SecondStep) => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ username: '', password: '', captcha: '' });
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);

  const submit = () =>
    form.run(async () => {
      const errors = validateLogin({
        type: 'username',
        username: form.values.username,
        password: form.values.password,
        dialCode: '',
        mobileNum: '',
        verificationCode: '',
        captcha: form.values.captcha,
        captchaShown,
      });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      let answer: LoginAnswer;
      try {
        answer = await accountsApi.socialBind({
          ticket: props.ticket,
          username: form.values.username.trim(),
          password: form.values.password.trim(),
          ...captchaPayload(captcha, captchaShown, form.values.captcha),
        });
      } catch (error) {
        const step = secondStepOf(error);
        if (step) return props.onSecondStep(step);
        if (captchaShown) captcha.reload();
        if (error instanceof ApiError && error.extra.captchaRequired === true) setCaptchaShown(true);
        const problem = problemToForm(error, { visible: ['username', 'password', 'captcha'] });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        form.setValues((v) => ({ ...v, captcha: '' }));
        return;
      }
      await props.onSuccess(answer);
    });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <CredentialFields bind={form.bind} captcha={captchaShown ? captcha : null} />
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>{t('accounts.social.bindSubmit')}</SubmitButton>
    </form>
  );
}

/**
 * A new account for the provider account, by the brand's registration rules. No mobile number or captcha:
 * the provider's sign-in stands in for them, and a mobile is bound later with its code.
 */
export function SocialRegisterForm(props: {
  ticket: string;
  rules: RegisterRules;
  onRegistered: (answer: SessionAnswer) => Promise<void>;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const rules: RegisterRules['fields'] = { ...props.rules.fields, mobileNum: undefined };
  // A code from the invitation link travels with the sign-in; the field shows only without one.
  const carried = readSessionValue('registerToken');
  // The carried code is the affiliate, so a typed code can only be a referral code then.
  const affiliate = {
    ruleShown: Boolean(rules.affiliateCode?.shown) && !carried,
    urlCode: null,
    urlCodeValid: null,
  };
  const layout = registerLayout('username', rules, false);
  const form = useForm<Record<string, string>>({ invitationCode: readSessionValue('referralCode') ?? '' });
  const [agreed, setAgreed] = useState(false);
  const visible = ['username', 'password', ...layout.optional, 'invitationCode', 'termsAccepted'];

  const submit = () =>
    form.run(async () => {
      const errors = validateRegister({
        method: 'username',
        rules,
        smsVerification: false,
        values: form.values,
        dialCode: '',
        captchaShown: false,
        invitationShown: true,
        agreed,
      });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      const body: Record<string, unknown> = {
        ticket: props.ticket,
        username: form.values.username?.trim(),
        password: form.values.password,
        termsAccepted: true,
        ageConfirmed: true,
      };
      Object.assign(
        body,
        await invitationCodes(
          invitationPlan(affiliate, form.values.invitationCode ?? ''),
          async (code) => (await accountsApi.affiliate(code)).valid,
        ),
      );
      for (const name of layout.optional) {
        const value = form.values[name]?.trim();
        if (value) body[name] = value;
      }
      try {
        await props.onRegistered(await accountsApi.socialRegister(body));
      } catch (error) {
        const problem = problemToForm(error, { visible, rules, rename: INVITATION_RENAME });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
      }
    });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label={t('accounts.username')} autoComplete="username" {...form.bind('username')} />
      <ChosenPasswordFields bind={form.bind} />
      <OptionalFields names={layout.optional} rules={rules} bind={form.bind} />
      <InvitationField bind={form.bind} />
      <AgreementChecks agreed={agreed} onAgreed={setAgreed} errors={form.errors} />
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>{t('accounts.social.registerSubmit')}</SubmitButton>
    </form>
  );
}

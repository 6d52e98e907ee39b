import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '@croupier/contracts/constants';
import { type RegisterRules, type SessionAnswer } from '@croupier/contracts';
import { useSite } from '../site/queries.ts';
import { accountsApi } from './api.ts';
import { INVITATION_RENAME, invitationCodes, invitationFieldVisible, invitationPlan } from './affiliate.ts';
import { CaptchaField, captchaPayload, sendWithCaptcha, useCaptcha } from './CaptchaField.tsx';
import { DialCodeSelect, Field, FormError, SubmitButton, Tabs } from './fields.tsx';
import { focusFirstError, useCountries, useForm } from './hooks.ts';
import { useDefaultDialCode } from './LoginForms.tsx';
import { problemToForm } from './problem.ts';
import { AgreementChecks, ChosenPasswordFields, InvitationField, OptionalFields } from './RegisterParts.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { registerLayout, validateRegister, type Errors, type RegisterMethod } from './validation.ts';

export interface InviteCodes {
  /** The affiliate code from the invitation link, if any. */
  urlCode: string | null;
  referralCode: string | null;
}

/** Registration by username or mobile (spec §2, §4, §5); shown only once the rules have loaded. */
export function RegisterForm(props: {
  rules: RegisterRules;
  codes: InviteCodes;
  onRegistered: (answer: SessionAnswer) => Promise<void>;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const config = site.register;
  const rules = props.rules.fields;
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useCountries().data ?? [];
  const defaultDial = useDefaultDialCode();
  const methods = config.methods.length > 0 ? config.methods : (['username'] as RegisterMethod[]);
  const [method, setMethod] = useState<RegisterMethod>(
    methods.includes(config.defaultMethod) ? config.defaultMethod : methods[0]!,
  );
  const form = useForm<Record<string, string>>({ invitationCode: props.codes.referralCode ?? '' });
  const [agreed, setAgreed] = useState(false);
  const captchaShown = config.captcha === true;
  const captcha = useCaptcha(captchaShown);
  const layout = registerLayout(method, rules, config.smsVerification);
  const dialCode = form.values.dialCode || defaultDial;
  const { urlCode } = props.codes;
  const ruleShown = Boolean(rules.affiliateCode?.shown);
  const urlCheck = useQuery({
    queryKey: ['affiliate', urlCode],
    queryFn: () => accountsApi.affiliate(urlCode!),
    enabled: ruleShown && Boolean(urlCode),
    staleTime: Infinity,
  });
  const affiliate = {
    ruleShown,
    urlCode,
    urlCodeValid: urlCheck.data ? urlCheck.data.valid : urlCheck.isError ? false : null,
  };
  const invitationShown = invitationFieldVisible(affiliate);
  const mobileNum = () => normalizeMobile(dialCode, form.values.mobileNum ?? '');
  const clearCaptcha = () => form.setValues((v) => ({ ...v, captcha: '' }));

  const visible = [
    ...(method === 'username' ? ['username'] : []),
    ...(layout.mobile.shown ? ['mobileNum'] : []),
    ...(layout.smsCode ? ['verificationCode'] : []),
    'password',
    ...layout.optional,
    ...(invitationShown ? ['invitationCode'] : []),
    ...(captchaShown ? ['captcha'] : []),
    'termsAccepted',
  ];

  const submit = () =>
    form.run(async () => {
      const errors = validateRegister({
        method,
        rules,
        smsVerification: config.smsVerification,
        values: form.values,
        dialCode,
        captchaShown,
        invitationShown,
        agreed,
      });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      const codes = await invitationCodes(
        invitationPlan(affiliate, form.values.invitationCode ?? ''),
        async (code) => (await accountsApi.affiliate(code)).valid,
      );
      const body: Record<string, unknown> = {
        method,
        password: form.values.password,
        termsAccepted: true,
        ageConfirmed: true,
        ...codes,
        // With an SMS code the send spent the captcha and the code stands for it (the server agrees).
        ...(layout.smsCode ? {} : captchaPayload(captcha, captchaShown, form.values.captcha ?? '')),
      };
      if (method === 'username') body.username = form.values.username?.trim();
      if (layout.mobile.shown && form.values.mobileNum?.trim()) {
        Object.assign(body, { mobileNum: mobileNum(), countryDialingCode: dialCode });
      }
      if (layout.smsCode) body.verificationCode = form.values.verificationCode?.trim();
      for (const name of layout.optional) {
        const value = form.values[name]?.trim();
        if (value) body[name] = value;
      }
      try {
        await props.onRegistered(await accountsApi.register(body));
      } catch (error) {
        if (captchaShown && !layout.smsCode) {
          captcha.reload();
          clearCaptcha();
        }
        const problem = problemToForm(error, { visible, rules, rename: INVITATION_RENAME });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
      }
    });

  const captchaField = captchaShown && <CaptchaField control={captcha} {...form.bind('captcha')} />;
  const tabs = methods.map((id) => ({ id, label: t(`accounts.method.${id}`) }));
  const mobileField = layout.mobile.shown && (
    <>
      <Field
        label={t('accounts.mobile')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        before={<DialCodeSelect countries={countries} {...form.bind('dialCode')} value={dialCode} />}
        {...form.bind('mobileNum')}
      />
      {layout.smsCode && (
        <>
          {/* The captcha guards the send, so it sits right before the button that spends it. */}
          {captchaField}
          <SmsCodeField
            {...form.bind('verificationCode')}
            canSend={() => {
              const errors = sendCodeErrors(mobileNum() !== null, captchaShown, form.values.captcha ?? '');
              form.setErrors((e) => ({ ...e, ...errors }));
              return !errors.mobileNum && !errors.captcha;
            }}
            send={() =>
              sendWithCaptcha(
                { control: captcha, shown: captchaShown, answer: form.values.captcha ?? '' },
                clearCaptcha,
                (solved) =>
                  accountsApi.sendSms({
                    purpose: 'register',
                    mobileNum: mobileNum()!,
                    countryDialingCode: dialCode,
                    ...solved,
                  }),
              )
            }
            onSendError={(msg, error) => {
              const placed = problemToForm(error, { visible: ['mobileNum', 'captcha'] }).fields;
              form.setErrors((e) => ({ ...e, ...(placed.captcha ? placed : { mobileNum: msg }) }));
            }}
          />
        </>
      )}
    </>
  );

  return (
    <>
      {tabs.length > 1 && (
        <Tabs
          label={t('accounts.registerMethod')}
          tabs={tabs}
          value={method}
          onChange={setMethod}
          panelId="register-form"
        />
      )}
      <form
        ref={formRef}
        id="register-form"
        {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `register-form-tab-${method}` } : {})}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {method === 'username' && (
          <Field label={t('accounts.username')} autoComplete="username" {...form.bind('username')} />
        )}
        {method === 'mobile' && mobileField}
        <ChosenPasswordFields bind={form.bind} />
        {method === 'username' && mobileField}
        <OptionalFields names={layout.optional} rules={rules} bind={form.bind} />
        {invitationShown && <InvitationField bind={form.bind} />}
        {!layout.smsCode && captchaField}
        <AgreementChecks agreed={agreed} onAgreed={setAgreed} errors={form.errors} />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('auth.register')}</SubmitButton>
      </form>
    </>
  );
}

/** What "Send code" needs first: a valid mobile number, and the captcha answer when one shows. */
function sendCodeErrors(mobileValid: boolean, captchaShown: boolean, answer: string): Errors {
  return {
    mobileNum: mobileValid ? undefined : { key: 'accounts.v.mobile' },
    captcha: captchaShown && !answer.trim() ? { key: 'accounts.v.captcha' } : undefined,
  };
}

import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { normalizeMobile, type FieldRule } from '@croupier/contracts/constants';
import { type RegisterRules, type SessionAnswer } from '@croupier/contracts';
import { useSite } from '../site/queries.ts';
import { accountsApi } from './api.ts';
import { affiliateFieldVisible, affiliatePlan } from './affiliate.ts';
import { CaptchaField, captchaPayload, sendWithCaptcha, useCaptcha } from './CaptchaField.tsx';
import {
  CheckField,
  DialCodeSelect,
  Field,
  FormError,
  SubmitButton,
  Tabs,
  type BoundField,
} from './fields.tsx';
import { focusFirstError, useCountries, useForm } from './hooks.ts';
import { useDefaultDialCode } from './LoginForms.tsx';
import { problemToForm } from './problem.ts';
import { SmsCodeField } from './SmsCodeField.tsx';
import { registerLayout, validateRegister, type Errors, type RegisterMethod } from './validation.ts';

const NUMERIC = new Set(['DIGITS']);

function inputHints(name: string, rule: FieldRule) {
  if (name === 'paymentPassword') return { type: 'password' as const, autoComplete: 'new-password' };
  if (name === 'email') return { type: 'email' as const, inputMode: 'email' as const, autoComplete: 'email' };
  if (rule.patternId === 'DATE_YMD') return { placeholder: 'yyyy-MM-dd' };
  if (rule.patternId === 'DATE_MDY') return { placeholder: 'MM-dd-yyyy' };
  return NUMERIC.has(rule.patternId) ? { inputMode: 'numeric' as const } : {};
}

type Bind = (name: string) => BoundField;

/** The password a new account chooses, twice. */
export function ChosenPasswordFields({ bind }: { bind: Bind }) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('accounts.password')}
        type="password"
        autoComplete="new-password"
        {...bind('password')}
      />
      <Field
        label={t('accounts.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
    </>
  );
}

/** The profile fields the brand's rules switch on (spec §5). */
export function OptionalFields(props: {
  names: readonly string[];
  rules: RegisterRules['fields'];
  bind: Bind;
}) {
  const { t } = useTranslation();
  return props.names.map((name) => (
    <Field
      key={name}
      label={t(`accounts.fields.${name}`)}
      {...inputHints(name, props.rules[name]!)}
      {...props.bind(name)}
    />
  ));
}

/** Terms and the age confirmation every registration needs. */
export function AgreementChecks(props: {
  terms: boolean;
  onTerms: (checked: boolean) => void;
  age: boolean;
  onAge: (checked: boolean) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckField
        name="termsAccepted"
        checked={props.terms}
        onChange={props.onTerms}
        error={props.errors.termsAccepted}
      >
        <Trans
          i18nKey="accounts.termsAgree"
          components={{ terms: <a href="/help#term" target="_blank" rel="noopener" /> }}
        />
      </CheckField>
      <CheckField
        name="ageConfirmed"
        checked={props.age}
        onChange={props.onAge}
        error={props.errors.ageConfirmed}
      >
        {t('accounts.ageConfirm')}
      </CheckField>
    </>
  );
}

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
  const form = useForm<Record<string, string>>({ referralCode: props.codes.referralCode ?? '' });
  const [terms, setTerms] = useState(false);
  const [age, setAge] = useState(false);
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
  const affiliateShown = affiliateFieldVisible(affiliate);
  const mobileNum = () => normalizeMobile(dialCode, form.values.mobileNum ?? '');

  const visible = [
    ...(method === 'username' ? ['username'] : []),
    ...(layout.mobile.shown ? ['mobileNum'] : []),
    ...(layout.smsCode ? ['verificationCode'] : []),
    'password',
    'confirmPassword',
    ...layout.optional,
    ...(affiliateShown ? ['affiliateCode'] : []),
    ...(captchaShown ? ['captcha'] : []),
    'termsAccepted',
    'ageConfirmed',
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
        affiliateShown,
        termsAccepted: terms,
        ageConfirmed: age,
      });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      const plan = affiliatePlan(affiliate, form.values.affiliateCode ?? '');
      if (plan.kind === 'check') {
        const valid = await accountsApi.affiliate(plan.code).then(
          (a) => a.valid,
          () => false,
        );
        if (!valid) {
          form.setErrors({ affiliateCode: { key: 'errors.INVITATION_CODE_INVALID' } });
          return focusFirstError(formRef.current);
        }
      }
      const body: Record<string, unknown> = {
        method,
        password: form.values.password,
        confirmPassword: form.values.confirmPassword,
        termsAccepted: true,
        ageConfirmed: true,
        ...captchaPayload(captcha, captchaShown, form.values.captcha ?? ''),
      };
      if (method === 'username') body.username = form.values.username?.trim();
      if (layout.mobile.shown && form.values.mobileNum?.trim()) {
        Object.assign(body, { mobileNum: mobileNum(), countryDialingCode: dialCode });
      }
      if (layout.smsCode) body.verificationCode = form.values.verificationCode?.trim();
      if (plan.kind !== 'none') body.affiliateCode = plan.code;
      if (form.values.referralCode?.trim()) body.referralCode = form.values.referralCode.trim();
      for (const name of layout.optional) {
        const value = form.values[name]?.trim();
        if (value) body[name] = value;
      }
      try {
        await props.onRegistered(await accountsApi.register(body));
      } catch (error) {
        if (captchaShown) captcha.reload();
        const problem = problemToForm(error, { visible, rules });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
        form.setValues((v) => ({ ...v, captcha: '' }));
      }
    });

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
        <SmsCodeField
          {...form.bind('verificationCode')}
          canSend={() => {
            const ok = mobileNum() !== null;
            form.setErrors((e) => ({ ...e, mobileNum: ok ? undefined : { key: 'accounts.v.mobile' } }));
            return ok;
          }}
          send={() =>
            sendWithCaptcha(
              { control: captcha, shown: captchaShown, answer: form.values.captcha ?? '' },
              () => form.setValues((v) => ({ ...v, captcha: '' })),
              (solved) =>
                accountsApi.sendSms({
                  purpose: 'register',
                  mobileNum: mobileNum()!,
                  countryDialingCode: dialCode,
                  ...solved,
                }),
            )
          }
          onSendError={(msg) => form.setErrors((e) => ({ ...e, mobileNum: msg }))}
        />
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
        {affiliateShown && <Field label={t('accounts.affiliateCode')} {...form.bind('affiliateCode')} />}
        <Field label={t('accounts.referralCode')} {...form.bind('referralCode')} />
        {captchaShown && <CaptchaField control={captcha} {...form.bind('captcha')} />}
        <AgreementChecks terms={terms} onTerms={setTerms} age={age} onAge={setAge} errors={form.errors} />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('auth.register')}</SubmitButton>
      </form>
    </>
  );
}

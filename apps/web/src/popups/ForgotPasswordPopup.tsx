import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeMobile } from '@croupier/contracts/constants';
import { accountsApi } from '../accounts/api.ts';
import { CaptchaField, sendWithCaptcha, useCaptcha } from '../accounts/CaptchaField.tsx';
import {
  DialCodeSelect,
  Field,
  NewPasswordFields,
  FormError,
  SubmitButton,
  Tabs,
} from '../accounts/fields.tsx';
import { focusFirstError, useCountries, useForm, useRegisterRules } from '../accounts/hooks.ts';
import { useDefaultDialCode } from '../accounts/LoginForms.tsx';
import { problemToForm } from '../accounts/problem.ts';
import { SmsCodeField } from '../accounts/SmsCodeField.tsx';
import { useCompleteLogin } from '../accounts/useCompleteLogin.ts';
import { validateForgotByEmail, validateForgotByPhone } from '../accounts/validation.ts';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { useSite } from '../site/queries.ts';
import { Modal } from '../ui/Modal.tsx';

type Tab = 'phone' | 'email';

function ByEmail({ id, labelledBy, onSent }: { id: string; labelledBy: string; onSent: () => void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ username: '', email: '' });
  const submit = () =>
    form.run(async () => {
      const errors = validateForgotByEmail(form.values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      try {
        await accountsApi.forgot({ username: form.values.username.trim(), email: form.values.email.trim() });
        onSent();
      } catch (error) {
        const problem = problemToForm(error, { visible: ['username', 'email'] });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
      }
    });
  return (
    <form
      ref={formRef}
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field label={t('accounts.username')} autoComplete="username" {...form.bind('username')} />
      <Field
        label={t('accounts.fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.bind('email')}
      />
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>{t('accounts.forgot.sendLink')}</SubmitButton>
    </form>
  );
}

function ByPhone({ id, labelledBy, onClose }: { id: string; labelledBy: string; onClose: () => void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const countries = useCountries().data ?? [];
  const defaultDial = useDefaultDialCode();
  const rule = useRegisterRules().data?.fields.password;
  const completeLogin = useCompleteLogin();
  // The SMS button asks for human verification (spec §4); the code it sends then proves the form.
  const captchaShown = useSite().register.captcha;
  const captcha = useCaptcha(captchaShown);
  const form = useForm({
    dialCode: '',
    mobileNum: '',
    captcha: '',
    verificationCode: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const dialCode = form.values.dialCode || defaultDial;
  const mobileNum = () => normalizeMobile(dialCode, form.values.mobileNum);

  const submit = () =>
    form.run(async () => {
      const errors = validateForgotByPhone({ ...form.values, dialCode, rule });
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return focusFirstError(formRef.current);
      try {
        const answer = await accountsApi.resetByPhone({
          mobileNum: mobileNum()!,
          countryDialingCode: dialCode,
          verificationCode: form.values.verificationCode.trim(),
          newPassword: form.values.newPassword,
        });
        await completeLogin(answer, { type: 'sms', close: onClose, to: '/' });
      } catch (error) {
        const visible = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];
        const problem = problemToForm(error, { visible, rules: rule ? { newPassword: rule } : {} });
        form.setErrors(problem.fields);
        form.setFormError(problem.form);
      }
    });

  return (
    <form
      ref={formRef}
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
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
        before={<DialCodeSelect countries={countries} {...form.bind('dialCode')} value={dialCode} />}
        {...form.bind('mobileNum')}
      />
      {captchaShown && <CaptchaField control={captcha} {...form.bind('captcha')} />}
      <SmsCodeField
        {...form.bind('verificationCode')}
        canSend={() => {
          const ok = mobileNum() !== null;
          form.setErrors((e) => ({ ...e, mobileNum: ok ? undefined : { key: 'accounts.v.mobile' } }));
          return ok;
        }}
        send={() =>
          sendWithCaptcha(
            { control: captcha, shown: captchaShown, answer: form.values.captcha },
            () => form.setValues((v) => ({ ...v, captcha: '' })),
            (solved) =>
              accountsApi.sendSms({
                purpose: 'reset',
                mobileNum: mobileNum()!,
                countryDialingCode: dialCode,
                ...solved,
              }),
          )
        }
        onSendError={(msg) => form.setErrors((e) => ({ ...e, mobileNum: msg }))}
      />
      <NewPasswordFields bind={form.bind} />
      <FormError error={form.formError} />
      <SubmitButton busy={form.busy}>{t('accounts.forgot.setPassword')}</SubmitButton>
    </form>
  );
}

/** Forgot password (spec §3, §4): by phone (set a new password, then logged in) or by e-mail (a link). */
export function ForgotPasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const register = useSite().register;
  const panelId = useId();
  const [tab, setTab] = useState<Tab>(register.defaultForgotMethod);
  const [sent, setSent] = useState(false);
  const tabs = [
    { id: 'phone' as const, label: t('accounts.forgot.byPhone') },
    { id: 'email' as const, label: t('accounts.forgot.byEmail') },
  ];
  const labelledBy = `${panelId}-tab-${tab}`;

  if (sent) {
    return (
      <Modal
        title={t('accounts.forgot.title')}
        onClose={onClose}
        size="small"
        footer={
          <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
            {t('common.confirm')}
          </button>
        }
      >
        <p className="modal-message" role="status">
          {t('accounts.forgot.linkSent')}
        </p>
      </Modal>
    );
  }
  return (
    <Modal title={t('accounts.forgot.title')} onClose={onClose}>
      <BannerCarousel group="w_forget" compact onFollow={onClose} />
      <Tabs label={t('accounts.forgot.method')} tabs={tabs} value={tab} onChange={setTab} panelId={panelId} />
      {tab === 'phone' ? (
        <ByPhone id={panelId} labelledBy={labelledBy} onClose={onClose} />
      ) : (
        <ByEmail id={panelId} labelledBy={labelledBy} onSent={() => setSent(true)} />
      )}
    </Modal>
  );
}

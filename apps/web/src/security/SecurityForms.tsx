import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '@croupier/web-kit';
import { Field, DialCodeSelect, FormError, SubmitButton } from '../accounts/fields.tsx';
import { focusFirstError, useCountries, useForm } from '../accounts/hooks.ts';
import { SmsCodeField } from '../accounts/SmsCodeField.tsx';
import { checkMobile, checkSmsCode, type Errors, type Msg } from '../accounts/validation.ts';
import { Modal } from '../ui/Modal.tsx';
import { BIND_CODE_MINUTES, securityApi } from './api.ts';
import {
  checkEmail,
  checkTotpCode,
  paymentPasswordTexts,
  securityProblem,
  validatePaymentPassword,
} from './logic.ts';

/** Every form here closes with a success message for the page's notice; the page then refetches. */
interface FormProps {
  onClose: () => void;
  onDone: (noticeKey: string) => void;
}

/** The parts of a useForm a submit needs. */
interface Form {
  setErrors: (errors: Errors) => void;
  setFormError: (msg: Msg | null) => void;
}

/** Shared submit path: client checks first, then the call, then server problems spread over the fields. */
async function submitWith(
  form: Form,
  formEl: HTMLFormElement | null,
  errors: Errors,
  visible: readonly string[],
  call: () => Promise<void>,
): Promise<boolean> {
  form.setErrors(errors);
  if (Object.keys(errors).length > 0) {
    focusFirstError(formEl);
    return false;
  }
  try {
    await call();
    return true;
  } catch (error) {
    const problem = securityProblem(error, visible);
    form.setErrors(problem.fields);
    form.setFormError(problem.form);
    focusFirstError(formEl);
    return false;
  }
}

function compact(errors: Record<string, Msg | null>): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([, msg]) => msg !== null)) as Errors;
}

export function PaymentPasswordModal({ isSet, onClose, onDone }: FormProps & { isSet: boolean }) {
  const { t } = useTranslation();
  const texts = paymentPasswordTexts(isSet);
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ currentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' });
  const submit = () =>
    form.run(async () => {
      const { currentPassword, newPaymentPassword } = form.values;
      const ok = await submitWith(
        form,
        ref.current,
        validatePaymentPassword(form.values),
        ['currentPassword', 'newPaymentPassword'],
        () => securityApi.setPaymentPassword({ currentPassword, newPaymentPassword }),
      );
      if (ok) onDone('security.payment.done');
    });
  return (
    <Modal title={t(texts.action)} onClose={onClose}>
      {!isSet && <p className="form-lead">{t('security.payment.firstTimeNote')}</p>}
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field
          label={t(texts.current)}
          type="password"
          autoComplete={isSet ? 'off' : 'current-password'}
          inputMode={isSet ? 'numeric' : 'text'}
          {...form.bind('currentPassword')}
        />
        <Field
          label={t('security.payment.new')}
          type="password"
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...form.bind('newPaymentPassword')}
        />
        <Field
          label={t('security.payment.confirm')}
          type="password"
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
          {...form.bind('confirmPaymentPassword')}
        />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t(texts.action)}</SubmitButton>
      </form>
    </Modal>
  );
}

export function MobileModal({ title, onClose, onDone }: FormProps & { title: string }) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ dialCode: '', mobileNum: '', verificationCode: '' });
  const dialCode = form.values.dialCode || countries[0]?.countryDialingCode || '';
  const body = () => ({ countryDialingCode: dialCode, mobileNum: form.values.mobileNum.trim() });
  const mobileError = (msg: Msg) => form.setErrors((prev) => ({ ...prev, mobileNum: msg }));

  const canSend = () => {
    const error = checkMobile(dialCode, form.values.mobileNum);
    if (error) mobileError(error);
    return !error;
  };
  const send = async () => {
    try {
      await securityApi.sendMobileCode(body());
    } catch (error) {
      // A taken number belongs under the number; the code field reports other failures itself.
      const problem = securityProblem(error, ['mobileNum']);
      if (problem.fields.mobileNum) mobileError(problem.fields.mobileNum);
      throw error;
    }
    return { expiredMinutes: BIND_CODE_MINUTES };
  };
  const submit = () =>
    form.run(async () => {
      const errors = compact({
        mobileNum: checkMobile(dialCode, form.values.mobileNum),
        verificationCode: checkSmsCode(form.values.verificationCode),
      });
      const ok = await submitWith(form, ref.current, errors, ['mobileNum', 'verificationCode'], () =>
        securityApi.bindMobile({ ...body(), verificationCode: form.values.verificationCode.trim() }),
      );
      if (ok) onDone('security.mobile.done');
    });

  return (
    <Modal title={title} onClose={onClose}>
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field
          label={t('security.mobile.newNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          before={
            <DialCodeSelect
              countries={countries}
              value={dialCode}
              onChange={(value) => form.setValues((prev) => ({ ...prev, dialCode: value }))}
            />
          }
          {...form.bind('mobileNum')}
        />
        <SmsCodeField
          {...form.bind('verificationCode')}
          canSend={canSend}
          send={send}
          onSendError={(msg) =>
            form.setErrors((prev) => (prev.mobileNum ? prev : { ...prev, mobileNum: msg }))
          }
        />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('security.mobile.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}

export function EmailModal({ title, onClose, onDone }: FormProps & { title: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ email: '', verificationCode: '' });
  const emailError = (msg: Msg) => form.setErrors((prev) => ({ ...prev, email: msg }));
  const canSend = () => {
    const error = checkEmail(form.values.email);
    if (error) emailError(error);
    return !error;
  };
  const send = async () => {
    try {
      await securityApi.sendEmailCode({ email: form.values.email.trim() });
    } catch (error) {
      const problem = securityProblem(error, ['email']);
      if (problem.fields.email) emailError(problem.fields.email);
      throw error;
    }
    return { expiredMinutes: BIND_CODE_MINUTES };
  };
  const submit = () =>
    form.run(async () => {
      const errors = compact({
        email: checkEmail(form.values.email),
        verificationCode: checkSmsCode(form.values.verificationCode),
      });
      const ok = await submitWith(form, ref.current, errors, ['email', 'verificationCode'], () =>
        securityApi.bindEmail({
          email: form.values.email.trim(),
          verificationCode: form.values.verificationCode.trim(),
        }),
      );
      if (ok) onDone('security.email.done');
    });

  return (
    <Modal title={title} onClose={onClose}>
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field
          label={t('security.email.address')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.bind('email')}
        />
        <SmsCodeField
          label={t('security.email.code')}
          {...form.bind('verificationCode')}
          canSend={canSend}
          send={send}
          onSendError={(msg) => form.setErrors((prev) => (prev.email ? prev : { ...prev, email: msg }))}
        />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('security.email.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}

/** Enrolment: the server makes a pending secret; it only takes effect once a code from the app matches. */
export function TotpSetupModal({ onClose, onDone }: FormProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ code: '' });
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [startError, setStartError] = useState<Msg | null>(null);
  const [copied, setCopied] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice in development; a second start would replace the secret just shown.
    if (started.current) return;
    started.current = true;
    securityApi.startTotp().then(setEnrolment, (error: unknown) => {
      setStartError(securityProblem(error, []).form);
    });
  }, []);

  const copy = async () => {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions, insecure origin): the key stays on screen to type by hand.
    }
  };
  const submit = () =>
    form.run(async () => {
      const code = form.values.code.trim();
      const ok = await submitWith(form, ref.current, compact({ code: checkTotpCode(code) }), ['code'], () =>
        securityApi.confirmTotp({ code }),
      );
      if (ok) onDone('security.totp.doneOn');
    });

  return (
    <Modal title={t('security.totp.setUp')} onClose={onClose}>
      {startError && <FormError error={startError} />}
      {!enrolment && !startError && (
        <p className="form-wait" role="status">
          <span className="btn-spinner" aria-hidden="true" />
          {t('common.loading')}
        </p>
      )}
      {enrolment && (
        <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
          <p className="form-lead">{t('security.totp.steps')}</p>
          <div className="totp-enrol">
            <QrCode value={enrolment.otpauthUrl} label={t('security.totp.qr')} size={168} />
            <div className="totp-key">
              <span className="totp-key-label">{t('security.totp.key')}</span>
              <code className="totp-secret">{enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
              <button type="button" className="btn btn-ghost" onClick={() => void copy()}>
                {t('security.totp.copyKey')}
              </button>
              <span className="field-note totp-copied" role="status">
                {copied ? t('security.totp.copied') : ''}
              </span>
            </div>
          </div>
          <Field
            label={t('security.totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.bind('code')}
          />
          <FormError error={form.formError} />
          <SubmitButton busy={form.busy}>{t('security.totp.confirm')}</SubmitButton>
        </form>
      )}
    </Modal>
  );
}

export function TotpOffModal({ onClose, onDone }: FormProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ code: '' });
  const submit = () =>
    form.run(async () => {
      const code = form.values.code.trim();
      const ok = await submitWith(form, ref.current, compact({ code: checkTotpCode(code) }), ['code'], () =>
        securityApi.disableTotp({ code }),
      );
      if (ok) onDone('security.totp.doneOff');
    });
  return (
    <Modal title={t('security.totp.turnOff')} onClose={onClose} size="small">
      <p className="form-lead">{t('security.totp.offLead')}</p>
      <form ref={ref} noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field
          label={t('security.totp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.bind('code')}
        />
        <FormError error={form.formError} />
        <SubmitButton busy={form.busy}>{t('security.totp.offSubmit')}</SubmitButton>
      </form>
    </Modal>
  );
}

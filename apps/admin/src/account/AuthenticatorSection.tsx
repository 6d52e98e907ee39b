import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TotpCode, TotpEnrolment } from '@croupier/contracts';
import { QrCode, NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { api } from '../api/client.ts';
import { queryKeys } from '../api/queries.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { normaliseTotp, validateTotp } from './validate.ts';

/** A 6-digit code field with its label, hint and error; used to confirm and to turn off. */
function CodeField({
  id,
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  // The server answers a wrong code with INVALID; say it is the code, and that a newer one helps.
  const text = error ? (error === 'INVALID' ? t('account.codeWrong') : fieldErrorText(t, error)) : null;
  return (
    <Field id={id} label={t('account.code')} hint={t('account.codeHint')} error={text} className="code-field">
      <input
        id={id}
        className="input mono-digits"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        autoFocus={autoFocus}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, true, error)}
        onChange={(e) => onChange(e.target.value.replace(/[^\d ]/g, ''))}
      />
    </Field>
  );
}

function useTotpCall<T>(call: (code: string) => Promise<T>, onDone: () => void) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const mutation = useMutation({
    mutationFn: call,
    onSuccess: () => {
      setCode('');
      setErrors(NO_ERRORS);
      // /me and the operator list both show whether the authenticator is on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.operators });
      onDone();
    },
    onError: (error) => setErrors(toFormErrors(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const fields = validateTotp(code);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length === 0) mutation.mutate(normaliseTotp(code));
  };
  const reset = () => {
    setCode('');
    setErrors(NO_ERRORS);
  };
  return { code, setCode, errors, submit, reset, pending: mutation.isPending };
}

function FormBanner({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p className="banner banner-error" role="alert">
      {errorText(t, code)}
    </p>
  );
}

/** Off → "Set up" → QR + key + code → on. Enrolment is not active until a code is confirmed. */
function Enrol() {
  const { t } = useTranslation();
  const toast = useToast();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => api<TotpEnrolment>('POST', '/me/totp'),
    onSuccess: (data) => {
      setStartError(null);
      setEnrolment(data);
    },
    onError: (error) => setStartError(toFormErrors(error).form ?? 'UNKNOWN'),
  });
  const confirm = useTotpCall(
    (code) => api<void>('POST', '/me/totp/confirm', { code } satisfies TotpCode),
    () => {
      setEnrolment(null);
      toast(t('account.enabledDone'));
    },
  );

  if (!enrolment) {
    return (
      <>
        <p className="status status-neutral">{t('operators.totpOff')}</p>
        <p className="muted">{t('account.totpOffStatus')}</p>
        <FormBanner code={startError} />
        <div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={start.isPending}
            aria-busy={start.isPending}
            onClick={() => start.mutate()}
          >
            {start.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            {start.isPending ? t('account.starting') : t('account.setUp')}
          </button>
        </div>
      </>
    );
  }

  return (
    <form className="account-form" onSubmit={confirm.submit} noValidate>
      <p>{t('account.scan')}</p>
      <div className="totp-enrol">
        <QrCode value={enrolment.otpauthUrl} label={t('account.qrLabel')} size={176} />
        {/* Read-only input rather than text: it has a proper label and selects whole for copying. */}
        <Field id="totp-secret" label={t('account.secret')}>
          <input
            id="totp-secret"
            className="input secret"
            readOnly
            spellCheck={false}
            value={enrolment.secret}
            onFocus={(e) => e.currentTarget.select()}
          />
        </Field>
      </div>
      <p>{t('account.enterCode')}</p>
      <FormBanner code={confirm.errors.form} />
      <CodeField
        id="totp-confirm-code"
        value={confirm.code}
        onChange={confirm.setCode}
        error={confirm.errors.fields.code}
      />
      <div className="form-submit">
        <button
          type="button"
          className="btn"
          disabled={confirm.pending}
          onClick={() => {
            confirm.reset();
            setEnrolment(null);
          }}
        >
          {t('account.cancelSetup')}
        </button>
        <SubmitButton pending={confirm.pending} pendingLabel={t('account.confirming')}>
          {t('account.confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** On: a status line, and turning it off asks for a current code so a stolen session cannot. */
function Enabled() {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const off = useTotpCall(
    (code) => api<void>('DELETE', '/me/totp', { code } satisfies TotpCode),
    () => {
      setOpen(false);
      toast(t('account.disabledDone'));
    },
  );
  const close = () => {
    off.reset();
    setOpen(false);
  };

  return (
    <>
      <p className="status status-on">{t('operators.totpOn')}</p>
      <p className="muted">{t('account.totpOnStatus')}</p>
      <div>
        <button type="button" className="btn" onClick={() => setOpen(true)}>
          {t('account.turnOff')}
        </button>
      </div>
      {open ? (
        <Dialog title={t('account.turnOff')} busy={off.pending} onClose={close}>
          <form className="dialog-body" onSubmit={off.submit} noValidate>
            <p className="muted">{t('account.turnOffBody')}</p>
            <FormBanner code={off.errors.form} />
            <CodeField
              id="totp-off-code"
              value={off.code}
              onChange={off.setCode}
              error={off.errors.fields.code}
              autoFocus
            />
            <div className="dialog-actions">
              <button type="button" className="btn" disabled={off.pending} onClick={close}>
                {t('common.cancel')}
              </button>
              <SubmitButton pending={off.pending} pendingLabel={t('account.turningOff')}>
                {t('account.turnOff')}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

export function AuthenticatorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="settings-card" aria-labelledby="totp-heading">
      <h2 id="totp-heading">{t('account.totpHeading')}</h2>
      {enabled ? <Enabled /> : <Enrol />}
    </section>
  );
}

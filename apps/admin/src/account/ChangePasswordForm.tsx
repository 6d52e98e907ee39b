import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { OperatorPasswordChange } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { api } from '../api/client.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { validatePasswordChange } from './validate.ts';

interface Draft {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const EMPTY: Draft = { oldPassword: '', newPassword: '', confirm: '' };

/** `username` feeds a hidden field so password managers file the new password under this account. */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const change = useMutation({
    mutationFn: (body: OperatorPasswordChange) => api<void>('POST', '/me/password', body),
    onSuccess: () => {
      setDraft(EMPTY);
      setErrors(NO_ERRORS);
      // This session stays; the server ended every other one, which the operator should know.
      toast(t('account.passwordChanged'));
    },
    onError: (error) => setErrors(toFormErrors(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const fields = validatePasswordChange(draft);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0) {
      document.getElementById(`pw-${Object.keys(fields)[0]}`)?.focus();
      return;
    }
    change.mutate({ oldPassword: draft.oldPassword, newPassword: draft.newPassword });
  };

  const err = (name: keyof Draft) => {
    const code = errors.fields[name];
    if (!code) return null;
    // The server marks a wrong current password INVALID; say what that means here.
    if (name === 'oldPassword' && code === 'INVALID') return t('account.oldPasswordWrong');
    return fieldErrorText(t, code);
  };
  const input = (name: keyof Draft, autoComplete: string, hint = false) => (
    <input
      id={`pw-${name}`}
      className="input"
      type="password"
      autoComplete={autoComplete}
      maxLength={200}
      value={draft[name]}
      aria-invalid={Boolean(errors.fields[name])}
      aria-describedby={describedBy(`pw-${name}`, hint, errors.fields[name])}
      onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
    />
  );

  return (
    <section className="settings-card" aria-labelledby="password-heading">
      <h2 id="password-heading">{t('account.passwordHeading')}</h2>
      <form className="account-form" onSubmit={submit} noValidate>
        {errors.form ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, errors.form)}
          </p>
        ) : null}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Field id="pw-oldPassword" label={t('account.oldPassword')} error={err('oldPassword')}>
          {input('oldPassword', 'current-password')}
        </Field>
        <Field
          id="pw-newPassword"
          label={t('account.newPassword')}
          hint={t('account.newPasswordHint')}
          error={err('newPassword')}
        >
          {input('newPassword', 'new-password', true)}
        </Field>
        <Field id="pw-confirm" label={t('account.confirmPassword')} error={err('confirm')}>
          {input('confirm', 'new-password')}
        </Field>
        <div className="form-submit">
          <SubmitButton pending={change.isPending} pendingLabel={t('account.changing')}>
            {t('account.changePassword')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

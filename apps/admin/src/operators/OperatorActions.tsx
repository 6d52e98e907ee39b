import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { AssignableOperatorRole, OperatorRole } from '@croupier/contracts/constants';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { api } from '../api/client.ts';
import type { Operator, OperatorPasswordReset } from '@croupier/contracts';
import { validateNewPassword } from '../account/validate.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, InlineError, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useUpdateOperator } from './useUpdateOperator.ts';

/** Inline role change: a select plus Apply, so arrowing through the options never fires a PATCH. */
export function RoleCell({ operator, roles }: { operator: Operator; roles: AssignableOperatorRole[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [error, setError] = useState<string | null>(null);
  // When the list brings a new role (saved here or by someone else), the select follows it.
  const [seenRole, setSeenRole] = useState<OperatorRole>(operator.role);
  if (seenRole !== operator.role) {
    setSeenRole(operator.role);
    setRole(operator.role);
  }
  const update = useUpdateOperator(operator.id);
  const selectId = `role-${operator.id}`;
  const errorId = `${selectId}-error`;

  const apply = () => {
    // The select lists only grantable roles: `studio` is never sent (it stays the studio account's).
    if (update.isPending || role === operator.role || role === 'studio') return;
    setError(null);
    update.mutate(
      { role },
      {
        onSuccess: (saved) =>
          toast(t('operators.roleChanged', { username: saved.username, role: t(`roles.${saved.role}`) })),
        onError: (err) => {
          const errors = toFormErrors(err);
          setError(
            errors.fields.role
              ? fieldErrorText(t, errors.fields.role)
              : errorText(t, errors.form ?? 'UNKNOWN'),
          );
        },
      },
    );
  };

  return (
    <div className="role-cell">
      <div className="role-cell-row">
        <select
          id={selectId}
          className="select select-compact"
          value={role}
          aria-label={t('operators.roleOf', { username: operator.username })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          disabled={update.isPending}
          onChange={(e) => {
            setRole(e.target.value as OperatorRole);
            setError(null);
          }}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
        {role !== operator.role ? (
          <button
            type="button"
            className="btn btn-primary"
            aria-label={t('operators.applyRoleFor', { username: operator.username })}
            aria-busy={update.isPending}
            disabled={update.isPending}
            onClick={apply}
          >
            {update.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            {update.isPending ? t('operators.applyingRole') : t('operators.applyRole')}
          </button>
        ) : null}
      </div>
      <InlineError id={errorId} error={error} />
    </div>
  );
}

/** Disable or enable, behind a confirmation: disabling ends that operator's sessions at once. */
export function StatusAction({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOperator(operator.id);
  const disabling = !operator.disabled;
  const username = operator.username;

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { disabled: disabling },
      {
        onSuccess: () => {
          close();
          toast(t(disabling ? 'operators.disabledDone' : 'operators.enabledDone', { username }));
        },
        onError: (err) => setError(errorText(t, toFormErrors(err).form ?? 'INVALID')),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className="btn"
        aria-label={t(disabling ? 'operators.disableFor' : 'operators.enableFor', { username })}
        onClick={() => setOpen(true)}
      >
        {t(disabling ? 'operators.disable' : 'operators.enable')}
      </button>
      {open ? (
        <Dialog
          title={t(disabling ? 'operators.disableTitle' : 'operators.enableTitle', { username })}
          busy={update.isPending}
          onClose={close}
        >
          <form className="dialog-body" onSubmit={confirm} noValidate>
            <p>{t(disabling ? 'operators.disableBody' : 'operators.enableBody', { username })}</p>
            {error ? (
              <p className="banner banner-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="btn" disabled={update.isPending} onClick={close}>
                {t('common.cancel')}
              </button>
              <SubmitButton
                pending={update.isPending}
                pendingLabel={t(disabling ? 'operators.disabling' : 'operators.enabling')}
              >
                {t(disabling ? 'operators.disableConfirm' : 'operators.enableConfirm')}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

/** Set a new password for someone else; the server ends that operator's sessions. */
export function ResetPasswordAction({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const username = operator.username;

  const reset = useMutation({
    mutationFn: (newPassword: string) =>
      api<void>('POST', `/operators/${encodeURIComponent(operator.id)}/password`, {
        newPassword,
      } satisfies OperatorPasswordReset),
  });

  const close = () => {
    setOpen(false);
    setPassword('');
    setConfirmation('');
    setErrors(NO_ERRORS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const fields = validateNewPassword(password, confirmation);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0) return;
    reset.mutate(password, {
      onSuccess: () => {
        close();
        toast(t('operators.resetDone', { username }));
      },
      onError: (err) => setErrors(toFormErrors(err)),
    });
  };
  const err = (name: string) => (errors.fields[name] ? fieldErrorText(t, errors.fields[name]) : null);
  const pwId = `reset-${operator.id}-new`;
  const confirmId = `reset-${operator.id}-confirm`;

  return (
    <>
      <button
        type="button"
        className="btn"
        aria-label={t('operators.resetPasswordFor', { username })}
        onClick={() => setOpen(true)}
      >
        {t('operators.resetPassword')}
      </button>
      {open ? (
        <Dialog title={t('operators.resetPasswordFor', { username })} busy={reset.isPending} onClose={close}>
          <form className="dialog-body" onSubmit={submit} noValidate>
            <p className="muted">{t('operators.resetBody')}</p>
            {errors.form ? (
              <p className="banner banner-error" role="alert">
                {errorText(t, errors.form)}
              </p>
            ) : null}
            <Field
              id={pwId}
              label={t('operators.newPassword')}
              hint={t('operators.passwordHint')}
              error={err('newPassword')}
            >
              <input
                id={pwId}
                className="input"
                type="password"
                autoComplete="new-password"
                autoFocus
                maxLength={200}
                value={password}
                aria-invalid={Boolean(errors.fields.newPassword)}
                aria-describedby={describedBy(pwId, true, errors.fields.newPassword)}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Field id={confirmId} label={t('operators.confirmPassword')} error={err('confirm')}>
              <input
                id={confirmId}
                className="input"
                type="password"
                autoComplete="new-password"
                maxLength={200}
                value={confirmation}
                aria-invalid={Boolean(errors.fields.confirm)}
                aria-describedby={describedBy(confirmId, null, errors.fields.confirm)}
                onChange={(e) => setConfirmation(e.target.value)}
              />
            </Field>
            <div className="dialog-actions">
              <button type="button" className="btn" disabled={reset.isPending} onClick={close}>
                {t('common.cancel')}
              </button>
              <SubmitButton pending={reset.isPending} pendingLabel={t('operators.resetting')}>
                {t('operators.resetPassword')}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

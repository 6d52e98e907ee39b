import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableOperatorRole } from '@croupier/contracts/constants';
import { NO_ERRORS, toFormErrors, type FieldErrors, type FormErrors } from '@croupier/web-kit';
import { api } from '../api/client.ts';
import type { Operator, OperatorCreate } from '@croupier/contracts';
import { queryKeys } from '../api/queries.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';

type Draft = OperatorCreate;

const EMPTY: Draft = { username: '', password: '', role: 'viewer' };

export function validateOperator(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  const username = draft.username.trim();
  // The same rules as the server's: 3 to 32 characters, a letter first, then letters, digits, _ . -
  if (username === '') errors.username = 'REQUIRED';
  else if (username.length < 3) errors.username = 'TOO_SHORT';
  else if (username.length > 32) errors.username = 'TOO_LONG';
  else if (!/^[A-Za-z][A-Za-z0-9_.-]*$/.test(username)) errors.username = 'INVALID';
  if (draft.password === '') errors.password = 'REQUIRED';
  else if (draft.password.length < 10) errors.password = 'PASSWORD_SHORT';
  return errors;
}

/** `roles` are the ones the signed-in operator may grant (admins never see owner). */
export function CreateOperatorForm({ roles }: { roles: AssignableOperatorRole[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const create = useMutation({
    mutationFn: (body: Draft) => api<Operator>('POST', '/operators', body),
    onSuccess: (operator) => {
      queryClient.setQueryData<Operator[]>(queryKeys.operators, (list) =>
        list ? [...list, operator] : [operator],
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.operators });
      toast(t('operators.created', { username: operator.username }));
      setDraft(EMPTY);
      setErrors(NO_ERRORS);
    },
    // A 409 ALREADY_EXISTS means the username is taken: show it on that field, not as a banner.
    onError: (error) => setErrors(toFormErrors(error, { conflictField: 'username' })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const fields = validateOperator(draft);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length === 0) create.mutate({ ...draft, username: draft.username.trim() });
  };
  const err = (name: string) => (errors.fields[name] ? fieldErrorText(t, errors.fields[name]) : null);

  return (
    <section className="settings-card" aria-labelledby="new-operator-heading">
      <h2 id="new-operator-heading">{t('operators.createHeading')}</h2>
      <form className="operator-form" onSubmit={submit} noValidate>
        {errors.form ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, errors.form)}
          </p>
        ) : null}
        <Field id="op-username" label={t('operators.username')} error={err('username')}>
          <input
            id="op-username"
            className="input"
            autoComplete="off"
            value={draft.username}
            maxLength={64}
            aria-invalid={Boolean(errors.fields.username)}
            aria-describedby={describedBy('op-username', null, errors.fields.username)}
            onChange={(e) => setDraft((d) => ({ ...d, username: e.target.value }))}
          />
        </Field>
        <Field
          id="op-password"
          label={t('operators.password')}
          hint={t('operators.passwordHint')}
          error={err('password')}
        >
          <input
            id="op-password"
            className="input"
            type="password"
            autoComplete="new-password"
            value={draft.password}
            aria-invalid={Boolean(errors.fields.password)}
            aria-describedby={describedBy('op-password', true, errors.fields.password)}
            onChange={(e) => setDraft((d) => ({ ...d, password: e.target.value }))}
          />
        </Field>
        <Field id="op-role" label={t('operators.role')} error={err('role')}>
          <select
            id="op-role"
            className="select"
            value={draft.role}
            aria-invalid={Boolean(errors.fields.role)}
            aria-describedby={describedBy('op-role', null, errors.fields.role)}
            onChange={(e) => setDraft((d) => ({ ...d, role: e.target.value as AssignableOperatorRole }))}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="operator-submit">
          <SubmitButton pending={create.isPending} pendingLabel={t('operators.creating')}>
            {t('operators.create')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

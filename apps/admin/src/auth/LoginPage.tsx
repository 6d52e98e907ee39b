import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { OperatorLogin, OperatorLoginAnswer } from '@croupier/contracts';
import {
  NO_ERRORS,
  problemToFormErrors,
  retryAfterMinutes,
  type FormErrors,
  ApiError,
} from '@croupier/web-kit';
import { api, getToken } from '../api/client.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { LanguagePicker, ThemeToggle } from '../layout/Preferences.tsx';
import { useAuth } from './AuthRoot.tsx';
import { needsTotp, validateLogin, type LoginInput } from './validate.ts';
import './login.css';

interface LoginState {
  from?: string;
  sessionEnded?: boolean;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const [input, setInput] = useState<LoginInput>({ username: '', password: '', totp: '' });
  const [totpShown, setTotpShown] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // Minutes a locked (username, IP) must wait, when the server says; shown with ACCOUNT_LOCKED.
  const [lockMinutes, setLockMinutes] = useState<number | null>(null);

  const login = useMutation({
    mutationFn: (body: OperatorLogin) => api<OperatorLoginAnswer>('POST', '/auth/login', body),
    onSuccess: ({ token }) => signIn(token, state.from && state.from !== '/login' ? state.from : '/'),
    onError: (error) => {
      const problem = error instanceof ApiError ? error.problem : null;
      setLockMinutes(problem?.code === 'ACCOUNT_LOCKED' ? retryAfterMinutes(problem) : null);
      if (needsTotp(problem)) {
        const wasShown = totpShown;
        setTotpShown(true);
        // First time: just reveal the field with its hint. After a code was sent: it was wrong.
        setErrors(
          wasShown ? { fields: { totp: problem?.fields?.totp ?? 'INVALID' }, form: null } : NO_ERRORS,
        );
        return;
      }
      // No problem body means the network or a proxy failed: say that rather than "wrong password".
      setErrors(
        problem
          ? problemToFormErrors(problem)
          : { fields: {}, form: error instanceof ApiError ? error.code : 'UNKNOWN' },
      );
    },
  });

  if (getToken()) return <Navigate to="/" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const fields = validateLogin(input, totpShown);
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0) {
      const first = document.getElementById(`login-${Object.keys(fields)[0]}`);
      first?.focus();
      return;
    }
    login.mutate({
      username: input.username.trim(),
      password: input.password,
      ...(totpShown ? { totp: input.totp.trim() } : {}),
    });
  };

  const fieldError = (name: keyof LoginInput) => {
    const code = errors.fields[name];
    return code ? fieldErrorText(t, code) : null;
  };
  const set = (name: keyof LoginInput) => (value: string) => setInput((prev) => ({ ...prev, [name]: value }));

  return (
    <main className="login-page">
      <div className="login-prefs">
        <LanguagePicker />
        <ThemeToggle />
      </div>
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-heading">
        <p className="login-intro">Croupier · {t('login.intro')}</p>
        <h1 id="login-heading">{t('login.heading')}</h1>
        {state.sessionEnded && !errors.form ? <p className="banner">{t('login.sessionEnded')}</p> : null}
        {errors.form ? (
          <p className="banner banner-error" role="alert">
            {errors.form === 'ACCOUNT_LOCKED' && lockMinutes !== null
              ? t('login.lockedFor', { minutes: lockMinutes })
              : errorText(t, errors.form)}
          </p>
        ) : null}
        <Field id="login-username" label={t('login.username')} error={fieldError('username')}>
          <input
            id="login-username"
            className="input"
            autoComplete="username"
            autoFocus
            value={input.username}
            aria-invalid={Boolean(errors.fields.username)}
            aria-describedby={describedBy('login-username', null, errors.fields.username)}
            onChange={(e) => set('username')(e.target.value)}
          />
        </Field>
        <Field id="login-password" label={t('login.password')} error={fieldError('password')}>
          <input
            id="login-password"
            className="input"
            type="password"
            autoComplete="current-password"
            value={input.password}
            aria-invalid={Boolean(errors.fields.password)}
            aria-describedby={describedBy('login-password', null, errors.fields.password)}
            onChange={(e) => set('password')(e.target.value)}
          />
        </Field>
        {totpShown ? (
          <Field
            id="login-totp"
            label={t('login.totp')}
            hint={t('login.totpHint')}
            error={fieldError('totp')}
          >
            <input
              id="login-totp"
              className="input mono-digits"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              value={input.totp}
              aria-invalid={Boolean(errors.fields.totp)}
              aria-describedby={describedBy('login-totp', true, errors.fields.totp)}
              onChange={(e) => set('totp')(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
        ) : null}
        <SubmitButton pending={login.isPending} pendingLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </main>
  );
}

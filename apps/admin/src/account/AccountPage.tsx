import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../ui/time.tsx';
import { ApiError } from '@croupier/web-kit';
import { useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { AuthenticatorSection } from './AuthenticatorSection.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import '../operators/operators.css';
import './account.css';

/** The signed-in operator's own account: every role may change its password and authenticator. */
export function AccountPage() {
  const { time, offset } = useBrandTime();
  const { t } = useTranslation();
  const me = useMe();

  return (
    <div className="page">
      <h1>{t('account.heading')}</h1>
      {me.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {me.isError ? (
        <p className="banner banner-error" role="alert">
          {t('common.loadFailed')} {errorText(t, me.error instanceof ApiError ? me.error.code : 'UNKNOWN')}
        </p>
      ) : null}
      {me.data ? (
        <div className="account-layout">
          <dl className="account-summary settings-card">
            <div>
              <dt>{t('account.username')}</dt>
              <dd>{me.data.username}</dd>
            </div>
            <div>
              <dt>{t('account.role')}</dt>
              <dd>
                <span className="role-badge">{t(`roles.${me.data.role}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('account.lastLogin')}</dt>
              <dd className="mono">
                {me.data.lastLoginAt ? `${time(me.data.lastLoginAt)} (${offset})` : t('account.never')}
              </dd>
            </div>
          </dl>
          <ChangePasswordForm username={me.data.username} />
          <AuthenticatorSection enabled={me.data.totpEnabled} />
        </div>
      ) : null}
    </div>
  );
}

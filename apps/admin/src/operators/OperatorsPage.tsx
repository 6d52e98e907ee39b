import { useTranslation } from 'react-i18next';
import { useBrandTime } from '../ui/time.tsx';
import type { Operator } from '@croupier/contracts';
import { ApiError } from '@croupier/web-kit';
import { useMe, useOperators, type Me } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { CreateOperatorForm } from './CreateOperatorForm.tsx';
import { ResetPasswordAction, RoleCell, StatusAction } from './OperatorActions.tsx';
import { canActOn, canManage, grantableRoles, isStudioAccount } from './roles.ts';
import './operators.css';

// Operators read sign-in times in their own zone (like the audit log); the column header names it.
function OperatorRow({ op, me, manager }: { op: Operator; me: Me | undefined; manager: boolean }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  // Actions the server would refuse (yourself, higher ranks) are hidden rather than left to fail.
  const actionable = canActOn(me, op);
  return (
    <tr className={op.disabled ? 'row-disabled' : undefined}>
      <td className="nowrap">
        {op.username}
        {op.id === me?.id ? <span className="muted"> ({t('operators.you')})</span> : null}
      </td>
      <td>
        {actionable && !isStudioAccount(op) ? (
          <RoleCell operator={op} roles={grantableRoles(me?.role)} />
        ) : (
          <span className="role-badge">{t(`roles.${op.role}`)}</span>
        )}
      </td>
      <td>
        <span className={op.disabled ? 'status status-off' : 'status status-on'}>
          {t(op.disabled ? 'operators.disabled' : 'operators.active')}
        </span>
      </td>
      <td className="nowrap">{t(op.totpEnabled ? 'operators.totpOn' : 'operators.totpOff')}</td>
      <td className="mono nowrap">
        {op.lastLoginAt ? time(op.lastLoginAt) : <span className="muted">{t('operators.never')}</span>}
      </td>
      {manager ? (
        <td>
          {actionable ? (
            <div className="row-actions">
              <StatusAction operator={op} />
              {isStudioAccount(op) ? null : <ResetPasswordAction operator={op} />}
            </div>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

export function OperatorsPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const me = useMe();
  const operators = useOperators();
  const manager = canManage(me.data?.role);
  const columns = manager ? 6 : 5;

  return (
    <div className="page">
      <h1>{t('operators.heading')}</h1>
      <div className="operators-layout">
        <div>
          {operators.isPending ? <p className="muted">{t('app.loading')}</p> : null}
          {operators.isError ? (
            <p className="banner banner-error" role="alert">
              {t('common.loadFailed')}{' '}
              {errorText(t, operators.error instanceof ApiError ? operators.error.code : 'UNKNOWN')}
            </p>
          ) : null}
          {operators.data ? (
            <div className="table-wrap">
              <table className="table">
                <caption className="visually-hidden">{t('operators.listCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('operators.username')}</th>
                    <th scope="col">{t('operators.role')}</th>
                    <th scope="col">{t('operators.status')}</th>
                    <th scope="col">{t('operators.totp')}</th>
                    <th scope="col">{t('operators.lastLogin', { zone: offset })}</th>
                    {manager ? <th scope="col">{t('common.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {operators.data.length === 0 ? (
                    <tr>
                      <td colSpan={columns} className="muted">
                        {t('operators.empty')}
                      </td>
                    </tr>
                  ) : null}
                  {operators.data.map((op) => (
                    <OperatorRow key={op.id} op={op} me={me.data} manager={manager} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
        {manager ? (
          <CreateOperatorForm roles={grantableRoles(me.data?.role)} />
        ) : me.data ? (
          <p className="banner">{t('operators.onlyManagers')}</p>
        ) : null}
      </div>
    </div>
  );
}

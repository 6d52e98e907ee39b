import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionProvider.tsx';
import { ConfirmDialog } from '../ui/Modal.tsx';
import { accessFor, decideAccess } from './guard.ts';

/** The page's place while it cannot show yet (the session is checked, or its code is on the way). */
export function PageWait() {
  const { t } = useTranslation();
  return (
    <div className="page-wait" role="status">
      <span className="splash-ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** Applies decideAccess to the current path; every shell wraps its outlet in this. */
export function Guarded({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();

  if (session.status === 'loading') return <PageWait />;

  const decision = decideAccess(accessFor(location.pathname), session.kind);
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={{ from: location.pathname + location.search }} />;
  }
  if (decision.kind === 'trial-blocked') {
    return (
      <ConfirmDialog
        title={t('guard.trialTitle')}
        message={t('errors.TRIAL_NOT_ALLOWED')}
        confirmLabel={t('common.confirm')}
        onConfirm={() => void navigate('/', { replace: true })}
      />
    );
  }
  return <>{children}</>;
}

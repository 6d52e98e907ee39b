import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../api/http.ts';
import { reconcileLanguage } from '../i18n/i18n.ts';
import { rememberMerchant } from '../session/storage.ts';
import { applyAccent } from '../theme/theme.ts';
import { useSiteQuery } from './queries.ts';
import { StatusPage } from './StatusPage.tsx';

/**
 * Nothing of the shell renders before the site answers: the brand, its languages and its status
 * decide everything else. Maintenance (1) and region blocking (2) replace the whole shell.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSiteQuery();
  const data = site.data;

  useEffect(() => {
    if (!data) return;
    applyAccent(data.brand.accentColor);
    reconcileLanguage(data.languages, data.defaultLanguage);
    rememberMerchant(data.brand.code);
    document.title = data.brand.name;
  }, [data]);

  if (site.isPending) {
    return (
      <div className="splash" role="status" aria-live="polite">
        <span className="splash-ring" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }

  if (!data) {
    return (
      <StatusPage
        icon="info"
        title={t('status.errorTitle')}
        body={t(errorKey(site.error))}
        action={
          <button type="button" className="btn btn-primary" onClick={() => void site.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }

  if (data.status === 1) {
    return (
      <StatusPage
        icon="tools"
        title={t('status.maintenanceTitle')}
        body={data.maintenanceMessage || t('status.maintenanceBody')}
        brand={data.brand.name}
        languages={data.languages}
      />
    );
  }

  if (data.status === 2) {
    return (
      <StatusPage
        icon="lock"
        title={t('status.blockedTitle')}
        body={t('status.blockedBody')}
        detail={t('status.yourIp', { ip: data.location.ip })}
        brand={data.brand.name}
        languages={data.languages}
      />
    );
  }

  return <>{children}</>;
}

import { useTranslation } from 'react-i18next';
import { ApiError } from '@croupier/web-kit';
import { canManage, useBrand, useMe } from '../api/queries.ts';
import { errorText } from '../i18n/errors.ts';
import { GeneralSection } from './GeneralSection.tsx';
import { MaintenanceSection } from './MaintenanceSection.tsx';
import { RegionSection } from './RegionSection.tsx';
import { FlagsSection } from './FlagsSection.tsx';
import { CustomerServiceSection } from './CustomerServiceSection.tsx';
import { ResourcesSection } from './ResourcesSection.tsx';
import { AnalyticsSection } from './AnalyticsSection.tsx';
import { AdjustmentsSection } from './AdjustmentsSection.tsx';
import { SocialLoginSections } from './SocialLoginSection.tsx';
import './settings.css';

export function SettingsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const me = useMe();
  // Until the role is known the forms stay read-only, so nobody edits what they cannot save.
  const readOnly = !canManage(me.data?.role);

  return (
    <div className="page">
      <h1>{t('settings.heading')}</h1>
      {me.data && readOnly ? (
        <p className="banner" role="note">
          {t('settings.readOnly', { role: t(`roles.${me.data.role}`) })}
        </p>
      ) : null}
      {brand.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {brand.isError ? (
        <div className="banner banner-error" role="alert">
          <p>
            {t('common.loadFailed')}{' '}
            {errorText(t, brand.error instanceof ApiError ? brand.error.code : 'UNKNOWN')}
          </p>
          <button type="button" className="btn" onClick={() => void brand.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {brand.data ? (
        // Keyed by brand code: sections seed their drafts from the first settings they see.
        <div className="settings-stack" key={brand.data.code}>
          <GeneralSection brand={brand.data} readOnly={readOnly} />
          <MaintenanceSection brand={brand.data} readOnly={readOnly} />
          <RegionSection brand={brand.data} readOnly={readOnly} />
          <FlagsSection brand={brand.data} readOnly={readOnly} />
          <CustomerServiceSection brand={brand.data} readOnly={readOnly} />
          <ResourcesSection brand={brand.data} readOnly={readOnly} />
          <SocialLoginSections readOnly={readOnly} />
          <AnalyticsSection brand={brand.data} readOnly={readOnly} />
          <AdjustmentsSection brand={brand.data} readOnly={readOnly} />
        </div>
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useBrand, useMe } from '../api/queries.ts';
import { LeaderboardsSection } from './LeaderboardsSection.tsx';
import { MissionsSection } from './MissionsSection.tsx';
import { canEditMissions } from './rules.ts';
import { SignInSection } from './SignInSection.tsx';
import './missions.css';

/** Missions, leaderboards and the daily sign-in (issue 22): every operator reads, owners and admins edit. */
export function MissionsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const me = useMe();
  const canEdit = canEditMissions(me.data?.role);
  const currency = brand.data?.currency;
  if (!currency) return <p className="muted">{t('app.loading')}</p>;
  return (
    <div className="page">
      <h1>{t('missions.heading')}</h1>
      <p className="muted page-lead">{t('missions.intro')}</p>
      {!canEdit && me.data ? (
        <p className="banner" role="note">
          {t('missions.readOnly', { role: t(`roles.${me.data.role}`) })}
        </p>
      ) : null}
      <SignInSection currency={currency} readOnly={!canEdit} />
      <MissionsSection currency={currency} canEdit={canEdit} />
      <LeaderboardsSection currency={currency} canEdit={canEdit} />
    </div>
  );
}

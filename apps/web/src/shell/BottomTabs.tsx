import { useTranslation } from 'react-i18next';
import { useCategories } from '../site/queries.ts';
import { SmartLink } from './SmartLink.tsx';
import { Icon, type IconName } from '../ui/icons.tsx';

export function BottomTabs() {
  const { t } = useTranslation();
  const firstCategory = useCategories().data?.[0]?.path ?? '/hot';
  const tabs: { to: string; icon: IconName; label: string; end?: boolean }[] = [
    { to: '/', icon: 'home', label: t('tabs.home'), end: true },
    { to: firstCategory, icon: 'grid', label: t('tabs.games') },
    { to: '/promotions', icon: 'gift', label: t('tabs.promotions') },
    { to: '/member?page=transferFund', icon: 'wallet', label: t('tabs.wallet') },
    { to: '/member', icon: 'user', label: t('tabs.account'), end: true },
  ];
  return (
    <nav className="bottom-tabs" aria-label={t('nav.tabs')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <SmartLink to={tab.to} end={tab.end}>
              <Icon name={tab.icon} />
              <span>{tab.label}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';

export default function CrashRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('crash.rules.intro')}</p>
      <ul>
        <li>{t('crash.rules.bet')}</li>
        <li>{t('crash.rules.cashOut')}</li>
        <li>{t('crash.rules.auto')}</li>
        <li>{t('crash.rules.fair')}</li>
      </ul>
    </div>
  );
}

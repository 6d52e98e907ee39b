import { useTranslation } from 'react-i18next';

export default function MinesRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('mines.rules.intro')}</p>
      <ul>
        <li>{t('mines.rules.reveal')}</li>
        <li>{t('mines.rules.multiplier')}</li>
        <li>{t('mines.rules.cashOut')}</li>
        <li>{t('mines.rules.resume')}</li>
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

export default function PlinkoRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('plinko.rules.intro')}</p>
      <ul>
        <li>{t('plinko.rules.path')}</li>
        <li>{t('plinko.rules.risk')}</li>
        <li>{t('plinko.rules.rtp')}</li>
      </ul>
    </div>
  );
}

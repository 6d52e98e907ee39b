import { useTranslation } from 'react-i18next';

export default function HiloRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('hilo.rules.intro')}</p>
      <ul>
        <li>{t('hilo.rules.guess')}</li>
        <li>{t('hilo.rules.multiplier')}</li>
        <li>{t('hilo.rules.skip')}</li>
        <li>{t('hilo.rules.cashOut')}</li>
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

export default function BaccaratRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('baccarat.rules.intro')}</p>
      <ul>
        <li>{t('baccarat.rules.values')}</li>
        <li>{t('baccarat.rules.draw')}</li>
        <li>{t('baccarat.rules.pays')}</li>
        <li>{t('baccarat.rules.tie')}</li>
        <li>{t('baccarat.rules.pairs')}</li>
      </ul>
    </div>
  );
}

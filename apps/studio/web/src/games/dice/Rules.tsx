import { useTranslation } from 'react-i18next';

export default function DiceRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('dice.rules.intro')}</p>
      <ul>
        <li>{t('dice.rules.under')}</li>
        <li>{t('dice.rules.over')}</li>
        <li>{t('dice.rules.pays')}</li>
      </ul>
    </div>
  );
}

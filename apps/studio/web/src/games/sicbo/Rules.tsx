import { useTranslation } from 'react-i18next';

const ROWS = ['smallBig', 'total', 'single', 'double', 'triple', 'anyTriple', 'combination'];

export default function SicBoRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('sicbo.rules.intro')}</p>
      <ul>
        {ROWS.map((row) => (
          <li key={row}>{t(`sicbo.rules.${row}`)}</li>
        ))}
      </ul>
    </div>
  );
}

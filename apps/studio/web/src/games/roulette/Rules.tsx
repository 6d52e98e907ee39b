import { useTranslation } from 'react-i18next';

const PAYS: [string, string][] = [
  ['straight', '35:1'],
  ['split', '17:1'],
  ['street', '11:1'],
  ['corner', '8:1'],
  ['sixLine', '5:1'],
  ['dozenColumn', '2:1'],
  ['evenMoney', '1:1'],
];

export default function RouletteRules() {
  const { t } = useTranslation();
  return (
    <div className="rules">
      <p>{t('roulette.rules.intro')}</p>
      <table>
        <thead>
          <tr>
            <th>{t('roulette.rules.bet')}</th>
            <th className="num">{t('roulette.rules.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {PAYS.map(([key, pays]) => (
            <tr key={key}>
              <td>{t(`roulette.rules.${key}`)}</td>
              <td className="num">{pays}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('roulette.rules.zero')}</p>
      <p>{t('roulette.rules.howTo')}</p>
    </div>
  );
}

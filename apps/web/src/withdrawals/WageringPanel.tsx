import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount, parseMinor } from '@croupier/money';
import { useWagering } from '../promotions/api.ts';
import { BonusProgress } from '../rewards/BonusProgress.tsx';
import { useSite } from '../site/queries.ts';
import '../rewards/rewards.css';

/**
 * What is left to wager before a withdrawal is allowed (ADR 0028): the total and each open requirement, oldest
 * first. Shown only while something is open, so a player without a bonus sees the plain withdraw page.
 */
export function WageringPanel() {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const wagering = useWagering();
  const data = wagering.data;
  if (!data || (parseMinor(data.remaining, currency) ?? 0n) <= 0n) return null;
  return (
    <section className="wd-card wagering-panel" aria-labelledby="wagering-heading">
      <h3 id="wagering-heading">{t('rewards.wagering.heading')}</h3>
      <p className="wagering-total">
        <span>{t('rewards.wagering.left')}</span>
        <strong className="tabular">{formatAmount(data.remaining, currency)}</strong>
      </p>
      <h4 className="wagering-sub">{t('rewards.wagering.open')}</h4>
      <ul className="wagering-list">
        {data.open.map((item) => (
          <li key={item.bonusId}>
            <span className="tabular">
              {t('rewards.wagering.row', {
                id: item.bonusId,
                remaining: formatAmount(item.remaining, currency),
                requirement: formatAmount(item.requirement, currency),
              })}
            </span>
            <BonusProgress requirement={item.requirement} remaining={item.remaining} />
          </li>
        ))}
      </ul>
      <Link to="/member?page=bonusDetails">{t('rewards.wagering.details')}</Link>
    </section>
  );
}

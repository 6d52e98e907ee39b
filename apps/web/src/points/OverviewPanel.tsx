import { useTranslation } from 'react-i18next';
import type { PointsBalance } from '@croupier/contracts';
import { POINT_RATE_KINDS } from '@croupier/contracts/constants';
import { formatAmount } from '@croupier/money';
import { useSite } from '../site/queries.ts';
import { formatPoints } from './logic.ts';

/** Current points, earned and spent, and the comparison table of the brand's rates. */
export function OverviewPanel({ points }: { points: PointsBalance }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const unit = formatAmount('1', currency);
  return (
    <>
      <section className="wallet-panel pm-balance" aria-label={t('pointsMall.balance')}>
        <div>
          <span className="wallet-muted">{t('pointsMall.balance')}</span>
          <strong className="pm-balance-figure tabular">{formatPoints(points.balance)}</strong>
        </div>
        <dl className="pm-totals tabular">
          <div>
            <dt>{t('pointsMall.earned')}</dt>
            <dd>{formatPoints(points.earned)}</dd>
          </div>
          <div>
            <dt>{t('pointsMall.spent')}</dt>
            <dd>{formatPoints(points.spent)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="pm-comparison">
        <h2 id="pm-comparison" className="pm-heading">
          {t('pointsMall.comparison')}
        </h2>
        <p className="wallet-muted">{t('pointsMall.comparisonLead', { unit })}</p>
        <div className="record-table-wrap" role="region" aria-labelledby="pm-comparison" tabIndex={0}>
          <table className="record-table">
            <thead>
              <tr>
                <th scope="col">{t('pointsMall.kind')}</th>
                <th scope="col" className="num">
                  {t('pointsMall.rate', { unit })}
                </th>
              </tr>
            </thead>
            <tbody>
              {POINT_RATE_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{t(`pointsMall.kinds.${kind}`)}</th>
                  <td className="num tabular">{points.rates[kind]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

const RULES = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] as const;

export function RulesPanel() {
  const { t } = useTranslation();
  return (
    <section className="wallet-panel" aria-labelledby="pm-rules">
      <h2 id="pm-rules" className="pm-heading">
        {t('pointsMall.rules.title')}
      </h2>
      <ol className="pm-rules">
        {RULES.map((rule) => (
          <li key={rule}>{t(`pointsMall.rules.${rule}`)}</li>
        ))}
      </ol>
    </section>
  );
}

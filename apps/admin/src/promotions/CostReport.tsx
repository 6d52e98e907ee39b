import { useTranslation } from 'react-i18next';
import { useBrand } from '../api/queries.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { currencyOf, formatMoney, parseMinor } from '@croupier/money';
import { usePromotionReport } from './api.ts';
import { moneyIn } from './rules.ts';

/** What a promotion has cost: budget, spent and what is left of it, rewards paid, players, applications waiting. */
export function CostReport({ promotionId }: { promotionId: string }) {
  const { t } = useTranslation();
  const report = usePromotionReport(promotionId);
  const code = useBrand().data?.currency.code ?? 'THB';
  const currency = currencyOf(code);
  const money = moneyIn(code);
  const data = report.data;
  if (report.isError) return <LoadError error={report.error} retry={() => void report.refetch()} />;
  if (!data) return null;
  const left =
    data.budget === null
      ? null
      : (parseMinor(data.budget, currency) ?? 0n) - (parseMinor(data.spent, currency) ?? 0n);
  const figures: [string, string][] = [
    [t('promotions.report.budget'), data.budget === null ? t('promotions.noBudget') : money(data.budget)],
    [t('promotions.report.spent'), money(data.spent)],
    ...(left === null
      ? []
      : [[t('promotions.report.left'), formatMoney(left, currency)] as [string, string]]),
    [t('promotions.report.paid'), String(data.paid.count)],
    [t('promotions.report.paidAmount'), money(data.paid.amount)],
    [t('promotions.report.players'), String(data.players)],
    [t('promotions.report.applications'), String(data.applications.applying ?? 0)],
  ];
  return (
    <section className="card promo-report" aria-labelledby="promo-report-heading">
      <h2 id="promo-report-heading">{t('promotions.report.heading')}</h2>
      <dl>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="num">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

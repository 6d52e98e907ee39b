import { useTranslation } from 'react-i18next';
import type { VipLevel, VipStatus } from '@croupier/contracts';
import { formatAmount, type Currency } from '@croupier/money';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { LoadFailed } from '../wallet/parts.tsx';
import { ratePercent, useVip } from './api.ts';
import '../wallet/wallet.css';
import '../bets/records.css';
import './vip.css';

/** One bar towards the next level: what the player has over the window against what the level asks. */
function Progress(props: {
  what: string;
  have: string;
  need: string;
  /** What is still missing, as the server counts it. */
  left: string;
  label: string;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const have = Number(props.have);
  const need = Number(props.need);
  const percent = need <= 0 ? 100 : Math.min(100, Math.floor((have / need) * 100));
  return (
    <div className="vip-progress">
      <div className="vip-progress-head">
        <span>{props.what}</span>
        <span className="money">
          {t('vip.progress', {
            have: formatAmount(props.have, props.currency),
            need: formatAmount(props.need, props.currency),
          })}
        </span>
      </div>
      <progress
        className="vip-bar"
        max={100}
        value={percent}
        aria-label={t('vip.progressLabel', { what: props.what, label: props.label })}
      />
      <span className="wallet-muted">
        {Number(props.left) > 0
          ? t('vip.stillNeeded', { amount: formatAmount(props.left, props.currency) })
          : t('vip.reached')}
      </span>
    </div>
  );
}

function Standing({ vip, currency }: { vip: VipStatus; currency: Currency }) {
  const { t } = useTranslation();
  const ahead = vip.next;
  const next = ahead && vip.benefits.find((level) => level.level === ahead.level);
  return (
    <section className="wallet-panel vip-standing" aria-labelledby="vip-current">
      <div className="vip-badge" aria-hidden="true">
        {vip.level}
      </div>
      <div className="vip-standing-body">
        <h2 id="vip-current" className="vip-current">
          <span className="wallet-muted">{t('vip.current')}</span> {vip.label}
        </h2>
        {ahead && next ? (
          <>
            <p className="vip-next">{t('vip.next', { label: next.label })}</p>
            <Progress
              what={t('vip.deposits')}
              have={vip.deposits}
              need={next.depositThreshold}
              left={ahead.depositNeeded}
              label={next.label}
              currency={currency}
            />
            <Progress
              what={t('vip.validBet')}
              have={vip.validBet}
              need={next.validBetThreshold}
              left={ahead.validBetNeeded}
              label={next.label}
              currency={currency}
            />
          </>
        ) : (
          <p className="vip-next">{t('vip.top')}</p>
        )}
      </div>
    </section>
  );
}

function rebatesOf(level: VipLevel, categoryName: (type: string) => string): string[] {
  return Object.entries(level.rebateRates)
    .filter(([, rate]) => (rate ?? 0) > 0)
    .map(([type, rate]) => `${categoryName(type)} ${ratePercent(rate!)}`);
}

function Benefits({ vip, currency }: { vip: VipStatus; currency: Currency }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  return (
    <div className="record-table-wrap" role="region" aria-label={t('vip.benefits')} tabIndex={0}>
      <table className="record-table vip-benefits">
        <caption>{t('vip.benefits')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip.level')}</th>
            <th scope="col" className="num">
              {t('vip.depositThreshold')}
            </th>
            <th scope="col" className="num">
              {t('vip.validBetThreshold')}
            </th>
            <th scope="col" className="num">
              {t('vip.upgradeBonus')}
            </th>
            <th scope="col">{t('vip.rebates')}</th>
            <th scope="col" className="num">
              {t('vip.withdrawals')}
            </th>
          </tr>
        </thead>
        <tbody>
          {vip.benefits.map((level) => {
            const rebates = rebatesOf(level, categoryName);
            return (
              <tr key={level.level} aria-current={level.level === vip.level ? 'true' : undefined}>
                <th scope="row">
                  {level.label}
                  {level.level === vip.level && <span className="vip-yours">{t('vip.yours')}</span>}
                </th>
                <td className="num money">{formatAmount(level.depositThreshold, currency)}</td>
                <td className="num money">{formatAmount(level.validBetThreshold, currency)}</td>
                <td className="num">
                  <span className="money">{formatAmount(level.upgradeBonus, currency)}</span>
                  {Number(level.upgradeBonus) > 0 && (
                    <span className="wallet-muted vip-wagering">
                      {t('vip.wagering', { multiple: level.wageringMultiple })}
                    </span>
                  )}
                </td>
                <td className="vip-rebate-rates">
                  {rebates.length > 0 ? rebates.join(' · ') : t('vip.noRebate')}
                </td>
                <td className="num tabular">{level.withdrawalsPerDay}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** `/vip`: the member's level, bars to the next level's thresholds, and the benefits of every level. */
export function VipPage() {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const vip = useVip();
  return (
    <>
      <PageHeader
        title={t('vip.title')}
        subtitle={vip.data && t('vip.lead', { days: vip.data.windowDays })}
      />
      <div className="wallet-page vip-page">
        {vip.isPending && (
          <p className="wallet-muted" role="status">
            {t('common.loading')}
          </p>
        )}
        {vip.isError && <LoadFailed message={t('vip.loadFailed')} retry={() => void vip.refetch()} />}
        {vip.data && (
          <>
            <Standing vip={vip.data} currency={currency} />
            <Benefits vip={vip.data} currency={currency} />
          </>
        )}
      </div>
    </>
  );
}

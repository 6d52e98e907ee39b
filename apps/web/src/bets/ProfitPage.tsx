import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dayIn, gmtOffset } from '@croupier/format';
import type { Profit } from '@croupier/contracts';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { Amount, LoadFailed } from '../wallet/parts.tsx';
import { useProfit } from './api.ts';
import { betFiltersToParams, betQuery, parseBetFilters, type BetFilters } from './betFilters.ts';
import { PeriodFilter } from './PeriodFilter.tsx';
import { RANGE_LABEL } from '../wallet/AccountRecordPage.tsx';
import { RANGE_PRESETS } from '../wallet/filters.ts';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import './records.css';
import { formatAmount } from '@croupier/money';

function Totals({ total }: { total: Profit['total'] }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const figures = [
    { key: 'stake', value: formatAmount(total.stake, currency) },
    { key: 'validBet', value: formatAmount(total.validBet, currency) },
    { key: 'payout', value: formatAmount(total.payout, currency) },
  ] as const;
  return (
    <dl className="profit-totals">
      <div className="profit-figure is-main">
        <dt>{t('bets.profit.net')}</dt>
        <dd>
          <Amount value={total.profit} currency={currency} />
        </dd>
      </div>
      {figures.map((f) => (
        <div key={f.key} className="profit-figure">
          <dt>{t(`bets.record.${f.key}`)}</dt>
          <dd className="money">{f.value}</dd>
        </div>
      ))}
      <div className="profit-figure">
        <dt>{t('bets.profit.rounds')}</dt>
        <dd className="tabular">{total.rounds}</dd>
      </div>
    </dl>
  );
}

/** The member centre's `personalProfit`: settled rounds of a period, in total and by game type. */
export function ProfitPage() {
  const { t } = useTranslation();
  const site = useSite();
  const categoryName = useCategoryName();
  const [params, setParams] = useSearchParams();
  const timeZone = site.brand.timezone;
  const currency = site.brand.currency;
  const filters = parseBetFilters(params, dayIn(new Date(), timeZone));
  const profit = useProfit(betQuery(filters, { periodOnly: true }));
  const data = profit.data;
  const update = (change: Partial<BetFilters>) =>
    setParams(betFiltersToParams({ ...filters, page: 1, ...change }, params));

  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('bets.profit.title')}</h2>
        <p className="wallet-lead">{t('bets.profit.lead', { zone: gmtOffset(timeZone) })}</p>
      </div>
      <section className="wallet-panel record-filters" aria-label={t('bets.profit.filters')}>
        <PeriodFilter
          filters={filters}
          name="profit-range"
          presets={RANGE_PRESETS}
          label={(range) => t(RANGE_LABEL[range])}
          onChange={update}
        />
      </section>
      <p className="record-summary" aria-live="polite">
        <span className="tabular">
          {filters.from === filters.to
            ? filters.from
            : t('wallet.record.between', { from: filters.from, to: filters.to })}
        </span>
      </p>
      {profit.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {profit.isError && !data && (
        <LoadFailed message={t('bets.profit.loadFailed')} retry={() => void profit.refetch()} />
      )}
      {data && (
        <div aria-busy={profit.isFetching} className="profit-body">
          <section className="wallet-panel" aria-label={t('bets.profit.total')}>
            <Totals total={data.total} />
          </section>
          {data.byGameType.length === 0 ? (
            <div className="wallet-panel record-empty">
              <p>{t('bets.profit.empty')}</p>
            </div>
          ) : (
            <div
              className="record-table-wrap"
              role="region"
              aria-label={t('bets.profit.byType')}
              tabIndex={0}
            >
              <table className="record-table">
                <caption className="visually-hidden">{t('bets.profit.byType')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('bets.record.gameType')}</th>
                    <th scope="col" className="num">
                      {t('bets.profit.rounds')}
                    </th>
                    <th scope="col" className="num">
                      {t('bets.record.stake')}
                    </th>
                    <th scope="col" className="num">
                      {t('bets.record.validBet')}
                    </th>
                    <th scope="col" className="num">
                      {t('bets.record.payout')}
                    </th>
                    <th scope="col" className="num">
                      {t('bets.record.profit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.byGameType.map((row) => (
                    <tr key={row.gameType}>
                      <th scope="row">{categoryName(row.gameType)}</th>
                      <td className="num tabular">{row.rounds}</td>
                      <td className="num money">{formatAmount(row.stake, currency)}</td>
                      <td className="num money">{formatAmount(row.validBet, currency)}</td>
                      <td className="num money">{formatAmount(row.payout, currency)}</td>
                      <td className="num">
                        <Amount value={row.profit} currency={currency} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

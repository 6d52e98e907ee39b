import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusItem } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { formatAmount } from '@croupier/money';
import { presetRange, todayIn } from '@croupier/web-kit';
import { PeriodFilter } from '../bets/PeriodFilter.tsx';
import { useBonuses } from '../promotions/api.ts';
import { useSite } from '../site/queries.ts';
import { RANGE_LABEL } from '../wallet/AccountRecordPage.tsx';
import { RANGE_PRESETS, type RangeChoice } from '../wallet/filters.ts';
import { LoadFailed, RecordPager } from '../wallet/parts.tsx';
import { BonusProgress } from './BonusProgress.tsx';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import './rewards.css';

function BonusCard({ bonus }: { bonus: BonusItem }) {
  const { t } = useTranslation();
  const site = useSite();
  const currency = site.brand.currency;
  const facts = [
    ['amount', formatAmount(bonus.amount, currency)],
    ['grantedAt', formatDateTime(bonus.grantedAt, site.brand.timezone).slice(0, 16)],
    ['requirement', formatAmount(bonus.requirement, currency)],
    ['remaining', formatAmount(bonus.remaining, currency)],
  ] as const;
  return (
    <article className="wallet-panel bonus-card" aria-labelledby={`bonus-${bonus.id}`}>
      <div className="bonus-head">
        <h3 id={`bonus-${bonus.id}`}>{t(`rewards.bonus.sources.${bonus.source}`)}</h3>
        <span className={`bonus-status bonus-status-${bonus.status}`}>
          <span className="visually-hidden">{t('rewards.bonus.status')}: </span>
          {t(`rewards.bonus.statuses.${bonus.status}`)}
        </span>
      </div>
      <dl className="bonus-facts">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`rewards.bonus.${key}`)}</dt>
            <dd className="tabular">{value}</dd>
          </div>
        ))}
      </dl>
      <BonusProgress requirement={bonus.requirement} remaining={bonus.remaining} />
    </article>
  );
}

/** The member centre's `bonusDetails`: each bonus with its requirement, what is left, and status. */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const timeZone = useSite().brand.timezone;
  const [filters, setFilters] = useState<{ range: RangeChoice; from: string; to: string; page: number }>(
    () => ({ range: '30d', ...presetRange('30d', todayIn(timeZone)), page: 1 }),
  );
  const bonuses = useBonuses(filters);
  const data = bonuses.data;
  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('rewards.bonus.title')}</h2>
        <p className="wallet-lead">{t('rewards.bonus.lead')}</p>
      </div>
      <section className="wallet-panel record-filters" aria-label={t('rewards.bonus.filters')}>
        <PeriodFilter
          filters={filters}
          name="bonus-range"
          presets={RANGE_PRESETS}
          label={(range) => t(RANGE_LABEL[range])}
          onChange={(change) => setFilters({ ...change, page: 1 })}
        />
      </section>
      {bonuses.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {bonuses.isError && !data && (
        <LoadFailed message={t('rewards.bonus.loadFailed')} retry={() => void bonuses.refetch()} />
      )}
      {data && data.items.length === 0 && (
        <p className="wallet-panel record-empty">{t('rewards.bonus.empty')}</p>
      )}
      {data && data.items.length > 0 && (
        <ul className="bonus-list" aria-label={t('rewards.bonus.caption')} aria-busy={bonuses.isFetching}>
          {data.items.map((bonus) => (
            <li key={bonus.id}>
              <BonusCard bonus={bonus} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <RecordPager
          page={filters.page}
          totalPages={data.totalPages}
          onChange={(page) => setFilters({ ...filters, page })}
        />
      )}
    </div>
  );
}

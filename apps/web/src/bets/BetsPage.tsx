import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dayIn, formatDateTime, gmtOffset } from '@croupier/format';
import type { BetRecord } from '@croupier/contracts';
import { BET_STATUSES, type BetStatus } from '@croupier/contracts/constants';
import { GAME_TYPES, type GameType } from '@croupier/contracts/constants';
import { useCategoryName } from '../shell/categoryName.ts';
import { useCategories, useSite } from '../site/queries.ts';
import { MOBILE, useMediaQuery } from '../ui/useMediaQuery.ts';
import { When } from '../ui/When.tsx';
import { Amount, LoadFailed, RecordPager } from '../wallet/parts.tsx';
import { useBets } from './api.ts';
import {
  betFiltersToParams,
  betQuery,
  isBetFiltered,
  parseBetFilters,
  type BetFilters,
} from './betFilters.ts';
import { PeriodFilter } from './PeriodFilter.tsx';
import { RANGE_LABEL } from '../wallet/AccountRecordPage.tsx';
import { RANGE_PRESETS } from '../wallet/filters.ts';
import '../accounts/forms.css';
import '../wallet/wallet.css';
import './records.css';
import { formatAmount } from '@croupier/money';

function StatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation();
  return <span className={`bet-status bet-status-${status}`}>{t(`bets.record.status.${status}`)}</span>;
}

/** Each vendor's name by its code, from the lobby's categories; a vendor no longer listed shows its code. */
function useVendorName() {
  const categories = useCategories().data ?? [];
  const names = new Map<string, string>();
  for (const category of categories) for (const v of category.vendors) names.set(v.vassalage, v.name);
  return (vassalage: string) => names.get(vassalage) ?? vassalage;
}

/** A round, with whose it is when the list is a team's (the agent centre). */
type BetRow = BetRecord & { username?: string };
type BetTotals = Pick<BetRecord, 'stake' | 'validBet' | 'payout' | 'profit'>;

export function BetTable({
  items,
  withUser = false,
  totals,
}: {
  items: readonly BetRow[];
  withUser?: boolean;
  /** The sums of every round the filters match, as the table's last row. */
  totals?: BetTotals;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const categoryName = useCategoryName();
  const vendorName = useVendorName();
  const currency = site.brand.currency;
  const format = (iso: string) => formatDateTime(iso, site.brand.timezone);
  return (
    <div className="record-table-wrap" role="region" aria-label={t('bets.record.caption')} tabIndex={0}>
      <table className="record-table">
        <caption className="visually-hidden">{t('bets.record.caption')}</caption>
        <thead>
          <tr>
            {withUser && <th scope="col">{t('accounts.username')}</th>}
            <th scope="col">{t('bets.record.placedAt')}</th>
            <th scope="col">{t('bets.record.game')}</th>
            <th scope="col">{t('bets.record.round')}</th>
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
            <th scope="col">{t('bets.record.statusColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((bet) => (
            <tr key={bet.id}>
              {withUser && <td>{bet.username}</td>}
              <td>
                <When iso={bet.placedAt} format={format} />
              </td>
              <td>
                <span className="bet-game">{bet.gameName}</span>
                <span className="bet-vendor">
                  {categoryName(bet.gameType)} · {vendorName(bet.vassalage)}
                </span>
              </td>
              <td className="record-text tabular">{bet.roundId}</td>
              <td className="num money">{formatAmount(bet.stake, currency)}</td>
              <td className="num money">{formatAmount(bet.validBet, currency)}</td>
              <td className="num money">{formatAmount(bet.payout, currency)}</td>
              <td className="num">
                {bet.status === 'settled' ? <Amount value={bet.profit} currency={currency} /> : '—'}
              </td>
              <td>
                <StatusBadge status={bet.status} />
              </td>
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={withUser ? 4 : 3}>
                {t('bets.profit.total')}
              </th>
              <td className="num money">{formatAmount(totals.stake, currency)}</td>
              <td className="num money">{formatAmount(totals.validBet, currency)}</td>
              <td className="num money">{formatAmount(totals.payout, currency)}</td>
              <td className="num">
                <Amount value={totals.profit} currency={currency} />
              </td>
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

export function BetCards({ items }: { items: readonly BetRow[] }) {
  const { t } = useTranslation();
  const site = useSite();
  const vendorName = useVendorName();
  const currency = site.brand.currency;
  const format = (iso: string) => formatDateTime(iso, site.brand.timezone);
  return (
    <ul className="record-cards" aria-label={t('bets.record.caption')}>
      {items.map((bet) => (
        <li key={bet.id} className="record-card">
          <div className="record-card-head">
            <span className="bet-game">{bet.gameName}</span>
            {bet.status === 'settled' ? (
              <Amount value={bet.profit} currency={currency} />
            ) : (
              <StatusBadge status={bet.status} />
            )}
          </div>
          <dl className="record-card-rows">
            {bet.username !== undefined && (
              <div>
                <dt>{t('accounts.username')}</dt>
                <dd>{bet.username}</dd>
              </div>
            )}
            <div>
              <dt>{t('bets.record.placedAt')}</dt>
              <dd>
                <When iso={bet.placedAt} format={format} />
              </dd>
            </div>
            <div>
              <dt>{t('bets.record.vendor')}</dt>
              <dd>{vendorName(bet.vassalage)}</dd>
            </div>
            <div>
              <dt>{t('bets.record.stake')}</dt>
              <dd className="money">{formatAmount(bet.stake, currency)}</dd>
            </div>
            <div>
              <dt>{t('bets.record.validBet')}</dt>
              <dd className="money">{formatAmount(bet.validBet, currency)}</dd>
            </div>
            <div>
              <dt>{t('bets.record.payout')}</dt>
              <dd className="money">{formatAmount(bet.payout, currency)}</dd>
            </div>
            <div>
              <dt>{t('bets.record.statusColumn')}</dt>
              <dd>
                <StatusBadge status={bet.status} />
              </dd>
            </div>
            <div>
              <dt>{t('bets.record.round')}</dt>
              <dd className="record-text tabular">{bet.roundId}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Vendors across categories, once each, for the vendor filter. */
function useVendors(gameType: GameType | null) {
  const categories = useCategories().data ?? [];
  const seen = new Map<string, string>();
  for (const category of categories) {
    if (gameType && category.gameType !== gameType) continue;
    for (const v of category.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.name);
  }
  return [...seen].map(([vassalage, name]) => ({ vassalage, name }));
}

/** The member centre's `personalHistoryCopy`: the player's rounds by period, game type, vendor and status. */
export function BetsPage() {
  const { t } = useTranslation();
  const site = useSite();
  const categoryName = useCategoryName();
  const isPhone = useMediaQuery(MOBILE);
  const [params, setParams] = useSearchParams();
  const timeZone = site.brand.timezone;
  const filters = parseBetFilters(params, dayIn(new Date(), timeZone));
  const bets = useBets(betQuery(filters));
  const vendors = useVendors(filters.gameType);
  const data = bets.data;
  const update = (change: Partial<BetFilters>) =>
    setParams(betFiltersToParams({ ...filters, page: 1, ...change }, params));

  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('bets.record.title')}</h2>
        <p className="wallet-lead">{t('bets.record.lead', { zone: gmtOffset(timeZone) })}</p>
      </div>
      <section className="wallet-panel record-filters" aria-label={t('bets.record.filters')}>
        <PeriodFilter
          filters={filters}
          name="bets-range"
          presets={RANGE_PRESETS}
          label={(range) => t(RANGE_LABEL[range])}
          onChange={update}
        />
        <div className="record-selects">
          <div className="field record-type">
            <label htmlFor="bets-type">{t('bets.record.gameType')}</label>
            <select
              id="bets-type"
              value={filters.gameType ?? ''}
              onChange={(e) =>
                update({ gameType: (e.target.value || null) as GameType | null, vassalage: null })
              }
            >
              <option value="">{t('bets.record.allTypes')}</option>
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {categoryName(type)}
                </option>
              ))}
            </select>
          </div>
          <div className="field record-type">
            <label htmlFor="bets-vendor">{t('bets.record.vendor')}</label>
            <select
              id="bets-vendor"
              value={filters.vassalage ?? ''}
              onChange={(e) => update({ vassalage: e.target.value || null })}
            >
              <option value="">{t('games.allVendors')}</option>
              {filters.vassalage && !vendors.some((v) => v.vassalage === filters.vassalage) && (
                <option value={filters.vassalage}>{filters.vassalage}</option>
              )}
              {vendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field record-type">
            <label htmlFor="bets-status">{t('bets.record.statusColumn')}</label>
            <select
              id="bets-status"
              value={filters.status ?? ''}
              onChange={(e) => update({ status: (e.target.value || null) as BetStatus | null })}
            >
              <option value="">{t('bets.record.allStatuses')}</option>
              {BET_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`bets.record.status.${status}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </section>
      <p className="record-summary" aria-live="polite">
        <span className="tabular">
          {filters.from === filters.to
            ? filters.from
            : t('wallet.record.between', { from: filters.from, to: filters.to })}
        </span>
        {data && <span>{t('bets.record.total', { count: data.total })}</span>}
      </p>
      {bets.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {bets.isError && !data && (
        <LoadFailed message={t('bets.record.loadFailed')} retry={() => void bets.refetch()} />
      )}
      {data && data.total === 0 && (
        <div className="wallet-panel record-empty">
          <p>{t(isBetFiltered(filters) ? 'bets.record.emptyFiltered' : 'bets.record.empty')}</p>
          {isBetFiltered(filters) && (
            <button
              type="button"
              className="btn"
              onClick={() => update({ range: 'today', gameType: null, vassalage: null, status: null })}
            >
              {t('wallet.record.clear')}
            </button>
          )}
        </div>
      )}
      {data && data.items.length > 0 && (
        <div aria-busy={bets.isFetching}>
          {isPhone ? <BetCards items={data.items} /> : <BetTable items={data.items} />}
        </div>
      )}
      {data && (
        <RecordPager page={filters.page} totalPages={data.totalPages} onChange={(page) => update({ page })} />
      )}
    </div>
  );
}

import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawalSummary } from '@croupier/contracts';
import { WITHDRAWAL_STATUSES } from '@croupier/contracts/withdrawal-rules';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useWithdrawals } from './api.ts';
import {
  parseWithdrawalFilters,
  withdrawalFiltersToParams,
  withdrawalsApiPath,
  type WithdrawalFilters,
} from './filters.ts';
import { Money, StatusBadge } from './parts.tsx';
import '../players/players.css';
import './withdrawals.css';
import { FilterActions, FilterInput, FilterSelect } from '../ui/FilterBar.tsx';

const PAGE_SIZE = 50;
const NO_FILTERS: WithdrawalFilters = { status: null, q: '', from: '', to: '', page: 1 };

function Row({ item }: { item: AdminWithdrawalSummary }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = `/withdrawals/${encodeURIComponent(item.id)}`;
  return (
    <tr
      className="row-link"
      // The ID link is the keyboard and screen-reader way in; the whole row is a larger mouse target.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a') || window.getSelection()?.toString()) return;
        void navigate(to);
      }}
    >
      <td className="mono nowrap">
        <Link to={to} aria-label={t('withdrawals.detailHeading', { id: item.id })}>
          #{item.id}
        </Link>
      </td>
      <td className="mono nowrap">{time(item.createdAt)}</td>
      <td className="nowrap">{item.player.account}</td>
      <td className="money-cell">
        <Money amount={item.amount} />
      </td>
      <td>
        {item.bankName}
        <div className="muted cell-sub mono">{item.accountNumber}</div>
      </td>
      <td>{item.accountName}</td>
      <td>
        <StatusBadge status={item.status} />
      </td>
      <td className="nowrap">
        {item.receiptResult ? (
          t(`withdrawals.results.${item.receiptResult}`)
        ) : (
          <span className="muted">—</span>
        )}
      </td>
    </tr>
  );
}

function FilterForm({
  filters,
  apply,
}: {
  filters: WithdrawalFilters;
  apply: (next: WithdrawalFilters) => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    apply({ ...filters, q: text('q'), from: text('from'), to: text('to'), page: 1 });
  };
  const filtered = filters.q !== '' || filters.status !== null || filters.from !== '' || filters.to !== '';
  return (
    // Keyed by the URL's values so Back or a shared link puts them back into the boxes.
    <form
      key={`${filters.q}|${filters.from}|${filters.to}`}
      role="search"
      className="filter-bar"
      onSubmit={submit}
    >
      <FilterInput
        id="wd-q"
        name="q"
        type="search"
        grow
        label={t('withdrawals.search')}
        maxLength={64}
        defaultValue={filters.q}
        placeholder={t('withdrawals.searchPlaceholder')}
      />
      <FilterSelect
        id="wd-status"
        label={t('withdrawals.status')}
        value={filters.status ?? ''}
        allLabel={t('withdrawals.allStatuses')}
        options={WITHDRAWAL_STATUSES.map((status) => ({
          value: status,
          label: t(`withdrawals.statuses.${status}`),
        }))}
        onChange={(value) =>
          apply({ ...filters, status: WITHDRAWAL_STATUSES.find((s) => s === value) ?? null, page: 1 })
        }
      />
      {(['from', 'to'] as const).map((name) => (
        <FilterInput
          key={name}
          id={`wd-${name}`}
          name={name}
          type="date"
          label={t(`withdrawals.${name}`)}
          defaultValue={filters[name]}
        />
      ))}
      <FilterActions
        submitLabel={t('withdrawals.searchButton')}
        clearLabel={t('withdrawals.clearFilters')}
        filtered={filtered}
        onClear={() => apply(NO_FILTERS)}
      />
    </form>
  );
}

/** The operators' withdrawal queue: filters in the URL, newest first, refreshed every half minute. */
export function WithdrawalsPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseWithdrawalFilters(params);
  const list = useWithdrawals(withdrawalsApiPath(filters, PAGE_SIZE));
  const apply = (next: WithdrawalFilters) => setParams(withdrawalFiltersToParams(next));
  const data = list.data;
  const filtered = filters.q !== '' || filters.status !== null || filters.from !== '' || filters.to !== '';

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('withdrawals.heading')}</h1>
        {data ? <span className="muted num">{t('withdrawals.total', { count: data.total })}</span> : null}
        <Link to="/withdrawals/settings" className="btn page-header-action">
          {t('withdrawals.settingsLink')}
        </Link>
      </div>
      <FilterForm filters={filters} apply={apply} />
      <PagedTable
        query={list}
        caption={t('withdrawals.listCaption')}
        className="players-table"
        columns={[
          { label: t('withdrawals.id') },
          { label: t('withdrawals.requested', { zone: offset }) },
          { label: t('withdrawals.account') },
          { label: t('withdrawals.amount'), money: true },
          { label: t('withdrawals.bank') },
          { label: t('withdrawals.accountName') },
          { label: t('withdrawals.status') },
          { label: t('withdrawals.receipt') },
        ]}
        emptyText={t(filtered ? 'withdrawals.noMatch' : 'withdrawals.empty')}
        row={(item) => <Row key={item.id} item={item} />}
        pagerLabel={t('withdrawals.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
    </div>
  );
}

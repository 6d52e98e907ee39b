import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminDeposit, DepositChannelAdmin } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { useDepositChannels, useDeposits } from './api.ts';
import { useBrand, useMe } from '../api/queries.ts';
import { useBrandTime } from '../ui/time.tsx';
import { DecisionActions } from './DecisionActions.tsx';
import {
  DEFAULT_FILTERS,
  DEPOSIT_STATUSES,
  canDecideDeposits,
  depositFiltersToParams,
  depositsApiPath,
  hasFilters,
  parseDepositFilters,
  type DepositFilters,
} from './filters.ts';
import '../players/players.css';
import './deposits.css';
import { formatAmount } from '@croupier/money';
import { PagedTable } from '../ui/PagedTable.tsx';
import { FilterActions, FilterInput, FilterSelect } from '../ui/FilterBar.tsx';

const PAGE_SIZE = 50;

export function DepositStatusBadge({ status }: { status: AdminDeposit['status'] }) {
  const { t } = useTranslation();
  return <span className={`badge badge-deposit-${status}`}>{t(`deposits.statuses.${status}`)}</span>;
}

function DepositRow(props: { deposit: AdminDeposit; currency: Currency; canDecide: boolean }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const { deposit } = props;
  const amount = formatAmount(deposit.amount, props.currency);
  const decidable =
    deposit.channel.type === 'bank' && (deposit.status === 'pending' || deposit.status === 'expired');
  return (
    <tr>
      <td className="mono nowrap">
        {time(deposit.createdAt)}
        <div className="muted cell-sub">#{deposit.id}</div>
      </td>
      <td className="nowrap">
        <Link to={`/players/${encodeURIComponent(deposit.player.id)}`}>{deposit.player.account}</Link>
      </td>
      <td>
        {deposit.channel.name}
        <div className="muted cell-sub">{t(`deposits.types.${deposit.channel.type}`)}</div>
      </td>
      <td className="num money-cell nowrap">{amount}</td>
      <td className="mono nowrap">
        {deposit.reference}
        {deposit.gatewayReference ? <div className="muted cell-sub">{deposit.gatewayReference}</div> : null}
      </td>
      <td>
        <DepositStatusBadge status={deposit.status} />
        {deposit.status === 'pending' ? (
          <div className="muted cell-sub nowrap">
            {t('deposits.expires', { time: time(deposit.expiresAt) })}
          </div>
        ) : null}
        {deposit.reason ? <div className="muted cell-sub">{deposit.reason}</div> : null}
      </td>
      <td className="nowrap">
        {deposit.decidedBy ? (
          deposit.decidedBy.startsWith('gateway:') ? (
            t('deposits.byGateway')
          ) : (
            deposit.decidedBy
          )
        ) : (
          <span className="muted">—</span>
        )}
        {deposit.decidedAt ? <div className="muted cell-sub mono">{time(deposit.decidedAt)}</div> : null}
      </td>
      <td className="actions-cell">
        {decidable && props.canDecide ? (
          <div className="row-actions">
            <DecisionActions deposit={deposit} amount={amount} />
          </div>
        ) : deposit.channel.type === 'gateway' && deposit.status === 'pending' ? (
          <span className="muted cell-sub">{t('deposits.gatewayDecides')}</span>
        ) : null}
      </td>
    </tr>
  );
}

function FilterForm(props: {
  filters: DepositFilters;
  channels: readonly DepositChannelAdmin[];
  apply: (next: DepositFilters) => void;
}) {
  const { t } = useTranslation();
  const { filters, apply } = props;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    apply({ ...filters, player: text('player'), from: text('from'), to: text('to'), page: 1 });
  };
  const filtered = hasFilters(filters);
  return (
    // Keyed by the typed filters so Back / a shared link puts the URL's values back into the boxes.
    <form
      key={`${filters.player}|${filters.from}|${filters.to}`}
      role="search"
      className="filter-bar"
      onSubmit={submit}
    >
      <div className="field">
        <label htmlFor="deposits-status">{t('deposits.status')}</label>
        <select
          id="deposits-status"
          className="select"
          value={filters.status}
          onChange={(e) =>
            apply({
              ...filters,
              status:
                e.target.value === 'all'
                  ? 'all'
                  : (DEPOSIT_STATUSES.find((s) => s === e.target.value) ?? 'pending'),
              page: 1,
            })
          }
        >
          {DEPOSIT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`deposits.statuses.${status}`)}
            </option>
          ))}
          <option value="all">{t('deposits.allStatuses')}</option>
        </select>
      </div>
      <FilterSelect
        id="deposits-channel"
        label={t('deposits.channel')}
        value={filters.channelId}
        allLabel={t('deposits.allChannels')}
        options={props.channels.map((channel) => ({ value: channel.id, label: channel.name }))}
        onChange={(channelId) => apply({ ...filters, channelId, page: 1 })}
      />
      <FilterInput
        id="deposits-player"
        name="player"
        type="search"
        grow
        label={t('deposits.player')}
        maxLength={64}
        defaultValue={filters.player}
        placeholder={t('deposits.playerPlaceholder')}
      />
      {(['from', 'to'] as const).map((name) => (
        <FilterInput
          key={name}
          id={`deposits-${name}`}
          name={name}
          type="date"
          label={t(`deposits.${name}`)}
          defaultValue={filters[name]}
          describedBy="deposits-dates-hint"
        />
      ))}
      <FilterActions
        submitLabel={t('deposits.apply')}
        clearLabel={t('deposits.clearFilters')}
        filtered={filtered}
        onClear={() => apply(DEFAULT_FILTERS)}
      />
      <span id="deposits-dates-hint" className="hint filter-note">
        {t('deposits.datesHint')}
      </span>
    </form>
  );
}

/** The operator's deposit queue: pending bank transfers first in mind, every deposit one filter away. */
export function DepositsPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseDepositFilters(params);
  const deposits = useDeposits(depositsApiPath(filters, PAGE_SIZE));
  const channels = useDepositChannels();
  const brand = useBrand();
  const me = useMe();
  const apply = (next: DepositFilters) => setParams(depositFiltersToParams(next));
  const data = deposits.data;
  const currency = brand.data?.currency;
  const canDecide = canDecideDeposits(me.data?.role);

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('deposits.heading')}</h1>
        {data ? <span className="muted num">{t('deposits.total', { count: data.total })}</span> : null}
      </div>
      {me.data && !canDecide ? (
        <p className="banner">{t('deposits.readOnly', { role: t(`roles.${me.data.role}`) })}</p>
      ) : null}
      <FilterForm filters={filters} channels={channels.data ?? []} apply={apply} />
      <PagedTable
        // Amounts need the site's currency: the table waits for the brand as well.
        query={{
          ...deposits,
          data: currency ? deposits.data : undefined,
          isPending: deposits.isPending || brand.isPending,
        }}
        caption={t('deposits.listCaption')}
        className="deposits-table"
        columns={[
          { label: t('deposits.created', { zone: offset }) },
          { label: t('deposits.player') },
          { label: t('deposits.channel') },
          { label: t('deposits.amount'), money: true },
          { label: t('deposits.reference') },
          { label: t('deposits.status') },
          { label: t('deposits.decided') },
          { label: t('deposits.actions') },
        ]}
        emptyText={t(hasFilters(filters) ? 'deposits.empty' : 'deposits.emptyPending')}
        row={(deposit) => (
          <DepositRow key={deposit.id} deposit={deposit} currency={currency!} canDecide={canDecide} />
        )}
        pagerLabel={t('deposits.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
    </div>
  );
}

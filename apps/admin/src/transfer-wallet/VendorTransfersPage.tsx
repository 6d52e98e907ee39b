import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  VENDOR_TRANSFER_STATUSES,
  type VendorTransferAdmin,
  type VendorTransferStatus,
} from '@croupier/contracts';
import { useVendors } from '../vendors/api.ts';
import { moneyIn } from '../bets/rules.ts';
import { FilterActions, FilterInput, FilterSelect } from '../ui/FilterBar.tsx';
import { PagedTable } from '../ui/PagedTable.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useVendorTransfers } from './api.ts';
import {
  NO_TRANSFER_FILTERS,
  isStuck,
  parseTransferFilters,
  transferFiltersToParams,
  transfersApiPath,
  type TransferFilters,
} from './rules.ts';
import '../vendors/games.css';
import './transfers.css';

const PAGE_SIZE = 20;

function TransferStatus({ transfer }: { transfer: VendorTransferAdmin }) {
  const { t } = useTranslation();
  const tone: Record<VendorTransferStatus, string> = {
    pending: 'badge-info',
    completed: 'badge-positive',
    refused: 'badge-negative',
  };
  return (
    <>
      <span className={`badge ${tone[transfer.status]}`}>
        {t(`transferWallet.statuses.${transfer.status}`)}
      </span>
      {transfer.status === 'refused' && transfer.vendorStatus ? (
        <div className="mono muted cell-sub">{transfer.vendorStatus}</div>
      ) : null}
    </>
  );
}

function Row({ transfer }: { transfer: VendorTransferAdmin }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const stuck = isStuck(transfer);
  return (
    <tr className={stuck ? 'transfer-stuck' : undefined}>
      <td className="nowrap">
        <div className="mono">{time(transfer.createdAt)}</div>
        <div className="mono muted cell-sub" title={t('transferWallet.transferId')}>
          {transfer.transferId}
        </div>
      </td>
      <td className="nowrap">
        <Link to={`/players/${encodeURIComponent(transfer.playerId)}`}>{transfer.username}</Link>
      </td>
      <td className="nowrap">
        <div>{transfer.vendorName}</div>
        <div className="mono muted cell-sub">{transfer.vassalage}</div>
      </td>
      <td className="nowrap">{t(`transferWallet.directions.${transfer.direction}`)}</td>
      <td className="money-cell num">{moneyIn(transfer.amount, transfer.currency)}</td>
      <td className="nowrap">
        <TransferStatus transfer={transfer} />
      </td>
      <td className="nowrap">
        <div className="num">{transfer.attempts}</div>
        {transfer.nextAttemptAt ? (
          <div className="mono muted cell-sub">
            {t('transferWallet.nextAt', { at: time(transfer.nextAttemptAt) })}
          </div>
        ) : null}
      </td>
      <td className="transfer-error">
        {transfer.lastError ? (
          <span className={stuck ? undefined : 'muted'}>{transfer.lastError}</span>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
    </tr>
  );
}

/**
 * Transfers between players' wallets and transfer-wallet vendors, so support can answer "where is my money":
 * a pending one shows how often the retry job has asked the vendor, when it asks next and why it got no answer.
 */
export function VendorTransfersPage() {
  const { offset } = useBrandTime();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = parseTransferFilters(params);
  const vendors = useVendors();
  const list = useVendorTransfers(transfersApiPath(filters, PAGE_SIZE));
  const apply = (next: TransferFilters) => setParams(transferFiltersToParams(next));
  const filtered = filters.q !== '' || filters.vassalage !== '' || filters.status !== null;
  const data = list.data;
  const transferVendors = (vendors.data ?? []).filter((v) => v.walletMode === 'transfer');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    apply({ ...filters, q: String(form.get('q') ?? '').trim(), page: 1 });
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1>{t('transferWallet.heading')}</h1>
        {data ? <span className="muted num">{t('transferWallet.total', { count: data.total })}</span> : null}
      </div>
      <p className="muted page-lead">{t('transferWallet.lead')}</p>
      <form key={filters.q} role="search" className="filter-bar" onSubmit={submit}>
        <FilterInput
          id="transfers-q"
          name="q"
          type="search"
          grow
          label={t('transferWallet.search')}
          maxLength={100}
          defaultValue={filters.q}
          placeholder={t('transferWallet.searchPlaceholder')}
        />
        <FilterSelect
          id="transfers-vendor"
          label={t('transferWallet.vendor')}
          value={filters.vassalage}
          allLabel={t('transferWallet.allVendors')}
          options={transferVendors.map((v) => ({ value: v.vassalage, label: v.name }))}
          onChange={(vassalage) => apply({ ...filters, vassalage, page: 1 })}
        />
        <FilterSelect
          id="transfers-status"
          label={t('transferWallet.status')}
          value={filters.status ?? ''}
          allLabel={t('transferWallet.allStatuses')}
          options={VENDOR_TRANSFER_STATUSES.map((status) => ({
            value: status,
            label: t(`transferWallet.statuses.${status}`),
          }))}
          onChange={(value) =>
            apply({ ...filters, status: VENDOR_TRANSFER_STATUSES.find((s) => s === value) ?? null, page: 1 })
          }
        />
        <FilterActions
          submitLabel={t('transferWallet.searchButton')}
          clearLabel={t('transferWallet.clearFilters')}
          filtered={filtered}
          onClear={() => apply(NO_TRANSFER_FILTERS)}
        />
      </form>
      <PagedTable
        query={list}
        caption={t('transferWallet.caption')}
        className="players-table transfers-table"
        columns={[
          { label: t('transferWallet.createdAt', { zone: offset }) },
          { label: t('transferWallet.player') },
          { label: t('transferWallet.vendor') },
          { label: t('transferWallet.direction') },
          { label: t('transferWallet.amount'), money: true },
          { label: t('transferWallet.status') },
          { label: t('transferWallet.attempts', { zone: offset }) },
          { label: t('transferWallet.lastError') },
        ]}
        emptyText={t(filtered ? 'transferWallet.noMatch' : 'transferWallet.empty')}
        row={(transfer) => <Row key={transfer.id} transfer={transfer} />}
        pagerLabel={t('transferWallet.pagination')}
        page={filters.page}
        onPage={(page) => apply({ ...filters, page })}
      />
    </div>
  );
}

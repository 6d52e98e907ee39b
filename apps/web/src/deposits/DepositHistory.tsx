import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositItem, DepositStatus, Page } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { Pager } from '@croupier/web-kit';
import { formatAmount } from '@croupier/money';
import { BankDetails } from './BankDetails.tsx';

const STATUSES: readonly DepositStatus[] = ['pending', 'approved', 'rejected', 'expired'];

export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <span className={`dep-status dep-status-${status}`}>{t(`deposits.statuses.${status}`)}</span>;
}

/**
 * The player's deposits, newest first, with their status; a pending one can still be finished from here (the
 * bank details again, or the pay page). A table on wide screens; each row stacks on phones (deposit.css).
 */
export function DepositHistory(props: {
  page: Page<DepositItem> | undefined;
  loading: boolean;
  status: DepositStatus | null;
  onStatus: (status: DepositStatus | null) => void;
  onPage: (page: number) => void;
  onPay: (payUrl: string) => void;
  currency: Currency;
  format: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const { page, currency } = props;

  return (
    <section className="dep-history" aria-labelledby={`${id}-heading`}>
      <div className="dep-history-head">
        <h2 id={`${id}-heading`}>{t('deposits.history.heading')}</h2>
        <label className="dep-filter">
          <span>{t('deposits.history.filter')}</span>
          <select
            value={props.status ?? ''}
            onChange={(e) => props.onStatus(STATUSES.find((s) => s === e.target.value) ?? null)}
          >
            <option value="">{t('deposits.history.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`deposits.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {page && page.items.length === 0 && <p className="dep-empty">{t('deposits.history.empty')}</p>}
      {page && page.items.length > 0 && (
        <div className="dep-table-wrap" role="region" aria-label={t('deposits.history.caption')} tabIndex={0}>
          <table className="dep-table" aria-busy={props.loading}>
            <caption className="visually-hidden">{t('deposits.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deposits.history.time')}</th>
                <th scope="col">{t('deposits.history.method')}</th>
                <th scope="col" className="num">
                  {t('deposits.history.amount')}
                </th>
                <th scope="col">{t('deposits.history.reference')}</th>
                <th scope="col">{t('deposits.history.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('deposits.history.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((item) => (
                <HistoryRow
                  key={item.id}
                  item={item}
                  open={open === item.id}
                  onToggle={() => setOpen(open === item.id ? null : item.id)}
                  onPay={props.onPay}
                  currency={currency}
                  format={props.format}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.totalPages > 1 && (
        <Pager
          label={t('deposits.history.heading')}
          page={page.page}
          totalPages={page.totalPages}
          onChange={props.onPage}
          previous={t('deposits.history.previous')}
          next={t('deposits.history.next')}
          count={(current, pages) => t('deposits.history.page', { page: current, pages })}
          className="dep-pager"
          countClassName="tabular"
        />
      )}
    </section>
  );
}

function HistoryRow(props: {
  item: DepositItem;
  open: boolean;
  onToggle: () => void;
  onPay: (payUrl: string) => void;
  currency: Currency;
  format: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const { item } = props;
  const amount = formatAmount(item.amount, props.currency);
  const detailsId = `dep-bank-${item.id}`;
  return (
    <>
      <tr>
        <td className="tabular" data-label={t('deposits.history.time')}>
          {props.format(item.createdAt)}
        </td>
        <td data-label={t('deposits.history.method')}>{item.channelName}</td>
        <td className="num money" data-label={t('deposits.history.amount')}>
          {amount}
        </td>
        <td className="tabular" data-label={t('deposits.history.reference')}>
          {item.reference}
        </td>
        <td data-label={t('deposits.history.status')}>
          <span className="dep-status-cell">
            <StatusBadge status={item.status} />
            {item.status === 'rejected' && (
              <span className="dep-reason">
                {item.reason ?? (item.type === 'gateway' ? t('deposits.history.gatewayFailed') : '')}
              </span>
            )}
          </span>
        </td>
        <td className="dep-row-actions">
          {item.payUrl && (
            <button type="button" className="btn btn-primary" onClick={() => props.onPay(item.payUrl!)}>
              {t('deposits.history.payNow')}
            </button>
          )}
          {item.bankInfo && (
            <button
              type="button"
              className="btn"
              aria-expanded={props.open}
              aria-controls={props.open ? detailsId : undefined}
              onClick={props.onToggle}
            >
              {t('deposits.history.showBank')}
            </button>
          )}
        </td>
      </tr>
      {item.bankInfo && props.open && (
        <tr id={detailsId} className="dep-details">
          <td colSpan={6}>
            <BankDetails bankInfo={item.bankInfo} amount={amount} expiresAt={props.format(item.expiresAt)} />
          </td>
        </tr>
      )}
    </>
  );
}

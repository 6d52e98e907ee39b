import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WithdrawalItem } from '@croupier/contracts';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@croupier/contracts/withdrawal-rules';
import { formatDateTime } from '@croupier/format';
import { Pager } from '@croupier/web-kit';
import { formatAmount } from '@croupier/money';
import { useSite } from '../site/queries.ts';
import { WITHDRAW_KEYS, withdrawApi } from './api.ts';
import { minutesLeft } from './logic.ts';
import { ReceiptModal } from './ReceiptModal.tsx';

/** A clock that ticks each minute, so "counts as received in N min" stays true while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function StatusNote({ item, onConfirm, now }: { item: WithdrawalItem; onConfirm: () => void; now: number }) {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  if (item.status === 'rejected' && item.rejectReason)
    return <p className="wd-note">{t('withdrawals.history.rejected', { reason: item.rejectReason })}</p>;
  if (item.status === 'paid') {
    const minutes = minutesLeft(item.autoReceiptAt, now);
    return (
      <div className="wd-note">
        <p>
          {minutes
            ? t('withdrawals.history.confirmPrompt', { minutes })
            : t('withdrawals.history.confirmPromptSoon')}
        </p>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {t('withdrawals.history.confirm')}
        </button>
      </div>
    );
  }
  if (item.status === 'received' && item.receivedHow)
    return <p className="wd-note">{t(`withdrawals.history.receivedBy.${item.receivedHow}`)}</p>;
  if (item.status === 'disputed' && item.receipt)
    return (
      <p className="wd-note">
        {t('withdrawals.history.disputed', {
          result: t(`withdrawals.receipt.${item.receipt.result}`).toLowerCase(),
          amount: formatAmount(item.receipt.remainder, currency),
        })}
      </p>
    );
  return null;
}

/** The player's withdrawals, newest first, with the receipt confirmation for a paid one. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const site = useSite();
  const currency = site.brand.currency;
  const now = useMinuteClock();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<WithdrawalItem | null>(null);
  const [notice, setNotice] = useState('');
  const query = useQuery({
    queryKey: WITHDRAW_KEYS.history(status, page),
    queryFn: ({ signal }) => withdrawApi.history(status, page, signal),
    placeholderData: keepPreviousData,
    // Operators approve and pay without any event reaching this page: look again while it is open.
    refetchInterval: 30_000,
  });
  const data = query.data;
  const pages = Math.max(1, data?.totalPages ?? 1);

  return (
    <section className="wd-card" aria-labelledby="wd-history-heading">
      <div className="wd-history-head">
        <h3 id="wd-history-heading">{t('withdrawals.history.heading')}</h3>
        <label className="wd-filter">
          <span>{t('withdrawals.history.filter')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(WITHDRAWAL_STATUSES.find((s) => s === e.target.value) ?? '');
              setPage(1);
            }}
          >
            <option value="">{t('withdrawals.history.all')}</option>
            {WITHDRAWAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`withdrawals.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="wd-notice" role="status">
        {notice}
      </p>
      {query.isError && !data ? (
        <div role="alert">
          <p>{t('withdrawals.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="wd-muted">{t(status ? 'withdrawals.history.noMatch' : 'withdrawals.history.empty')}</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <div className="wd-table-wrap" aria-busy={query.isFetching}>
          <table className="wd-table">
            <caption className="visually-hidden">{t('withdrawals.history.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('withdrawals.history.date')}</th>
                <th scope="col" className="wd-num">
                  {t('withdrawals.history.amount')}
                </th>
                <th scope="col">{t('withdrawals.history.account')}</th>
                <th scope="col">{t('withdrawals.history.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td className="tabular" data-label={t('withdrawals.history.date')}>
                    {formatDateTime(item.createdAt, site.brand.timezone)}
                  </td>
                  <td className="wd-num wd-money" data-label={t('withdrawals.history.amount')}>
                    {formatAmount(item.amount, currency)}
                  </td>
                  <td data-label={t('withdrawals.history.account')}>
                    {item.bankName} <span className="tabular wd-muted">{item.accountNumber}</span>
                  </td>
                  <td data-label={t('withdrawals.history.status')}>
                    <span className={`wd-status wd-status-${item.status}`}>
                      {t(`withdrawals.status.${item.status}`)}
                    </span>
                    <StatusNote item={item} now={now} onConfirm={() => setConfirming(item)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && pages > 1 ? (
        <Pager
          label={t('withdrawals.history.pages')}
          page={page}
          totalPages={pages}
          onChange={setPage}
          previous={t('withdrawals.history.previous')}
          next={t('withdrawals.history.next')}
          count={(current, total) => t('withdrawals.history.page', { page: current, pages: total })}
          className="wd-pager"
          countClassName="tabular"
        />
      ) : null}
      {confirming ? (
        <ReceiptModal
          withdrawal={confirming}
          onClose={() => setConfirming(null)}
          onDone={(text) => {
            setConfirming(null);
            setNotice(text);
          }}
        />
      ) : null}
    </section>
  );
}

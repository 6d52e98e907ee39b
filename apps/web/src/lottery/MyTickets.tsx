import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, type Currency } from '@croupier/money';
import { LoadFailed, RecordPager } from '../wallet/parts.tsx';
import { useTickets } from './api.ts';

const PAGE_SIZE = 10;

/** The member's tickets of this game, newest first: status, stake and win, with the way to the betting record. */
export function MyTickets(props: {
  gameCode: string;
  currency: Currency;
  playName: (play: string) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { gameCode, currency, playName } = props;
  const [page, setPage] = useState(1);
  const tickets = useTickets(gameCode, page, PAGE_SIZE);
  const items = tickets.data?.items ?? [];

  return (
    <section className="lottery-tickets" aria-labelledby={`${id}-title`}>
      <div className="lottery-section-head">
        <h2 id={`${id}-title`}>{t('lotteryPages.tickets.title')}</h2>
        <Link to="/member?page=personalHistoryCopy">{t('lotteryPages.tickets.record')}</Link>
      </div>
      {tickets.isError ? (
        <LoadFailed message={t('lotteryPages.tickets.loadFailed')} retry={() => void tickets.refetch()} />
      ) : items.length === 0 ? (
        <p className="lottery-muted">
          {tickets.isPending ? t('common.loading') : t('lotteryPages.tickets.empty')}
        </p>
      ) : (
        <div className="lottery-table-wrap">
          <table className="lottery-table">
            <caption>{t('lotteryPages.tickets.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('lotteryPages.tickets.issueNo')}</th>
                <th scope="col">{t('lotteryPages.tickets.play')}</th>
                <th scope="col">{t('lotteryPages.tickets.selection')}</th>
                <th scope="col" className="money">
                  {t('lotteryPages.tickets.stake')}
                </th>
                <th scope="col">{t('lotteryPages.tickets.status')}</th>
                <th scope="col" className="money">
                  {t('lotteryPages.tickets.win')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((ticket) => (
                <tr key={ticket.id}>
                  <td className="tabular">{ticket.issueNo}</td>
                  <td>
                    {playName(ticket.play)}
                    {ticket.prizeGroup !== null && (
                      <span className="lottery-muted">
                        {' '}
                        · {t('lotteryPages.slip.group', { group: ticket.prizeGroup })}
                      </span>
                    )}
                  </td>
                  <td className="lottery-ticket-selection">{ticket.selection}</td>
                  <td className="money tabular">{formatAmount(ticket.stake, currency)}</td>
                  <td>
                    <span className={`lottery-status lottery-status-${ticket.status}`}>
                      {t(`lotteryPages.tickets.statuses.${ticket.status}`)}
                    </span>
                    {ticket.halfPay && (
                      <span className="lottery-muted"> · {t('lotteryPages.tickets.halfPay')}</span>
                    )}
                  </td>
                  <td className="money tabular">{formatAmount(ticket.win, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RecordPager page={page} totalPages={tickets.data?.totalPages ?? 1} onChange={setPage} />
    </section>
  );
}

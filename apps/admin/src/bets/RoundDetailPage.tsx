import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoundLookup } from '@croupier/contracts';
import { useRound } from './api.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { RoundStatus } from './RoundsPage.tsx';
import { moneyIn } from './rules.ts';
import '../vendors/games.css';

type Callback = RoundLookup['callbacks'][number];

/** One callback and the ledger transfer it made: debit → credit, amount, time; or why it moved nothing. */
function CallbackRow({ callback, currency }: { callback: Callback; currency: string }) {
  const { time } = useBrandTime();
  const { t } = useTranslation();
  const transfer = callback.transfer;
  return (
    <tr>
      <th scope="row" className="mono nowrap">
        {callback.transactionId}
      </th>
      <td className="nowrap">{t(`rounds.kinds.${callback.kind}`, { defaultValue: callback.kind })}</td>
      <td className="money-cell num">{moneyIn(callback.amount, currency)}</td>
      <td className="nowrap">
        {t(`rounds.callbackStatuses.${callback.status}`, { defaultValue: callback.status })}
      </td>
      <td className="mono nowrap">{callback.referenceTransactionId ?? <span className="muted">—</span>}</td>
      <td className="mono nowrap">{time(callback.createdAt)}</td>
      <td>
        {transfer ? (
          <>
            <div className="transfer-leg mono">
              <span>{transfer.debitAccount}</span>
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">{t('rounds.to')}</span>
              <span>{transfer.creditAccount}</span>
            </div>
            <div className="muted cell-sub">
              {t('rounds.transferLine', {
                id: transfer.id,
                kind: t(`rounds.kinds.${transfer.kind}`, { defaultValue: transfer.kind }),
                amount: moneyIn(transfer.amount, currency),
                at: time(transfer.createdAt),
              })}
            </div>
          </>
        ) : (
          <span className="muted">{t('rounds.noTransfer')}</span>
        )}
      </td>
    </tr>
  );
}

/** Every callback of one round with its ledger transfer, for answering "where did my money go". */
export function RoundDetailPage() {
  const { time, offset } = useBrandTime();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const round = useRound(id);
  const data = round.data;

  const facts: [string, ReactNode][] = data
    ? [
        [t('rounds.roundId'), <span className="mono">{data.roundId}</span>],
        [
          t('rounds.player'),
          <Link to={`/players/${encodeURIComponent(data.playerId)}`}>{data.username}</Link>,
        ],
        [t('rounds.vendor'), <span className="mono">{data.vassalage}</span>],
        [t('rounds.game'), `${data.gameName} · ${t(`gameTypes.${data.gameType}`)}`],
        [t('rounds.status'), <RoundStatus status={data.status} />],
        [t('rounds.stake'), <span className="num">{moneyIn(data.stake, data.currency)}</span>],
        [t('rounds.payout'), <span className="num">{moneyIn(data.payout, data.currency)}</span>],
        [t('rounds.validBet'), <span className="num">{moneyIn(data.validBet, data.currency)}</span>],
        [t('rounds.openedAt', { zone: offset }), <span className="mono">{time(data.openedAt)}</span>],
        [
          t('rounds.closedAt', { zone: offset }),
          data.closedAt ? <span className="mono">{time(data.closedAt)}</span> : t('rounds.stillOpen'),
        ],
      ]
    : [];

  return (
    <div className="page">
      <Link to="/rounds" className="back-link">
        ‹ {t('rounds.backToList')}
      </Link>
      <div className="page-header">
        <h1>{t('rounds.detailHeading', { roundId: data?.roundId ?? id })}</h1>
      </div>
      {round.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {round.isError ? <LoadError error={round.error} retry={() => void round.refetch()} /> : null}
      {data ? (
        <>
          <section className="card" aria-labelledby="round-facts">
            <h2 id="round-facts">{t('rounds.summary')}</h2>
            <dl className="profile-grid">
              {facts.map(([label, value]) => (
                <div key={label} className="profile-item">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="player-section" aria-labelledby="round-callbacks">
            <h2 id="round-callbacks">{t('rounds.callbacks')}</h2>
            <div className="table-wrap">
              <table className="table players-table">
                <caption className="visually-hidden">{t('rounds.callbacksCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rounds.transactionId')}</th>
                    <th scope="col">{t('rounds.kind')}</th>
                    <th scope="col" className="money-cell">
                      {t('rounds.amount')}
                    </th>
                    <th scope="col">{t('rounds.callbackStatus')}</th>
                    <th scope="col">{t('rounds.reference')}</th>
                    <th scope="col">{t('rounds.receivedAt', { zone: offset })}</th>
                    <th scope="col">{t('rounds.ledgerTransfer')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.callbacks.length === 0 ? (
                    <tr>
                      <td colSpan={7} className="muted">
                        {t('rounds.noCallbacks')}
                      </td>
                    </tr>
                  ) : null}
                  {data.callbacks.map((callback) => (
                    <CallbackRow key={callback.transactionId} callback={callback} currency={data.currency} />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}

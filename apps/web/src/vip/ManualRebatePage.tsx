import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@croupier/money';
import { errorKey } from '../api/http.ts';
import { useCategoryName } from '../shell/categoryName.ts';
import { useSite } from '../site/queries.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import { ratePercent, useClaimRebate, useRebates } from './api.ts';
import '../wallet/wallet.css';
import '../bets/records.css';
import './vip.css';

/** The member centre's `manualRebate`: today's rebate by game type, and the once-a-day claim. */
export function ManualRebatePage() {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const categoryName = useCategoryName();
  const rebates = useRebates();
  const claim = useClaimRebate();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const data = rebates.data;
  const money = (amount: string) => formatAmount(amount, currency);

  const submit = () => {
    setNotice(null);
    claim.mutate(undefined, {
      onSuccess: ({ amount }) =>
        setNotice({ ok: true, text: t('vip.rebate.done', { amount: money(amount) }) }),
      onError: (error) => setNotice({ ok: false, text: t(errorKey(error)) }),
    });
  };

  return (
    <div className="wallet-page">
      <div>
        <h2 className="wallet-title">{t('vip.rebate.title')}</h2>
        <p className="wallet-lead">{t('vip.rebate.lead')}</p>
      </div>
      {rebates.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {rebates.isError && !data && (
        <LoadFailed message={t('vip.rebate.loadFailed')} retry={() => void rebates.refetch()} />
      )}
      {data && (
        <>
          <p className="record-summary tabular">
            {t('vip.rebate.day', { day: data.period, level: data.label })}
          </p>
          {data.items.length === 0 ? (
            <div className="wallet-panel record-empty">
              <p>{t('vip.rebate.empty')}</p>
            </div>
          ) : (
            <div className="record-table-wrap" role="region" aria-label={t('vip.rebate.title')} tabIndex={0}>
              <table className="record-table">
                <caption className="visually-hidden">{t('vip.rebate.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('vip.rebate.gameType')}</th>
                    <th scope="col" className="num">
                      {t('vip.rebate.validBet')}
                    </th>
                    <th scope="col" className="num">
                      {t('vip.rebate.rate')}
                    </th>
                    <th scope="col" className="num">
                      {t('vip.rebate.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.gameType}>
                      <th scope="row">{categoryName(item.gameType)}</th>
                      <td className="num money">{money(item.validBet)}</td>
                      <td className="num tabular">{ratePercent(item.rate)}</td>
                      <td className="num money">{money(item.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {t('vip.rebate.total')}
                    </th>
                    <td className="num money">{money(data.total)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
          <section className="wallet-panel vip-claim" aria-label={t('vip.rebate.claimable')}>
            <div>
              <span className="wallet-muted">{t('vip.rebate.claimable')}</span>
              <strong className="money vip-claimable">{money(data.claimable)}</strong>
            </div>
            {!data.manual ? (
              <p className="wallet-muted">{t('vip.rebate.off')}</p>
            ) : Number(data.claimed) > 0 ? (
              <p className="wallet-muted">{t('vip.rebate.claimed', { amount: money(data.claimed) })}</p>
            ) : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={claim.isPending || Number(data.claimable) <= 0}
                onClick={submit}
              >
                {claim.isPending
                  ? t('vip.rebate.claiming')
                  : t('vip.rebate.claim', { amount: money(data.claimable) })}
              </button>
            )}
          </section>
          {notice && (
            <p
              className={notice.ok ? 'vip-notice' : 'vip-notice is-error'}
              role={notice.ok ? 'status' : 'alert'}
            >
              {notice.text}
            </p>
          )}
        </>
      )}
    </div>
  );
}

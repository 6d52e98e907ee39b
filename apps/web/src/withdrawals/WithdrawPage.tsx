import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SECURITY_KEY, securityApi } from '../security/api.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { WITHDRAW_KEYS, withdrawApi } from './api.ts';
import { WithdrawForm } from './WithdrawForm.tsx';
import { WithdrawalHistory } from './WithdrawalHistory.tsx';
import { WageringPanel } from './WageringPanel.tsx';
import './withdrawals.css';
import { formatAmount } from '@croupier/money';

/** The member centre's `withdraw` page: balance, the request form, then the player's withdrawals. */
export function WithdrawPage() {
  const { t } = useTranslation();
  const currency = useSite().brand.currency;
  const security = useQuery({
    queryKey: SECURITY_KEY,
    queryFn: ({ signal }) => securityApi.overview(signal),
  });
  const wallet = useQuery({
    queryKey: WITHDRAW_KEYS.wallet,
    queryFn: ({ signal }) => withdrawApi.wallet(signal),
  });
  const limits = useQuery({
    queryKey: WITHDRAW_KEYS.limits,
    queryFn: ({ signal }) => withdrawApi.limits(signal),
  });
  const accounts = useQuery({
    queryKey: WITHDRAW_KEYS.accounts,
    queryFn: ({ signal }) => withdrawApi.accounts(signal),
  });
  const [notice, setNotice] = useState<string | null>(null);
  // A balance event refreshes /me; when the balance moved (a rejection released money, a payout left), what this
  // page shows about withdrawals has moved with it.
  const queryClient = useQueryClient();
  const balance = useSession().me?.balance;
  const seen = useRef(balance);
  useEffect(() => {
    if (seen.current === balance) return;
    seen.current = balance;
    void queryClient.invalidateQueries({ queryKey: WITHDRAW_KEYS.wallet });
    void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
  }, [balance, queryClient]);
  const queries = [security, wallet, limits, accounts];
  const failed = queries.find((q) => q.isError && !q.data);

  return (
    <div className="wd-page">
      <div className="wd-intro">
        <h2 className="wd-title">{t('withdrawals.title')}</h2>
        <p className="form-lead">{t('withdrawals.lead')}</p>
      </div>
      <p className="wd-notice" role="status">
        {notice ?? ''}
      </p>
      {failed ? (
        <div className="wd-card" role="alert">
          <p>{t('withdrawals.loadFailed')}</p>
          <button type="button" className="btn" onClick={() => queries.forEach((q) => void q.refetch())}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {queries.some((q) => q.isPending) && !failed ? (
        <p className="form-wait" role="status">
          {t('common.loading')}
        </p>
      ) : null}
      {security.data && !security.data.paymentPasswordSet ? (
        <section className="wd-card wd-blocked" aria-labelledby="wd-no-password">
          <h3 id="wd-no-password">{t('withdrawals.noPaymentPassword.heading')}</h3>
          <p>{t('withdrawals.noPaymentPassword.body')}</p>
          <Link className="btn btn-primary" to="/member?page=securityCenter">
            {t('withdrawals.noPaymentPassword.action')}
          </Link>
        </section>
      ) : null}
      {wallet.data ? (
        <section className="wd-card wd-balance" aria-labelledby="wd-balance">
          <h3 id="wd-balance" className="visually-hidden">
            {t('withdrawals.balance.heading')}
          </h3>
          <dl>
            <div>
              <dt>{t('withdrawals.balance.available')}</dt>
              <dd className="wd-money wd-money-large">{formatAmount(wallet.data.available, currency)}</dd>
            </div>
            <div>
              <dt>{t('withdrawals.balance.locked')}</dt>
              <dd className="wd-money">{formatAmount(wallet.data.locked, currency)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <WageringPanel />
      {security.data?.paymentPasswordSet && wallet.data && limits.data && accounts.data ? (
        <WithdrawForm
          wallet={wallet.data}
          limits={limits.data}
          accounts={accounts.data}
          onDone={(text) => setNotice(text)}
        />
      ) : null}
      <WithdrawalHistory />
    </div>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { DepositChannel, DepositCreated, DepositItem, DepositStatus } from '@croupier/contracts';
import { formatDateTime } from '@croupier/format';
import { useSite } from '../site/queries.ts';
import { useTheme } from '../theme/theme.ts';
import { BankDetails } from './BankDetails.tsx';
import { DepositForm } from './DepositForm.tsx';
import { DepositHistory } from './DepositHistory.tsx';
import { DEPOSIT_KEYS, depositApi } from './api.ts';
import { payPageUrl } from './logic.ts';
import './deposits.css';
import { formatAmount } from '@croupier/money';

type Result = { deposit: DepositCreated; amount: string; channel: DepositChannel };

/** What the player sees on coming back from the gateway's page (`?deposit=<id>`), until the next deposit. */
function ReturnNotice({ item, amount }: { item: DepositItem; amount: string }) {
  const { t } = useTranslation();
  const tone = item.status === 'approved' ? 'ok' : item.status === 'pending' ? 'wait' : 'fail';
  return (
    <p className={`dep-notice dep-notice-${tone}`} role="status">
      {t(`deposits.back.${item.status}`, { amount })}
    </p>
  );
}

/** The member centre's `depositv2` page: choose a channel and an amount, then pay; recent deposits below. */
export function DepositPage() {
  const { t, i18n } = useTranslation();
  const site = useSite();
  const [theme] = useTheme();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const currency = site.brand.currency;
  const format = (iso: string) => formatDateTime(iso, site.brand.timezone);
  const [result, setResult] = useState<Result | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [filter, setFilter] = useState<{ status: DepositStatus | null; page: number }>({
    status: null,
    page: 1,
  });
  const returnedId = params.get('deposit');

  const language = i18n.language;
  // The previous language's list stays up while the new names load, so the form keeps what was typed.
  const channels = useQuery({
    queryKey: DEPOSIT_KEYS.channels(language),
    queryFn: ({ signal }) => depositApi.channels(language, signal),
    placeholderData: (previous) => previous,
  });
  const history = useQuery({
    queryKey: DEPOSIT_KEYS.history(filter.status, filter.page, language),
    queryFn: ({ signal }) => depositApi.history({ ...filter, language }, signal),
    // Back from the gateway with the payment still unconfirmed: look again until it is decided.
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.id === returnedId && d.status === 'pending') ? 5_000 : false,
  });
  const returned = returnedId ? history.data?.items.find((d) => d.id === returnedId) : undefined;

  const openPayPage = (payUrl: string) => {
    const url = payPageUrl(payUrl, { lang: i18n.language, theme });
    setOpening(url);
    window.location.assign(url);
  };

  const created = (deposit: DepositCreated, amount: string, channel: DepositChannel) => {
    void queryClient.invalidateQueries({ queryKey: ['me', 'deposit', 'history'] });
    if (returnedId) setParams({ page: 'depositv2' }, { replace: true });
    if (deposit.payUrl) return openPayPage(deposit.payUrl);
    setResult({ deposit, amount, channel });
  };

  const list = channels.data ?? [];
  return (
    <div className="dep-page">
      <div className="dep-intro">
        <h2 className="dep-title">{t('deposits.title')}</h2>
        <p className="form-lead">{t('deposits.lead')}</p>
      </div>
      {returned && !result && (
        <ReturnNotice item={returned} amount={formatAmount(returned.amount, currency)} />
      )}

      <section className="dep-card" aria-label={t('deposits.title')}>
        {channels.isPending && (
          <p className="form-wait" role="status">
            {t('common.loading')}
          </p>
        )}
        {channels.isError && (
          <div role="alert">
            <p>{t('deposits.loadFailed')}</p>
            <button type="button" className="btn" onClick={() => void channels.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {channels.isSuccess && list.length === 0 && <p>{t('deposits.none')}</p>}
        {opening && (
          <p role="status">
            {t('deposits.gateway.opening')} <a href={opening}>{t('deposits.gateway.openLink')}</a>
          </p>
        )}
        {result?.deposit.bankInfo && (
          <>
            <h3 className="dep-step">{t('deposits.bank.heading')}</h3>
            <p className="dep-lead">
              {t('deposits.bank.body', { amount: formatAmount(result.amount, currency) })}
            </p>
            <BankDetails bankInfo={result.deposit.bankInfo} amount={formatAmount(result.amount, currency)} />
            <button type="button" className="btn" onClick={() => setResult(null)}>
              {t('deposits.bank.another')}
            </button>
          </>
        )}
        {!result && !opening && list.length > 0 && (
          <DepositForm
            // A new channel list (one closed meanwhile) starts the form afresh on what is offered now.
            key={list.map((c) => c.id).join()}
            channels={list}
            currency={currency}
            onCreated={created}
            onChannelsStale={() => void channels.refetch()}
          />
        )}
      </section>

      <DepositHistory
        page={history.data}
        loading={history.isFetching}
        status={filter.status}
        onStatus={(status) => setFilter({ status, page: 1 })}
        onPage={(page) => setFilter({ ...filter, page })}
        onPay={openPayPage}
        currency={currency}
        format={format}
      />
    </div>
  );
}

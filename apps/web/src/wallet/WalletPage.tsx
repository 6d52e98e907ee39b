import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/format';
import type { AccountRecordItem } from '@croupier/contracts';
import { useSite } from '../site/queries.ts';
import { Icon, type IconName } from '../ui/icons.tsx';
import { useAccountRecord, useWallet } from './api.ts';
import { BalanceEyeToggle, useBalanceHidden } from './BalanceVisibility.tsx';
import { HIDDEN_AMOUNT } from './logic.ts';
import { Amount, LoadFailed } from './parts.tsx';
import './wallet.css';
import { formatAmount } from '@croupier/money';

const LATEST = 5;

function Figure(props: { id: string; label: string; note: string; value: string | null; main?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={`wallet-card${props.main ? ' wallet-card-main' : ''}`} aria-labelledby={props.id}>
      <h3 id={props.id}>{props.label}</h3>
      <p className="wallet-figure money" aria-busy={props.value === null}>
        {props.value ?? <span className="wallet-figure-wait">{t('common.loading')}</span>}
      </p>
      <p className="wallet-note">{props.note}</p>
    </section>
  );
}

function Action({ to, icon, children }: { to: string; icon: IconName; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="wallet-action">
        <span className="wallet-action-icon">
          <Icon name={icon} />
        </span>
        {children}
      </Link>
    </li>
  );
}

function Movement({ item }: { item: AccountRecordItem }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <li className="wallet-move">
      <span className="wallet-move-what">
        <span className="wallet-move-type">{t(`wallet.types.${item.type}`)}</span>
        <time className="wallet-move-time tabular" dateTime={item.createdAt}>
          {formatDateTime(item.createdAt, site.brand.timezone)}
        </time>
      </span>
      <Amount value={item.amount} currency={site.brand.currency} />
    </li>
  );
}

/** The member centre's `transferFund` page: the balance in three figures, the money actions, the latest movements. */
export function WalletPage() {
  const { t } = useTranslation();
  const site = useSite();
  const hidden = useBalanceHidden();
  const wallet = useWallet();
  const latest = useAccountRecord(`page=1&pageSize=${LATEST}`);
  const currency = site.brand.currency;
  const shown = (value: string | undefined) => {
    if (value === undefined) return null;
    return hidden ? HIDDEN_AMOUNT : formatAmount(value, currency);
  };
  const data = wallet.data;

  return (
    <div className="wallet-page">
      <div className="wallet-head">
        <div>
          <h2 className="wallet-title">{t('wallet.page.title')}</h2>
          <p className="wallet-lead">{t('wallet.page.lead')}</p>
        </div>
        <BalanceEyeToggle withText />
      </div>
      {wallet.isError && !data ? (
        <LoadFailed message={t('wallet.page.loadFailed')} retry={() => void wallet.refetch()} />
      ) : (
        <div className="wallet-cards">
          <Figure
            id="wallet-balance"
            main
            label={t('wallet.page.balance')}
            note={t('wallet.page.balanceNote')}
            value={shown(data?.balance)}
          />
          <Figure
            id="wallet-available"
            label={t('wallet.page.available')}
            note={t('wallet.page.availableNote')}
            value={shown(data?.available)}
          />
          <Figure
            id="wallet-locked"
            label={t('wallet.page.locked')}
            note={t('wallet.page.lockedNote')}
            value={shown(data?.locked)}
          />
        </div>
      )}
      <nav aria-label={t('wallet.page.actions')}>
        <ul className="wallet-actions">
          <Action to="/member?page=depositv2" icon="download">
            {t('wallet.page.deposit')}
          </Action>
          <Action to="/member?page=withdraw" icon="arrowUp">
            {t('wallet.page.withdraw')}
          </Action>
          <Action to="/member?page=transferUpline" icon="transfer">
            {t('wallet.page.transfer')}
          </Action>
          <Action to="/member?page=gameWallets" icon="wallet">
            {t('wallet.page.gameWallets')}
          </Action>
          <Action to="/member?page=transactionHistory" icon="receipt">
            {t('wallet.page.record')}
          </Action>
        </ul>
      </nav>
      <section className="wallet-panel" aria-labelledby="wallet-latest">
        <div className="wallet-panel-head">
          <h3 id="wallet-latest">{t('wallet.page.latest')}</h3>
          <Link to="/member?page=transactionHistory">{t('wallet.page.viewAll')}</Link>
        </div>
        {latest.isPending && (
          <p className="wallet-muted" role="status">
            {t('common.loading')}
          </p>
        )}
        {latest.isError && !latest.data && (
          <LoadFailed message={t('wallet.record.loadFailed')} retry={() => void latest.refetch()} />
        )}
        {latest.data &&
          (latest.data.items.length === 0 ? (
            <p className="wallet-muted">{t('wallet.page.noMovements')}</p>
          ) : (
            <ul className="wallet-moves">
              {latest.data.items.map((item) => (
                <Movement key={item.id} item={item} />
              ))}
            </ul>
          ))}
      </section>
    </div>
  );
}

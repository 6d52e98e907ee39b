import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorWallet } from '@croupier/contracts';
import { useSite } from '../site/queries.ts';
import { Icon } from '../ui/icons.tsx';
import { useWallet } from '../wallet/api.ts';
import { BalanceEyeToggle, useBalanceHidden } from '../wallet/BalanceVisibility.tsx';
import { HIDDEN_AMOUNT } from '../wallet/logic.ts';
import { LoadFailed } from '../wallet/parts.tsx';
import { useRefreshWallet, useVendorWallets } from './api.ts';
import type { Direction } from './logic.ts';
import { TransferDialog } from './TransferDialog.tsx';
import '../wallet/wallet.css';
import './transfer-wallet.css';
import { formatAmount } from '@croupier/money';

const isPositive = (text: string) => /[1-9]/.test(text);

function useShownMoney() {
  const site = useSite();
  const hidden = useBalanceHidden();
  return (value: string | undefined) =>
    value === undefined ? null : hidden ? HIDDEN_AMOUNT : formatAmount(value, site.brand.currency);
}

function WalletRow(props: { wallet: VendorWallet; onTransfer: (direction: Direction) => void }) {
  const { t } = useTranslation();
  const shown = useShownMoney();
  const { wallet } = props;
  const vendor = wallet.name;
  const headingId = useId();
  const closedId = useId();
  const { state, refresh } = useRefreshWallet(wallet.vassalage);
  // Opening the row asks the vendor itself: winnings and losses there change what it holds.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <li>
      <article className="wallet-card vw-row" aria-labelledby={headingId}>
        <div className="vw-row-main">
          <div className="vw-row-head">
            <h3 id={headingId}>{vendor}</h3>
            <button
              type="button"
              className={`icon-btn icon-btn-small vw-refresh${state === 'busy' ? ' is-busy' : ''}`}
              onClick={() => void refresh()}
              disabled={state === 'busy'}
              aria-label={t('transferWallet.page.refresh', { vendor })}
              title={t('transferWallet.page.refresh', { vendor })}
            >
              <Icon name="refresh" />
            </button>
          </div>
          <p className="vw-held-label">{t('transferWallet.page.held')}</p>
          <p className="wallet-figure money vw-held" aria-busy={state === 'busy'}>
            {shown(wallet.balance)}
          </p>
          <div role="status" className="vw-row-notes">
            {state === 'busy' && (
              <span className="visually-hidden">{t('transferWallet.page.refreshing', { vendor })}</span>
            )}
            {state === 'failed' && <p className="vw-note">{t('transferWallet.page.refreshFailed')}</p>}
            {isPositive(wallet.pendingIn) && (
              <p className="vw-pending">
                <Icon name="clock" />
                {t('transferWallet.page.pendingIn', { vendor, amount: shown(wallet.pendingIn) })}
              </p>
            )}
            {isPositive(wallet.pendingOut) && (
              <p className="vw-pending">
                <Icon name="clock" />
                {t('transferWallet.page.pendingOut', { vendor, amount: shown(wallet.pendingOut) })}
              </p>
            )}
          </div>
          {!wallet.acceptsTransfersIn && (
            <p id={closedId} className="vw-note vw-closed">
              <Icon name="info" />
              {t('transferWallet.page.closedIn')}
            </p>
          )}
        </div>
        <div className="vw-row-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!wallet.acceptsTransfersIn}
            aria-describedby={wallet.acceptsTransfersIn ? undefined : closedId}
            aria-label={t('transferWallet.page.transferInTo', { vendor })}
            onClick={() => props.onTransfer('in')}
          >
            <Icon name="download" />
            {t('transferWallet.page.transferIn')}
          </button>
          <button
            type="button"
            className="btn"
            aria-label={t('transferWallet.page.transferOutFrom', { vendor })}
            onClick={() => props.onTransfer('out')}
          >
            <Icon name="arrowUp" />
            {t('transferWallet.page.transferOut')}
          </button>
        </div>
      </article>
    </li>
  );
}

/**
 * The member centre's `gameWallets` page: what the player holds at each transfer-wallet vendor, transfers on
 * their way, and the dialog to move money there and back.
 */
export function TransferWalletPage() {
  const { t } = useTranslation();
  const shown = useShownMoney();
  const cash = useWallet();
  const list = useVendorWallets();
  const [dialog, setDialog] = useState<{ wallet: VendorWallet; direction: Direction } | null>(null);

  return (
    <div className="wallet-page vw-page">
      <div className="wallet-head">
        <div>
          <h2 className="wallet-title">{t('transferWallet.page.title')}</h2>
          <p className="wallet-lead">{t('transferWallet.page.lead')}</p>
        </div>
        <BalanceEyeToggle withText />
      </div>
      <p className="transfer-available vw-cash">
        <span>{t('transferWallet.page.cash')}</span>
        <strong className="money">{shown(cash.data?.available) ?? '—'}</strong>
      </p>
      {list.isPending && (
        <p className="wallet-muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {list.isError && !list.data && (
        <LoadFailed message={t('transferWallet.page.loadFailed')} retry={() => void list.refetch()} />
      )}
      {list.data?.length === 0 && (
        <div className="wallet-panel transfer-notice vw-empty">
          <p>{t('transferWallet.page.empty')}</p>
          <Link to="/member?page=transferFund" className="btn">
            {t('transferWallet.page.emptyLink')}
          </Link>
        </div>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="vw-list" aria-label={t('transferWallet.page.list')}>
          {list.data.map((wallet) => (
            <WalletRow
              key={wallet.vassalage}
              wallet={wallet}
              onTransfer={(direction) => setDialog({ wallet, direction })}
            />
          ))}
        </ul>
      )}
      {dialog && (
        <TransferDialog wallet={dialog.wallet} direction={dialog.direction} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

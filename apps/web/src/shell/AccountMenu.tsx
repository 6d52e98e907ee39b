import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isFlagOn, WHITELABEL_FLAGS } from '@croupier/contracts/constants';
import { formatAmount } from '@croupier/money';
import { usePopups } from '../popups/popupContext.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { BalanceEyeToggle, useBalanceHidden } from '../wallet/BalanceVisibility.tsx';
import { HIDDEN_AMOUNT } from '../wallet/hiddenAmount.ts';
import { ConfirmDialog } from '../ui/Modal.tsx';
import { Icon } from '../ui/icons.tsx';

/** Balance with an eye toggle; hidden (shared with the wallet page) shows asterisks. */
export function BalanceChip({ balance }: { balance: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const hidden = useBalanceHidden();
  return (
    <span className="balance">
      <span className="visually-hidden">{t('account.balance')}</span>
      <span className="money">{hidden ? HIDDEN_AMOUNT : formatAmount(balance, site.brand.currency)}</span>
      <BalanceEyeToggle />
    </span>
  );
}

/** Account menu entries per spec §2, with their flags. */
export function AccountMenu() {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const navigate = useNavigate();
  const popups = usePopups();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const me = session.me;
  if (!me) return null;

  const entries: { to: string; label: string }[] = [
    { to: '/member?page=personalHistoryCopy', label: t('member.personalHistoryCopy') },
    { to: '/member?page=transactionHistory', label: t('member.transactionHistory') },
    { to: '/member?page=personalProfit', label: t('member.personalProfit') },
    { to: '/member?page=rewardCenter', label: t('member.rewardCenter') },
    { to: '/vip', label: t('account.vip') },
  ];
  if (isFlagOn(site.whitelabel, WHITELABEL_FLAGS.points))
    entries.push({ to: '/pointMall', label: t('account.points') });
  entries.push({ to: '/member?page=securityCenter', label: t('account.myAccount') });
  if (session.kind === 'agent') entries.push({ to: '/agentHome', label: t('account.agent') });
  if (isFlagOn(site.whitelabel, WHITELABEL_FLAGS.manualRebate)) {
    entries.push({ to: '/member?page=manualRebate', label: t('account.manualRebate') });
  }

  return (
    <div
      className="account-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="btn btn-ghost"
        data-focus-after-login
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Icon name="user" />
        <span>{me.nickname || me.account}</span>
        <Icon name="chevronDown" />
      </button>
      {open && (
        <ul id={menuId} className="dropdown account-dropdown" aria-label={t('account.menu')}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} onClick={() => setOpen(false)}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                popups.openChangePassword();
              }}
            >
              <Icon name="lock" /> {t('accounts.changePassword.title')}
            </button>
          </li>
          <li>
            <button type="button" onClick={() => setConfirming(true)}>
              <Icon name="logout" /> {t('account.signOut')}
            </button>
          </li>
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('account.signOut')}
          message={t('account.signOutConfirm')}
          confirmLabel={t('account.signOut')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            setOpen(false);
            void session.signOut().then(() => navigate('/'));
          }}
        />
      )}
    </div>
  );
}

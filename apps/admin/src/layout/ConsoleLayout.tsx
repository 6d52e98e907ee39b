import type { ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand, useMe } from '../api/queries.ts';
import { useAuth } from '../auth/AuthRoot.tsx';
import { canMoveMoney } from '../wallet/adjust.ts';
import { PendingAdjustmentsCount } from '../adjustments/PendingAdjustmentsCount.tsx';
import { canSeeGgr, canSeeRounds } from '../vendors/rules.ts';
import { canSeeSettlements } from '../settlements/rules.ts';
import { canSeeContracts } from '../contracts/rules.ts';
import { canSeeVip } from '../vip/ladder-form.ts';
import { canSeeMissions } from '../missions/rules.ts';
import { canSeeLottery, canSeeLotteryRisk } from '../lottery/rules.ts';
import { canSeePoints } from '../points/rules.ts';
import { LanguagePicker, ThemeToggle } from './Preferences.tsx';
import { BrandTimeProvider } from '../ui/time.tsx';
import './layout.css';

const NAV: readonly {
  to: string;
  key: string;
  shown?: typeof canMoveMoney;
  count?: () => ReactNode;
  /** A page of the section above, shown indented under it. */
  sub?: boolean;
}[] = [
  { to: '/dashboard', key: 'dashboard.nav', shown: canSeeGgr },
  { to: '/settings', key: 'layout.settings' },
  { to: '/players', key: 'layout.players' },
  { to: '/agents', key: 'agents.nav' },
  { to: '/agents/contracts', key: 'contracts.nav', shown: canSeeContracts, sub: true },
  { to: '/agents/dividend-bills', key: 'dividendBills.nav', shown: canSeeSettlements, sub: true },
  { to: '/deposits', key: 'layout.deposits' },
  { to: '/deposit-channels', key: 'layout.depositChannels' },
  { to: '/ledger', key: 'wallet.nav', shown: canMoveMoney },
  { to: '/adjustments', key: 'adjustments.nav', shown: canMoveMoney, count: PendingAdjustmentsCount },
  { to: '/withdrawals', key: 'withdrawals.nav' },
  { to: '/vendors', key: 'vendors.nav' },
  { to: '/games', key: 'games.nav' },
  { to: '/banners', key: 'banners.nav' },
  { to: '/announcements', key: 'announcements.nav' },
  { to: '/promotions', key: 'promotions.nav' },
  { to: '/promotions/referral', key: 'referral.nav', sub: true },
  { to: '/red-envelopes', key: 'envelopes.rains.nav', sub: true },
  { to: '/prize-wheels', key: 'envelopes.wheels.nav', sub: true },
  { to: '/vip', key: 'vip.nav', shown: canSeeVip },
  { to: '/vip/rebates', key: 'vip.rebates.nav', shown: canSeeVip, sub: true },
  { to: '/missions', key: 'missions.nav', shown: canSeeMissions },
  { to: '/points', key: 'pointsMall.nav', shown: canSeePoints },
  { to: '/points/goods', key: 'pointsMall.goods.nav', shown: canSeePoints, sub: true },
  { to: '/lottery', key: 'lottery.nav', shown: canSeeLottery },
  { to: '/lottery/settings', key: 'lottery.settings.nav', shown: canSeeLottery, sub: true },
  { to: '/lottery/ggr', key: 'lottery.ggr.nav', shown: canSeeLotteryRisk, sub: true },
  { to: '/rounds', key: 'rounds.nav', shown: canSeeRounds },
  { to: '/vendor-transfers', key: 'transferWallet.nav', shown: canSeeRounds },
  { to: '/settlements', key: 'settlements.nav', shown: canSeeSettlements },
  { to: '/reports/ggr', key: 'ggr.nav', shown: canSeeGgr },
  // The same readers as GGR: stake and payout per game are revenue figures too.
  { to: '/reports/game-rtp', key: 'rtp.nav', shown: canSeeGgr },
  { to: '/outbox', key: 'layout.outbox' },
  { to: '/audit', key: 'layout.audit' },
  { to: '/operators', key: 'layout.operators' },
  { to: '/account', key: 'layout.account' },
];

export function ConsoleLayout() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const me = useMe();
  // Shares the settings page's cache entry, so the header name updates as soon as General is saved.
  const brand = useBrand();
  const { pathname } = useLocation();
  // A section's link is current on its pages but not on a sub-page that has its own link (Agents › Contracts).
  const ownLinkBelow = (to: string) =>
    NAV.some((other) => other.to.startsWith(`${to}/`) && (pathname + '/').startsWith(`${other.to}/`));

  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="topbar">
        <div className="topbar-brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{brand.data?.name ?? 'Croupier'}</span>
          <span className="brand-sub">{t('app.title')}</span>
        </div>
        <div className="topbar-tools">
          {me.data ? (
            <p className="whoami">
              <span className="visually-hidden">
                {t('layout.signedInAs', { username: me.data.username })}
              </span>
              <span aria-hidden="true">{me.data.username}</span>
              <span className="role-badge">{t(`roles.${me.data.role}`)}</span>
            </p>
          ) : null}
          <LanguagePicker />
          <ThemeToggle />
          <button type="button" className="btn" onClick={() => void signOut()}>
            {t('layout.signOut')}
          </button>
        </div>
      </header>
      <nav className="sidenav" aria-label={t('layout.mainNav')}>
        {/* The menu waits for the operator's role: links appearing above others once it arrives would move
            the one a hand (or a test) is about to click. */}
        <ul aria-busy={me.data ? undefined : true}>
          {(me.data ? NAV.filter((item) => !item.shown || item.shown(me.data.role)) : []).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={ownLinkBelow(item.to)}
                className={item.sub ? 'sidenav-link sidenav-sub' : 'sidenav-link'}
              >
                {t(item.key)}
                {item.count ? <item.count /> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content" tabIndex={-1}>
        {/* Pages wait for the brand so no time is ever shown in another zone first. */}
        {brand.data ? (
          <BrandTimeProvider zone={brand.data.timezone}>
            <Outlet />
          </BrandTimeProvider>
        ) : brand.isError ? (
          <Outlet />
        ) : null}
      </main>
    </div>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('layout.notFound')}</h1>
      <p className="muted">{t('layout.notFoundBody')}</p>
    </div>
  );
}

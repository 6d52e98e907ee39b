import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../routes/lazyPage.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { BannerCarousel } from '../games/BannerCarousel.tsx';
import { useCategories, useCsTitle, useSite } from '../site/queries.ts';
import { CategoryIcon, CsIcon, Icon, type IconName } from '../ui/icons.tsx';
import { usePageLoaded } from '../ui/pageLoaded.tsx';
import { useCategoryName } from './categoryName.ts';
import { SmartLink } from './SmartLink.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

// The QR library is its own chunk, fetched once the page has loaded: the codes draw a moment after the menu,
// in a box of their size.
const QrCode = lazyPage(() => import('@croupier/web-kit/qr-code').then((m) => m.QrCode));

function DownloadQr({ url, label }: { url: string; label: string }) {
  const loaded = usePageLoaded();
  const box = <svg className="qr" width={80} height={80} aria-hidden="true" />;
  if (!loaded) return box;
  return (
    <Suspense fallback={box}>
      <QrCode value={url} label={label} size={80} />
    </Suspense>
  );
}

function MenuLink({
  to,
  icon,
  label,
  end,
}: {
  to: string;
  icon: IconName | { gameType: string };
  label: string;
  end?: boolean;
}) {
  return (
    <li>
      <SmartLink to={to} end={end} className="menu-item" title={label}>
        {typeof icon === 'string' ? <Icon name={icon} /> : <CategoryIcon gameType={icon.gameType} />}
        <span className="menu-text">{label}</span>
      </SmartLink>
    </li>
  );
}

export function SideMenu(props: {
  collapsed: boolean;
  forced: boolean;
  isMobile: boolean;
  drawerOpen: boolean;
  onToggleCollapsed: () => void;
  onCloseDrawer: () => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const categoryName = useCategoryName();
  const titleOf = useCsTitle();
  const categories = useCategories().data ?? [];
  const hidden = props.isMobile && !props.drawerOpen;
  const me = session.me;
  const showInvite = me !== null && (session.kind === 'agent' || me.referralEnabled);
  const ios = site.resources.find((r) => r.resourceType === 'IOS');
  const android = site.resources.find((r) => r.resourceType === 'ANDROID');
  const csLinks = site.customerService.filter((cs) => cs.csPosition === 'LEFT' || cs.csPosition === 'BOTH');

  return (
    <aside
      id="side-menu"
      className="side-menu"
      inert={hidden}
      aria-hidden={hidden || undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && props.drawerOpen) props.onCloseDrawer();
      }}
    >
      <div className="side-top">
        <Link to="/" className="side-brand" title={site.brand.name}>
          <span className="side-monogram" aria-hidden="true">
            {site.brand.name.slice(0, 1)}
          </span>
          <span className="menu-text">{site.brand.name}</span>
        </Link>
        {props.isMobile ? (
          <button
            type="button"
            className="icon-btn"
            aria-label={t('shell.closeMenu')}
            onClick={props.onCloseDrawer}
          >
            <Icon name="close" />
          </button>
        ) : (
          !props.forced && (
            <button
              type="button"
              className="icon-btn side-collapse"
              aria-label={props.collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
              aria-expanded={!props.collapsed}
              aria-controls="side-menu-nav"
              onClick={props.onToggleCollapsed}
            >
              <Icon name={props.collapsed ? 'chevronRight' : 'chevronLeft'} />
            </button>
          )
        )}
      </div>

      <nav id="side-menu-nav" className="side-scroll" aria-label={t('nav.side')}>
        {!props.collapsed && (
          <BannerCarousel
            group="w_leftmenu"
            compact
            label={t('gamesLobby.banner.menuLabel')}
            {...(props.isMobile ? { onFollow: props.onCloseDrawer } : {})}
          />
        )}
        <ul className="menu-list">
          <MenuLink to="/" icon="home" label={t('nav.home')} end />
          <MenuLink to="/hot" icon="fire" label={t('nav.hot')} />
        </ul>
        {categories.length > 0 && (
          <>
            <p className="menu-heading">{t('nav.games')}</p>
            <ul className="menu-list">
              {categories.map((c) => (
                <MenuLink
                  key={c.gameType}
                  to={c.path}
                  icon={{ gameType: c.gameType }}
                  label={categoryName(c.gameType)}
                />
              ))}
            </ul>
          </>
        )}
        <p className="menu-heading">{t('nav.more')}</p>
        <ul className="menu-list">
          <MenuLink to="/promotions" icon="gift" label={t('nav.promotions')} />
          <MenuLink to="/member?page=rewardCenter" icon="star" label={t('nav.rewards')} />
          {(session.kind === 'member' || session.kind === 'agent') && (
            <MenuLink to="/prizeWheel" icon="trophy" label={t('nav.prizeWheel')} />
          )}
          {showInvite && <MenuLink to="/member?page=referral" icon="users" label={t('nav.invite')} />}
          {session.kind === 'agent' && <MenuLink to="/agentHome" icon="shield" label={t('account.agent')} />}
          <MenuLink to="/help" icon="help" label={t('nav.help')} />
        </ul>

        {(ios || android) &&
          (props.collapsed ? (
            <ul className="menu-list">
              <MenuLink to="/download" icon="download" label={t('download.title')} />
            </ul>
          ) : (
            <section className="side-download" aria-labelledby="side-download-title">
              <h2 id="side-download-title" className="menu-heading">
                {t('download.title')}
              </h2>
              <div className="side-qr-row">
                {ios && (
                  <a href={ios.url} className="side-qr">
                    <DownloadQr url={ios.url} label={t('download.qrIos')} />
                    <span>{t('download.ios')}</span>
                  </a>
                )}
                {android && (
                  <a href={android.url} className="side-qr">
                    <DownloadQr url={android.url} label={t('download.qrAndroid')} />
                    <span>{t('download.android')}</span>
                  </a>
                )}
              </div>
            </section>
          ))}

        {csLinks.length > 0 && (
          <>
            <p className="menu-heading">{t('cs.title')}</p>
            <ul className="menu-list">
              {csLinks.map((cs) => (
                <li key={`${cs.csType}-${cs.title}`}>
                  <a
                    href={cs.url}
                    className="menu-item"
                    target="_blank"
                    rel="noopener noreferrer"
                    title={titleOf(cs)}
                  >
                    <CsIcon csType={cs.csType} />
                    <span className="menu-text">{titleOf(cs)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}

        {props.isMobile && (
          <div className="side-settings">
            <LanguagePicker languages={site.languages} showLabel />
            <ThemeToggle withText />
          </div>
        )}
      </nav>
    </aside>
  );
}

import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Guarded, PageWait } from '../routes/Guarded.tsx';
import { sideMenuForcedClosed } from '../routes/guard.ts';
import { useSite } from '../site/queries.ts';
import { readLocal, writeLocal } from '../session/storage.ts';
import { MOBILE, useMediaQuery } from '../ui/useMediaQuery.ts';
import { BottomTabs } from './BottomTabs.tsx';
import { lazyPage } from '../routes/lazyPage.ts';
import { AfterPageLoad } from '../ui/pageLoaded.tsx';
import { Header } from './Header.tsx';
import { RightBar } from './RightBar.tsx';
import { ScrollTopButton } from './ScrollTopButton.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopLoader } from './TopLoader.tsx';
// shell.css last: its mobile overrides must win over the component sheets.
import './nav.css';
import './chrome.css';
import './shell.css';

// Below every page's content: its own chunk, not part of the first screen's scripts.
const Footer = lazyPage(() => import('./Footer.tsx').then((m) => m.Footer));
// Over every page while a red envelope rain falls: loaded after the first screen, like the footer.
const RainOverlay = lazyPage(() => import('../envelopes/RainOverlay.tsx').then((m) => m.RainOverlay));

export function PlayerShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const site = useSite();
  const isMobile = useMediaQuery(MOBILE);
  const [collapsedPref, setCollapsedPref] = useState(() => readLocal('menuCollapsed') === '1');
  // Remembering which page the drawer was opened on closes it on navigation without an effect.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const forced = sideMenuForcedClosed(pathname);
  const collapsed = !isMobile && (forced || collapsedPref);
  const drawerOpen = isMobile && drawerPath === pathname;
  // The game pages keep the whole width: no customer-service bar over the game's own controls.
  const hasRightBar = !isMobile && !forced && site.customerService.some((cs) => cs.csPosition !== 'LEFT');

  const toggleCollapsed = () => {
    setCollapsedPref((c) => {
      writeLocal('menuCollapsed', c ? '0' : '1');
      return !c;
    });
  };

  return (
    <div
      className={`shell${collapsed ? ' is-collapsed' : ''}${drawerOpen ? ' drawer-open' : ''}${hasRightBar ? ' has-right-bar' : ''}`}
    >
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <TopLoader />
      <SideMenu
        collapsed={collapsed}
        forced={forced}
        isMobile={isMobile}
        drawerOpen={drawerOpen}
        onToggleCollapsed={toggleCollapsed}
        onCloseDrawer={() => setDrawerPath(null)}
      />
      {drawerOpen && (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerPath(null)} />
      )}
      <div className="shell-main">
        <Header isMobile={isMobile} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerPath(pathname)} />
        <main id="content" className="content" tabIndex={-1}>
          <Guarded>
            <Suspense fallback={<PageWait />}>
              <Outlet />
            </Suspense>
          </Guarded>
        </main>
        <AfterPageLoad>
          <Footer />
        </AfterPageLoad>
      </div>
      {hasRightBar && <RightBar />}
      <ScrollTopButton />
      {isMobile && <BottomTabs />}
      <AfterPageLoad>
        <RainOverlay />
      </AfterPageLoad>
    </div>
  );
}

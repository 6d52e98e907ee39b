import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePopups } from '../popups/popupContext.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { useSite } from '../site/queries.ts';
import { Icon } from '../ui/icons.tsx';
import { AccountMenu, BalanceChip } from './AccountMenu.tsx';
import { GameSearch } from './GameSearch.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { TopNav } from './TopNav.tsx';

export function Header(props: { isMobile: boolean; drawerOpen: boolean; onOpenDrawer: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useSession();
  const popups = usePopups();
  const me = session.me;

  return (
    <header className="header">
      {props.isMobile && (
        <>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('shell.openMenu')}
            aria-expanded={props.drawerOpen}
            aria-controls="side-menu"
            onClick={props.onOpenDrawer}
          >
            <Icon name="menu" />
          </button>
          <Link to="/" className="header-brand">
            {site.brand.name}
          </Link>
        </>
      )}
      {!props.isMobile && <TopNav />}
      <div className="header-tools">
        <GameSearch isMobile={props.isMobile} />
        {!props.isMobile && (
          <>
            <LanguagePicker languages={site.languages} />
            <ThemeToggle />
          </>
        )}
        {me ? (
          <>
            <BalanceChip balance={me.balance} />
            <Link to="/member?page=depositv2" className="btn btn-primary">
              {t('account.deposit')}
            </Link>
            {!props.isMobile && (
              <Link to="/member?page=withdraw" className="btn">
                {t('account.withdraw')}
              </Link>
            )}
            {!props.isMobile && <AccountMenu />}
          </>
        ) : (
          <>
            <button type="button" className="btn" onClick={() => popups.openLogin()}>
              {t('auth.login')}
            </button>
            <button type="button" className="btn btn-primary" onClick={popups.openRegister}>
              {t('auth.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
